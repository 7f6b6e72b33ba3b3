import { servicePage } from '@/web/pages/service'

const { generateStaticParams, generateMetadata, Page } = servicePage('en')

export { generateStaticParams, generateMetadata }
export default Page
