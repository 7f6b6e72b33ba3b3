import type { Metadata } from 'next'
import { getCareerPositions, getSettings } from '@/web/content'
import { CareerApplicationForm } from '@/web/components/forms/career-application-form'

export const metadata: Metadata = {
  title: 'Careers',
  description: 'Open positions at the agency, and how to apply.',
}

export default async function CareersPage() {
  const [settings, positions] = await Promise.all([getSettings(), getCareerPositions()])
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">Careers</h1>
      <h2 className="mt-12 text-2xl font-semibold">Apply now</h2>
      <CareerApplicationForm
        className="mt-6"
        positions={positions}
        agencyEmail={settings.email ?? ''}
      />
    </div>
  )
}
