import { servicePage } from '@/web/pages/service'

const { generateStaticParams, generateMetadata, Page } = servicePage('ar')

export { generateStaticParams, generateMetadata }
export default Page
