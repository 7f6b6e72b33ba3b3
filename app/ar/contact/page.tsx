import { contactPage } from '@/web/pages/contact'

const { generateMetadata, Page } = contactPage('ar')

export { generateMetadata }
export default Page
