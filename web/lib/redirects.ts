/**
 * Old and alternative paths of services and case studies, answered with a permanent redirect to
 * the canonical page. The table comes from the CMS (each document's slug and `aliases`); this
 * module only decides, so it can be tested without a server.
 */
import { caseStudyPath, servicePath } from './routes'

export interface RedirectTable {
  /** Any service slug or alias → the canonical slug. */
  services: Map<string, string>
  /** Any case-study slug or alias → the canonical slug. */
  caseStudies: Map<string, string>
}

type Documents = { slug: string; aliases: string[] | null }[]

function index(documents: Documents) {
  const map = new Map<string, string>()
  // Canonical slugs win over another document's alias of the same name.
  for (const doc of documents) for (const alias of doc.aliases ?? []) map.set(alias, doc.slug)
  for (const doc of documents) map.set(doc.slug, doc.slug)
  return map
}

export function buildRedirectTable(result: {
  services: Documents
  caseStudies: Documents
}): RedirectTable {
  return { services: index(result.services), caseStudies: index(result.caseStudies) }
}

/** The paths the proxy looks at (see `config.matcher` in proxy.ts). */
export const REDIRECT_SECTIONS = ['services', 'our-work', 'case-study'] as const

/**
 * Where `pathname` should permanently redirect to, or null to let the route answer (the page
 * itself, or 404 for a slug nobody knows).
 */
export function redirectFor(pathname: string, table: RedirectTable): string | null {
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
