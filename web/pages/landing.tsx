import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { type Locale, locales } from '@/core/i18n/locales'
import { getPageRoutes, getServiceCatalogue } from '@/web/content'
import { CategoryOverview } from '@/web/components/company/category-overview'
import { ContentPage, contentPageMetadata, loadPage } from '@/web/blocks/content-page'
import { translator } from '@/web/i18n/messages'
import { setRequestLocale } from '@/web/i18n/request-locale'
import { pageForSegment, pagePath } from '@/web/lib/routes'

type Props = { params: Promise<{ landing: string }> }

/**
 * One-segment paths that no route of their own claims (/{x}, /ar/{x}): the agency landing pages,
 * /{brandSlug}-{slug} (brand slug from the settings, pages of kind 'landing'), and any page an
 * editor publishes at /{slug}, each in `locale` from that language's documents. Any other path
 * answers 404, in the page's language (an unknown /ar/{x} gets the Arabic 404).
 */
export function landingPage(locale: Locale) {
  async function generateStaticParams() {
    const { brandSlug, pages } = await getPageRoutes({ locale })
    const routes = { brandSlug: brandSlug ?? null, pages }
    return pages
      .filter((page) => (page.kind === 'landing' ? brandSlug : true))
      .map((page) => pagePath(page, brandSlug ?? '').slice(1))
      .filter((segment) => pageForSegment(segment, routes))
      .map((landing) => ({ landing }))
  }

  /** The page document's slug for a path segment, or null. */
  async function resolvePage(segment: string) {
    // With the page's own address: a client's preview link there finds a page still a draft.
    const { brandSlug, pages } = await getPageRoutes({
      preview: true,
      page: locales.localize(`/${segment}`, locale),
      locale,
    })
    return pageForSegment(segment, { brandSlug: brandSlug ?? null, pages })
  }

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { landing } = await params
    const slug = await resolvePage(landing)
    return slug ? contentPageMetadata(slug, `/${landing}`, locale) : {}
  }

  async function OneSegmentPage({ params }: Props) {
    setRequestLocale(locale)
    const { landing } = await params
    const slug = await resolvePage(landing)
    // Editors' short links (/spring) are answered before this, by proxy.ts.
    if (!slug) notFound()
    const { page, settings } = await loadPage(slug, `/${landing}`, locale)
    // The agency landing pages close with the whole catalogue, by category.
    const categories =
      page.kind === 'landing' ? await getServiceCatalogue({ preview: true, locale }) : null
    const t = translator(locale, 'pageBlocks')
    return (
      <ContentPage page={page} settings={settings} path={`/${landing}`} locale={locale}>
        {categories ? (
          <CategoryOverview
            categories={categories}
            title={t('categoryOverview.title', { brand: settings.brandName })}
            locale={locale}
          />
        ) : null}
      </ContentPage>
    )
  }

  return { generateStaticParams, generateMetadata, Page: OneSegmentPage }
}
