import { PaymentNotFound } from '@/web/components/payments/payment-not-found'

export default function CheckoutNotFound() {
  return (
    <PaymentNotFound
      title="We could not find that package"
      text="The link may be out of date. Please choose a package again from one of our services."
    />
  )
}
