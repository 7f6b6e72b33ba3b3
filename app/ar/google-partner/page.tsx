import { googlePartnerPage } from '@/web/pages/content-page'

const { generateMetadata, Page } = googlePartnerPage('ar')

export { generateMetadata }
export default Page
