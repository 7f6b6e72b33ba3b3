import { landingPage } from '@/web/pages/landing'

const { generateStaticParams, generateMetadata, Page } = landingPage('ar')

export { generateStaticParams, generateMetadata }
export default Page
