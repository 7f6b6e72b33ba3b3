import { careersPage } from '@/web/pages/careers'

const { generateMetadata, Page } = careersPage('ar')

export { generateMetadata }
export default Page
