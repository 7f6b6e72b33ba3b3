import { privacyPolicyPage } from '@/web/pages/privacy-policy'

const { generateMetadata, Page } = privacyPolicyPage('en')

export { generateMetadata }
export default Page
