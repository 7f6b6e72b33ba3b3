import { imageFields } from '../../content/projections'

/** What the logoWallSection block renders: client logos with their images. */
export const logoWallBlockFields = /* groq */ `_type == "logoWallSection" => {
    heading, logos[]{ _key, name, url, logo{ ${imageFields} } }
  }`
