/**
 * Old and alternative paths of services and case studies, answered with a permanent redirect to
 * the canonical page. Part of the one redirect table (./table.ts), built from each document's slug
 * and `aliases` in the CMS; this module only decides, so it can be tested without a server.
 */
import { caseStudyPath, servicePath } from '@/web/lib/routes'

export interface AliasTable {
  /** Any service slug or alias → the canonical slug. */
  services: Map<string, string>
  /** Any case-study slug or alias → the canonical slug. */
  caseStudies: Map<string, string>
}

export type AliasedDocuments = { slug: string | null; aliases: string[] | null }[]

function index(documents: AliasedDocuments) {
  const map = new Map<string, string>()
  // Canonical slugs win over another document's alias of the same name.
  for (const doc of documents) {
    for (const alias of doc.aliases ?? []) if (doc.slug) map.set(alias, doc.slug)
  }
  for (const doc of documents) if (doc.slug) map.set(doc.slug, doc.slug)
  return map
}

export function buildAliasTable(result: {
  services: AliasedDocuments
  caseStudies: AliasedDocuments
}): AliasTable {
  return { services: index(result.services), caseStudies: index(result.caseStudies) }
}

/**
 * Where `pathname` should permanently redirect to, or null to let the route answer (the page
 * itself, or 404 for a slug nobody knows).
 */
export function aliasRedirect(pathname: string, table: AliasTable): string | null {
  const match = /^\/(services|our-work|case-study)\/([^/]+)\/?$/.exec(pathname)
  if (!match) return null
  const [, section, raw] = match
  let slug: string
  try {
    slug = decodeURIComponent(raw!)
  } catch {
    return null
  }
  if (section === 'services') {
    const canonical = table.services.get(slug)
    return canonical && canonical !== slug ? servicePath(canonical) : null
  }
  const canonical = table.caseStudies.get(slug)
  if (!canonical) return null
  // /case-study/* is an older prefix: every known slug moves to /our-work.
  if (section === 'case-study' || canonical !== slug) return caseStudyPath(canonical)
  return null
}
