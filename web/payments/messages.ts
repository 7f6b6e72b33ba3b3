import { formatCents } from '@/core/money/money'
import type { Order, OrderState, PaymentLinkState } from './types'

/** The line that tells a test payment from a real one, everywhere it is shown. */
export const TEST_MODE_LABEL = 'Test mode — no money moves'

/** What a client reads when a payment link or an order cannot be paid (pages and API alike). */
export const LINK_MESSAGES = {
  unknown: 'This payment link does not exist. Please check the link you received.',
  paid: 'This payment link has already been paid. Thank you!',
  cancelled: 'This payment link was cancelled. Please contact us for a new one.',
  expired: 'This payment link has expired. Please contact us for a new one.',
} as const

export const UNKNOWN_ORDER =
  'The link may be incomplete or mistyped. Please check it, or contact us and we will gladly help.'

export const UNAVAILABLE = 'Payments are temporarily unavailable. Please try again in a moment.'

/** How an order's amount reads: "$799.00 per month" or "$1,499.00". */
export function amountLine(order: Pick<Order, 'amountCents' | 'currency' | 'billingPeriod'>) {
  const amount = formatCents(order.amountCents, order.currency)
  return order.billingPeriod === 'monthly' ? `${amount} per month` : amount
}

/** How the payment was taken, for the receipt and the admin. */
export function methodLine(order: Pick<Order, 'gateway' | 'mode'>) {
  if (order.gateway === 'test') return `Test gateway (${TEST_MODE_LABEL})`
  return order.mode === 'test' ? `Stripe (${TEST_MODE_LABEL})` : 'Stripe'
}

/** How each order state reads in the admin. */
export const ORDER_STATE_LABELS: Record<OrderState, string> = {
  pending: 'Pending',
  processing: 'Processing',
  paid: 'Paid',
  failed: 'Failed',
  expired: 'Expired',
}

/** How each payment link state reads, to the agency and to the client. */
export const LINK_STATE_LABELS: Record<PaymentLinkState, string> = {
  open: 'Open',
  paid: 'Paid',
  expired: 'Expired',
  cancelled: 'Cancelled',
}
