import { PaymentNotFound } from '@/web/components/payments/payment-not-found'
import { UNKNOWN_ORDER } from '@/web/payments/messages'

export default function SuccessNotFound() {
  return <PaymentNotFound title="We could not find that order" text={UNKNOWN_ORDER} />
}
