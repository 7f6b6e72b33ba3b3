/**
 * Newsletter double opt-in (issue 33, item 4). A subscription is stored pending with its lead
 * (newsletter_subscriptions, created by a trigger in the lead's transaction); its welcome e-mail
 * welcomes and asks to confirm, with a signed link that confirms it and one that unsubscribes. Every
 * newsletter e-mail carries RFC 8058's one-click `List-Unsubscribe` headers, added when it is
 * sent (`newsletterHeaders`), so rows already in the outbox get them too.
 */
import type { SqlClient } from '../db/sql-client.ts'
import { escapeHtml, headerSafe, type OutboxEmail, type SiteFacts } from '../leads/lead-emails.ts'
import { newsletterKey } from '../leads/lead-handler.ts'
import { isEmailAddress } from '../leads/lead-schemas.ts'
import type { SignedLinks } from './signed-links.ts'

export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm'
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe'
/** The one-click endpoint of the List-Unsubscribe header: a POST there unsubscribes (RFC 8058). */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe'

const DAY_MS = 86_400_000

export interface NewsletterLinks {
  confirmUrl: string
  unsubscribeUrl: string
  oneClickUrl: string
}

function url(siteUrl: string, path: string, token: string): string {
  const address = new URL(path, siteUrl)
  address.searchParams.set('token', token)
  return address.toString()
}

/** The unsubscribe links of an address (they do not expire: a newsletter may be years old). */
export async function unsubscribeLinks(links: SignedLinks, siteUrl: string, email: string) {
  const token = await links.sign('newsletter-unsubscribe', email)
  return {
    unsubscribeUrl: url(siteUrl, NEWSLETTER_UNSUBSCRIBE_PATH, token),
    oneClickUrl: url(siteUrl, ONE_CLICK_UNSUBSCRIBE_PATH, token),
  }
}

/** The links of a confirmation e-mail; the confirmation holds as long as a pending one is kept. */
export async function newsletterLinks(
  links: SignedLinks,
  siteUrl: string,
  email: string,
  now: Date,
  confirmDays: number,
): Promise<NewsletterLinks> {
  const expires = new Date(now.getTime() + confirmDays * DAY_MS)
  return {
    confirmUrl: url(
      siteUrl,
      NEWSLETTER_CONFIRM_PATH,
      await links.sign('newsletter-confirm', email, expires),
    ),
    ...(await unsubscribeLinks(links, siteUrl, email)),
  }
}

/** RFC 8058: the https URI to POST `List-Unsubscribe=One-Click` to, and the header saying so. */
export function listUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

/** What a subscriber is promised: the newsletter's weekly updates (the spec's subscriptionType). */
const NEWSLETTER_PROMISE =
  'Every week we send practical ideas on growing a business online: search and ads, websites and apps, design and automation, and what we learn from our clients’ projects.'

/**
 * The newsletter's welcome e-mail, which is also the confirmation of double opt-in (same kind,
 * same recipient): the form's notice promises a welcome e-mail, so it welcomes first, then asks
 * for the one click without which nothing else is sent.
 */
export function confirmationEmail(
  welcome: OutboxEmail,
  site: SiteFacts,
  links: NewsletterLinks,
  confirmDays: number,
): OutboxEmail {
  const brand = site.brandName
  const subject = headerSafe(`Welcome to the ${brand} newsletter: please confirm your address`)
  const title = `Welcome to the ${brand} newsletter`
  const intro = `Thank you for subscribing. ${NEWSLETTER_PROMISE}`
  const ask =
    'One step is left: please confirm that this is your address. Until you do, you are not subscribed and we send you nothing else.'
  const ignore = `If you did not subscribe, ignore this e-mail: the address is forgotten after ${confirmDays} days.`
  const contact = [site.phone, site.email].filter(Boolean)
  const text = [
    `${title}!`,
    '',
    intro,
    '',
    ask,
    '',
    `Confirm your subscription: ${links.confirmUrl}`,
    '',
    ignore,
    '',
    brand,
    [...contact, site.siteUrl].filter(Boolean).join(' · '),
    '',
    `Unsubscribe: ${links.unsubscribeUrl}`,
    '',
  ].join('\n')
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}!</h1>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<p style="margin:0 0 16px">${escapeHtml(ask)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(links.confirmUrl)}" style="display:inline-block;background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:9999px;text-decoration:none;font-weight:bold">Confirm my subscription</a></p>
<p style="margin:0 0 16px">${escapeHtml(ignore)}</p>
<p style="margin:24px 0 0"><strong>${escapeHtml(brand)}</strong><br>${contact.map(escapeHtml).join(' · ')}</p>
<p style="margin:24px 0 0;font-size:12px;color:#64748b"><a href="${escapeHtml(links.unsubscribeUrl)}" style="color:#64748b">Unsubscribe</a></p>
</body></html>`
  return { ...welcome, subject, text, html }
}

/** The lead that holds an address's subscription (the newsletter's key), with its state. */
async function subscriptionOf(sql: SqlClient, email: string) {
  const { rows } = await sql.query<{ lead_id: string; status: string }>(
    `select s.lead_id, s.status
       from leads l join newsletter_subscriptions s on s.lead_id = l.id
      where l.idempotency_key = $1`,
    [await newsletterKey(email)],
  )
  return rows[0] ?? null
}

export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'not-found'

/** Confirms the address's pending subscription. */
export async function confirmSubscription(
  sql: SqlClient,
  email: string,
  now: Date,
): Promise<ConfirmOutcome> {
  const subscription = await subscriptionOf(sql, email)
  if (!subscription) return 'not-found'
  if (subscription.status === 'confirmed') return 'already-confirmed'
  const { rows } = await sql.query(
    `update newsletter_subscriptions set status = 'confirmed', confirmed_at = $2
      where lead_id = $1 and status = 'pending' returning lead_id`,
    [subscription.lead_id, now.toISOString()],
  )
  return rows.length ? 'confirmed' : 'already-confirmed'
}

/**
 * Ends the address's subscription. The lead stays (the agency's record of it) but gives up the
 * newsletter's key, so the address can subscribe again later. Unknown or already ended: false,
 * which a visitor is not told apart from success (nothing to do either way).
 */
export async function unsubscribe(sql: SqlClient, email: string, now: Date): Promise<boolean> {
  const subscription = await subscriptionOf(sql, email)
  if (!subscription) return false
  const { rows } = await sql.query(
    `with ended as (
       update newsletter_subscriptions set status = 'unsubscribed', unsubscribed_at = $2
        where lead_id = $1 and status <> 'unsubscribed' returning lead_id)
     update leads set idempotency_key = 'newsletter-ended:' || id::text
      where id in (select lead_id from ended) returning id`,
    [subscription.lead_id, now.toISOString()],
  )
  return rows.length > 0
}

/**
 * The outbox sender's extra headers: a newsletter lead's welcome (its confirmation) gets the
 * one-click unsubscribe headers for its recipient.
 */
export function newsletterHeaders(sql: SqlClient, links: SignedLinks, siteUrl: string) {
  return async (row: { lead_id: string | null; kind: string; to_address: string }) => {
    if (row.kind !== 'welcome' || !row.lead_id || !isEmailAddress(row.to_address)) return undefined
    const { rows } = await sql.query<{ form_type: string }>(
      'select form_type from leads where id = $1',
      [row.lead_id],
    )
    if (rows[0]?.form_type !== 'newsletter') return undefined
    const { oneClickUrl } = await unsubscribeLinks(links, siteUrl, row.to_address)
    return listUnsubscribeHeaders(oneClickUrl)
  }
}

/** The lead handler's `newsletterConfirmation`: the welcome becomes the confirmation. */
export function newsletterConfirmation(links: SignedLinks, confirmDays: number) {
  return async (welcome: OutboxEmail, email: string, site: SiteFacts, now: Date) =>
    confirmationEmail(
      welcome,
      site,
      await newsletterLinks(links, site.siteUrl, email, now, confirmDays),
      confirmDays,
    )
}
