import 'server-only'
/**
 * The privacy pages' and actions' view of the database: what a signed link is about, and the
 * state of the subscription or request it names. Links are checked here again, whatever the
 * proxy did (proxy.ts answers a forged one with the 400 page first).
 */
import { newsletterKey } from '@/core/leads/lead-handler.ts'
import { type LinkCheck, type LinkPurpose } from '@/core/privacy/signed-links.ts'
import type { PrivacyRequest } from '@/core/privacy/requests.ts'
import { leadsSql } from '@/web/server/database'
import { signedLinks } from './links'

export function checkLink(purpose: LinkPurpose, token: unknown): Promise<LinkCheck> {
  if (typeof token !== 'string') return Promise.resolve({ ok: false, reason: 'forged' })
  return signedLinks().verify(purpose, token, new Date())
}

export type SubscriptionState = 'pending' | 'confirmed' | 'none'

/** The state of the address's current subscription (one holding the newsletter's key). */
export async function subscriptionState(email: string): Promise<SubscriptionState> {
  const sql = await leadsSql()
  const { rows } = await sql.query<{ status: string }>(
    `select s.status from leads l join newsletter_subscriptions s on s.lead_id = l.id
      where l.idempotency_key = $1`,
    [await newsletterKey(email)],
  )
  const status = rows[0]?.status
  return status === 'pending' || status === 'confirmed' ? status : 'none'
}

export async function privacyRequest(id: string): Promise<PrivacyRequest | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null
  const sql = await leadsSql()
  const { rows } = await sql.query<PrivacyRequest>(
    `select id, created_at as "createdAt", email, kind, status, confirmed_at as "confirmedAt",
            due_at as "dueAt", completed_at as "completedAt"
       from privacy_requests where id = $1`,
    [id],
  )
  return rows[0] ?? null
}
