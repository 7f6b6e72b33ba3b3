import type { Metadata } from 'next'
import { getSettings, getSiteIndex } from '@/web/content'
import { SiteMap } from '@/web/components/company/site-map'
import { PageHero } from '@/web/components/content/page-hero'
import { pageMetadata } from '@/web/components/seo/metadata'
import { siteSections } from '@/web/components/seo/site-index'

const PATH = '/sitemap'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSettings({ preview: true })
  return pageMetadata({
    brandName: settings.brandName,
    title: 'Site map',
    description: `Every page of the ${settings.brandName} website: services, case studies, blog posts, company and legal pages.`,
    path: PATH,
  })
}

export default async function SitemapPage() {
  const [settings, index] = await Promise.all([
    getSettings({ preview: true }),
    getSiteIndex({ preview: true }),
  ])
  return (
    <>
      <PageHero
        breadcrumbs={[{ name: 'Site map', url: PATH }]}
        eyebrow={settings.brandName}
        title="Site map"
        intro="Every page of the site in one place."
      />
      <SiteMap sections={siteSections(index)} />
    </>
  )
}
