import { inLocale, sectionHeadingFields } from '../../content/projections'

/** Every testimonial, in the editors' order. */
export const testimonialsBlockFields = /* groq */ `_type == "testimonialCarouselSection" => {
    heading{ ${sectionHeadingFields} },
    "testimonials": *[_type == "testimonial" && ${inLocale}] | order(order asc){ _id, position, company, text, rating }
  }`
