import { contactPage } from '@/web/pages/contact'

const { generateMetadata, Page } = contactPage('en')

export { generateMetadata }
export default Page
