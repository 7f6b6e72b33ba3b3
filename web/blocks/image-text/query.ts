import { imageFields, linkFields, portableTextFields } from '../../content/projections'

/** What the imageTextSection block renders: an image beside text, with an optional link. */
export const imageTextBlockFields = /* groq */ `_type == "imageTextSection" => {
    eyebrow, heading, body[]{ ${portableTextFields} }, image{ ${imageFields} }, imagePosition,
    link{ ${linkFields} }
  }`
