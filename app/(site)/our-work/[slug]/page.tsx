import { caseStudyPage } from '@/web/pages/case-study'

const { generateStaticParams, generateMetadata, Page } = caseStudyPage('en')

export { generateStaticParams, generateMetadata }
export default Page
