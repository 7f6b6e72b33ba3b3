import { sectionHeadingFields } from '../../content/projections'

/** What the finalContactSection block renders. */
export const finalContactBlockFields = /* groq */ `_type == "finalContactSection" => {
    heading{ ${sectionHeadingFields} }
  }`
