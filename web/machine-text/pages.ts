import 'server-only'
/**
 * The Markdown of a page of the site, by its path, and the site's `/llms.txt`: what the two
 * routes answer (app/md/[...path]/route.ts behind `<page>.md`, app/llms.txt/route.ts).
 */
import { getPage } from '@/web/blocks/page-content'
import { getBlogPost, getCaseStudy, getPageRoutes, getService } from '@/web/content'
import { getMachineIndex } from '@/web/content/machine-readable'
import { siteUrl } from '@/web/env'
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

/** The Markdown of the page at `path` (`/services/seo`), or null when no page is there. */
export async function markdownOf(path: string): Promise<string | null> {
  const url = absolute(path, siteUrl)
  const [section, slug, ...rest] = path.replace(/^\//, '').split('/')
  if (!section || rest.length > 0) return null
  if (slug) {
    if (section === 'services') {
      const service = await getService(slug)
      return service ? serviceMarkdown(service, url) : null
    }
    if (section === 'our-work') {
      const study = await getCaseStudy(slug)
      return study ? caseStudyMarkdown(study, url, siteUrl) : null
    }
    if (section === 'blogs') {
      const post = await getBlogPost(slug)
      return post ? postMarkdown(post, url, siteUrl) : null
    }
    return null
  }
  const pageSlug = PAGE_ROUTE_SLUGS.includes(section)
    ? section
    : pageForSegment(section, await routes())
  const page = pageSlug ? await getPage(pageSlug) : null
  return page ? pageMarkdown(page, url, siteUrl) : null
}

async function routes() {
  const { brandSlug, pages } = await getPageRoutes()
  return {
    brandSlug,
    pages: pages.flatMap((page) =>
      page.kind && page.slug ? [{ kind: page.kind, slug: page.slug }] : [],
    ),
  }
}

/** `/llms.txt`: the site's pages by kind, each with its one-line summary. */
export async function llmsTxt(): Promise<string> {
  const { settings, categories, caseStudies, posts, pages } = await getMachineIndex()
  const brandSlug = settings?.brandSlug ?? ''
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
        title: `Services: ${category.title ?? ''}`,
        links: category.services.flatMap((service) =>
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
      })),
      {
        title: 'Case studies',
        links: caseStudies.flatMap((study) =>
          study.slug && study.title
            ? [{ name: study.title, path: caseStudyPath(study.slug), summary: study.description }]
            : [],
        ),
      },
      {
        title: 'Blog posts',
        links: posts.flatMap((post) =>
          post.slug && post.title
            ? [{ name: post.title, path: blogPostPath(post.slug), summary: post.excerpt }]
            : [],
        ),
      },
      { title: 'Company', links: pageLinks('company') },
      { title: 'Agency', links: pageLinks('landing') },
      { title: 'Legal', links: pageLinks('legal') },
    ],
  }
  return llmsText(index, siteUrl)
}
