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
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts'
import { arabicDays } from '../i18n/count-words.ts'
import { dirAttribute, htmlOpen, ltr, pagePath } from '../leads/mail-locale.ts'

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

/**
 * The unsubscribe links of an address (they do not expire: a newsletter may be years old): the
 * page in the subscriber's language (once the site has it); the one-click endpoint is an API, the
 * same in every language.
 */
export async function unsubscribeLinks(
  links: SignedLinks,
  siteUrl: string,
  email: string,
  locale: string = DEFAULT_LOCALE,
) {
  const token = await links.sign('newsletter-unsubscribe', email)
  return {
    unsubscribeUrl: url(siteUrl, pagePath(NEWSLETTER_UNSUBSCRIBE_PATH, locale), token),
    oneClickUrl: url(siteUrl, ONE_CLICK_UNSUBSCRIBE_PATH, token),
  }
}

/**
 * The links of a confirmation e-mail, to the pages in the subscriber's language; the
 * confirmation holds as long as a pending one is kept.
 */
export async function newsletterLinks(
  links: SignedLinks,
  siteUrl: string,
  email: string,
  now: Date,
  confirmDays: number,
  locale: string = DEFAULT_LOCALE,
): Promise<NewsletterLinks> {
  const expires = new Date(now.getTime() + confirmDays * DAY_MS)
  return {
    confirmUrl: url(
      siteUrl,
      pagePath(NEWSLETTER_CONFIRM_PATH, locale),
      await links.sign('newsletter-confirm', email, expires),
    ),
    ...(await unsubscribeLinks(links, siteUrl, email, locale)),
  }
}

/** RFC 8058: the https URI to POST `List-Unsubscribe=One-Click` to, and the header saying so. */
export function listUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

/** The words of the confirmation, in each of the site's languages. */
interface ConfirmationCopy {
  subject: (brand: string) => string
  title: (brand: string) => string
  intro: string
  ask: string
  ignore: (confirmDays: number) => string
  confirmLine: (url: string) => string
  button: string
  unsubscribe: string
}

const CONFIRMATION_COPY: Record<Locale, ConfirmationCopy> = {
  en: {
    subject: (brand) => `Welcome to the ${brand} newsletter: please confirm your address`,
    title: (brand) => `Welcome to the ${brand} newsletter`,
    // What a subscriber is promised: the newsletter's weekly updates (the spec's subscriptionType).
    intro:
      'Thank you for subscribing. Every week we send practical ideas on growing a business online: search and ads, websites and apps, design and automation, and what we learn from our clients’ projects.',
    ask: 'One step is left: please confirm that this is your address. Until you do, you are not subscribed and we send you nothing else.',
    ignore: (days) =>
      `If you did not subscribe, ignore this e-mail: the address is forgotten after ${days} days.`,
    confirmLine: (url) => `Confirm your subscription: ${url}`,
    button: 'Confirm my subscription',
    unsubscribe: 'Unsubscribe',
  },
  ar: {
    subject: (brand) => `أهلاً بك في النشرة البريدية من ${brand}: يرجى تأكيد بريدك الإلكتروني`,
    title: (brand) => `أهلاً بك في النشرة البريدية من ${brand}`,
    intro:
      'شكراً لاشتراكك. نرسل إليك كل أسبوع أفكاراً عملية لتنمية أعمالك عبر الإنترنت: تحسين الظهور في محركات البحث والإعلانات، والمواقع والتطبيقات، والتصميم والأتمتة، وخلاصة ما نتعلّمه من مشاريع عملائنا.',
    ask: 'تبقّت خطوة واحدة: يرجى تأكيد أن هذا البريد الإلكتروني يخصّك. لن يكتمل اشتراكك قبل التأكيد، ولن نرسل إليك أي شيء آخر.',
    ignore: (days) =>
      `إذا لم تكن أنت من اشترك، تجاهل هذه الرسالة، وسنحذف العنوان تلقائياً بعد ${arabicDays(days)}.`,
    confirmLine: (url) => `لتأكيد اشتراكك:\n${url}`,
    button: 'تأكيد اشتراكي',
    unsubscribe: 'إلغاء الاشتراك',
  },
}

/**
 * The newsletter's welcome e-mail, which is also the confirmation of double opt-in (same kind,
 * same recipient): the form's notice promises a welcome e-mail, so it welcomes first, then asks
 * for the one click without which nothing else is sent. Written in the subscriber's language.
 */
export function confirmationEmail(
  welcome: OutboxEmail,
  site: SiteFacts,
  links: NewsletterLinks,
  confirmDays: number,
  locale: Locale = DEFAULT_LOCALE,
): OutboxEmail {
  const copy = CONFIRMATION_COPY[locale]
  const brand = site.brandName
  const subject = headerSafe(copy.subject(brand))
  const title = copy.title(brand)
  const ignore = copy.ignore(confirmDays)
  const contact = [site.phone, site.email].filter(Boolean)
  const text = [
    `${title}!`,
    '',
    copy.intro,
    '',
    copy.ask,
    '',
    copy.confirmLine(links.confirmUrl),
    '',
    ignore,
    '',
    brand,
    [...contact, site.siteUrl].filter(Boolean).join(' · '),
    '',
    `${copy.unsubscribe}: ${links.unsubscribeUrl}`,
    '',
  ].join('\n')
  const dir = dirAttribute(locale)
  const button =
    'display:inline-block;background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:9999px;text-decoration:none;font-weight:bold'
  const html = `<!doctype html>
${htmlOpen(locale)}
<h1${dir} style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}!</h1>
<p${dir} style="margin:0 0 16px">${escapeHtml(copy.intro)}</p>
<p${dir} style="margin:0 0 16px">${escapeHtml(copy.ask)}</p>
<p${dir} style="margin:0 0 24px"><a href="${escapeHtml(links.confirmUrl)}" style="${button}">${escapeHtml(copy.button)}</a></p>
<p${dir} style="margin:0 0 16px">${escapeHtml(ignore)}</p>
<p${dir} style="margin:24px 0 0"><strong>${escapeHtml(brand)}</strong><br>${contact.map((fact) => ltr(escapeHtml(fact), locale)).join(' · ')}</p>
<p${dir} style="margin:24px 0 0;font-size:12px;color:#64748b"><a href="${escapeHtml(links.unsubscribeUrl)}" style="color:#64748b">${escapeHtml(copy.unsubscribe)}</a></p>
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

/**
 * The lead handler's `newsletterConfirmation`: the welcome becomes the confirmation, in the
 * subscriber's language.
 */
export function newsletterConfirmation(links: SignedLinks, confirmDays: number) {
  return async (
    welcome: OutboxEmail,
    email: string,
    site: SiteFacts,
    now: Date,
    locale: Locale = DEFAULT_LOCALE,
  ) =>
    confirmationEmail(
      welcome,
      site,
      await newsletterLinks(links, site.siteUrl, email, now, confirmDays, locale),
      confirmDays,
      locale,
    )
}
