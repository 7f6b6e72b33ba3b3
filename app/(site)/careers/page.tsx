import { careersPage } from '@/web/pages/careers'

const { generateMetadata, Page } = careersPage('en')

export { generateMetadata }
export default Page
