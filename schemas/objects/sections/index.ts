/**
 * The page builder's sections: the blocks an editor stacks on a `page`. Each has a renderer of the
 * same name in web/components/sections/ (the `_type` → component table there).
 */
import { callToActionSectionType } from './call-to-action-section'
import { caseStudiesSectionType } from './case-studies-section'
import { faqSectionType } from './faq-section'
import { featureGridSectionType } from './feature-grid-section'
import { heroSectionType } from './hero-section'
import { imageTextSectionType } from './image-text-section'
import { logoWallSectionType } from './logo-wall-section'
import { processStepsSectionType } from './process-steps-section'
import { richTextSectionType } from './rich-text-section'
import { statsSectionType } from './stats-section'
import { testimonialsSectionType } from './testimonials-section'

/** In the order the Studio's "Add item" menu lists them. */
export const sectionTypes = [
  heroSectionType,
  richTextSectionType,
  imageTextSectionType,
  statsSectionType,
  featureGridSectionType,
  processStepsSectionType,
  logoWallSectionType,
  testimonialsSectionType,
  caseStudiesSectionType,
  faqSectionType,
  callToActionSectionType,
]

export const SECTION_TYPE_NAMES = sectionTypes.map((type) => type.name)
