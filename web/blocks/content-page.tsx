import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { DEFAULT_LOCALE, type Locale, locales } from '@/core/i18n/locales'
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
import { translator } from '@/web/i18n/messages'
import { formatDate, sentences } from '@/web/lib/text'

export type PageDocument = NonNullable<PageQueryResult>

/**
 * The page document and the settings in `locale`, once per request (generateMetadata and the
 * page). The document is the page's own at `path` in that language ('/ar/about'): a client's
 * preview link to that address shows its draft.
 */
const pageWithSettings = cache(async (slug: string, path: string, locale: Locale) => {
  const read = { preview: true, locale } as const
  const [page, settings] = await Promise.all([
    getPage(slug, { ...read, page: locales.localize(path, locale) }),
    getSettings(read),
  ])
  return { page, settings }
})

/**
 * The languages the page document `slug` is published in: its `hreflang` alternates list these
 * only (a page without its Arabic document answers 404 at its Arabic address).
 */
const pageLanguages = cache(async (slug: string): Promise<Locale[]> => {
  const found = await Promise.all(
    locales.codes.map(async (code) => ((await getPage(slug, { locale: code })) ? code : null)),
  )
  return found.filter((code): code is Locale => code !== null)
})

/**
 * The page document `slug` shown at `path` (the English path: a company page's own slug) in
 * `locale`, or the not-found page when it has no document in that language.
 */
export async function loadPage(slug: string, path = `/${slug}`, locale: Locale = DEFAULT_LOCALE) {
  const { page, settings } = await pageWithSettings(slug, path, locale)
  if (!page) notFound()
  return { page, settings }
}

/** Title, description, canonical URL and alternates of a page document at `path` in `locale`. */
export async function contentPageMetadata(
  slug: string,
  path: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Metadata> {
  const [{ page, settings }, languages] = await Promise.all([
    pageWithSettings(slug, path, locale),
    pageLanguages(slug),
  ])
  if (!page) return {}
  return pageMetadata({
    brandName: settings.brandName,
    siteDescription: settings.description,
    title: page.title,
    description: page.intro ?? heroOf(page)?.intro,
    seo: page.seo,
    path,
    locale,
    languages,
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
 * one, else the site's (not on legal pages). The words it writes itself are in `locale`
 * (messages/{code}/pageBlocks.json), as are its blocks' (their context's `locale`).
 */
export async function ContentPage({
  page,
  settings,
  path,
  locale = DEFAULT_LOCALE,
  children,
}: {
  page: PageDocument
  settings: Settings
  /** The page's English path ('/about'); its links and trail follow the page's language. */
  path: string
  locale?: Locale
  children?: React.ReactNode
}) {
  const t = translator(locale, 'pageBlocks')
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
              ? t('legal')
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
              {t('lastUpdated')}
              <time dateTime={page.updatedAt}>{formatDate(page.updatedAt, locale)}</time>
            </p>
          ) : null}
        </PageHero>
      )}
      <PageSections
        sections={closing ? sections.slice(0, -1) : sections}
        settings={settings}
        breadcrumbs={breadcrumbs}
        locate={locate}
        locale={locale}
      />
      {page.body?.length ? (
        <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,48rem)_1fr] lg:px-8">
          <RichText value={page.body} />
          <TableOfContents body={page.body} label={t('onThisPage')} />
        </div>
      ) : null}
      {children}
      {closing ? (
        <PageSections
          sections={[closing]}
          settings={settings}
          breadcrumbs={breadcrumbs}
          locate={locate}
          locale={locale}
        />
      ) : legal ? null : (
        <CallToAction
          title={settings.heroMessage}
          text={sentences(
            settings.heroSubline,
            settings.promises?.consultation,
            settings.promises?.response,
          )}
          action={t('scheduleCall')}
          phone={settings.phone}
        />
      )}
    </>
  )
}
