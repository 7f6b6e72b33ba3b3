import { sectionHeadingFields } from '../../content/projections'

/**
 * The subscriber figure is the hero's claim on the same page (`^`), kept once: the one labelled
 * "Subscribers", or else the first. A translated page labels it in its own language ("مشترك"), and
 * neither its key (made from the document's id, which differs per language) nor its value (the
 * businesses' claim is "500+" too) tells it apart; its place does: the seed writes the claims in
 * the same order in every language, the subscribers first (scripts/seed/catalogue.ts HOME_CLAIMS).
 */
export const newsletterBlockFields = /* groq */ `_type == "newsletterSection" => {
    heading{ ${sectionHeadingFields} },
    "subscribers": coalesce(^.sections[_type == "homeHeroSection"][0].claims[lower(label) == "subscribers"][0].value, ^.sections[_type == "homeHeroSection"][0].claims[0].value)
  }`
