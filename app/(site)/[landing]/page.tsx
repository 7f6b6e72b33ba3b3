import { landingPage } from '@/web/pages/landing'

const { generateStaticParams, generateMetadata, Page } = landingPage('en')

export { generateStaticParams, generateMetadata }
export default Page
