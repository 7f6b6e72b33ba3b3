import { offlinePage } from '@/web/pages/offline'

/** Precached by the service worker and shown for navigations without network. */
const { metadata, Page } = offlinePage('en')

export { metadata }
export default Page
