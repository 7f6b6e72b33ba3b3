import { manageBookingPage } from '@/web/pages/booking'

// Per request: the session's state lives in the database.
export const dynamic = 'force-dynamic'

const { metadata, Page } = manageBookingPage('en')

export { metadata }
export default Page
