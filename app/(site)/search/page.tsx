import type { Metadata } from 'next'
import { Suspense } from 'react'
import { getServiceCatalogue, getSettings } from '@/web/content'
import { PageHero } from '@/web/components/content/page-hero'
import { SearchBox } from '@/web/components/search/search-box'
import { SearchResults } from '@/web/components/search/search-results'
import { pageMetadata } from '@/web/components/seo/metadata'

const PATH = '/search'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSettings({ preview: true })
  return {
    ...pageMetadata({
      brandName: settings.brandName,
      title: 'Search',
      description: `Search the ${settings.brandName} services, case studies and blog posts.`,
      path: PATH,
    }),
    // Result pages are not content of their own.
    robots: { index: false, follow: true },
  }
}

/**
 * Static: the query is read in the browser (useSearchParams inside Suspense) and the results come
 * from /api/search. Suggestions are the category names from the CMS.
 */
export default async function SearchPage() {
  const categories = await getServiceCatalogue({ preview: true })
  const suggestions = categories.map((category) => category.title)
  return (
    <>
      <PageHero
        breadcrumbs={[{ name: 'Search', url: PATH }]}
        eyebrow="Search"
        title="Find what you need"
      />
      {/* Tall enough that the footer starts below the fold: the results arrive after the first
          paint, and what they push down must not be on screen (no layout shift). */}
      <div className="mx-auto min-h-[max(40vh,calc(100svh-16rem))] max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
        {/* Outside the Suspense boundary: the box is in the static HTML and hydration never
            replaces it, so what a visitor types before the page is interactive is kept. */}
        <SearchBox />
        <Suspense fallback={null}>
          <SearchResults suggestions={suggestions} />
        </Suspense>
      </div>
    </>
  )
}
