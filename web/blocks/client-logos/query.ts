import { imageFields, sectionHeadingFields } from '../../content/projections'

/** What the clientLogosSection block renders. */
export const clientLogosBlockFields = /* groq */ `_type == "clientLogosSection" => {
    heading{ ${sectionHeadingFields} },
    logos[]{ _key, name, url, logo{ ${imageFields} } }
  }`
