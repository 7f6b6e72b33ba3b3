/**
 * The site's one redirect table: the services' and case studies' aliases, the editors' redirects,
 * the gone paths and the live pages; and what it answers for a path that is otherwise not a page:
 * a redirect (307/308), 410 Gone, or nothing (404). Pure, for tests; loaded and kept by
 * web/redirects/site-redirects.ts.
 *
 * Every language's documents are in it, each at its own path: an English service at
 * /services/{slug}, its Arabic version at /ar/services/{slug} (core/i18n/locales.ts), with the
 * aliases of that language's document. Redirects and gone paths are full paths, prefix included
 * (an editor's /ar/old → /ar/new, a removed Arabic page's /ar/services/x).
 */
import { type Locale, locales } from '@/core/i18n/locales'
import { blogPostPath, caseStudyPath, landingPath, servicePath } from '@/web/lib/routes'
import { type AliasedDocuments, type AliasTable, aliasRedirect, buildAliasTable } from './aliases'
import { documentLocale } from './moves'
import { matchRedirect, normalizePath, orderRules, type RedirectRule } from './rules'

/** A published document with its `language` (none: the default's, saved before languages). */
export interface LiveDocument {
  slug: string | null
  language?: string | null
}

export interface SiteRedirectsSource {
  redirects: { _id: string; from: string | null; to: string | null; permanent: boolean | null }[]
  gone: (string | null)[]
  brandSlug: string | null
  live: {
    services: (LiveDocument & AliasedDocuments[number])[]
    caseStudies: (LiveDocument & AliasedDocuments[number])[]
    posts: LiveDocument[]
    landing: LiveDocument[]
  }
}

export interface SiteRedirects {
  /** The default language's services' and case studies' aliases → their pages (./aliases.ts). */
  aliases: AliasTable
  /** The same for each language, by its code (the default's is `aliases`). */
  localeAliases: ReadonlyMap<string, AliasTable>
  rules: RedirectRule[]
  gone: Set<string>
  /** Every language's live document paths, lower case ('/services/seo', '/ar/services/seo'). */
  live: Set<string>
}

export type PathAnswer =
  { kind: 'redirect'; location: string; status: 307 | 308; ruleId: string } | { kind: 'gone' }

/** Documents of `locale` (a document of a language the site does not have is in none). */
const inLocale = <T extends LiveDocument>(documents: T[], locale: Locale) =>
  documents.filter((doc) => documentLocale(doc.language) === locale)

export function buildSiteRedirects(source: SiteRedirectsSource): SiteRedirects {
  const live = new Set<string>()
  const localeAliases = new Map<string, AliasTable>()
  for (const locale of locales.codes) {
    const add = (documents: LiveDocument[], path: (slug: string) => string) => {
      for (const { slug } of inLocale(documents, locale)) {
        if (slug) live.add(locales.localize(path(slug), locale).toLowerCase())
      }
    }
    add(source.live.services, servicePath)
    add(source.live.caseStudies, caseStudyPath)
    add(source.live.posts, blogPostPath)
    if (source.brandSlug) add(source.live.landing, (slug) => landingPath(source.brandSlug!, slug))
    localeAliases.set(
      locale,
      buildAliasTable({
        services: inLocale(source.live.services, locale),
        caseStudies: inLocale(source.live.caseStudies, locale),
      }),
    )
  }
  const rules = orderRules(
    source.redirects.flatMap((doc) =>
      doc.from && doc.to && !doc._id.startsWith('drafts.')
        ? [{ id: doc._id, from: doc.from, to: doc.to, permanent: doc.permanent !== false }]
        : [],
    ),
  )
  const gone = new Set(source.gone.flatMap((path) => (path ? [normalizePath(path)] : [])))
  const aliases = localeAliases.get(locales.default)!
  return { aliases, localeAliases, rules, gone, live }
}

/**
 * Where a service's or case study's other path in any language permanently redirects to: its
 * canonical page in the same language (/ar/services/{alias} → /ar/services/{slug}), by that
 * language's documents; null to let the route answer (./aliases.ts).
 */
export function aliasTarget(pathname: string, table: SiteRedirects): string | null {
  const { locale, path } = locales.split(pathname)
  const aliases = table.localeAliases.get(locale)
  const target = aliases ? aliasRedirect(path, aliases) : null
  return target ? locales.localize(target, locale) : null
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
