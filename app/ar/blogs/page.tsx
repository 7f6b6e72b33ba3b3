import { blogsPage } from '@/web/pages/blogs'

const { generateMetadata, Page } = blogsPage('ar')

export { generateMetadata }
export default Page
