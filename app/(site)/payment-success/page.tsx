import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { PaymentOutcome } from '@/web/components/payments/payment-outcome'
import { getSettings } from '@/web/content'
import { findOrder, gatewayPath, returnPath } from '@/web/payments/service'

// Per request: the order's state lives in the database.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Payment status',
  robots: { index: false, follow: false },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * /payment-success?order={id}: the order's state as the server records it (paid, processing,
 * awaiting confirmation, failed, expired), never taken from the query. Unknown order: 404.
 */
export default async function PaymentSuccessPage({ searchParams }: Props) {
  const { order: id } = await searchParams
  const order = typeof id === 'string' ? await findOrder(id) : null
  if (!order) notFound()
  const settings = await getSettings({ preview: true })
  return (
    <PaymentOutcome
      order={order}
      retryHref={returnPath(order)}
      gatewayHref={gatewayPath(order.id)}
      promise={settings.promises?.response}
    />
  )
}
