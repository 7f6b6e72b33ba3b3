/**
 * The neutral vocabulary of payments: orders, payment links and payment events, whatever gateway
 * (Stripe Checkout or the test gateway) takes the money. Amounts are integer cents.
 */
import type { Locale } from '@/core/i18n/locales'

/**
 * pending: waiting for the payment; processing: paid with a method that settles later (a bank
 * debit); paid; failed; expired: the hosted checkout closed before the client paid.
 */
export type OrderState = 'pending' | 'processing' | 'paid' | 'failed' | 'expired'

/** test: no money moves (the test gateway, or Stripe's test keys); live: Stripe's live keys. */
export type PaymentMode = 'test' | 'live'

export type GatewayName = 'test' | 'stripe'

export type BillingPeriod = 'one-time' | 'monthly'

export interface Order {
  id: string
  state: OrderState
  mode: PaymentMode
  gateway: GatewayName
  amountCents: number
  currency: string
  billingPeriod: BillingPeriod
  description: string
  serviceSlug: string | null
  packagePosition: number | null
  packageName: string | null
  clientName: string
  clientEmail: string
  company: string
  notes: string
  paymentLinkId: string | null
  leadId: string | null
  checkoutSessionId: string | null
  checkoutUrl: string | null
  checkoutExpiresAt: string | null
  /** Stripe's payment intent or subscription. */
  gatewayReference: string | null
  paidAt: string | null
  failureReason: string | null
  /**
   * The language of the page the order was placed or its link opened from (core/i18n/locales.ts):
   * its receipt is written in it. English for an order stored before orders had one.
   */
  locale: Locale
  createdAt: string
  updatedAt: string
}

/** open: can be paid; paid; expired: past its expiry; cancelled by the agency. */
export type PaymentLinkState = 'open' | 'paid' | 'expired' | 'cancelled'

export interface PaymentLink {
  id: string
  state: PaymentLinkState
  clientName: string
  clientEmail: string
  description: string
  amountCents: number
  currency: string
  serviceSlug: string | null
  packagePosition: number | null
  expiresAt: string | null
  cancelledAt: string | null
  paidAt: string | null
  paidOrderId: string | null
  createdAt: string
}

/** What a gateway says happened to an order's payment. */
export type PaymentAction = 'paid' | 'processing' | 'failed' | 'expired' | 'ignore'

/** One event from a gateway, in neutral terms: applied to its order once (by its id). */
export interface PaymentEvent {
  /** The gateway's event id (Stripe's evt_…, the test gateway's test_evt_…). */
  id: string
  gateway: GatewayName
  /** The gateway's own event type, kept for the record. */
  type: string
  orderId: string | null
  action: PaymentAction
  amountCents: number | null
  currency: string | null
  /** The hosted checkout the event is about (it must be the order's own). */
  sessionId: string | null
  /** Stripe's payment intent or subscription. */
  reference: string | null
  /** Why a payment failed, in words a client understands. */
  reason: string | null
  payload: unknown
}

/**
 * What applying an event did: the order's new state (paid, processing, failed, expired), or why
 * nothing changed.
 */
export type EventOutcome =
  | 'paid'
  | 'processing'
  | 'failed'
  | 'expired'
  | 'ignored'
  | 'already-paid'
  | 'amount-mismatch'
  | 'unknown-order'
  | 'wrong-gateway'
  | 'unknown-session'

export interface AppliedEvent {
  outcome: EventOutcome
  orderState: OrderState | null
  /** True when the event id had been stored before: nothing was done this time. */
  duplicate: boolean
}
