/**
 * `npm run publish:local` on the local dataset: it remembers the path of every routable document
 * as last published (a snapshot beside the dataset), and on the next publish turns each change
 * into the same redirect and gone documents the Sanity webhook records (web/redirects/moves.ts),
 * written into the dataset itself.
 */
import type { DocumentState, GonePathDocument, RedirectDocument } from './moves'
import { documentLocale, planMove } from './moves'
import { isPublishedId } from '../content/document-ids'
import { ROUTABLE_TYPES } from './record-move'
import { DEFAULT_LOCALE } from '../../core/i18n/locales.ts'

type Doc = { _id: string; _type: string; [field: string]: unknown }

/**
 * Published routable documents by id: their type, slug and page kind, and the language of one
 * in another language than the default (an English document's entry names none, as the snapshots
 * taken before the site had languages).
 */
export type PathSnapshot = Record<string, DocumentState>

export function snapshotOf(documents: Doc[]): PathSnapshot {
  const snapshot: PathSnapshot = {}
  for (const doc of documents) {
    if (!isPublishedId(doc._id)) continue
    if (!ROUTABLE_TYPES.has(doc._type)) continue
    // Every language's paths (/services/seo, /ar/services/seo); a language the site does not
    // have has no pages.
    const locale = documentLocale(doc.language)
    if (!locale) continue
    const slug = (doc.slug as { current?: unknown } | undefined)?.current
    snapshot[doc._id] = {
      _type: doc._type,
      slug: typeof slug === 'string' ? slug : null,
      kind: typeof doc.kind === 'string' ? doc.kind : null,
      ...(locale === DEFAULT_LOCALE ? {} : { language: locale }),
    }
  }
  return snapshot
}

const brandSlugOf = (documents: Doc[]) => {
  const settings = documents.find((doc) => doc._id === 'siteSettings')
  return typeof settings?.brandSlug === 'string' ? settings.brandSlug : null
}

/**
 * The dataset with the redirects and gone records that the changes since `previous` call for,
 * and the list of what was written (ids). Without a previous snapshot nothing is recorded.
 */
export function recordLocalMoves(
  documents: Doc[],
  previous: PathSnapshot | null,
  now = new Date(),
): { documents: Doc[]; written: string[]; deleted: string[] } {
  if (!previous) return { documents, written: [], deleted: [] }
  const current = snapshotOf(documents)
  const byId = new Map(documents.map((doc) => [doc._id, doc]))
  const written: string[] = []
  const deleted: string[] = []
  for (const id of new Set([...Object.keys(previous), ...Object.keys(current)])) {
    const before = previous[id] ?? null
    const after = current[id] ?? null
    if (
      before?.slug === after?.slug &&
      before?.kind === after?.kind &&
      before?.language === after?.language
    )
      continue
    const existing = [...byId.values()].filter(
      (doc): doc is Doc & RedirectDocument =>
        doc._type === 'redirect' && !doc._id.startsWith('drafts.'),
    )
    const plan = planMove({
      documentId: id,
      before,
      after,
      brandSlug: brandSlugOf(documents),
      existing,
      now,
    })
    for (const doc of plan.write) {
      byId.set(doc._id, doc as (RedirectDocument | GonePathDocument) & Doc)
      written.push(doc._id)
    }
    for (const gone of plan.delete) {
      if (byId.delete(gone)) deleted.push(gone)
    }
  }
  return { documents: [...byId.values()], written, deleted }
}
