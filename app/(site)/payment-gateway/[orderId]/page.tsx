import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { GatewayUnavailable } from '@/web/components/payments/gateway-unavailable'
import { PaymentOutcome } from '@/web/components/payments/payment-outcome'
import { TestGateway } from '@/web/components/payments/test-gateway'
import { getSettings } from '@/web/content'
import {
  findOrder,
  gatewayPath,
  returnPath,
  startCheckout,
  successPath,
} from '@/web/payments/service'

// Per request: the order's state lives in the database.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Payment',
  robots: { index: false, follow: false },
}

type Props = { params: Promise<{ orderId: string }> }

/**
 * /payment-gateway/{orderId}: pays a pending order. With Stripe configured it sends the client to
 * the order's Stripe Checkout page; otherwise it is the test gateway's page. A paid or processing
 * order goes to its success page; a failed or expired one says so.
 */
export default async function PaymentGatewayPage({ params }: Props) {
  const { orderId } = await params
  const order = await findOrder(orderId)
  if (!order) notFound()
  if (order.state === 'paid' || order.state === 'processing') redirect(successPath(order.id))
  const settings = await getSettings({ preview: true })
  if (order.state !== 'pending') {
    return (
      <PaymentOutcome
        order={order}
        retryHref={returnPath(order)}
        gatewayHref={gatewayPath(order.id)}
      />
    )
  }
  const start = await startCheckout(order)
  if (start.kind === 'redirect') redirect(start.url)
  if (start.kind === 'expired') {
    return (
      <PaymentOutcome
        order={{ ...order, state: 'expired' }}
        retryHref={returnPath(order)}
        gatewayHref={gatewayPath(order.id)}
      />
    )
  }
  if (start.kind === 'unavailable') {
    return <GatewayUnavailable retryHref={gatewayPath(order.id)} phone={settings.phone} />
  }
  return <TestGateway order={order} brandName={settings.brandName} cancelHref={returnPath(order)} />
}
