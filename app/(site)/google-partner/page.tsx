import { googlePartnerPage } from '@/web/pages/content-page'

const { generateMetadata, Page } = googlePartnerPage('en')

export { generateMetadata }
export default Page
