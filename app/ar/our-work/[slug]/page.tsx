import { caseStudyPage } from '@/web/pages/case-study'

const { generateStaticParams, generateMetadata, Page } = caseStudyPage('ar')

export { generateStaticParams, generateMetadata }
export default Page
