import { privacyPolicyPage } from '@/web/pages/privacy-policy'

const { generateMetadata, Page } = privacyPolicyPage('ar')

export { generateMetadata }
export default Page
