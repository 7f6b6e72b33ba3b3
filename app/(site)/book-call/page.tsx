import type { Metadata } from 'next'
import { QuoteSummary } from '@/web/components/calculator/quote-summary'
import { StrategySessionForm } from '@/web/components/forms/strategy-session-form'
import { getLeadFormOptions, getSettings } from '@/web/content'

export const metadata: Metadata = {
  title: 'Schedule a Call',
  description:
    'Book a free 30-minute strategy session on Google Meet. We contact you within 1 hour to confirm.',
}

export default async function BookCallPage() {
  const [settings, options] = await Promise.all([getSettings(), getLeadFormOptions()])
  return (
    <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 sm:py-20">
      <p className="text-brand-700 text-sm font-semibold tracking-widest uppercase">
        Book Consultation
      </p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
        Schedule a Call
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600">
        A free 30-minute strategy session on Google Meet: tell us where you want to grow. We contact
        you within 1 hour to confirm.
      </p>
      <div className="mt-10 grid gap-8">
        <QuoteSummary
          budgetOptions={options.budgetOptions}
          timelineOptions={options.timelineOptions}
        />
        <StrategySessionForm agencyEmail={settings.email ?? ''} />
      </div>
    </div>
  )
}
