/**
 * Which drafts a read shows, by who is previewing (web/preview/preview-gate.ts):
 * - an editor (draft mode from a preview host or the Presentation tool): every draft, on every
 *   page, as before;
 * - a client's preview link: the draft of one document, its page's own document, and only on the
 *   link's path. The page is the one signed into the link's cookie, compared with the page the
 *   read renders (its route's path, built from the request's params); the cookie's `Path`
 *   attribute is only a convenience, since a client can send the cookie anywhere. Everything
 *   else the page reads (menus, footer, other sections) stays published.
 * Pure functions, so the rule is tested on its own (tests/unit/preview-scope.test.ts).
 */
import { MAIN_DOCUMENTS } from '@/web/preview/main-documents'
import type { PreviewAccess } from './client-links'

/** Who previews in a request: a signed access, a link's only while its row is open for its page. */
export type PreviewGrant = PreviewAccess

/** `all`: every draft. `linked-document`: the link's document only. `none`: published. */
export type DraftsShown = 'all' | 'linked-document' | 'none'

/** A path as the router sees it: segments decoded, no trailing slash ('/services/seo'). */
export function normalPagePath(path: string): string | null {
  if (!path.startsWith('/')) return null
  try {
    const segments = path.split('/').slice(1).map(decodeURIComponent)
    while (segments.length > 1 && segments.at(-1) === '') segments.pop()
    return `/${segments.join('/')}`
  } catch {
    return null
  }
}

/** Whether two paths name the same page. */
export function samePage(a: string, b: string): boolean {
  const left = normalPagePath(a)
  return left !== null && left === normalPagePath(b)
}

/**
 * The drafts a read shows. `page` is the path of the page whose own document the read is (a
 * service page's service, the home page's homePage); other reads (the shell, lists, other
 * sections) pass none and so show a client link nothing but published content.
 */
export function draftsForRead(grant: PreviewGrant, page: string | undefined): DraftsShown {
  if (!grant) return 'none'
  if (grant.kind === 'editor') return 'all'
  return page !== undefined && samePage(page, grant.path) ? 'linked-document' : 'none'
}

/**
 * The GROQ filter and parameters of the document a page is about, from the Presentation tool's
 * table of routes (web/preview/main-documents.ts), or null for a path that has none
 * (/services, /contact): a link there shows no draft.
 */
export function mainDocumentFilter(
  path: string,
): { filter: string; params: Record<string, string> } | null {
  const page = normalPagePath(path)
  if (page === null) return null
  const segments = page.split('/').slice(1)
  for (const { route, filter } of MAIN_DOCUMENTS) {
    const pattern = route.split('/').slice(1)
    if (pattern.length !== segments.length) continue
    const params: Record<string, string> = {}
    const matches = pattern.every((part, index) => {
      const segment = segments[index]!
      if (part.startsWith(':')) {
        params[part.slice(1)] = segment
        return segment !== ''
      }
      return part === segment
    })
    if (matches) return { filter, params }
  }
  return null
}
