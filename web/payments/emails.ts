/**
 * The two e-mails of a paid order: a receipt to the client and a notification to the agency's
 * settings e-mail. Rendered before the payment is applied and queued in the leads' outbox by the
 * same statement that marks the order paid (so a paid order always has them, once).
 *
 * The receipt is written in the order's language (receipt-copy.ts), with `lang` and `dir` and its
 * amounts, phone and order id left to right in a right-to-left e-mail (core/leads/mail-locale.ts,
 * as the leads' e-mails); an English receipt is exactly what it was before orders had a language.
 * The notification is the agency's, in English, and names the order's language when not English.
 */
import { DEFAULT_LOCALE, locales } from '@/core/i18n/locales'
import { escapeHtml, headerSafe, type SiteFacts } from '@/core/leads/lead-emails.ts'
import { isEmailAddress } from '@/core/leads/lead-schemas.ts'
import { dirAttribute, htmlOpen, languageLabel, ltr, mailLocale } from '@/core/leads/mail-locale.ts'
import { amountLine } from './messages'
import { formatCents } from '@/core/money/money'
import { LTR_ISOLATE, RECEIPT_COPY, type ReceiptCopy } from './receipt-copy'
import type { Order } from './types'

export type PaymentEmailKind = 'receipt' | 'payment-notification'

export interface PaymentEmail {
  kind: PaymentEmailKind
  to: string
  replyTo: string | null
  subject: string
  text: string
  html: string
}

const ISOLATED = new RegExp(`${LTR_ISOLATE.start}([^${LTR_ISOLATE.end}]*)${LTR_ISOLATE.end}`, 'g')

const isRtl = (locale: string) => locales.entry(locale).dir === 'rtl'

/**
 * Text as HTML in `locale`: escaped, line breaks kept; in a right-to-left e-mail each isolated run
 * (receipt-copy.ts `keep`) left to right. A left-to-right e-mail's text is only escaped.
 */
const html = (text: string, locale: string) =>
  (isRtl(locale)
    ? escapeHtml(text).replace(ISOLATED, (_, run: string) => ltr(run, locale))
    : escapeHtml(text)
  ).replace(/\n/g, '<br>')

function table(rows: [string, string][], locale: string) {
  const rtl = isRtl(locale)
  const th = rtl
    ? '<th align="right" valign="top" style="padding:4px 0 4px 16px;color:#475569;font-weight:normal">'
    : '<th align="left" valign="top" style="padding:4px 16px 4px 0;color:#475569;font-weight:normal">'
  return `<table${dirAttribute(locale)} cellspacing="0" cellpadding="0" style="border-collapse:collapse">
${rows
  .map(
    ([name, value]) =>
      `<tr>${th}${escapeHtml(name)}</th><td style="padding:4px 0">${html(value, locale)}</td></tr>`,
  )
  .join('\n')}
</table>`
}

function page(
  paragraphs: string[],
  rows: [string, string][],
  after: string[],
  site: SiteFacts,
  locale: string = DEFAULT_LOCALE,
) {
  const dir = dirAttribute(locale)
  const p = (text: string) => `<p${dir} style="margin:0 0 16px">${html(text, locale)}</p>`
  const contact = [site.phone, site.email]
    .filter(Boolean)
    .map((fact) => ltr(escapeHtml(fact), locale))
    .join(' · ')
  return `<!doctype html>
${htmlOpen(locale)}
${paragraphs.map(p).join('\n')}
${table(rows, locale)}
<div style="height:16px"></div>
${after.map(p).join('\n')}
<p${dir} style="margin:24px 0 0"><strong>${escapeHtml(site.brandName)}</strong><br>${contact}</p>
</body></html>`
}

const textTable = (rows: [string, string][]) => rows.map(([name, value]) => `${name}: ${value}`)

/** The order's details as a table's rows, in the words of `copy`. */
function detailRows(
  order: Order,
  description: string,
  paidAt: Date,
  copy: ReceiptCopy,
): [string, string][] {
  const { labels } = copy
  return [
    [labels.description, description],
    [order.mode === 'test' ? labels.amountTest : labels.amountPaid, copy.amount(order)],
    [labels.paidOn, copy.paidOn(paidAt)],
    [labels.order, copy.keep(order.id)],
    [labels.method, copy.method(order)],
  ]
}

export interface PaymentEmailOptions {
  /**
   * The order's description in its language, for the receipt (a package's service and package
   * as the CMS names them in that language); the stored description, which the agency's
   * notification always shows, without one.
   */
  description?: string | null
}

/** The receipt and the notification of `order`, paid at `paidAt`. */
export function renderPaymentEmails(
  order: Order,
  site: SiteFacts,
  paidAt: Date,
  options: PaymentEmailOptions = {},
): PaymentEmail[] {
  const emails: PaymentEmail[] = []
  const amount = amountLine(order)
  const test = order.mode === 'test'
  const locale = mailLocale(order.locale)
  const copy = RECEIPT_COPY[locale]
  // The agency's rows: English, with the description as stored.
  const details = detailRows(order, order.description, paidAt, RECEIPT_COPY[DEFAULT_LOCALE])
  const clientAddress = isEmailAddress(order.clientEmail) ? order.clientEmail : null
  const agencyAddress = isEmailAddress(site.email) ? site.email : null

  if (clientAddress) {
    const greeting = copy.greeting(order.clientName)
    const intro = copy.intro(site.brandName, test)
    const rows = detailRows(order, options.description || order.description, paidAt, copy)
    const after = [
      ...(order.billingPeriod === 'monthly' ? [copy.renews(order)] : []),
      copy.next(site.phone),
    ]
    emails.push({
      kind: 'receipt',
      to: headerSafe(clientAddress, 254),
      replyTo: agencyAddress,
      subject: headerSafe(copy.subject(site.brandName, order)),
      text: [
        greeting,
        '',
        intro,
        '',
        ...textTable(rows),
        '',
        ...after.flatMap((line) => [line, '']),
        site.brandName,
        [site.phone, site.email].filter(Boolean).join(' · '),
        '',
      ].join('\n'),
      html: page([greeting, intro], rows, after, site, locale),
    })
  }

  if (agencyAddress) {
    const rows: [string, string][] = [
      ['Client', order.clientName],
      ['E-mail', order.clientEmail],
      ...(order.company ? ([['Company', order.company]] as [string, string][]) : []),
      ...details,
      ['Mode', order.mode],
      // The language the receipt went out in: the agency answers the client in it.
      ...(locale === DEFAULT_LOCALE
        ? []
        : ([['Language', languageLabel(locale)]] as [string, string][])),
      ...(order.paymentLinkId
        ? ([['Payment link', order.paymentLinkId]] as [string, string][])
        : []),
      ...(order.notes ? ([['Notes', order.notes]] as [string, string][]) : []),
    ]
    const subject = `${test ? '[Test] ' : ''}Payment received: ${formatCents(order.amountCents, order.currency)} from ${order.clientName}`
    const intro = `${order.clientName} paid ${amount} for ${order.description}.`
    const admin = `All orders: ${site.siteUrl}/admin/payment-links`
    emails.push({
      kind: 'payment-notification',
      to: agencyAddress,
      replyTo: clientAddress ? headerSafe(clientAddress, 254) : null,
      subject: headerSafe(subject),
      text: [intro, '', ...textTable(rows), '', admin, ''].join('\n'),
      html: page([intro], rows, [admin], site),
    })
  }
  return emails
}
