import { servicesPage } from '@/web/pages/services'

const { generateMetadata, Page } = servicesPage('ar')

export { generateMetadata }
export default Page
