import { privacyRequestConfirmPage } from '@/web/pages/link-pages'

// Per request: the request's state lives in the database.
export const dynamic = 'force-dynamic'

const { metadata, Page } = privacyRequestConfirmPage('ar')

export { metadata }
export default Page
