import { solutionsPage } from '@/web/pages/content-page'

const { generateMetadata, Page } = solutionsPage('ar')

export { generateMetadata }
export default Page
