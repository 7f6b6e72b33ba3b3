import { postPage } from '@/web/pages/post'

const { generateStaticParams, generateMetadata, Page } = postPage('en')

export { generateStaticParams, generateMetadata }
export default Page
