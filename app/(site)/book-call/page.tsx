import type { Metadata } from 'next'
import { QuoteSummary } from '@/web/components/calculator/quote-summary'
import { PageHero } from '@/web/components/content/page-hero'
import { StrategySessionForm } from '@/web/components/forms/strategy-session-form'
import { pageMetadata } from '@/web/components/seo/metadata'
import { getLeadFormOptions, getSettings } from '@/web/content'

const PATH = '/book-call'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSettings({ preview: true })
  return pageMetadata({
    brandName: settings.brandName,
    title: 'Schedule a Call',
    description: `Book a free 30-minute strategy session with ${settings.brandName} on Google Meet. We contact you within 1 hour to confirm.`,
    path: PATH,
  })
}

export default async function BookCallPage() {
  const [settings, options] = await Promise.all([
    getSettings({ preview: true }),
    getLeadFormOptions({ preview: true }),
  ])
  return (
    <>
      <PageHero
        breadcrumbs={[{ name: 'Schedule a Call', url: PATH }]}
        eyebrow="Book Consultation"
        title="Schedule a Call"
        intro="A free 30-minute strategy session on Google Meet: tell us where you want to grow. We contact you within 1 hour to confirm."
      />
      <div className="mx-auto grid max-w-4xl gap-8 px-4 py-16 sm:px-6">
        <QuoteSummary
          budgetOptions={options.budgetOptions}
          timelineOptions={options.timelineOptions}
        />
        <StrategySessionForm agencyEmail={settings.email ?? ''} />
      </div>
    </>
  )
}
