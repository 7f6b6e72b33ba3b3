import type { SchemaTypeDefinition } from 'sanity'
import { blogPostType } from './documents/blog-post'
import { calculatorItemType } from './documents/calculator-item'
import { caseStudyType } from './documents/case-study'
import { officeType } from './documents/office'
import { pageType } from './documents/page'
import { gonePathType, redirectType } from './documents/redirect'
import { serviceType } from './documents/service'
import { serviceCategoryType } from './documents/service-category'
import { testimonialType } from './documents/testimonial'
import { blockContentType } from './objects/block-content'
import { codeBlockType } from './objects/code-block'
import { faqItemType } from './objects/faq-item'
import { figureType } from './objects/figure'
import {
  aiPointType,
  clientLogoType,
  homeLinkType,
  premiumServiceCardType,
  sectionHeadingType,
  processStepType,
  teamMemberType,
  trustPartnerType,
  valueCardType,
} from './objects/home-sections'
import { jobPositionType } from './objects/job-position'
import { optionType } from './objects/option'
import { packageType } from './objects/package'
import { seoType } from './objects/seo'
import { socialLinkType } from './objects/social-link'
import { statType } from './objects/stat'
import { workingHoursRowType } from './objects/working-hours'
import { bookableHoursType, bookingSettingsType } from './objects/booking-settings'
import { calculatorSettingsType } from './singletons/calculator-settings'
import { homePageType } from './singletons/home-page'
import { blockTypes } from '../web/blocks/schemas'
import { siteSettingsType } from './singletons/site-settings'
import { translatable } from './translations'

/**
 * Singletons have one document per language: the type name in English, `{type}__i18n_{code}` in
 * another (./translations.ts singletonId).
 */
export const singletonTypes = [siteSettingsType, homePageType, calculatorSettingsType].map(
  translatable,
)
export const SINGLETON_TYPES: ReadonlySet<string> = new Set(singletonTypes.map((type) => type.name))

export const documentTypes = [
  serviceCategoryType,
  serviceType,
  calculatorItemType,
  officeType,
  testimonialType,
  caseStudyType,
  blogPostType,
  pageType,
  redirectType,
  gonePathType,
].map(translatable)

export const objectTypes = [
  packageType,
  faqItemType,
  optionType,
  statType,
  seoType,
  figureType,
  codeBlockType,
  blockContentType,
  workingHoursRowType,
  socialLinkType,
  processStepType,
  premiumServiceCardType,
  valueCardType,
  teamMemberType,
  clientLogoType,
  trustPartnerType,
  aiPointType,
  homeLinkType,
  sectionHeadingType,
  jobPositionType,
  bookableHoursType,
  bookingSettingsType,
  ...blockTypes,
]

export const schemaTypes: SchemaTypeDefinition[] = [
  ...singletonTypes,
  ...documentTypes,
  ...objectTypes,
]
