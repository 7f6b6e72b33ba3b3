import { Briefcase, Check, MapPin } from '@/web/components/ui/icons'
import { DEFAULT_LOCALE, type Locale, locales } from '@/core/i18n/locales'
import { ApplyLink } from '@/web/components/forms/apply-link'
import type { PageQueryResult } from '@/web/content/sanity.types'
import { translatedProps, translator } from '@/web/i18n/messages'

type Position = NonNullable<NonNullable<PageQueryResult>['positions']>[number]

/** The plural category of `count` in `locale` ('one', 'few'…: Arabic has six), a key of `roles`. */
const pluralForm = (count: number, locale: Locale) =>
  new Intl.PluralRules(locales.entry(locale).intl).select(count)

/**
 * The open positions of the careers page, each with where, how and what it asks for; its own
 * words in `locale` (messages/{code}/pageBlocks.json).
 */
export function OpenPositions({
  positions,
  heading,
  locale = DEFAULT_LOCALE,
}: {
  positions: Position[]
  /** The section's heading, as the page draws its others: an h2 with the id `positions-heading`. */
  heading: React.ReactNode
  locale?: Locale
}) {
  const t = translator(locale, 'pageBlocks')
  // The apply links' words, handed over on a page not in English only (they carry English).
  const applyText = translatedProps(locale, (messages) => ({
    text: { apply: messages.pageBlocks.positions.apply, for: messages.pageBlocks.positions.for },
  }))
  return (
    <section
      id="open-positions"
      aria-labelledby="positions-heading"
      className="scroll-mt-24 bg-slate-50/80 py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {heading}
        <p className="mt-4 text-center text-sm text-slate-500">
          {positions.length} {t(`positions.roles.${pluralForm(positions.length, locale)}`)}
          {t('positions.open')}
        </p>
        {positions.length ? (
          // Two a row from 1024 px, on the page's width as the grids above them (in one 1024 px
          // column the cards stood 100 px in from them on each side: an outside review at 1440).
          <ul className="mt-10 grid gap-6 lg:grid-cols-2">
            {positions.map((position) => (
              <li
                key={position._key}
                data-position
                // On a phone, Apply comes after what the role is (it stood between the title
                // and the description, asking to apply before the role was read); from 640 px
                // it stands beside the title. Last in the markup either way.
                className="grid grid-cols-1 content-start rounded-3xl border border-slate-200 bg-white p-8 shadow-sm sm:grid-cols-[1fr_auto] sm:gap-x-4"
              >
                <div>
                  <h3 className="text-xl font-semibold text-slate-900">{position.title}</h3>
                  <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-500">
                    {position.location ? (
                      <span className="inline-flex items-center gap-1.5">
                        <MapPin className="size-4" /> {position.location}
                      </span>
                    ) : null}
                    {position.employmentType ? (
                      <span className="inline-flex items-center gap-1.5">
                        <Briefcase className="size-4" />{' '}
                        {t(`positions.employmentTypes.${position.employmentType}`)}
                      </span>
                    ) : null}
                  </p>
                </div>
                {position.summary ? (
                  <p className="mt-5 leading-7 text-slate-600 sm:col-span-2">{position.summary}</p>
                ) : null}
                {position.requirements?.length ? (
                  <ul className="mt-5 grid gap-2 text-sm text-slate-700 sm:col-span-2 sm:grid-cols-2 lg:grid-cols-1">
                    {position.requirements.map((requirement) => (
                      <li key={requirement} className="flex gap-2.5">
                        <Check className="text-brand-600 mt-0.5 size-4 flex-none" />
                        <span>{requirement}</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
                <ApplyLink
                  position={position.title}
                  {...applyText}
                  className="border-brand-600 text-brand-700 hover:bg-brand-600 mt-6 justify-self-start rounded-full border px-5 py-2 text-sm font-semibold transition-colors hover:text-white sm:col-start-2 sm:row-start-1 sm:mt-0 sm:self-start"
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-8 text-slate-600">{t('positions.none')}</p>
        )}
      </div>
    </section>
  )
}
