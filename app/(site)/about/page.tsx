import { aboutPage } from '@/web/pages/content-page'

const { generateMetadata, Page } = aboutPage('en')

export { generateMetadata }
export default Page
