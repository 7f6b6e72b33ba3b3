import { sitemapPage } from '@/web/pages/sitemap'

const { generateMetadata, Page } = sitemapPage('en')

export { generateMetadata }
export default Page
