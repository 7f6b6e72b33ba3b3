import { sectionHeadingFields } from '../../content/projections'

/** What the trustPartnersSection block renders. */
export const trustPartnersBlockFields = /* groq */ `_type == "trustPartnersSection" => {
    heading{ ${sectionHeadingFields} },
    partners[]{ _key, name, description, href }
  }`
