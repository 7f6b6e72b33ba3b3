import { bookCallPage } from '@/web/pages/book-call'

const { generateMetadata, Page } = bookCallPage('en')

export { generateMetadata }
export default Page
