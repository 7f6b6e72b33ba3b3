/**
 * This server's signed links (newsletter confirmation and unsubscribe, privacy request
 * confirmation) and its retention policy, from the environment. No `server-only` marker: the
 * outbox worker imports it, and it imports nothing a client bundle could take anyway (env).
 */
import { createSignedLinks, linkSecret, type SignedLinks } from '@/core/privacy/signed-links.ts'
import type { RetentionPolicy } from '@/core/privacy/retention.ts'
import { env } from '@/web/env'

let links: SignedLinks | null = null

export function signedLinks(): SignedLinks {
  links ??= createSignedLinks(linkSecret(env.LINK_SIGNING_SECRET, env.DATABASE_URL))
  return links
}

export function retentionPolicy(): RetentionPolicy {
  return {
    spamLeadDays: env.RETENTION_SPAM_LEAD_DAYS,
    resumeDays: env.RETENTION_RESUME_DAYS,
    unconfirmedDays: env.RETENTION_UNCONFIRMED_DAYS,
  }
}
