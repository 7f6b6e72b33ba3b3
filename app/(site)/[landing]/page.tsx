import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getPageRoutes, getServiceCatalogue } from '@/web/content'
import { CategoryOverview } from '@/web/components/company/category-overview'
import { ContentPage, contentPageMetadata, loadPage } from '@/web/blocks/content-page'
import { pageForSegment, pagePath } from '@/web/lib/routes'

type Props = { params: Promise<{ landing: string }> }

/**
 * One-segment paths that no route of their own claims: the agency landing pages,
 * /{brandSlug}-{slug} (brand slug from the settings, pages of kind 'landing'), and any page an
 * editor publishes at /{slug}. Any other path answers 404.
 */
export async function generateStaticParams() {
  const { brandSlug, pages } = await getPageRoutes()
  const routes = { brandSlug: brandSlug ?? null, pages }
  return pages
    .filter((page) => (page.kind === 'landing' ? brandSlug : true))
    .map((page) => pagePath(page, brandSlug ?? '').slice(1))
    .filter((segment) => pageForSegment(segment, routes))
    .map((landing) => ({ landing }))
}

/** The page document's slug for a path segment, or null. */
async function resolvePage(segment: string) {
  // With the page's own path: a client's preview link here finds a page that is still a draft.
  const { brandSlug, pages } = await getPageRoutes({ preview: true, page: `/${segment}` })
  return pageForSegment(segment, { brandSlug: brandSlug ?? null, pages })
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { landing } = await params
  const slug = await resolvePage(landing)
  return slug ? contentPageMetadata(slug, `/${landing}`) : {}
}

export default async function OneSegmentPage({ params }: Props) {
  const { landing } = await params
  const slug = await resolvePage(landing)
  // Editors' short links (/spring) are answered before this, by proxy.ts.
  if (!slug) notFound()
  const { page, settings } = await loadPage(slug, `/${landing}`)
  // The agency landing pages close with the whole catalogue, by category.
  const categories = page.kind === 'landing' ? await getServiceCatalogue({ preview: true }) : null
  return (
    <ContentPage page={page} settings={settings} path={`/${landing}`}>
      {categories ? (
        <CategoryOverview categories={categories} title={`What ${settings.brandName} does`} />
      ) : null}
    </ContentPage>
  )
}
