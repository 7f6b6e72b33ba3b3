import { aboutPage } from '@/web/pages/content-page'

const { generateMetadata, Page } = aboutPage('ar')

export { generateMetadata }
export default Page
