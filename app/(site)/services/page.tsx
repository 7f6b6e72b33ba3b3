import type { Metadata } from 'next'
import { cache } from 'react'
import { getServiceCatalogue, getSettings } from '@/web/content'
import { PageHero } from '@/web/components/content/page-hero'
import { CallToAction } from '@/web/components/content/call-to-action'
import { pageMetadata } from '@/web/components/seo/metadata'
import { ServiceCatalogue } from '@/web/components/services/service-catalogue'
import { joinList, sentences } from '@/web/lib/text'

/** Once per request: generateMetadata and the page share it. */
const describe = cache(async () => {
  const [settings, categories] = await Promise.all([
    getSettings({ preview: true }),
    getServiceCatalogue({ preview: true }),
  ])
  const count = categories.reduce((sum, category) => sum + category.services.length, 0)
  const intro = `${count} services across ${joinList(categories.map((c) => c.title))}, planned, built and measured by one team.`
  return { settings, categories, intro }
})

export async function generateMetadata(): Promise<Metadata> {
  const { settings, intro } = await describe()
  return pageMetadata({
    brandName: settings.brandName,
    title: 'Services',
    description: intro,
    path: '/services',
  })
}

export default async function ServicesPage() {
  const { settings, categories, intro } = await describe()
  return (
    <>
      <PageHero
        breadcrumbs={[{ name: 'Services', url: '/services' }]}
        eyebrow="What we do"
        title="Services"
        intro={intro}
      />
      <ServiceCatalogue categories={categories} />
      <CallToAction
        title="Need something custom?"
        text={sentences(settings.promises?.consultation, settings.promises?.response)}
        action="Book Consultation"
        phone={settings.phone}
      />
    </>
  )
}
