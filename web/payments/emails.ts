/**
 * The two e-mails of a paid order: a receipt to the client and a notification to the agency's
 * settings e-mail. Rendered before the payment is applied and queued in the leads' outbox by the
 * same statement that marks the order paid (so a paid order always has them, once).
 */
import { escapeHtml, headerSafe, type SiteFacts } from '@/core/leads/lead-emails.ts'
import { isEmailAddress } from '@/core/leads/lead-schemas.ts'
import { amountLine, methodLine, TEST_MODE_LABEL } from './messages'
import { formatCents } from '@/core/money/money'
import type { Order } from './types'
import { formatMoment } from '@/core/format/format'

export type PaymentEmailKind = 'receipt' | 'payment-notification'

export interface PaymentEmail {
  kind: PaymentEmailKind
  to: string
  replyTo: string | null
  subject: string
  text: string
  html: string
}

const day = { format: (value: Date) => formatMoment(value, 'date') }

function table(rows: [string, string][]) {
  return `<table cellspacing="0" cellpadding="0" style="border-collapse:collapse">
${rows
  .map(
    ([name, value]) =>
      `<tr><th align="left" valign="top" style="padding:4px 16px 4px 0;color:#475569;font-weight:normal">${escapeHtml(name)}</th><td style="padding:4px 0">${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
  )
  .join('\n')}
</table>`
}

function page(paragraphs: string[], rows: [string, string][], after: string[], site: SiteFacts) {
  const p = (text: string) =>
    `<p style="margin:0 0 16px">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`
  const contact = [site.phone, site.email].filter(Boolean).map(escapeHtml).join(' · ')
  return `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">
${paragraphs.map(p).join('\n')}
${table(rows)}
<div style="height:16px"></div>
${after.map(p).join('\n')}
<p style="margin:24px 0 0"><strong>${escapeHtml(site.brandName)}</strong><br>${contact}</p>
</body></html>`
}

const textTable = (rows: [string, string][]) => rows.map(([name, value]) => `${name}: ${value}`)

/** The receipt and the notification of `order`, paid at `paidAt`. */
export function renderPaymentEmails(order: Order, site: SiteFacts, paidAt: Date): PaymentEmail[] {
  const emails: PaymentEmail[] = []
  const amount = amountLine(order)
  const test = order.mode === 'test'
  const details: [string, string][] = [
    ['Description', order.description],
    [test ? 'Amount (test)' : 'Amount paid', amount],
    ['Paid on', day.format(paidAt)],
    ['Order', order.id],
    ['Payment method', methodLine(order)],
  ]
  const clientAddress = isEmailAddress(order.clientEmail) ? order.clientEmail : null
  const agencyAddress = isEmailAddress(site.email) ? site.email : null

  if (clientAddress) {
    const greeting = `Hi ${order.clientName},`
    const intro = test
      ? `Thank you for your order with ${site.brandName}. This receipt is for a test payment (${TEST_MODE_LABEL}).`
      : `Thank you for your payment to ${site.brandName}. This is your receipt.`
    const monthly =
      order.billingPeriod === 'monthly'
        ? [`Your plan renews every month at ${amount} until you cancel it.`]
        : []
    const after = [
      ...monthly,
      `We will be in touch within 24 hours to get started. Questions? Reply to this e-mail${site.phone ? ` or call ${site.phone}` : ''}.`,
    ]
    const subject = `${test ? '[Test] ' : ''}Your receipt from ${site.brandName} — ${formatCents(order.amountCents, order.currency)}`
    emails.push({
      kind: 'receipt',
      to: headerSafe(clientAddress, 254),
      replyTo: agencyAddress,
      subject: headerSafe(subject),
      text: [
        greeting,
        '',
        intro,
        '',
        ...textTable(details),
        '',
        ...after.flatMap((line) => [line, '']),
        site.brandName,
        [site.phone, site.email].filter(Boolean).join(' · '),
        '',
      ].join('\n'),
      html: page([greeting, intro], details, after, site),
    })
  }

  if (agencyAddress) {
    const rows: [string, string][] = [
      ['Client', order.clientName],
      ['E-mail', order.clientEmail],
      ...(order.company ? ([['Company', order.company]] as [string, string][]) : []),
      ...details,
      ['Mode', order.mode],
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
