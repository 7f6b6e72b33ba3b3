import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { PaymentRequest } from '@/web/components/payments/payment-request'
import { getSettings } from '@/web/content'
import { securePaymentPath } from '@/web/payments/payment-links'
import { currentGateway, findPaymentLink, successPath } from '@/web/payments/service'

// Per request: the link's state lives in the database.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Secure payment',
  robots: { index: false, follow: false },
}

type Props = { params: Promise<{ paymentId: string }> }

/** /secure-payment/{paymentId}: a payment link the agency sent; unknown ids answer 404. */
export default async function SecurePaymentPage({ params }: Props) {
  const { paymentId } = await params
  const link = await findPaymentLink(paymentId)
  if (!link) notFound()
  const settings = await getSettings({ preview: true })
  return (
    <PaymentRequest
      link={link}
      gateway={currentGateway().name}
      settings={settings}
      path={securePaymentPath(link.id)}
      receiptHref={link.paidOrderId ? successPath(link.paidOrderId) : null}
    />
  )
}
