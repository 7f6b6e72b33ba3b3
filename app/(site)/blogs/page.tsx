import { blogsPage } from '@/web/pages/blogs'

const { generateMetadata, Page } = blogsPage('en')

export { generateMetadata }
export default Page
