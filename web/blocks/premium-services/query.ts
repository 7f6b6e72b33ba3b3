import { sectionHeadingFields } from '../../content/projections'

/** What the premiumServicesSection block renders. */
export const premiumServicesBlockFields = /* groq */ `_type == "premiumServicesSection" => {
    heading{ ${sectionHeadingFields} },
    cards[]{
      _key,
      title,
      "slug": service->slug.current,
      "icon": service->icon,
      description,
      detailedDescription,
      stats[]{ _key, value, label },
      features,
      deliverables,
      color
    }
  }`
