import type { Metadata } from 'next'
import { getLeadFormOptions, getSettings } from '@/web/content'
import { StrategySessionForm } from '@/web/components/forms/strategy-session-form'

export const metadata: Metadata = {
  title: 'Book a Strategy Session',
  description:
    'Book a free 30-minute strategy session on Google Meet. We contact you within 1 hour.',
}

export default async function BookCallPage() {
  const [settings, options] = await Promise.all([getSettings(), getLeadFormOptions()])
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">Book a free strategy session</h1>
      <p className="mt-3 text-lg text-slate-600">
        30 minutes on Google Meet. We contact you within 1 hour to confirm.
      </p>
      <StrategySessionForm
        className="mt-10"
        agencyEmail={settings.email ?? ''}
        budgetOptions={options.budgetOptions}
        timelineOptions={options.timelineOptions}
      />
    </div>
  )
}
