import { ourWorkPage } from '@/web/pages/our-work'

const { generateMetadata, Page } = ourWorkPage('ar')

export { generateMetadata }
export default Page
