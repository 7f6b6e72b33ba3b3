import { newsletterUnsubscribePage } from '@/web/pages/link-pages'

// Per request: the subscription's state lives in the database.
export const dynamic = 'force-dynamic'

const { metadata, Page } = newsletterUnsubscribePage('en')

export { metadata }
export default Page
