import { caseStudyCardFields } from '../../content/projections'

/** What the caseStudiesSection block renders: the chosen case studies, resolved to their cards. */
export const caseStudiesBlockFields = /* groq */ `_type == "caseStudiesSection" => {
    eyebrow, heading, intro,
    "caseStudies": caseStudies[]->{ ${caseStudyCardFields} }
  }`
