import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getLandingPages, getServiceCatalogue } from '@/web/content'
import { CategoryOverview } from '@/web/components/company/category-overview'
import { ContentPage, contentPageMetadata, loadPage } from '@/web/components/company/content-page'
import { landingPath } from '@/web/lib/routes'

type Props = { params: Promise<{ landing: string }> }

/**
 * The agency landing pages, /{brandSlug}-{slug} (brand slug from the settings, pages of kind
 * 'landing'). Any other one-segment path that no route claims lands here and answers 404.
 */
export async function generateStaticParams() {
  const { brandSlug, pages } = await getLandingPages()
  return brandSlug
    ? pages.map((page) => ({ landing: landingPath(brandSlug, page.slug).slice(1) }))
    : []
}

/** The landing page's own slug for a path segment, or null. */
async function resolveLanding(segment: string) {
  const { brandSlug, pages } = await getLandingPages({ preview: true })
  if (!brandSlug) return null
  return pages.find((page) => landingPath(brandSlug, page.slug) === `/${segment}`)?.slug ?? null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { landing } = await params
  const slug = await resolveLanding(landing)
  return slug ? contentPageMetadata(slug, `/${landing}`) : {}
}

export default async function LandingPage({ params }: Props) {
  const { landing } = await params
  const slug = await resolveLanding(landing)
  // Editors' short links (/spring) are answered before this, by proxy.ts.
  if (!slug) notFound()
  const [{ page, settings }, categories] = await Promise.all([
    loadPage(slug),
    getServiceCatalogue({ preview: true }),
  ])
  return (
    <ContentPage page={page} settings={settings} path={`/${landing}`}>
      <CategoryOverview categories={categories} title={`What ${settings.brandName} does`} />
    </ContentPage>
  )
}
