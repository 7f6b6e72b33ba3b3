/**
 * The words of a paid order's receipt, in each of the site's languages: a language is one more
 * entry here (the compiler asks for it once it is in core/i18n/locales.ts), as the leads' welcome
 * (core/leads/welcome-copy.ts). The English entry is the receipt as it was before orders had a
 * language, word for word. The agency's notification stays English (emails.ts).
 *
 * The Arabic is written for the Gulf's business readers: Modern Standard Arabic, Western digits,
 * the date through core/format, and money as the site shows it everywhere, US dollars in en-US
 * form ("$1,499.00"). What must read left to right inside an Arabic sentence (an amount, a phone,
 * the order's id) is marked with Unicode isolates (`keep`): they hold it together in the text
 * part, and the HTML part turns each into a `<span dir="ltr">`.
 */
import type { Locale } from '@/core/i18n/locales'
import { formatMoment } from '@/core/format/format'
import { formatCents } from '@/core/money/money'
import { amountLine, methodLine, TEST_MODE_LABEL } from './messages'
import type { Order } from './types'

/** What the receipt says of an order. */
export type ReceiptOrder = Pick<
  Order,
  'amountCents' | 'currency' | 'billingPeriod' | 'gateway' | 'mode' | 'clientName'
>

export interface ReceiptCopy {
  greeting: (name: string) => string
  intro: (brand: string, test: boolean) => string
  subject: (brand: string, order: ReceiptOrder) => string
  /** The table's row names. */
  labels: {
    description: string
    amountPaid: string
    amountTest: string
    paidOn: string
    order: string
    method: string
  }
  /** "$799.00 per month" or "$1,499.00". */
  amount: (order: ReceiptOrder) => string
  method: (order: ReceiptOrder) => string
  paidOn: (paidAt: Date) => string
  /** The line of a monthly plan. */
  renews: (order: ReceiptOrder) => string
  /** What comes next, and how to ask (the phone when the site has one). */
  next: (phone: string) => string
  /** A run kept left to right inside the language's sentences (English: as it is). */
  keep: (run: string) => string
}

/** First Strong Isolate's left-to-right twin (U+2066) and its end (U+2069). */
export const LTR_ISOLATE = { start: '\u2066', end: '\u2069' } as const

const isolate = (run: string) => `${LTR_ISOLATE.start}${run}${LTR_ISOLATE.end}`

const ENGLISH: ReceiptCopy = {
  greeting: (name) => `Hi ${name},`,
  intro: (brand, test) =>
    test
      ? `Thank you for your order with ${brand}. This receipt is for a test payment (${TEST_MODE_LABEL}).`
      : `Thank you for your payment to ${brand}. This is your receipt.`,
  subject: (brand, order) =>
    `${order.mode === 'test' ? '[Test] ' : ''}Your receipt from ${brand} — ${formatCents(order.amountCents, order.currency)}`,
  labels: {
    description: 'Description',
    amountPaid: 'Amount paid',
    amountTest: 'Amount (test)',
    paidOn: 'Paid on',
    order: 'Order',
    method: 'Payment method',
  },
  amount: amountLine,
  method: methodLine,
  paidOn: (paidAt) => formatMoment(paidAt, 'date'),
  renews: (order) => `Your plan renews every month at ${amountLine(order)} until you cancel it.`,
  next: (phone) =>
    `We will be in touch within 24 hours to get started. Questions? Reply to this e-mail${phone ? ` or call ${phone}` : ''}.`,
  keep: (run) => run,
}

/** The payment pages' words for test mode (messages/ar/payments.json `testMode`). */
const AR_TEST_MODE = 'وضع تجريبي — لا تُحوَّل أي أموال'

const arPrice = (order: ReceiptOrder) => isolate(formatCents(order.amountCents, order.currency))

const ARABIC: ReceiptCopy = {
  greeting: (name) => `مرحبًا ${name}،`,
  intro: (brand, test) =>
    test
      ? `شكرًا لطلبك من ${brand}. هذا الإيصال لدفعة تجريبية (${AR_TEST_MODE}).`
      : `شكرًا لك، وصلتنا دفعتك إلى ${brand}، وهذا إيصالك.`,
  subject: (brand, order) =>
    // A subject is one line of plain text: the brand and the amount read as one left-to-right run.
    `${order.mode === 'test' ? '[تجريبي] ' : ''}إيصالك من ${brand} — ${formatCents(order.amountCents, order.currency)}`,
  labels: {
    description: 'الوصف',
    amountPaid: 'المبلغ المدفوع',
    amountTest: 'المبلغ (تجريبي)',
    paidOn: 'تاريخ الدفع',
    order: 'رقم الطلب',
    method: 'طريقة الدفع',
  },
  amount: (order) =>
    order.billingPeriod === 'monthly' ? `${arPrice(order)} شهريًا` : arPrice(order),
  method: (order) =>
    order.gateway === 'test'
      ? `بوابة الدفع التجريبية (${AR_TEST_MODE})`
      : order.mode === 'test'
        ? `Stripe (${AR_TEST_MODE})`
        : 'Stripe',
  paidOn: (paidAt) => formatMoment(paidAt, 'date', { locale: 'ar' }),
  renews: (order) => `يتجدّد اشتراكك تلقائيًا كل شهر بمبلغ ${arPrice(order)} إلى أن تلغيه.`,
  next: (phone) =>
    `سيتواصل معك فريقنا خلال 24 ساعة لنبدأ العمل. لديك أي استفسار؟ يكفي أن تردّ على هذه الرسالة${phone ? ` أو تتصل بنا على ${isolate(phone)}` : ''}.`,
  keep: isolate,
}

export const RECEIPT_COPY: Record<Locale, ReceiptCopy> = { en: ENGLISH, ar: ARABIC }
