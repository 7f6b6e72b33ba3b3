import { inLocale, sectionHeadingFields } from '../../content/projections'

/** The services whose popular card is on, in its rank order. */
export const popularServicesBlockFields = /* groq */ `_type == "popularServicesSection" => {
    heading{ ${sectionHeadingFields} },
    "services": *[_type == "service" && ${inLocale} && popularCard.featured == true && defined(slug.current)]
      | order(popularCard.rank asc, title asc){
      _id,
      title,
      "slug": slug.current,
      description,
      icon,
      "rating": popularCard.rating,
      "badge": popularCard.badge
    }
  }`
