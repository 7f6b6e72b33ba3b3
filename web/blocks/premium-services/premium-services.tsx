'use client'
/**
 * The premium services cards: one card is active at a time,
 * chosen by hover, click or keyboard focus, and the active card advances every 5 s under the
 * shared autoplay rules (pause control, reduced motion, off screen, hidden tab, pointer or focus
 * inside). Being active changes only colours and shadows, never a card's size, so the rotation
 * shifts no layout. Each card's deliverables open and close with a native disclosure, which works
 * before this component hydrates.
 */
import { ArrowRight, Check, ChevronDown } from '@/web/components/ui/icons'
import Link from '@/web/components/ui/client-link'
import { useRef, useState } from 'react'
import type { HomePageQueryResult } from '@/web/content/sanity.types'
import { AutoplayToggle } from '@/web/components/ui/autoplay-toggle'
import { Icon } from '@/web/components/ui/icon'
import { useAutoplay } from '@/web/components/ui/use-autoplay'
import { servicePath } from '@/web/lib/routes'
import { clsx } from 'clsx'
import en from '@/messages/en/premiumServices.json'

export type PremiumServicesText = typeof en

export const PREMIUM_ADVANCE_MS = 5000

// From the query's type rather than ../types (BlockOf): the block context names this component's
// type (../pieces.ts), and the types would import each other.
type Card = Extract<
  NonNullable<HomePageQueryResult['home']>['sections'][number],
  { _type: 'premiumServicesSection' }
>['cards'][number]
type Accent = NonNullable<Card['color']>

/** Each accent as whole class names, so Tailwind sees them. */
const ACCENTS: Record<
  Accent,
  { icon: string; ring: string; bar: string; glow: string; dot: string }
> = {
  blue: {
    icon: 'bg-blue-100 text-blue-700',
    ring: 'ring-blue-500',
    bar: 'bg-blue-500',
    dot: '[--dot:var(--color-blue-500)]',
    glow: 'shadow-blue-500/20',
  },
  violet: {
    icon: 'bg-violet-100 text-violet-700',
    ring: 'ring-violet-500',
    bar: 'bg-violet-500',
    dot: '[--dot:var(--color-violet-500)]',
    glow: 'shadow-violet-500/20',
  },
  emerald: {
    icon: 'bg-emerald-100 text-emerald-700',
    ring: 'ring-emerald-500',
    bar: 'bg-emerald-500',
    dot: '[--dot:var(--color-emerald-500)]',
    glow: 'shadow-emerald-500/20',
  },
  amber: {
    icon: 'bg-amber-100 text-amber-700',
    ring: 'ring-amber-500',
    bar: 'bg-amber-500',
    dot: '[--dot:var(--color-amber-500)]',
    glow: 'shadow-amber-500/20',
  },
  rose: {
    icon: 'bg-rose-100 text-rose-700',
    ring: 'ring-rose-500',
    bar: 'bg-rose-500',
    dot: '[--dot:var(--color-rose-500)]',
    glow: 'shadow-rose-500/20',
  },
  cyan: {
    icon: 'bg-cyan-100 text-cyan-700',
    ring: 'ring-cyan-500',
    bar: 'bg-cyan-500',
    dot: '[--dot:var(--color-cyan-500)]',
    glow: 'shadow-cyan-500/20',
  },
  orange: {
    icon: 'bg-orange-100 text-orange-700',
    ring: 'ring-orange-500',
    bar: 'bg-orange-500',
    dot: '[--dot:var(--color-orange-500)]',
    glow: 'shadow-orange-500/20',
  },
  indigo: {
    icon: 'bg-indigo-100 text-indigo-700',
    ring: 'ring-indigo-500',
    bar: 'bg-indigo-500',
    dot: '[--dot:var(--color-indigo-500)]',
    glow: 'shadow-indigo-500/20',
  },
}

export function PremiumServices({
  cards,
  text = en,
}: {
  cards: Card[]
  /** Its words on a page not in English. */
  text?: PremiumServicesText
}) {
  const rootRef = useRef<HTMLUListElement>(null)
  const [active, setActive] = useState(0)
  const rotation = useAutoplay({
    rootRef,
    intervalMs: PREMIUM_ADVANCE_MS,
    onStep: () => setActive((current) => (current + 1) % Math.max(1, cards.length)),
  })
  const choose = (index: number) => {
    if (index !== active) setActive(index)
    rotation.noteManualChoice()
  }

  return (
    <>
      <ul ref={rootRef} data-rotating={rotation.running} className="grid gap-6 md:grid-cols-2">
        {cards.map((card, index) => {
          const accent = ACCENTS[card.color ?? 'blue']
          const isActive = index === active
          return (
            <li
              key={card._key}
              data-premium-card={index}
              data-active={isActive ? 'true' : 'false'}
              onPointerEnter={(event) => {
                if (event.pointerType === 'mouse') choose(index)
              }}
              onClick={() => choose(index)}
              onFocus={() => choose(index)}
              className={clsx(
                'relative flex flex-col overflow-hidden rounded-3xl border bg-white p-6 transition-[box-shadow,border-color] duration-300 sm:p-8',
                isActive
                  ? clsx('border-transparent shadow-2xl ring-2', accent.ring, accent.glow)
                  : 'border-slate-200 shadow-sm',
              )}
            >
              {/* Time until the next card, while the rotation runs. */}
              {isActive && rotation.running ? (
                <span
                  key={`${index}-running`}
                  aria-hidden="true"
                  className={clsx(
                    'absolute inset-x-0 top-0 h-1 origin-left animate-[premium-progress_5s_linear_forwards] rtl:origin-right',
                    accent.bar,
                  )}
                />
              ) : isActive ? (
                <span
                  aria-hidden="true"
                  className={clsx('absolute inset-x-0 top-0 h-1', accent.bar)}
                />
              ) : null}

              <div className="flex items-start justify-between gap-4">
                <span
                  className={clsx(
                    'inline-flex size-12 flex-none items-center justify-center rounded-2xl',
                    accent.icon,
                  )}
                >
                  <Icon name={card.icon ?? undefined} className="size-6" />
                </span>
                {card.slug ? (
                  <Link
                    href={servicePath(card.slug)}
                    className="text-brand-700 inline-flex items-center gap-1 text-sm font-semibold underline-offset-4 hover:underline"
                  >
                    {text.learnMore}
                    <span className="sr-only">
                      {text.about}
                      {card.title}
                    </span>
                    <ArrowRight className="icon-fwd" />
                  </Link>
                ) : null}
              </div>
              <h3 className="mt-5 text-xl font-semibold text-slate-900">{card.title}</h3>
              {card.description ? (
                <p className="mt-2 leading-7 text-slate-600">{card.description}</p>
              ) : null}

              {card.stats?.length ? (
                // Thirds, but never narrower than a figure: an Arabic one kept whole by its
                // no-break spaces ("دون 1 ث", 98 px) overran its 90-px third on a phone into the next;
                // 20 px apart ("48 ساعة" stood 12 px from the next figure: an outside review).
                <dl className="mt-6 grid grid-cols-[repeat(3,minmax(min-content,1fr))] gap-5 border-y border-slate-100 py-5">
                  {card.stats.map((stat) => (
                    <div key={stat._key} className="flex flex-col">
                      <dt className="premium-figure-label">{stat.label}</dt>
                      <dd className="premium-figure">{stat.value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}

              {card.features?.length ? (
                <ul className="mt-5 grid gap-2 text-sm text-slate-700 sm:grid-cols-2">
                  {card.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Check className="premium-check" />
                      {feature}
                    </li>
                  ))}
                </ul>
              ) : null}

              {card.deliverables?.length ? (
                <details className="group mt-auto pt-6">
                  <summary className="premium-toggle">
                    <span className="group-open:hidden">{text.showDeliverables}</span>
                    <span className="hidden group-open:inline">{text.hideDeliverables}</span>
                    <span className="sr-only">
                      {text.of}
                      {card.title}
                    </span>
                    <ChevronDown className="size-4 transition-transform group-open:rotate-180" />
                  </summary>
                  {card.detailedDescription ? (
                    <p className="mt-4 text-sm leading-6 text-slate-600">
                      {card.detailedDescription}
                    </p>
                  ) : null}
                  <ul
                    aria-label={text.deliverablesOf.replace('{title}', card.title)}
                    // Each item's dot in the card's colour (app/globals.css `.deliverable`).
                    className={clsx('mt-4 space-y-2', accent.dot)}
                  >
                    {card.deliverables.map((deliverable) => (
                      <li key={deliverable} className="deliverable">
                        {deliverable}
                      </li>
                    ))}
                  </ul>
                </details>
              ) : null}
            </li>
          )
        })}
      </ul>
      {/* Centred under the cards, where the other sections' carousels have their controls: at
          the row's end it stood apart from everything (an outside review: "a stray button").
          Beside it a dot for each card, the featured one in its colour, so the control shows what
          it pauses: alone, it read as a stray button still (the next review). The dots change
          colour and scale only, never size, so the rotation moves nothing. */}
      <div className="mt-6 flex items-center justify-center gap-4">
        <AutoplayToggle
          enabled={rotation.enabled}
          onToggle={rotation.toggle}
          what="rotation of the premium services"
          labels={text === en ? undefined : { pause: text.pause, play: text.play }}
        />
        <span aria-hidden className="flex items-center gap-2">
          {cards.map((card, index) => (
            <span
              key={card._key}
              className={clsx('premium-dot', ACCENTS[card.color ?? 'blue'].dot)}
              data-on={index === active || undefined}
            />
          ))}
        </span>
      </div>
    </>
  )
}
