import { linkFields } from '../../content/projections'

/** What the callToActionSection block renders: the closing band. */
export const callToActionBlockFields = /* groq */ `_type == "callToActionSection" => {
    heading, text, action{ ${linkFields} }, showPhone
  }`
