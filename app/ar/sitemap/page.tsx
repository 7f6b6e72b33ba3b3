import { sitemapPage } from '@/web/pages/sitemap'

const { generateMetadata, Page } = sitemapPage('ar')

export { generateMetadata }
export default Page
