import { imageFields, sectionHeadingFields } from '../../content/projections'

/** What the teamSection block renders. */
export const teamBlockFields = /* groq */ `_type == "teamSection" => {
    heading{ ${sectionHeadingFields} },
    members[]{ _key, openSlot, name, role, bio, applyLabel, image{ ${imageFields} } }
  }`
