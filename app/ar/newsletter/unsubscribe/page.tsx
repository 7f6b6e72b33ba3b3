import { newsletterUnsubscribePage } from '@/web/pages/link-pages'

// Per request: the subscription's state lives in the database.
export const dynamic = 'force-dynamic'

const { metadata, Page } = newsletterUnsubscribePage('ar')

export { metadata }
export default Page
