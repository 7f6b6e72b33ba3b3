import { sectionHeadingFields } from '../../content/projections'

/** What the enterpriseAiSection block renders. */
export const enterpriseAiBlockFields = /* groq */ `_type == "enterpriseAiSection" => {
    heading{ ${sectionHeadingFields} },
    points[]{ _key, title, description, icon }
  }`
