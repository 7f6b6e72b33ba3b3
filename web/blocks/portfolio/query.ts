import {
  caseStudyCardFields,
  featuredCaseStudies,
  sectionHeadingFields,
} from '../../content/projections'

/** The first ten case studies marked for the home page portfolio. */
export const portfolioBlockFields = /* groq */ `_type == "portfolioSection" => {
    heading{ ${sectionHeadingFields} },
    "studies": ${featuredCaseStudies}[0...10]{ ${caseStudyCardFields} }
  }`
