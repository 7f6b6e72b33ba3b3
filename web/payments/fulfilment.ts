/**
 * The one way an order changes after checkout: a payment event (a verified Stripe event, or the
 * test gateway's Pay and Decline) applied once. When it pays the order, the receipt and the
 * agency's notification are rendered first and queued by the same statement.
 */
import type { SiteFacts } from '@/core/leads/lead-emails.ts'
import type { SqlClient } from '@/core/db/sql-client.ts'
import { renderPaymentEmails, type PaymentEmail } from './emails'
import { applyPaymentEvent, getOrder } from './store'
import type { AppliedEvent, PaymentEvent } from './types'

export interface FulfilmentDeps {
  sql: () => Promise<SqlClient>
  siteFacts: () => Promise<SiteFacts>
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
        emails = renderPaymentEmails(order, await deps.siteFacts(), now())
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
