import { termsOfServicePage } from '@/web/pages/content-page'

const { generateMetadata, Page } = termsOfServicePage('ar')

export { generateMetadata }
export default Page
