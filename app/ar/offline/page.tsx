import { offlinePage } from '@/web/pages/offline'

/**
 * Precached by the service worker and shown for navigations without network under /ar
 * (web/service-worker/cache-rules.ts).
 */
const { metadata, Page } = offlinePage('ar')

export { metadata }
export default Page
