import type { Metadata } from 'next'
import { cache } from 'react'
import { DEFAULT_LOCALE, type Locale } from '@/core/i18n/locales'
import { getSettings, getSiteIndex } from '@/web/content'
import { SiteMap } from '@/web/components/company/site-map'
import { PageHero } from '@/web/components/content/page-hero'
import { pageMetadata } from '@/web/components/seo/metadata'
import { type SiteSection, siteSections } from '@/web/components/seo/site-index'
import { type Messages, translator } from '@/web/i18n/messages'
import { setRequestLocale } from '@/web/i18n/request-locale'

const PATH = '/sitemap'

type SitemapText = ReturnType<typeof translator<'contentPages'>>

/** The site index's own headings (web/components/seo/site-index.ts), by section id. */
const SECTION_KEYS: Record<string, keyof Messages['contentPages']['sitemap']['sections']> = {
  main: 'main',
  company: 'company',
  'case-studies': 'caseStudies',
  posts: 'posts',
  agency: 'agency',
  legal: 'legal',
}

/** The routes' own names of the main pages, by path. */
const PAGE_KEYS: Record<string, keyof Messages['contentPages']['sitemap']['pages']> = {
  '/': 'home',
  '/services': 'services',
  '/our-work': 'ourWork',
  '/blogs': 'blog',
  '/contact': 'contact',
  '/book-call': 'scheduleCall',
  '/sitemap': 'sitemap',
  '/search': 'search',
}

/**
 * The site index in the page's language: the documents' titles are already (the index reads that
 * language's documents); the headings and the routes' names the index writes in English are
 * translated here. English keeps the index's own words.
 */
function inLanguage(sections: SiteSection[], locale: Locale, t: SitemapText): SiteSection[] {
  if (locale === DEFAULT_LOCALE) return sections
  return sections.map((section) => {
    const heading = SECTION_KEYS[section.id]
    return {
      ...section,
      title: heading ? t(`sitemap.sections.${heading}`) : section.title,
      links: section.links.map((link) => {
        const name = section.id === 'main' ? PAGE_KEYS[link.path] : undefined
        return name ? { ...link, name: t(`sitemap.pages.${name}`) } : link
      }),
    }
  })
}

const describe = cache(async (locale: Locale) => {
  const settings = await getSettings({ preview: true, locale })
  return { settings, t: translator(locale, 'contentPages') }
})

/**
 * The human site map (/sitemap, /ar/sitemap): every page of the site in the page's language,
 * grouped (the same pages as sitemap.xml).
 */
export function sitemapPage(locale: Locale) {
  async function generateMetadata(): Promise<Metadata> {
    const { settings, t } = await describe(locale)
    return pageMetadata({
      brandName: settings.brandName,
      title: t('sitemap.title'),
      description: t('sitemap.description', { brand: settings.brandName }),
      path: PATH,
      locale,
    })
  }

  async function SitemapPage() {
    setRequestLocale(locale)
    const [{ settings, t }, index] = await Promise.all([
      describe(locale),
      getSiteIndex({ preview: true, locale }),
    ])
    return (
      <>
        <PageHero
          breadcrumbs={[{ name: t('sitemap.title'), url: PATH }]}
          eyebrow={settings.brandName}
          title={t('sitemap.title')}
          intro={t('sitemap.intro')}
        />
        <SiteMap sections={inLanguage(siteSections(index), locale, t)} />
      </>
    )
  }

  return { generateMetadata, Page: SitemapPage }
}
