import type { Metadata } from 'next'
import type { Locale } from '@/core/i18n/locales'
import { QuoteSummary } from '@/web/components/calculator/deferred-quote-summary'
import { PageHero } from '@/web/components/content/page-hero'
import { CheckCircle2 } from '@/web/components/ui/icons'
import { bookingFormProps, quoteSummaryProps } from '@/web/components/forms/form-props'
import { StrategySessionForm } from '@/web/components/forms/deferred-forms'
import { sectionLocator } from '@/web/components/sections/location'
import { pageBlocks } from '@/web/blocks/page-sections'
import { pageMetadata } from '@/web/components/seo/metadata'
import { getPage } from '@/web/blocks/page-content'
import { getLeadFormOptions, getSettings } from '@/web/content'
import { translator } from '@/web/i18n/messages'
import { setRequestLocale } from '@/web/i18n/request-locale'

const PATH = '/book-call'
/** The page document whose sections are shown beside the form (an editor's, in the Studio). */
const SLUG = 'book-call'

/**
 * /book-call (and /ar/book-call) in `locale`: the spec's heading, the page document's key points
 * under it (what a phone shows before the form), and the strategy session order form, and with
 * it what sells the call (what the 30 minutes bring, who the visitor meets, the footer's promise,
 * a client's word): the sections of the page document `book-call` in that
 * language, drawn by the page builder's renderer like any composed page's, as cards
 * (.booking-aside in globals.css): the first beside the form, the others below it. Without the
 * document in the language, the form stands alone.
 * Each language's route file (app/(site)/book-call/page.tsx, app/ar/book-call/page.tsx) is this
 * with its language.
 */
export function bookCallPage(locale: Locale) {
  async function generateMetadata(): Promise<Metadata> {
    const settings = await getSettings({ preview: true, locale })
    const t = translator(locale, 'bookCallPage')
    return pageMetadata({
      brandName: settings.brandName,
      title: t('title'),
      description: t('description', { brand: settings.brandName }),
      path: PATH,
      locale,
    })
  }

  async function BookCallPage() {
    setRequestLocale(locale)
    const read = { preview: true, locale } as const
    const [settings, options, page] = await Promise.all([
      getSettings(read),
      getLeadFormOptions(read),
      getPage(SLUG, { ...read, page: PATH }),
    ])
    const t = translator(locale, 'bookCallPage')
    const sections = page?.sections ?? []
    const locate = page && sections.length ? await sectionLocator(page) : null
    const breadcrumbs = [{ name: t('title'), url: PATH }]
    // The document's first section sits beside the form, about as tall as it; the others follow
    // below it side by side (one column on a phone), so neither column runs on alone at 1440 px.
    // Each of those ends with its content: stretched to the row's height, a short one (the
    // testimonial) was a tall empty panel.
    const [beside, ...below] = pageBlocks({
      sections,
      settings,
      breadcrumbs,
      locate,
      leadForms: options,
      locale,
    }).filter(Boolean)
    return (
      <>
        <PageHero
          breadcrumbs={breadcrumbs}
          eyebrow={t('eyebrow')}
          title={t('title')}
          intro={t('intro')}
          aside={
            page?.highlights?.length ? (
              // The document's key points, what the call is, as a card beside the heading (read
              // before the form on a phone): under the intro they left the hero's right half empty
              // at 1440 px (an outside review). On a phone, two short columns without the card:
              // as a card of four rows it pushed the form below the first screen (another).
              <ul className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-1 sm:gap-4 sm:rounded-3xl sm:border sm:border-slate-200 sm:bg-white/85 sm:p-8 sm:text-base sm:shadow-xl sm:shadow-slate-900/5 lg:ms-auto lg:max-w-md">
                {page.highlights.map((point) => (
                  <li
                    key={point}
                    className="flex items-start gap-2 font-medium text-slate-800 sm:items-center sm:gap-3"
                  >
                    <span className="bg-brand-50 text-brand-600 flex size-6 flex-none items-center justify-center rounded-lg sm:size-9 sm:rounded-xl">
                      <CheckCircle2 className="size-4 sm:size-5" />
                    </span>
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            ) : undefined
          }
        />
        <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-6 pb-12 sm:px-6 sm:pt-12 lg:grid-cols-12 lg:gap-12 lg:px-8 lg:py-16">
          <div className="grid min-w-0 content-start gap-8 lg:col-span-7">
            <QuoteSummary
              budgetOptions={options.budgetOptions}
              timelineOptions={options.timelineOptions}
              {...quoteSummaryProps(locale)}
            />
            <StrategySessionForm agencyEmail={settings.email ?? ''} {...bookingFormProps(locale)} />
          </div>
          {beside ? (
            <aside aria-label={t('asideLabel')} className="booking-aside min-w-0 lg:col-span-5">
              {beside}
            </aside>
          ) : null}
          {below.length ? (
            // Two cards a row, as tall as each other, and an odd last one (the testimonials)
            // across the row with its own two columns (.booking-below): three in a row were
            // 630, 765 and 845 px tall, ragged, or panels stretched empty to the tallest.
            <div className="booking-aside booking-below min-w-0 md:grid-cols-2 lg:col-span-12">
              {below}
            </div>
          ) : null}
        </div>
      </>
    )
  }

  return { generateMetadata, Page: BookCallPage }
}
