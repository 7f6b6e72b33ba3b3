import { ArrowRight, BadgeCheck, MessageCircle, Phone } from '@/web/components/ui/icons'
import Link from '@/web/components/ui/link'
import { socialPlatformName } from '@/web/content/social-platforms'
import { SanityImage } from '@/web/components/ui/sanity-image'
import { buttonClass } from '@/web/components/ui/button'
import { telHref } from '@/web/components/shell/nav'
import { caseStudyPath } from '@/web/lib/routes'
import { formatNumber } from '@/core/format/format'
import { joinAlternatives, numberApart } from '@/web/lib/text'
import { cn } from '@/web/lib/utils'
import { Stars } from '@/web/components/home/icon-sprite'
import { DEFAULT_LOCALE, ltrRun } from '@/core/i18n/locales'
import { Ltr } from '@/web/components/ui/ltr-runs'
import { translator } from '@/web/i18n/messages'
import { heroWordsProps } from '../block-text'
import { type BlockProps, locationAttribute } from '../types'

/** The two case studies behind the front one in the hero's composition: where each sits. */
const BACK_TILES = [
  { index: 2, className: 'top-0 right-0 w-[62%] rotate-6 opacity-80', sizes: '360px' },
  { index: 1, className: 'bottom-2 left-0 w-[58%] -rotate-6 opacity-90', sizes: '340px' },
] as const

/**
 * The first section of the home page: the message, the brand's promise, the
 * rotating word, the links to services, booking and the partner page, the phone, social and
 * messaging links and the claims, over the starfield. On wide screens the right half shows the
 * brand's recent work.
 */
export function Hero({
  block,
  context: {
    settings,
    locale = DEFAULT_LOCALE,
    pieces: { HeroWords, Starfield },
  },
  location,
}: BlockProps<'homeHeroSection'>) {
  const t = translator(locale, 'blocks')
  const call = translator(locale, 'contactSection')('call')
  const { words, wordsLead, intro, links, badge, claims, showcase } = block
  const sentence = `${wordsLead} ${joinAlternatives(words)}.`
  const [primary, secondary] = links ?? []
  const rating = settings.claims

  return (
    <section
      aria-labelledby="hero-heading"
      data-home-section="hero"
      {...locationAttribute(location)}
      className="relative isolate overflow-hidden bg-slate-950 text-white"
    >
      {/* Glows and a faint grid under the stars. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_40rem_at_85%_10%,rgb(79_70_229/0.35),transparent_60%),radial-gradient(50rem_36rem_at_0%_100%,rgb(37_99_235/0.3),transparent_60%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.04)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_center,black,transparent_75%)] bg-[size:56px_56px]"
      />
      <Starfield className="pointer-events-none absolute inset-0 -z-10 size-full" />

      <div className="mx-auto grid max-w-7xl items-center gap-16 px-4 pt-12 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:pt-20 lg:pb-20">
        <div>
          {badge ? (
            <Link
              href={badge.href}
              className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 py-1.5 ps-2 pe-4 text-sm font-medium text-slate-200 backdrop-blur transition-colors hover:border-white/40 hover:text-white"
            >
              <span className="bg-brand-500/20 text-brand-200 inline-flex size-6 items-center justify-center rounded-full">
                <BadgeCheck className="size-4" />
              </span>
              {badge.label}
              <ArrowRight className="size-3.5 rtl:-scale-x-100" />
            </Link>
          ) : null}

          <p className="text-brand-300 mt-8 text-sm font-semibold tracking-widest uppercase">
            {settings.tagline}
          </p>
          <h1
            id="hero-heading"
            className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-6xl"
          >
            {settings.heroMessage}
          </h1>
          {/* The heading's second voice, a step below the rotating line under it: at 24 px beside
              its 30 px the two read as rivals, five text sizes stacked (an outside review). */}
          <p className="mt-3 text-lg text-slate-300 sm:text-xl">{settings.heroSubline}</p>
          {words.length ? (
            <HeroWords
              lead={wordsLead}
              words={words}
              sentence={sentence}
              {...heroWordsProps(locale)}
            />
          ) : null}
          {/* The hero's column from 1024 px (38rem, 603 px at most): at 36rem the spec's intro
              broke "no lock-/in contracts." at 1280-1920 px, a break no span can prevent without
              moving the text at the font's swap (web/components/ui/whole-words.tsx). */}
          {intro ? (
            <p className="mt-6 max-w-xl text-base leading-7 text-pretty text-slate-400 sm:text-lg sm:leading-8 lg:max-w-[38rem]">
              {intro}
            </p>
          ) : null}

          <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
            {primary ? (
              <Link href={primary.href} className={buttonClass({ size: 'lg' })}>
                {primary.label} <ArrowRight className="icon-fwd" />
              </Link>
            ) : null}
            {secondary ? (
              <Link
                href={secondary.href}
                className={buttonClass({
                  size: 'lg',
                  className:
                    'border border-white/25 bg-white/5 text-white shadow-none hover:border-white/60 hover:bg-white/10',
                })}
              >
                {secondary.label}
              </Link>
            ) : null}
            <a
              href={telHref(settings.phone)}
              // As wide as the number, centred under the buttons on a phone: stretched across the
              // column, its box reached under both floating buttons on the first screen, which
              // then stood tucked into the screen's edges. From 640 px its icon is at the buttons'
              // edge, underlined on hover (padded, it stood 16 px in under them: outside review).
              className="inline-flex h-12 items-center justify-center gap-2 self-center rounded-full px-4 text-base font-semibold text-white hover:bg-white/10 sm:self-auto sm:px-0 sm:underline-offset-4 sm:hover:bg-transparent sm:hover:underline"
            >
              <Phone className="size-4" />
              <span className="sr-only">{`${call} `}</span>
              <Ltr locale={locale}>{settings.phone}</Ltr>
            </a>
          </div>

          {settings.socialLinks?.length || settings.messagingLink?.url ? (
            <div className="mt-8 flex flex-wrap items-center gap-2">
              {settings.messagingLink?.url ? (
                <a
                  href={settings.messagingLink.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex h-9 items-center gap-2 rounded-full bg-emerald-500/15 px-3.5 text-sm font-semibold text-emerald-200 ring-1 ring-emerald-400/30 transition-colors hover:bg-emerald-500/25 hover:text-white"
                >
                  <MessageCircle className="size-4" />
                  {settings.messagingLink.label ??
                    socialPlatformName(settings.messagingLink.platform)}
                  <span className="sr-only">{t('opensNewTab')}</span>
                </a>
              ) : null}
              {settings.socialLinks?.length ? (
                <ul aria-label={t('hero.socialMedia')} className="flex flex-wrap gap-2">
                  {settings.socialLinks.map((social) => (
                    <li key={social._key}>
                      <a
                        href={social.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`${social.label ?? socialPlatformName(social.platform)}${t('opensNewTab')}`}
                        className="hero-social"
                      >
                        {socialPlatformName(social.platform)}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
        </div>

        {showcase.length ? (
          <div aria-label={t('hero.recentWork')} role="group" className="relative hidden lg:block">
            <div className="relative mx-auto aspect-[5/4] w-full max-w-xl">
              {BACK_TILES.map(({ index, className, sizes }) => {
                const study = showcase[index]
                return study ? (
                  <div
                    key={study._id}
                    aria-hidden="true"
                    className={`absolute overflow-hidden rounded-2xl shadow-2xl ring-1 shadow-black/50 ring-white/10 ${className}`}
                  >
                    <SanityImage image={study.image} sizes={sizes} alt="" />
                  </div>
                ) : null
              })}
              {showcase[0] ? (
                <Link
                  href={caseStudyPath(showcase[0].slug)}
                  className="group absolute top-1/2 left-1/2 w-[72%] -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-2xl bg-slate-900 shadow-2xl ring-1 shadow-black/60 ring-white/15 transition-transform hover:-translate-y-[52%]"
                >
                  <SanityImage image={showcase[0].image} sizes="420px" alt="" />
                  <span className="flex items-center justify-between gap-3 px-4 py-3">
                    <span>
                      <span className="text-brand-300 block text-xs font-semibold tracking-wider uppercase">
                        {showcase[0].category}
                      </span>
                      <span className="block text-sm font-semibold text-white">
                        {showcase[0].title}
                      </span>
                    </span>
                    <ArrowRight className="size-4 text-slate-400 transition-transform group-hover:translate-x-0.5 group-hover:text-white rtl:-scale-x-100" />
                  </span>
                </Link>
              ) : null}
              {rating?.ratingValue && rating.reviewCount ? (
                <div className="absolute end-6 -bottom-4 flex items-center gap-3 rounded-2xl border border-white/15 bg-slate-900/80 px-4 py-3 shadow-xl backdrop-blur">
                  <Stars count={5} />
                  <span className="text-sm text-slate-300">
                    <strong className="font-semibold text-white" {...ltrRun(locale)}>
                      {rating.ratingValue}
                    </strong>
                    <span className="sr-only">{t('hero.outOf')}</span>
                    {t('hero.from')}
                    {/* The noun agrees with the count (Arabic has six forms: "247 تقييمًا"); the
                        number is a text node of its own, as the English page has always had it. */}
                    {numberApart(
                      t('hero.reviews', { count: Number(rating.reviewCount) }),
                      formatNumber(Number(rating.reviewCount), locale),
                    )}
                  </span>
                </div>
              ) : null}
            </div>
          </div>
        ) : null}
      </div>

      {claims?.length ? (
        <div className="border-t border-white/10 bg-white/[0.03] backdrop-blur-sm">
          <dl
            className={cn(
              'mx-auto grid max-w-7xl gap-x-6 gap-y-6 px-4 py-8 sm:grid-cols-3 sm:px-6 lg:grid-cols-5 lg:px-8',
              // Five: centred in their columns on a phone and in the row of five (left-aligned, the
              // row ended 150 px short of the column's end: "left-heavy", an outside review).
              claims.length === 5
                ? 'grid-cols-6 gap-x-4 max-sm:text-center lg:text-center'
                : 'grid-cols-2',
            )}
          >
            {claims.map((claim, index) => (
              <div
                key={claim._key}
                className={cn(
                  'flex flex-col sm:col-span-1',
                  // Five on a phone: three, then two centred under them, each as wide as one
                  // above, every figure centred in its column (two columns left the fifth alone
                  // on a row; two halves below three thirds stood on no column of the row above).
                  claims.length === 5
                    ? cn('col-span-2', index === 3 && 'col-start-2 sm:col-start-auto')
                    : index === claims.length - 1 && claims.length % 2 === 1 && 'col-span-2',
                )}
              >
                <dt className="mt-1 text-sm text-slate-400">{claim.label}</dt>
                <dd className="order-first text-3xl font-bold tracking-tight text-white">
                  {/* "500+", not "+500", on a right-to-left page. */}
                  <Ltr locale={locale}>{claim.value}</Ltr>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </section>
  )
}
