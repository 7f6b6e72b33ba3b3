/**
 * The test gateway of the embedded default: no account, no network, no money. The site shows its
 * own payment page (labelled 'Test mode — no money moves'); 'Pay' and 'Decline' become payment
 * events that go through the same fulfilment as Stripe's webhook.
 */
import { randomUUID } from 'node:crypto'
import type { Order, PaymentEvent } from '../types'
import type { PaymentGateway } from './types'

export const testGateway: PaymentGateway = { name: 'test', mode: 'test' }

export const TEST_DECLINE_REASON = 'The test payment was declined. No money moved.'

/** The event of a test payment of `order`: paid with its exact amount, or declined. */
export function testPaymentEvent(order: Order, outcome: 'pay' | 'decline'): PaymentEvent {
  return {
    id: `test_evt_${randomUUID()}`,
    gateway: 'test',
    type: outcome === 'pay' ? 'test.payment_succeeded' : 'test.payment_declined',
    orderId: order.id,
    action: outcome === 'pay' ? 'paid' : 'failed',
    amountCents: order.amountCents,
    currency: order.currency,
    sessionId: null,
    reference: null,
    reason: outcome === 'pay' ? null : TEST_DECLINE_REASON,
    payload: { orderId: order.id, outcome },
  }
}
