import { sectionHeadingFields } from '../../content/projections'

/** What the workProcessSection block renders. */
export const processBlockFields = /* groq */ `_type == "workProcessSection" => {
    heading{ ${sectionHeadingFields} },
    steps[]{ _key, step, title, description, duration, deliverables }
  }`
