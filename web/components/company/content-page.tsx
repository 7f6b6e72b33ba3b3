import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { getPage, getSettings, type Settings } from '@/web/content'
import type { PageQueryResult } from '@/web/content/sanity.types'
import { CallToAction } from '@/web/components/content/call-to-action'
import { PageHero } from '@/web/components/content/page-hero'
import { RichText, TableOfContents } from '@/web/components/content/portable-text'
import { pageMetadata } from '@/web/components/seo/metadata'
import { cleanText } from '@/web/content/stega'
import { formatDate, sentences } from '@/web/lib/text'

export type PageDocument = NonNullable<PageQueryResult>

/** The page document and the settings, once per request (generateMetadata and the page). */
const pageWithSettings = cache(async (slug: string) => {
  const [page, settings] = await Promise.all([
    getPage(slug, { preview: true }),
    getSettings({ preview: true }),
  ])
  return { page, settings }
})

/** The page document `slug`, or the not-found page. */
export async function loadPage(slug: string) {
  const { page, settings } = await pageWithSettings(slug)
  if (!page) notFound()
  return { page, settings }
}

/** Title, description and canonical URL of a page document at `path`. */
export async function contentPageMetadata(slug: string, path: string): Promise<Metadata> {
  const { page, settings } = await pageWithSettings(slug)
  if (!page) return {}
  return pageMetadata({
    brandName: settings.brandName,
    siteDescription: settings.description,
    title: page.title,
    description: page.intro,
    seo: page.seo,
    path,
  })
}

/**
 * A company, legal or landing page: its heading and introduction, the Portable Text body, then
 * whatever the route adds (`children`), and the closing call to action (not on legal pages).
 */
export function ContentPage({
  page,
  settings,
  path,
  children,
}: {
  page: PageDocument
  settings: Settings
  path: string
  children?: React.ReactNode
}) {
  const legal = page.kind === 'legal'
  return (
    <>
      <PageHero
        breadcrumbs={[{ name: page.title, url: path }]}
        eyebrow={
          legal
            ? 'Legal'
            : // Compared without the edit links an editor's preview adds to each string (stega).
              page.heading && cleanText(page.heading) !== cleanText(page.title)
              ? page.title
              : undefined
        }
        title={page.heading || page.title}
        intro={page.intro}
      >
        {legal && page.updatedAt ? (
          <p className="text-sm text-slate-500">
            Last updated <time dateTime={page.updatedAt}>{formatDate(page.updatedAt)}</time>
          </p>
        ) : null}
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,48rem)_1fr] lg:px-8">
        <RichText value={page.body} />
        <TableOfContents body={page.body} />
      </div>
      {children}
      {legal ? null : (
        <CallToAction
          title={settings.heroMessage}
          text={sentences(
            settings.heroSubline,
            settings.promises?.consultation,
            settings.promises?.response,
          )}
          phone={settings.phone}
        />
      )}
    </>
  )
}
