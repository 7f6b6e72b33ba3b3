/**
 * GROQ projections shared by the queries (queries.ts) and the blocks' own queries
 * (web/blocks/<kind>/query.ts). Plain template strings, so `sanity typegen` follows them.
 */

/**
 * A document in the read's language, `$locale` (core/i18n/locales.ts): every query of a
 * translated type takes it. A document saved before the site had languages has no `language`
 * and is English, the default. (The literal is held to DEFAULT_LOCALE by a unit test.)
 */
export const inLocale = /* groq */ `coalesce(language, "en") == $locale`

/** An image field with what next/image needs, from either backend. */
export const imageFields = /* groq */ `
  alt,
  hotspot,
  crop,
  "url": asset->url,
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height,
  "lqip": asset->metadata.lqip
`

/** What a case study card shows (the /our-work grid, the home page portfolio and hero). */
export const caseStudyCardFields = /* groq */ `
  _id,
  title,
  "slug": slug.current,
  category,
  client,
  description,
  technologies,
  image{ ${imageFields} }
`

/** Portable Text with the images of its figures resolved (url and dimensions for next/image). */
export const portableTextFields = /* groq */ `
  ...,
  _type == "figure" => { ${imageFields} }
`

/** A link an editor places: its label and a path of this site or a full URL. */
export const linkFields = /* groq */ `label, href`

/** What a section says above its content (the `sectionHeading` object). */
export const sectionHeadingFields = /* groq */ `eyebrow, title, intro, link{ ${linkFields} }`

/** The case studies of the home page portfolio, in their order (slice it). */
export const featuredCaseStudies = /* groq */ `*[_type == "caseStudy" && ${inLocale} && featured == true && defined(slug.current)] | order(order asc)`
