/** What the testimonialsSection block renders: the chosen testimonials, resolved. */
export const testimonialGridBlockFields = /* groq */ `_type == "testimonialsSection" => {
    eyebrow, heading,
    "testimonials": testimonials[]->{ _id, name, position, company, text, rating }
  }`
