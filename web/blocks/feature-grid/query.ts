import { linkFields } from '../../content/projections'

/** What the featureGridSection block renders: a grid of features with their icons and links. */
export const featureGridBlockFields = /* groq */ `_type == "featureGridSection" => {
    eyebrow, heading, intro, features[]{ _key, title, description, icon, link{ ${linkFields} } }
  }`
