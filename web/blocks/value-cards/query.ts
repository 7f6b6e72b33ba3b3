import { sectionHeadingFields } from '../../content/projections'

/** What the valueCardsSection block renders. */
export const valueCardsBlockFields = /* groq */ `_type == "valueCardsSection" => {
    heading{ ${sectionHeadingFields} },
    cards[]{ _key, title, description, icon }
  }`
