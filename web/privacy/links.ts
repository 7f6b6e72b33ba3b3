/**
 * This server's signed links (newsletter confirmation and unsubscribe, privacy request
 * confirmation) and its retention policy, from the environment. No `server-only` marker: the
 * outbox worker imports it, and it imports nothing a client bundle could take anyway (env).
 */
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from '@/core/privacy/newsletter.ts'
import { PRIVACY_CONFIRM_PATH } from '@/core/privacy/requests.ts'
import type { RetentionPolicy } from '@/core/privacy/retention.ts'
import {
  createSignedLinks,
  linkSecret,
  type LinkPurpose,
  type SignedLinks,
} from '@/core/privacy/signed-links.ts'
import { locales } from '@/core/i18n/locales'
import { env } from '@/web/env'
import { leadsDatabase } from '@/web/server/database'

let links: SignedLinks | null = null

/**
 * Signed with LINK_SIGNING_SECRET, else with the secret the migrations generated in this site's
 * database (read on first use), the one the Supabase function reads too.
 */
export function signedLinks(): SignedLinks {
  links ??= createSignedLinks(() =>
    linkSecret(env.LINK_SIGNING_SECRET, async () => (await leadsDatabase()).sql),
  )
  return links
}

export function retentionPolicy(): RetentionPolicy {
  return {
    spamLeadDays: env.RETENTION_SPAM_LEAD_DAYS,
    resumeDays: env.RETENTION_RESUME_DAYS,
    unconfirmedDays: env.RETENTION_UNCONFIRMED_DAYS,
  }
}

/** The pages of signed links, and what their token must be for (checked by proxy.ts). */
export const SIGNED_LINK_PAGES: Readonly<Record<string, LinkPurpose>> = {
  [NEWSLETTER_CONFIRM_PATH]: 'newsletter-confirm',
  [NEWSLETTER_UNSUBSCRIBE_PATH]: 'newsletter-unsubscribe',
  [PRIVACY_CONFIRM_PATH]: 'privacy-request',
}

/**
 * Where a refused link is answered (app/(site)/invalid-link), with 400 (forged) or 410 (expired);
 * another language's under its prefix (/ar/invalid-link: app/ar/invalid-link).
 */
export const INVALID_LINK_PATH = '/invalid-link'

/**
 * The address proxy.ts answers a link refused with `status` on `pathname` with: the invalid-link
 * page in the link's language, told the status in its query (a page cannot read the status it is
 * sent with), so that it names it: `/ar/invalid-link?reason=expired` for a 410.
 */
export function invalidLinkAddress(pathname: string, status: 400 | 410): string {
  const page = locales.localize(INVALID_LINK_PATH, locales.split(pathname).locale)
  return status === 410 ? `${page}?reason=expired` : page
}

/** The status the invalid-link page was answered with, from its query's `reason`. */
export function invalidLinkStatus(reason: unknown): 400 | 410 {
  return reason === 'expired' ? 410 : 400
}

/**
 * The status to refuse a signed link's page with, or null when its token holds (or it is none).
 * The pages are the same in every language (/newsletter/confirm, /ar/newsletter/confirm): a token
 * signs what it is for and whom it is about, not the page's path, so the e-mails of each language
 * link to their own page with the same token, and each page checks it as the English one does.
 */
export async function signedLinkRefusal(url: URL): Promise<400 | 410 | null> {
  const purpose = SIGNED_LINK_PAGES[locales.split(url.pathname).path]
  if (!purpose) return null
  const check = await signedLinks().verify(purpose, url.searchParams.get('token') ?? '', new Date())
  if (check.ok) return null
  return check.reason === 'expired' ? 410 : 400
}
