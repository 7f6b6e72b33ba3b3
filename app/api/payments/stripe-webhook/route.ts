/**
 * POST /api/payments/stripe-webhook: Stripe's signed events (web/payments/stripe-webhook.ts);
 * 404 when Stripe is not configured.
 */
import { stripeWebhookHandler } from '@/web/payments/service'

export const dynamic = 'force-dynamic'

export const POST = stripeWebhookHandler
