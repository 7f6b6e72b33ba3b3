import { checkoutPage } from '@/web/pages/checkout'

const { generateMetadata, Page } = checkoutPage('en')

export { generateMetadata }
export default Page
