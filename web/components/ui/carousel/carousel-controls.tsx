'use client'
import { ChevronLeft, ChevronRight } from '@/web/components/ui/icons'
import { clsx } from 'clsx'
import { AutoplayToggle } from '../autoplay-toggle'
import type { CarouselProps, CarouselText, Tone } from './types'

/** A message with its `{name}` placeholders filled in. */
export const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )

interface CarouselControlsProps {
  /** The id of the slides' viewport, which every control controls. */
  slidesId: string
  itemName: string
  /** The words on a page not in English. */
  text?: CarouselText
  count: number
  index: number
  arrows: boolean
  nav: NonNullable<CarouselProps['nav']>
  tabLabels?: readonly string[]
  tone: Tone
  className?: string
  /** A visitor's step (-1 previous, 1 next) and jump to a slide. */
  onStep: (delta: 1 | -1) => void
  onGoTo: (slide: number) => void
  /** The pause control, when the carousel turns by itself. */
  autoplay: { enabled: boolean; toggle: () => void; what: string } | null
}

/** Previous and next buttons, dots or labelled tabs, and the pause control, in one row. */
export function CarouselControls({
  slidesId,
  itemName,
  text,
  count,
  index,
  arrows,
  nav,
  tabLabels,
  tone,
  className,
  onStep,
  onGoTo,
  autoplay,
}: CarouselControlsProps) {
  const dark = tone === 'dark'
  const arrowClass = clsx(
    'inline-flex size-11 items-center justify-center rounded-full border transition-colors',
    dark
      ? 'border-white/20 bg-white/5 text-white hover:border-white/50 hover:bg-white/10'
      : 'hover:border-brand-600 hover:text-brand-700 border-slate-300 bg-white text-slate-700 shadow-sm',
  )

  return (
    <div className={clsx('flex items-center gap-2 sm:gap-3', className ?? 'mt-8')}>
      {arrows ? (
        <button
          type="button"
          aria-controls={slidesId}
          aria-label={text ? text.previous : `Previous ${itemName}`}
          onClick={() => onStep(-1)}
          className={arrowClass}
        >
          <ChevronLeft className="size-5 rtl:-scale-x-100" />
        </button>
      ) : null}

      {nav === 'dots' || nav === 'tabs' ? (
        <div
          role="group"
          aria-label={text ? text.choose : `Choose a ${itemName}`}
          className={clsx('flex', nav === 'tabs' && 'sm:grid sm:flex-1 sm:grid-cols-3 sm:gap-4')}
        >
          {Array.from({ length: count }, (_, dot) => (
            <SlideDot
              key={dot}
              slidesId={slidesId}
              label={(nav === 'tabs' ? tabLabels?.[dot] : undefined) ?? null}
              name={text ? fill(text.show, { number: dot + 1 }) : `Show ${itemName} ${dot + 1}`}
              current={dot === index}
              dark={dark}
              onClick={() => onGoTo(dot)}
            />
          ))}
        </div>
      ) : null}

      {arrows ? (
        <button
          type="button"
          aria-controls={slidesId}
          aria-label={text ? text.next : `Next ${itemName}`}
          onClick={() => onStep(1)}
          className={arrowClass}
        >
          <ChevronRight className="size-5 rtl:-scale-x-100" />
        </button>
      ) : null}

      {autoplay ? (
        <AutoplayToggle
          enabled={autoplay.enabled}
          onToggle={autoplay.toggle}
          what={autoplay.what}
          labels={text ? { pause: text.pause, play: text.play } : undefined}
          tone={tone}
          className="ms-auto"
        />
      ) : null}
    </div>
  )
}

/** One slide's dot, or from 640 px its labelled tab when it has a label. */
function SlideDot({
  slidesId,
  label,
  name,
  current,
  dark,
  onClick,
}: {
  slidesId: string
  label: string | null
  name: string
  current: boolean
  dark: boolean
  onClick: () => void
}) {
  return (
    <button
      type="button"
      aria-controls={slidesId}
      aria-label={label ?? name}
      aria-current={current ? 'true' : undefined}
      onClick={onClick}
      className={clsx(
        'group carousel-dot-button',
        // Labelled tabs from 640 px, dots on phones. Each tab a line over its label, the current
        // one's in the brand's colour: a label on two lines reads as a caption under its line,
        // where centred in a pill beside one-line pills it looked squeezed (an outside review).
        label &&
          clsx(
            'sm:h-full sm:w-full sm:items-start sm:justify-start sm:rounded-none sm:border-t-[3px] sm:pt-3 sm:pb-1 sm:text-start sm:text-sm sm:leading-5 sm:font-semibold sm:transition-colors',
            current
              ? 'sm:border-brand-600 sm:text-slate-900'
              : 'sm:border-slate-200 sm:text-slate-500 sm:hover:border-slate-400 sm:hover:text-slate-900',
          ),
      )}
    >
      <span
        aria-hidden="true"
        className={clsx(
          'carousel-dot',
          label && 'sm:hidden',
          current
            ? dark
              ? 'w-6 bg-white'
              : 'bg-brand-600 w-6'
            : dark
              ? 'w-2 bg-white/30 group-hover:bg-white/60'
              : 'w-2 bg-slate-300 group-hover:bg-slate-400',
        )}
      />
      {label ? (
        <span aria-hidden="true" className="hidden sm:inline">
          {label}
        </span>
      ) : null}
    </button>
  )
}
