import { sectionHeadingFields } from '../../content/projections'

/** The subscriber figure is the hero's claim of that name on the same page (`^`), kept once. */
export const newsletterBlockFields = /* groq */ `_type == "newsletterSection" => {
    heading{ ${sectionHeadingFields} },
    "subscribers": ^.sections[_type == "homeHeroSection"][0].claims[lower(label) == "subscribers"][0].value
  }`
