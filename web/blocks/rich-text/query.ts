import { portableTextFields } from '../../content/projections'

/** What the richTextSection block renders: long-form copy, with the images of its figures resolved. */
export const richTextBlockFields = /* groq */ `_type == "richTextSection" => {
    eyebrow, heading, body[]{ ${portableTextFields} }
  }`
