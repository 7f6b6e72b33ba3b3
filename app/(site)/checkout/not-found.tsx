import { PaymentNotFound } from '@/web/components/payments/payment-not-found'
import { UNKNOWN_PACKAGE } from '@/web/payments/pricing'

export default function CheckoutNotFound() {
  return <PaymentNotFound title="We could not find that package" text={UNKNOWN_PACKAGE} />
}
