import { paymentGatewayPage } from '@/web/pages/payments'

// Per request: the order's state lives in the database.
export const dynamic = 'force-dynamic'

const { metadata, Page } = paymentGatewayPage('en')

export { metadata }
export default Page
