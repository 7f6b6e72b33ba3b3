import { imageFields, linkFields } from '../../content/projections'

/** What the heroSection block renders: the page hero: its texts, actions and image. */
export const pageHeroBlockFields = /* groq */ `_type == "heroSection" => {
    eyebrow, heading, intro, actions[]{ _key, ${linkFields} }, image{ ${imageFields} }
  }`
