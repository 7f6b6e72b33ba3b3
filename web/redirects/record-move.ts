/**
 * What the publish webhook does about paths: a changed routable document (its state before and
 * after the publish, from Sanity's projection) becomes the redirect and gone documents that
 * web/redirects/moves.ts plans, written to the Content Lake, where the editor sees them in the
 * Studio. On the local dataset `npm run publish:local` writes them into the file itself before it
 * sends the webhook, so here only the redirects are read again.
 */
import type { DocumentState, MovePlan, RedirectDocument } from './moves'
import { planMove } from './moves'

/** Document types whose publish can move or remove a page's path. */
export const ROUTABLE_TYPES = new Set(['service', 'caseStudy', 'blogPost', 'page'])
/** Document types the redirect table is read from (nothing cached by Next reads them). */
export const REDIRECT_TYPES = new Set(['redirect', 'gonePath'])

export interface WebhookChange {
  _type?: unknown
  _id?: unknown
  before?: unknown
  after?: unknown
}

/** Where the plan is written: the Content Lake (with a write token) or nowhere. */
export interface MoveWriter {
  existingRedirects(): Promise<RedirectDocument[]>
  brandSlug(): Promise<string | null>
  apply(plan: MovePlan): Promise<void>
}

const asState = (type: string, value: unknown): DocumentState | null => {
  if (!value || typeof value !== 'object') return null
  const { slug, kind } = value as { slug?: unknown; kind?: unknown }
  return {
    _type: type,
    slug: typeof slug === 'string' ? slug : null,
    kind: typeof kind === 'string' ? kind : null,
  }
}

/** Whether the webhook's body carries the before/after projection of a routable document. */
export function isMove(change: WebhookChange): boolean {
  return (
    typeof change._type === 'string' &&
    ROUTABLE_TYPES.has(change._type) &&
    typeof change._id === 'string' &&
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
    documentId: (change._id as string).replace(/^drafts\./, ''),
    before: asState(type, change.before),
    after: asState(type, change.after),
    brandSlug: await writer.brandSlug(),
    existing: await writer.existingRedirects(),
    now,
  })
  if (plan.write.length || plan.delete.length) await writer.apply(plan)
  return plan
}
