import { securePaymentPage } from '@/web/pages/payments'

// Per request: the link's state lives in the database.
export const dynamic = 'force-dynamic'

const { metadata, Page } = securePaymentPage('en')

export { metadata }
export default Page
