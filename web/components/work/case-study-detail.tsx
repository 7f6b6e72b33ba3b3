import { ArrowLeft } from '@/web/components/ui/icons'
import { DEFAULT_LOCALE, type Locale, locales } from '@/core/i18n/locales'
import Link from '@/web/components/ui/link'
import type { CaseStudyQueryResult } from '@/web/content/sanity.types'
import type { Settings } from '@/web/content'
import { CallToAction } from '@/web/components/content/call-to-action'
import { PageHero } from '@/web/components/content/page-hero'
import { RichText } from '@/web/components/content/portable-text'
import { SanityImage } from '@/web/components/ui/sanity-image'
import { translator } from '@/web/i18n/messages'
import { caseStudyPath } from '@/web/lib/routes'
import { sentences } from '@/web/lib/text'

type CaseStudy = NonNullable<CaseStudyQueryResult>

/**
 * A case study: the story in Portable Text, with client, category, technologies and results, its
 * words in `locale` (messages/{code}/work.json; the study's own are in its language already).
 */
export function CaseStudyDetail({
  study,
  settings,
  locale = DEFAULT_LOCALE,
}: {
  study: CaseStudy
  settings: Settings
  locale?: Locale
}) {
  const t = translator(locale, 'work')
  // A result ("+64%", "-35%") reads left to right on a right-to-left page unless it is written in
  // words ("3.2 أضعاف"): its direction is its own text's. Nothing on a left-to-right page.
  const resultDir = locales.entry(locale).dir === 'rtl' ? ({ dir: 'auto' } as const) : {}
  return (
    <>
      <PageHero
        breadcrumbs={[
          { name: t('title'), url: '/our-work' },
          { name: study.title, url: caseStudyPath(study.slug) },
        ]}
        eyebrow={study.category}
        title={study.title}
        intro={study.description}
      />

      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {/* Positioned, so it overlaps the hero above instead of passing under it. */}
        <div
          data-dock-clear
          className="relative -mt-6 overflow-hidden rounded-3xl border border-slate-200 bg-slate-100 shadow-2xl shadow-slate-900/10"
        >
          <SanityImage
            image={study.image}
            sizes="(min-width: 1280px) 1216px, 100vw"
            priority
            className="h-auto w-full"
          />
        </div>

        {study.results?.length ? (
          // On phones a compact list, a row per result with its number before its label, rather
          // than three columns: a third of a 375 px screen (about 85 px inside a card) holds
          // "+210%" but not the Arabic pages' values ("+150 ألف", "3.2 أضعاف"), which would
          // break over two lines, nor labels such as "Meaningful connections per member"
          // except over four. From `sm` on, three cards with the number above its label. In a
          // phone's row the number keeps to the row's start on an Arabic page too, though its own
          // direction (dir="auto") may be left to right.
          <dl className="mt-12 grid gap-3 sm:grid-cols-3 sm:gap-6">
            {study.results.map((result) => (
              <div
                key={result._key}
                className="flex items-baseline gap-4 rounded-2xl border border-slate-200 bg-white px-5 py-4 shadow-sm sm:flex-col sm:items-center sm:gap-0 sm:rounded-3xl sm:p-6 sm:text-center"
              >
                {/* Its words, not the card, kept clear of the floating buttons: the card reaches a
                    phone's edges, where a button makes way by stepping off the screen. */}
                <dt data-dock-clear className="text-sm text-slate-500">
                  {result.label}
                </dt>
                <dd
                  data-dock-clear
                  className="text-brand-600 order-first w-28 shrink-0 text-2xl font-bold tracking-tight sm:w-auto sm:text-4xl max-sm:rtl:text-right"
                  {...resultDir}
                >
                  {result.value}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}

        {/* From `lg` the story takes two of three columns and the facts the third, on the result
            cards' columns and gap: a story 768 px wide beside a 320 px card left 120 px between
            them, and 560 px of white beside the text below the card (an outside review). */}
        <div className="mt-16 grid gap-12 lg:grid-cols-3 lg:gap-6">
          <article className="max-w-3xl lg:col-span-2 lg:max-w-none">
            {/* The body's first block (a figure) without its top margin, so the story starts level
                with the sidebar's top. */}
            <RichText value={study.body} className="[&>:first-child]:mt-0" />
          </article>
          <aside className="h-fit space-y-8 rounded-3xl border border-slate-200 bg-slate-50/70 p-8 lg:sticky lg:top-24">
            {study.client ? (
              <div>
                <h2 className="text-xs font-semibold tracking-widest text-slate-500 uppercase">
                  {t('client')}
                </h2>
                <p className="mt-2 font-medium text-slate-900">{study.client}</p>
              </div>
            ) : null}
            <div>
              <h2 className="text-xs font-semibold tracking-widest text-slate-500 uppercase">
                {t('category')}
              </h2>
              <p className="mt-2 font-medium text-slate-900">{study.category}</p>
            </div>
            {study.technologies?.length ? (
              <div>
                <h2 className="text-xs font-semibold tracking-widest text-slate-500 uppercase">
                  {t('technologies')}
                </h2>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {study.technologies.map((tech) => (
                    <li
                      key={tech}
                      className="rounded-full border border-slate-200 bg-white px-3 py-1 text-sm font-medium text-slate-700"
                    >
                      {tech}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <Link
              href="/our-work"
              className="text-brand-600 hover:text-brand-700 inline-flex items-center gap-2 text-sm font-semibold"
            >
              <ArrowLeft className="icon-fwd" />
              {` ${t('allCaseStudies')}`}
            </Link>
          </aside>
        </div>
      </div>

      <CallToAction
        title={t('detailCta')}
        action={t('ctaAction')}
        text={sentences(settings.promises?.consultation, settings.promises?.response)}
        phone={settings.phone}
        className="mt-8"
      />
    </>
  )
}
