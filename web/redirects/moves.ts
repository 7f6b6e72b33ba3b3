/**
 * What a publish did to the paths of the site: a routable document (service, case study, post,
 * landing page) that got a new slug moved, one that was deleted or unpublished is gone. From the
 * document before and after the change (Sanity's webhook projection, or the snapshot that
 * `npm run publish:local` keeps), this decides which redirect documents to write: a permanent
 * redirect from the old path to the new one, earlier redirects to the old path re-pointed (no
 * chains), a redirect starting at the new path dropped (no loops), and a gone path recorded.
 * Each language's documents move on their own paths: an English service at /services/{slug}, its
 * Arabic version at /ar/services/{slug} (core/i18n/locales.ts).
 */
import { type Locale, locales } from '@/core/i18n/locales'
import { blogPostPath, caseStudyPath, landingPath, servicePath } from '@/web/lib/routes'
import { normalizePath, type RedirectRule } from './rules'

/** The fields of a document the webhook's projection carries, before or after the change. */
export interface DocumentState {
  _type?: string | null
  slug?: string | null
  kind?: string | null
  /** Its language (core/i18n/locales.ts); none is the default's (saved before there were any). */
  language?: string | null
}

/**
 * The language a document's `language` field names: the default when it has none, null for a
 * language the site does not have (such a document has no page, so no path to move).
 */
export function documentLocale(language: unknown): Locale | null {
  if (language === undefined || language === null) return locales.default
  return locales.isLocale(language) ? language : null
}

/** The English path of a routable document, or null for documents without a page of their own. */
function defaultPath(state: DocumentState & { slug: string }, brandSlug: string | null) {
  switch (state._type) {
    case 'service':
      return servicePath(state.slug)
    case 'caseStudy':
      return caseStudyPath(state.slug)
    case 'blogPost':
      return blogPostPath(state.slug)
    case 'page':
      return state.kind === 'landing' && brandSlug ? landingPath(brandSlug, state.slug) : null
    default:
      return null
  }
}

/**
 * Path of a routable document in its language ('/services/seo', '/ar/services/seo'), or null for
 * documents without a page of their own.
 */
export function documentPath(state: DocumentState | null | undefined, brandSlug: string | null) {
  if (!state?.slug) return null
  const locale = documentLocale(state.language)
  const path = locale ? defaultPath({ ...state, slug: state.slug }, brandSlug) : null
  return locale && path ? locales.localize(path, locale) : null
}

/** A redirect document as stored (Sanity's and the local dataset's shape). */
export interface RedirectDocument {
  _id: string
  _type: 'redirect'
  from: string
  to: string
  permanent: boolean
  note?: string
  /** Set on redirects the site records itself when a slug changes. */
  recorded?: { documentId: string; at: string }
}

/** A path whose document was deleted or unpublished: answered 410 unless a redirect matches. */
export interface GonePathDocument {
  _id: string
  _type: 'gonePath'
  path: string
  documentId: string
  at: string
}

export interface MovePlan {
  write: (RedirectDocument | GonePathDocument)[]
  delete: string[]
}

/** A stable document id for a path, so recording the same move twice writes the same document. */
// Hyphens, not dots: a Sanity id with a dot is private (unreadable without a token).
export function idForPath(prefix: 'redirect-auto' | 'gone', path: string): string {
  const safe = normalizePath(path)
    .slice(1)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `${prefix}-${safe || 'root'}`
}

const asRule = (doc: RedirectDocument): RedirectRule => ({
  id: doc._id,
  from: doc.from,
  to: doc.to,
  permanent: doc.permanent,
})

/**
 * The writes for one changed document. `before`/`after` are null when it did not exist (was not
 * published) on that side; `existing` are the redirect documents published now.
 */
export function planMove(input: {
  documentId: string
  before: DocumentState | null
  after: DocumentState | null
  brandSlug: string | null
  existing: RedirectDocument[]
  now: Date
}): MovePlan {
  const oldPath = documentPath(input.before, input.brandSlug)
  const newPath = documentPath(input.after, input.brandSlug)
  const plan: MovePlan = { write: [], delete: [] }
  if (oldPath === newPath) return plan
  // A gone record of the new path (an earlier removal) no longer applies.
  if (newPath) plan.delete.push(idForPath('gone', newPath))
  if (!oldPath) return plan
  const at = input.now.toISOString()
  if (!newPath) {
    plan.write.push({
      _id: idForPath('gone', oldPath),
      _type: 'gonePath',
      path: oldPath,
      documentId: input.documentId,
      at,
    })
    return plan
  }
  // The new path is live now: a redirect that started there would hide it, or loop back.
  for (const doc of input.existing) {
    if (normalizePath(doc.from) === newPath) plan.delete.push(doc._id)
  }
  // Redirects that led to the old path lead straight to the new one (no chain of two hops).
  for (const doc of input.existing) {
    if (plan.delete.includes(doc._id)) continue
    if (normalizePath(doc.to) === oldPath) plan.write.push({ ...doc, to: newPath })
  }
  const editorsOwn = input.existing.find(
    (doc) => normalizePath(doc.from) === oldPath && !doc.recorded,
  )
  if (!editorsOwn) {
    plan.write.push({
      _id: idForPath('redirect-auto', oldPath),
      _type: 'redirect',
      from: oldPath,
      to: newPath,
      permanent: true,
      note: `Recorded when the slug changed from ${oldPath} to ${newPath}.`,
      recorded: { documentId: input.documentId, at },
    })
  }
  return plan
}

export { asRule }
