/**
 * What the publish webhook does about paths: a changed routable document (its state before and
 * after the publish, from Sanity's projection) becomes the redirect and gone documents that
 * web/redirects/moves.ts plans, written to the Content Lake, where the editor sees them in the
 * Studio. On the local dataset `npm run publish:local` writes them into the file itself before it
 * sends the webhook, so here only the redirects are read again.
 */
import type { DocumentState, MovePlan, RedirectDocument } from './moves'
import { documentLocale, planMove } from './moves'
import { isPublishedId } from '../content/document-ids'

/** Document types whose publish can move or remove a page's path. */
export const ROUTABLE_TYPES = new Set(['service', 'caseStudy', 'blogPost', 'page'])
/** Document types the redirect table is read from (nothing cached by Next reads them). */
export const REDIRECT_TYPES = new Set(['redirect', 'gonePath'])

/**
 * The projection the publish webhook is configured with in Sanity (docs/content-and-editing.md,
 * kept equal by a unit test): type, id and slug for the cache tags, the document's language (the
 * cache tags', and the paths' prefix: /ar/…), and the slug and kind before and after the change
 * (`before()`/`after()`, null on a create or a delete) for recordMove.
 */
export const WEBHOOK_PROJECTION = `{_type, _id, "slug": slug.current, language, "before": before(){"slug": slug.current, kind}, "after": after(){"slug": slug.current, kind}}`

export interface WebhookChange {
  _type?: unknown
  _id?: unknown
  language?: unknown
  before?: unknown
  after?: unknown
}

/** Where the plan is written: the Content Lake (with a write token) or nowhere. */
export interface MoveWriter {
  existingRedirects(): Promise<RedirectDocument[]>
  brandSlug(): Promise<string | null>
  apply(plan: MovePlan): Promise<void>
}

/**
 * The document's state before or after the change, in its language: a document keeps its language
 * (a translation is a document of its own), so the webhook carries it once, beside the id.
 */
const asState = (type: string, value: unknown, language: unknown): DocumentState | null => {
  if (!value || typeof value !== 'object') return null
  const { slug, kind } = value as { slug?: unknown; kind?: unknown }
  return {
    _type: type,
    slug: typeof slug === 'string' ? slug : null,
    kind: typeof kind === 'string' ? kind : null,
    language: typeof language === 'string' ? language : null,
  }
}

/**
 * Whether the webhook's body carries the before/after projection of a published routable document.
 * A draft's or a release version's change (sent when the webhook is set to trigger on them) moves
 * no page: recording it would write a redirect per saved keystroke of a slug, and a discarded
 * draft would be recorded as a removed page.
 */
export function isMove(change: WebhookChange): boolean {
  return (
    typeof change._type === 'string' &&
    ROUTABLE_TYPES.has(change._type) &&
    typeof change._id === 'string' &&
    isPublishedId(change._id) &&
    // Each language's pages move on their own paths (/services/seo, /ar/services/seo); a
    // language the site does not have has no pages.
    documentLocale(change.language) !== null &&
    ('before' in change || 'after' in change)
  )
}

/** Plans and writes the redirects a publish calls for; returns what was written. */
export async function recordMove(
  change: WebhookChange,
  writer: MoveWriter,
  now = new Date(),
): Promise<MovePlan> {
  if (!isMove(change)) return { write: [], delete: [] }
  const type = change._type as string
  const plan = planMove({
    documentId: change._id as string,
    before: asState(type, change.before, change.language),
    after: asState(type, change.after, change.language),
    brandSlug: await writer.brandSlug(),
    existing: await writer.existingRedirects(),
    now,
  })
  if (plan.write.length || plan.delete.length) await writer.apply(plan)
  return plan
}
