import { checkoutPage } from '@/web/pages/checkout'

const { generateMetadata, Page } = checkoutPage('ar')

export { generateMetadata }
export default Page
