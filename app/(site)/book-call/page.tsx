import type { Metadata } from 'next'
import { QuoteSummary } from '@/web/components/calculator/quote-summary'
import { PageHero } from '@/web/components/content/page-hero'
import { StrategySessionForm } from '@/web/components/forms/strategy-session-form'
import { sectionLocator } from '@/web/components/sections/location'
import { PageSections } from '@/web/blocks/page-sections'
import { pageMetadata } from '@/web/components/seo/metadata'
import { getPage } from '@/web/blocks/page-content'
import { getLeadFormOptions, getSettings } from '@/web/content'

const PATH = '/book-call'
/** The page document whose sections are shown beside the form (an editor's, in the Studio). */
const SLUG = 'book-call'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSettings({ preview: true })
  return pageMetadata({
    brandName: settings.brandName,
    title: 'Schedule a Call',
    description: `Book a free 30-minute strategy session with ${settings.brandName} on Google Meet, at a time in your own time zone. We contact you within 1 hour.`,
    path: PATH,
  })
}

/**
 * /book-call: the spec's heading and the strategy session order form, and beside it what sells
 * the call (what the 30 minutes bring, who the visitor meets, the footer's promise, a client's
 * word): the sections of the page document `book-call`, drawn by the page builder's renderer
 * like any composed page's, in a narrower column (.booking-aside in globals.css).
 */
export default async function BookCallPage() {
  const [settings, options, page] = await Promise.all([
    getSettings({ preview: true }),
    getLeadFormOptions({ preview: true }),
    getPage(SLUG, { preview: true, page: PATH }),
  ])
  const sections = page?.sections ?? []
  const locate = page && sections.length ? await sectionLocator(page) : null
  return (
    <>
      <PageHero
        breadcrumbs={[{ name: 'Schedule a Call', url: PATH }]}
        eyebrow="Book Consultation"
        title="Schedule a Call"
        intro="A free 30-minute strategy session on Google Meet: tell us where you want to grow, pick a time in your own time zone, and it is booked at once. We contact you within 1 hour."
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-12 lg:gap-12 lg:px-8 lg:py-16">
        <div className="grid min-w-0 content-start gap-8 lg:col-span-7">
          <QuoteSummary
            budgetOptions={options.budgetOptions}
            timelineOptions={options.timelineOptions}
          />
          <StrategySessionForm agencyEmail={settings.email ?? ''} />
        </div>
        {sections.length ? (
          <aside aria-label="About the call" className="booking-aside min-w-0 lg:col-span-5">
            <PageSections
              sections={sections}
              settings={settings}
              breadcrumbs={[{ name: 'Schedule a Call', url: PATH }]}
              locate={locate}
            />
          </aside>
        ) : null}
      </div>
    </>
  )
}
