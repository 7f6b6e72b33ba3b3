import { termsOfServicePage } from '@/web/pages/content-page'

const { generateMetadata, Page } = termsOfServicePage('en')

export { generateMetadata }
export default Page
