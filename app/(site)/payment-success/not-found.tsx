import { orderNotFound } from '@/web/pages/payments'

export default orderNotFound('en')
