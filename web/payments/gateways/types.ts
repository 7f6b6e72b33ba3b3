import type { GatewayName, Order, PaymentMode } from '../types'

export interface CheckoutUrls {
  /** Where the client lands after paying: the success page of the order. */
  successUrl: string
  /** Where the client lands after leaving the checkout without paying. */
  cancelUrl: string
}

/** A hosted payment page for one order (Stripe Checkout). */
export interface HostedCheckout {
  id: string
  url: string
  expiresAt: string | null
}

/**
 * A way to take the money, chosen by configuration alone (see ../gateway.ts). The test gateway
 * has no hosted page: the site shows its own, and its 'Pay' applies a test event.
 */
export interface PaymentGateway {
  name: GatewayName
  mode: PaymentMode
  /** Creates the order's hosted checkout (once per order: an idempotency key per order). */
  startCheckout?(order: Order, urls: CheckoutUrls): Promise<HostedCheckout>
}
