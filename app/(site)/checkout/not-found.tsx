import { checkoutNotFound } from '@/web/pages/checkout'

export default checkoutNotFound('en')
