import { ourWorkPage } from '@/web/pages/our-work'

const { generateMetadata, Page } = ourWorkPage('en')

export { generateMetadata }
export default Page
