import { servicesPage } from '@/web/pages/services'

const { generateMetadata, Page } = servicesPage('en')

export { generateMetadata }
export default Page
