import type { Metadata } from 'next'
import { QuoteSummary } from '@/web/components/calculator/quote-summary'
import { getCostCalculator } from '@/web/content'

export const metadata: Metadata = {
  title: 'Schedule a Call',
  description: 'Book a free 30-minute strategy session with our team.',
}

export default async function BookCallPage() {
  const { settings } = await getCostCalculator()
  return (
    <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 sm:py-20">
      <p className="text-brand-700 text-sm font-semibold tracking-widest uppercase">
        Book Consultation
      </p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
        Schedule a Call
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600">
        A free 30-minute strategy session with our team: tell us where you want to grow and we will
        show you how to get there.
      </p>
      <div className="mt-10">
        <QuoteSummary
          budgetOptions={settings?.budgetOptions ?? []}
          timelineOptions={settings?.timelineOptions ?? []}
        />
      </div>
    </div>
  )
}
