import { paymentLinkNotFound } from '@/web/pages/payments'

export default paymentLinkNotFound('en')
