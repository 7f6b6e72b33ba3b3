import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { getSettings, type Settings } from '@/web/content'
import { getPage } from './page-content'
import type { PageQueryResult } from '@/web/content/sanity.types'
import { CallToAction } from '@/web/components/content/call-to-action'
import { sectionLocator } from '@/web/components/sections/location'
import { PageSections } from './page-sections'
import { PageHero } from '@/web/components/content/page-hero'
import { RichText, TableOfContents } from '@/web/components/content/portable-text'
import { pageMetadata } from '@/web/components/seo/metadata'
import { cleanText } from '@/web/content/stega'
import { formatDate, sentences } from '@/web/lib/text'

export type PageDocument = NonNullable<PageQueryResult>

/**
 * The page document and the settings, once per request (generateMetadata and the page). The
 * document is the page's own at `path`: a client's preview link to that path shows its draft.
 */
const pageWithSettings = cache(async (slug: string, path: string) => {
  const [page, settings] = await Promise.all([
    getPage(slug, { preview: true, page: path }),
    getSettings({ preview: true }),
  ])
  return { page, settings }
})

/** The page document `slug` shown at `path` (a company page's own slug), or the not-found page. */
export async function loadPage(slug: string, path = `/${slug}`) {
  const { page, settings } = await pageWithSettings(slug, path)
  if (!page) notFound()
  return { page, settings }
}

/** Title, description and canonical URL of a page document at `path`. */
export async function contentPageMetadata(slug: string, path: string): Promise<Metadata> {
  const { page, settings } = await pageWithSettings(slug, path)
  if (!page) return {}
  return pageMetadata({
    brandName: settings.brandName,
    siteDescription: settings.description,
    title: page.title,
    description: page.intro ?? heroOf(page)?.intro,
    seo: page.seo,
    path,
  })
}

/** The page's hero section, when it starts with one. */
const heroOf = (page: PageDocument) => {
  const first = page.sections?.[0]
  return first?._type === 'heroSection' ? first : undefined
}

/**
 * A company, legal or landing page: its hero (the hero section of a composed page, else its
 * heading and introduction), its sections, the Portable Text body of a text page, whatever the
 * route adds (`children`), and the closing call to action: the editor's, when the page ends with
 * one, else the site's (not on legal pages).
 */
export async function ContentPage({
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
  const sections = page.sections ?? []
  const breadcrumbs = [{ name: page.title, url: path }]
  // The editor's closing call to action stays last, after what the route adds.
  const closing = sections.at(-1)?._type === 'callToActionSection' ? sections.at(-1) : undefined
  const locate = sections.length ? await sectionLocator(page) : null
  return (
    <>
      {heroOf(page) ? null : (
        <PageHero
          breadcrumbs={breadcrumbs}
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
      )}
      <PageSections
        sections={closing ? sections.slice(0, -1) : sections}
        settings={settings}
        breadcrumbs={breadcrumbs}
        locate={locate}
      />
      {page.body?.length ? (
        <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,48rem)_1fr] lg:px-8">
          <RichText value={page.body} />
          <TableOfContents body={page.body} />
        </div>
      ) : null}
      {children}
      {closing ? (
        <PageSections
          sections={[closing]}
          settings={settings}
          breadcrumbs={breadcrumbs}
          locate={locate}
        />
      ) : legal ? null : (
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
