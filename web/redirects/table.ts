/**
 * The site's one redirect table: the services' and case studies' aliases, the editors' redirects,
 * the gone paths and the live pages; and what it answers for a path that is otherwise not a page:
 * a redirect (307/308), 410 Gone, or nothing (404). Pure, for tests; loaded and kept by
 * web/redirects/site-redirects.ts.
 */
import { blogPostPath, caseStudyPath, landingPath, servicePath } from '@/web/lib/routes'
import { type AliasedDocuments, type AliasTable, buildAliasTable } from './aliases'
import { matchRedirect, normalizePath, orderRules, type RedirectRule } from './rules'

export interface SiteRedirectsSource {
  redirects: { _id: string; from: string | null; to: string | null; permanent: boolean | null }[]
  gone: (string | null)[]
  brandSlug: string | null
  live: {
    services: AliasedDocuments
    caseStudies: AliasedDocuments
    posts: (string | null)[]
    landing: (string | null)[]
  }
}

export interface SiteRedirects {
  /** Services' and case studies' other slugs → their canonical pages (./aliases.ts). */
  aliases: AliasTable
  rules: RedirectRule[]
  gone: Set<string>
  live: Set<string>
}

export type PathAnswer =
  { kind: 'redirect'; location: string; status: 307 | 308; ruleId: string } | { kind: 'gone' }

export function buildSiteRedirects(source: SiteRedirectsSource): SiteRedirects {
  const live = new Set<string>()
  const add = (slugs: (string | null)[], path: (slug: string) => string) => {
    for (const slug of slugs) if (slug) live.add(path(slug).toLowerCase())
  }
  const slugs = (documents: AliasedDocuments) => documents.map((doc) => doc.slug)
  add(slugs(source.live.services), servicePath)
  add(slugs(source.live.caseStudies), caseStudyPath)
  add(source.live.posts, blogPostPath)
  if (source.brandSlug) add(source.live.landing, (slug) => landingPath(source.brandSlug!, slug))
  const rules = orderRules(
    source.redirects.flatMap((doc) =>
      doc.from && doc.to && !doc._id.startsWith('drafts.')
        ? [{ id: doc._id, from: doc.from, to: doc.to, permanent: doc.permanent !== false }]
        : [],
    ),
  )
  const gone = new Set(source.gone.flatMap((path) => (path ? [normalizePath(path)] : [])))
  const aliases = buildAliasTable({
    services: source.live.services,
    caseStudies: source.live.caseStudies,
  })
  return { aliases, rules, gone, live }
}

/**
 * What a path that no page answers gets: a redirect when one matches (it wins over a gone
 * record), 410 when a deleted or unpublished document lived there, else null (404). A path that
 * is a live document's page gets null: the page answers.
 */
export function answerPath(pathname: string, table: SiteRedirects): PathAnswer | null {
  const path = tablePath(pathname)
  if (path === null || table.live.has(path.toLowerCase())) return null
  const match = matchRedirect(path, table.rules)
  if (match) {
    return {
      kind: 'redirect',
      location: match.location,
      status: match.status,
      ruleId: match.rule.id,
    }
  }
  return table.gone.has(path) ? { kind: 'gone' } : null
}

/** A request path as the table keys it, or null when it does not decode. */
function tablePath(pathname: string): string | null {
  try {
    return normalizePath(decodeURI(pathname))
  } catch {
    return null
  }
}

/**
 * Whether `pathname` is a published document's page. On the slug sections a path that is not one,
 * nor a redirect or gone record, is a 404 that no shared cache may keep (proxy.ts).
 */
export function isLivePath(pathname: string, table: SiteRedirects): boolean {
  const path = tablePath(pathname)
  return path !== null && table.live.has(path.toLowerCase())
}
