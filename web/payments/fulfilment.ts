/**
 * The one way an order changes after checkout: a payment event (a verified Stripe event, or the
 * test gateway's Pay and Decline) applied once. When it pays the order, the receipt and the
 * agency's notification are rendered first and queued by the same statement. The receipt is in
 * the order's language, naming the package as that language's document does (`describe`).
 */
import type { SiteFacts } from '@/core/leads/lead-emails.ts'
import type { SqlClient } from '@/core/db/sql-client.ts'
import { renderPaymentEmails, type PaymentEmail } from './emails'
import { applyPaymentEvent, getOrder } from './store'
import type { AppliedEvent, Order, PaymentEvent } from './types'

export interface FulfilmentDeps {
  sql: () => Promise<SqlClient>
  siteFacts: () => Promise<SiteFacts>
  /**
   * The order's description in its language, for the receipt (web/payments/describe.ts); the
   * stored description without it, or when it fails.
   */
  describe?: (order: Order) => Promise<string>
  /** After an order became paid (the app nudges its outbox sender). */
  afterPaid?: (orderId: string) => void
  now?: () => Date
}

export function createFulfilment(deps: FulfilmentDeps) {
  const now = deps.now ?? (() => new Date())
  return async function fulfil(event: PaymentEvent): Promise<AppliedEvent> {
    const sql = await deps.sql()
    let emails: PaymentEmail[] = []
    if (event.action === 'paid' && event.orderId) {
      const order = await getOrder(sql, event.orderId)
      if (order && order.state !== 'paid') {
        const description = deps.describe ? await deps.describe(order).catch(() => null) : null
        emails = renderPaymentEmails(order, await deps.siteFacts(), now(), { description })
      }
    }
    const applied = await applyPaymentEvent(sql, event, emails)
    if (applied.outcome === 'paid' && !applied.duplicate && event.orderId) {
      deps.afterPaid?.(event.orderId)
    }
    return applied
  }
}

export type Fulfil = ReturnType<typeof createFulfilment>
