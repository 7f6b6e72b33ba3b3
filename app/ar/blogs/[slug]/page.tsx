import { postPage } from '@/web/pages/post'

const { generateStaticParams, generateMetadata, Page } = postPage('ar')

export { generateStaticParams, generateMetadata }
export default Page
