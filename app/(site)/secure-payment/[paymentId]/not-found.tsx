import { PaymentNotFound } from '@/web/components/payments/payment-not-found'
import { LINK_MESSAGES } from '@/web/payments/messages'

export default function PaymentLinkNotFound() {
  return (
    <PaymentNotFound title="We could not find that payment link" text={LINK_MESSAGES.unknown} />
  )
}
