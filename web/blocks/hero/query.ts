import { caseStudyCardFields, featuredCaseStudies, linkFields } from '../../content/projections'

/** The hero shows the first three portfolio case studies on wide screens. */
export const heroBlockFields = /* groq */ `_type == "homeHeroSection" => {
    words,
    wordsLead,
    intro,
    links[]{ _key, ${linkFields} },
    badge{ ${linkFields} },
    claims[]{ _key, value, label },
    "showcase": ${featuredCaseStudies}[0...3]{ ${caseStudyCardFields} }
  }`
