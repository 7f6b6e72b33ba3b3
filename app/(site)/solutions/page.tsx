import { solutionsPage } from '@/web/pages/content-page'

const { generateMetadata, Page } = solutionsPage('en')

export { generateMetadata }
export default Page
