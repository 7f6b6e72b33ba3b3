import 'server-only'
/**
 * The Markdown of a page of the site, by its path, and the site's `/llms.txt`: what the two
 * routes answer (app/md/[...path]/route.ts behind `<page>.md`, app/llms.txt/route.ts).
 */
import { type Locale, locales } from '@/core/i18n/locales'
import { isTranslatedPath } from '@/core/i18n/routes'
import { getPage } from '@/web/blocks/page-content'
import { getBlogPost, getCaseStudy, getPageRoutes, getService } from '@/web/content'
import { getMachineIndex } from '@/web/content/machine-readable'
import { siteUrl } from '@/web/env'
import { MESSAGES } from '@/web/i18n/messages'
import { PUBLIC_MAX_AGE_S } from '@/web/http/cache-policy'
import {
  blogPostPath,
  caseStudyPath,
  pageForSegment,
  pagePath,
  PAGE_ROUTE_SLUGS,
  servicePath,
} from '@/web/lib/routes'
import {
  absolute,
  caseStudyMarkdown,
  llmsText,
  pageMarkdown,
  postMarkdown,
  serviceMarkdown,
  type MachineIndex,
} from './markdown'

/** As a CDN may keep a page: a minute, then asked again (web/http/cache-policy.ts). */
export const MACHINE_TEXT_CACHE_CONTROL = `public, max-age=0, s-maxage=${PUBLIC_MAX_AGE_S}`

/**
 * The Markdown of the page at `path` (`/services/seo`, `/ar/services/seo`), or null when no page
 * is there: a page in another language is its document in that language, where its route has
 * pages in that language (core/i18n/routes.ts), with the headings in that language.
 */
export async function markdownOf(pathname: string): Promise<string | null> {
  const { locale, path } = locales.split(pathname)
  if (locale !== locales.default && !isTranslatedPath(path)) return null
  const read = { locale }
  const words = MESSAGES[locale].machineText
  const url = absolute(locales.localize(path, locale), siteUrl)
  const [section, slug, ...rest] = path.replace(/^\//, '').split('/')
  if (!section || rest.length > 0) return null
  if (slug) {
    if (section === 'services') {
      const service = await getService(slug, read)
      return service ? serviceMarkdown(service, url, words) : null
    }
    if (section === 'our-work') {
      const study = await getCaseStudy(slug, read)
      return study ? caseStudyMarkdown(study, url, siteUrl, words) : null
    }
    if (section === 'blogs') {
      const post = await getBlogPost(slug, read)
      return post ? postMarkdown(post, url, siteUrl) : null
    }
    return null
  }
  const pageSlug = PAGE_ROUTE_SLUGS.includes(section)
    ? section
    : pageForSegment(section, await routes(locale))
  const page = pageSlug ? await getPage(pageSlug, read) : null
  return page ? pageMarkdown(page, url, siteUrl, words) : null
}

async function routes(locale: Locale) {
  const { brandSlug, pages } = await getPageRoutes({ locale })
  return {
    brandSlug,
    pages: pages.flatMap((page) =>
      page.kind && page.slug ? [{ kind: page.kind, slug: page.slug }] : [],
    ),
  }
}

/**
 * `/llms.txt`: the site's pages by kind, each with its one-line summary; `/ar/llms.txt` the
 * pages in Arabic, for the routes that have them.
 */
export async function llmsTxt(locale: Locale = locales.default): Promise<string> {
  const { settings, categories, caseStudies, posts, pages } = await getMachineIndex(locale)
  const brandSlug = settings?.brandSlug ?? ''
  const words = MESSAGES[locale].machineText
  // Paths in the page's language; a route without pages in it is left out.
  const here = <T extends { path: string }>(links: T[]) =>
    locale === locales.default
      ? links
      : links
          .filter((link) => isTranslatedPath(link.path))
          .map((link) => ({ ...link, path: locales.localize(link.path, locale) }))
  const pageLinks = (kind: string) =>
    pages.flatMap((page) =>
      page.kind === kind && page.slug && page.title && (kind !== 'landing' || brandSlug)
        ? [
            {
              name: page.title,
              path: pagePath({ kind, slug: page.slug }, brandSlug),
              summary: page.summary ?? page.intro,
            },
          ]
        : [],
    )
  const index: MachineIndex = {
    settings: settings ?? null,
    sections: [
      ...categories.map((category) => ({
        title: words.servicesIn.replace('{category}', category.title ?? ''),
        links: here(
          category.services.flatMap((service) =>
            service.slug && service.title
              ? [
                  {
                    name: service.title,
                    path: servicePath(service.slug),
                    summary: service.description,
                  },
                ]
              : [],
          ),
        ),
      })),
      {
        title: words.caseStudies,
        links: here(
          caseStudies.flatMap((study) =>
            study.slug && study.title
              ? [{ name: study.title, path: caseStudyPath(study.slug), summary: study.description }]
              : [],
          ),
        ),
      },
      {
        title: words.blogPosts,
        links: here(
          posts.flatMap((post) =>
            post.slug && post.title
              ? [{ name: post.title, path: blogPostPath(post.slug), summary: post.excerpt }]
              : [],
          ),
        ),
      },
      { title: words.company, links: here(pageLinks('company')) },
      { title: words.agency, links: here(pageLinks('landing')) },
      { title: words.legal, links: here(pageLinks('legal')) },
    ],
  }
  return llmsText(index, siteUrl, words)
}
