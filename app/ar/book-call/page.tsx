import { bookCallPage } from '@/web/pages/book-call'

const { generateMetadata, Page } = bookCallPage('ar')

export { generateMetadata }
export default Page
