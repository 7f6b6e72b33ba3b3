import { sectionHeadingFields } from '../../content/projections'

/** What the contactBandSection block renders. */
export const contactBandBlockFields = /* groq */ `_type == "contactBandSection" => {
    heading{ ${sectionHeadingFields} }
  }`
