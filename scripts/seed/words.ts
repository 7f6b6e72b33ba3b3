/**
 * The words of the seed in each language it writes: everything a visitor reads, gathered in one
 * bundle per language so that one builder (./build.ts) writes both the English documents and
 * their Arabic translations from the same facts (./catalogue.ts). The English bundle is the
 * catalogue's own words and ./copy; the Arabic one is ./copy/ar.
 */
import {
  BRAND,
  BUDGET_OPTIONS,
  CALCULATOR_ITEMS,
  CALCULATOR_NOTE,
  CASE_STUDIES,
  CATEGORIES,
  type CaseStudySlug,
  type CategoryKey,
  CLAIMS,
  HERO_WORDS,
  HOME_CLAIMS,
  HOME_HEADINGS,
  OFFICES,
  PREMIUM_SERVICES,
  PROCESS_DURATIONS,
  PROMISES,
  SERVICES,
  type ServiceSlug,
  TIMELINE_OPTIONS,
  WORKING_HOURS,
} from './catalogue'
import type {
  BlogPostCopy,
  CaseStudyCopyMap,
  HomeCopy,
  PageCopyMap,
  ServiceCopyMap,
  SiteCopy,
  TestimonialCopy,
} from './copy-types'
import {
  blogPosts,
  caseStudyCopy,
  homeCopy,
  pageCopy,
  serviceCopy,
  siteCopy,
  testimonials,
} from './copy'
import { pageSectionCopy, type SectionCopy } from './copy/page-sections'
import { blogPostsAr } from './copy/ar/blog-posts'
import { caseStudyCopyAr } from './copy/ar/case-studies'
import { arCategoryTitles, arServiceTitles } from './copy/ar/catalogue-services'
import * as arSite from './copy/ar/catalogue-site'
import { homeCopy as homeCopyAr } from './copy/ar/home'
import * as arImages from './copy/ar/images'
import { pageSectionCopy as pageSectionCopyAr } from './copy/ar/page-sections'
import { sectionArt as sectionArtAr } from './copy/ar/section-art'
import { subjectArt as subjectArtAr } from './copy/ar/subject-art'
import { blogCovers as blogCoversAr } from './copy/ar/blog-covers'
import { pageCopy as pageCopyAr } from './copy/ar/pages'
import { serviceCopyAr } from './copy/ar/services'
import { siteCopy as siteCopyAr } from './copy/ar/site'
import { testimonials as testimonialsAr } from './copy/ar/testimonials'
import { serviceArtDescription } from './service-art'
import { SECTION_ART, type SectionArt } from './section-art'
import { SUBJECT_ART_WORDS, type SubjectArt } from './subject-art'
import { BLOG_COVER_WORDS, type CoverArt } from './blog-covers'
import { SCREENS } from '../artwork/screens'

/** The languages of the site; English is the base every translation is made from. */
export const LANGUAGES = ['en', 'ar'] as const
export type Language = (typeof LANGUAGES)[number]
export const BASE_LANGUAGE: Language = 'en'

type CalculatorItemName = (typeof CALCULATOR_ITEMS)[number]['name']
type OfficeKey = (typeof OFFICES)[number]['key']
type TimeZone = (typeof WORKING_HOURS)[number]['timeZone']
type PremiumService = (typeof PREMIUM_SERVICES)[number]['service']

export interface SeedWords {
  language: Language
  brand: Record<'tagline' | 'heroMessage' | 'heroSubline', string>
  site: SiteCopy
  /** The visible opening-hours line of the claims (the other claims are figures). */
  hoursLabel: string
  promises: Record<keyof typeof PROMISES, string>
  /** The working-hours rows' labels by their time zone. */
  workingHours: Record<TimeZone, string>
  calculatorNote: string
  budgetOptions: Record<(typeof BUDGET_OPTIONS)[number]['value'], string>
  timelineOptions: Record<(typeof TIMELINE_OPTIONS)[number]['value'], string>
  categories: Record<CategoryKey, string>
  serviceTitles: Record<ServiceSlug, string>
  services: ServiceCopyMap
  /** The badge of a service's popular card. */
  popularBadge: string
  /** What the services' hero pictures show: their alternative texts. */
  serviceArt: Record<ServiceSlug, string>
  calculatorItems: Record<CalculatorItemName, string>
  offices: Record<OfficeKey, { name: string; country: string; address: string }>
  testimonials: TestimonialCopy[]
  caseStudies: CaseStudyCopyMap
  /** The alternative text of each case study's mock-up. */
  screens: Record<CaseStudySlug, string>
  blogPosts: BlogPostCopy[]
  pages: PageCopyMap
  pageSections: Partial<Record<string, SectionCopy[]>>
  /** The labels and direction of the composed pages' drawings (scenes, the Partner badge). */
  sectionArt: SectionArt
  /** The labels and direction of the posts' and case studies' in-article illustrations. */
  subjectArt: SubjectArt
  /** The labels, direction and alternative texts of the posts' covers. */
  blogCovers: CoverArt
  home: HomeCopy
  heroWords: readonly string[]
  /** The home claims' labels by their English label (the figures are facts). */
  homeClaims: Record<(typeof HOME_CLAIMS)[number]['label'], string>
  processDurations: readonly string[]
  /** The premium cards' titles by the service each leads to. */
  premiumTitles: Record<PremiumService, string>
  homeHeadings: Record<keyof typeof HOME_HEADINGS, string>
  /** The alternative text of a team member's portrait on the home page. */
  teamPortrait: (name: string, role: string) => string
  /** The alternative text of a client's logo. */
  clientLogo: (name: string) => string
}

const table = <T extends { readonly [key: string]: unknown }, K extends string>(
  items: readonly T[],
  key: (item: T) => K,
  value: (item: T) => string,
) => Object.fromEntries(items.map((item) => [key(item), value(item)])) as Record<K, string>

export const english: SeedWords = {
  language: 'en',
  brand: { tagline: BRAND.tagline, heroMessage: BRAND.heroMessage, heroSubline: BRAND.heroSubline },
  site: siteCopy,
  hoursLabel: CLAIMS.hoursLabel,
  promises: PROMISES,
  workingHours: table(
    WORKING_HOURS,
    (row) => row.timeZone,
    (row) => row.label,
  ),
  calculatorNote: CALCULATOR_NOTE,
  budgetOptions: table(
    BUDGET_OPTIONS,
    (o) => o.value,
    (o) => o.label,
  ),
  timelineOptions: table(
    TIMELINE_OPTIONS,
    (o) => o.value,
    (o) => o.label,
  ),
  categories: table(
    CATEGORIES,
    (c) => c.key,
    (c) => c.title,
  ),
  serviceTitles: table(
    SERVICES,
    (s) => s.slug,
    (s) => s.title,
  ),
  services: serviceCopy,
  popularBadge: 'Trending',
  serviceArt: table(
    SERVICES,
    (s) => s.slug,
    (s) => serviceArtDescription(s.slug),
  ),
  calculatorItems: table(
    CALCULATOR_ITEMS,
    (i) => i.name,
    (i) => i.name,
  ),
  offices: Object.fromEntries(
    OFFICES.map(({ key, name, country, address }) => [key, { name, country, address }]),
  ) as SeedWords['offices'],
  testimonials,
  caseStudies: caseStudyCopy,
  screens: table(
    CASE_STUDIES,
    (study) => study.slug,
    (study) => SCREENS[study.slug]!().alt,
  ),
  blogPosts,
  pages: pageCopy,
  pageSections: pageSectionCopy,
  sectionArt: SECTION_ART,
  subjectArt: SUBJECT_ART_WORDS,
  blogCovers: BLOG_COVER_WORDS,
  home: homeCopy,
  heroWords: HERO_WORDS,
  homeClaims: table(
    HOME_CLAIMS,
    (c) => c.label,
    (c) => c.label,
  ),
  processDurations: PROCESS_DURATIONS,
  premiumTitles: table(
    PREMIUM_SERVICES,
    (card) => card.service,
    (card) => card.title,
  ),
  homeHeadings: HOME_HEADINGS,
  teamPortrait: (name, role) => `Illustrated portrait of ${name}, ${role}`,
  clientLogo: (name) => `${name} logo`,
}

export const arabic: SeedWords = {
  language: 'ar',
  brand: arSite.brand,
  site: siteCopyAr,
  hoursLabel: arSite.claims.hoursLabel,
  promises: arSite.promises,
  workingHours: arSite.workingHoursLabels,
  calculatorNote: arSite.calculatorNote,
  budgetOptions: arSite.budgetOptions,
  timelineOptions: arSite.timelineOptions,
  categories: arCategoryTitles,
  serviceTitles: arServiceTitles,
  services: serviceCopyAr,
  popularBadge: arSite.popularCardBadge,
  serviceArt: arImages.serviceArtDescriptions,
  calculatorItems: arSite.calculatorItems,
  offices: arSite.offices,
  testimonials: testimonialsAr,
  caseStudies: caseStudyCopyAr,
  screens: arImages.screenDescriptions,
  blogPosts: blogPostsAr,
  pages: pageCopyAr,
  pageSections: pageSectionCopyAr,
  sectionArt: sectionArtAr,
  subjectArt: subjectArtAr,
  blogCovers: blogCoversAr,
  home: homeCopyAr,
  heroWords: arSite.heroWords,
  homeClaims: arSite.homeClaims,
  processDurations: arSite.processDurations,
  premiumTitles: arSite.premiumServices,
  homeHeadings: arSite.homeHeadings,
  teamPortrait: (name) => {
    const alt = arImages.teamPortraits[name]
    if (!alt) throw new Error(`No Arabic alternative text for the portrait of ${name}`)
    return alt
  },
  clientLogo: arImages.clientLogo,
}

export const WORDS: Record<Language, SeedWords> = { en: english, ar: arabic }
