/**
 * The facts of the specification, exactly as written: names, slugs, categories, prices, billing
 * periods, options, offices, hours. The seed turns them into documents; after that the CMS is the
 * source of truth and nothing else in the code repeats them.
 */

export type BillingPeriod = 'monthly' | 'one-time'

export const BRAND = {
  name: 'Codehome',
  slug: 'codehome',
  tagline: 'Where code meets home',
  heroMessage: 'Struggling to Scale Online?',
  heroSubline: 'Codehome has got you covered',
  phone: '+1 (212) 555-0142',
  email: 'hello@codehome.example',
} as const

export const CLAIMS = {
  foundingYear: 2020,
  clientCount: '500+',
  ratingValue: 4.9,
  reviewCount: 247,
  openingDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  opens: '09:00',
  closes: '18:00',
  hoursLabel: 'Mon-Fri 09:00-18:00',
} as const

export const PROMISES = {
  consultation: 'Free 30-minute consultation',
  response: 'Response within 24 hours',
} as const

/** The spec's working hours: each range from start to end in the named zone. */
export const WORKING_HOURS = [
  { label: 'Karachi', start: '7:30 PM', end: '3:30 AM', timeZone: 'Asia/Karachi' },
  { label: 'Doha', start: '5:30 PM', end: '1:30 AM', timeZone: 'Asia/Qatar' },
  { label: 'UK', start: '3:30 PM', end: '11:30 AM', timeZone: 'Europe/London' },
  { label: 'USA EST', start: '10:30 AM', end: '6:30 PM', timeZone: 'America/New_York' },
  { label: 'USA PST', start: '7:30 AM', end: '3:30 PM', timeZone: 'America/Los_Angeles' },
  { label: 'Canada EST', start: '10:30 AM', end: '6:30 PM', timeZone: 'America/Toronto' },
  { label: 'Canada PST', start: '7:30 AM', end: '3:30 PM', timeZone: 'America/Vancouver' },
] as const

export type CategoryKey =
  'marketing' | 'design-development' | 'branding-creative' | 'data-automation'

/** In catalogue order: the index is the `?category=` value of /services. */
export const CATEGORIES: readonly { key: CategoryKey; title: string; icon: string }[] = [
  { key: 'marketing', title: 'Marketing', icon: 'megaphone' },
  { key: 'design-development', title: 'Design & Development', icon: 'code' },
  { key: 'branding-creative', title: 'Branding & Creative', icon: 'palette' },
  { key: 'data-automation', title: 'Data & Automation', icon: 'database' },
]

type Three<T> = readonly [T, T, T]

export interface CatalogueService {
  readonly slug: string
  readonly title: string
  readonly category: CategoryKey
  readonly icon: string
  /** Other paths that redirect permanently to the canonical page. */
  readonly aliases?: readonly string[]
  /** Lowest to highest; absent for custom pricing. */
  readonly prices?: Three<number>
  readonly billing?: Three<BillingPeriod>
}

const monthly = ['monthly', 'monthly', 'monthly'] as const
const oneTime = ['one-time', 'one-time', 'one-time'] as const

/** The spec's service catalogue with its package prices. */
export const SERVICES = [
  // Marketing
  {
    slug: 'seo',
    title: 'SEO',
    category: 'marketing',
    icon: 'search',
    aliases: ['search-engine-optimization'],
    prices: [399, 799, 1799],
    billing: monthly,
  },
  {
    slug: 'ppc',
    title: 'PPC Advertising',
    category: 'marketing',
    icon: 'target',
    aliases: ['ppc-advertising'],
    prices: [399, 699, 1299],
    billing: monthly,
  },
  {
    slug: 'social-media',
    title: 'Social Media Marketing',
    category: 'marketing',
    icon: 'share',
    aliases: ['social-media-marketing', 'social'],
    prices: [599, 999, 1899],
    billing: monthly,
  },
  {
    slug: 'content-marketing',
    title: 'Content Marketing',
    category: 'marketing',
    icon: 'pen',
    prices: [899, 1799, 3499],
    billing: monthly,
  },
  {
    slug: 'email-marketing',
    title: 'Email Marketing',
    category: 'marketing',
    icon: 'mail',
    prices: [149, 299, 599],
    billing: monthly,
  },
  {
    slug: 'influencer-outreach',
    title: 'Influencer Outreach',
    category: 'marketing',
    icon: 'users',
  },
  // Design & Development
  {
    slug: 'website-design',
    title: 'Website Design',
    category: 'design-development',
    icon: 'layout',
    prices: [799, 1499, 2999],
    billing: oneTime,
  },
  {
    slug: 'web-development',
    title: 'Website Development',
    category: 'design-development',
    icon: 'code',
    aliases: ['web', 'website-development'],
    prices: [1499, 3499, 7999],
    billing: oneTime,
  },
  {
    slug: 'ui-ux-design',
    title: 'UI/UX Design',
    category: 'design-development',
    icon: 'figma',
    prices: [2999, 5999, 12999],
    billing: oneTime,
  },
  {
    slug: 'mvp-development',
    title: 'MVP Development',
    category: 'design-development',
    icon: 'rocket',
    prices: [1999, 3499, 5999],
    billing: oneTime,
  },
  {
    slug: 'mobile-app-development',
    title: 'Mobile App Development',
    category: 'design-development',
    icon: 'smartphone',
    prices: [9999, 19999, 39999],
    billing: oneTime,
  },
  {
    slug: 'progressive-web-apps',
    title: 'Progressive Web Apps',
    category: 'design-development',
    icon: 'zap',
    prices: [999, 1999, 3499],
    billing: oneTime,
  },
  // Branding & Creative
  {
    slug: 'logo-design',
    title: 'Logo Design',
    category: 'branding-creative',
    icon: 'badge',
    prices: [499, 999, 2499],
    billing: oneTime,
  },
  {
    slug: 'brand-identity',
    title: 'Brand Identity Kit',
    category: 'branding-creative',
    icon: 'palette',
    prices: [1499, 3499, 7999],
    billing: oneTime,
  },
  {
    slug: 'voice-over',
    title: 'Voice Over / Narration',
    category: 'branding-creative',
    icon: 'mic',
    aliases: ['voice-overs'],
    prices: [249, 499, 999],
    billing: oneTime,
  },
  {
    slug: 'animation',
    title: 'Animation & Motion Graphics',
    category: 'branding-creative',
    icon: 'sparkles',
    prices: [999, 2499, 4999],
    billing: oneTime,
  },
  {
    slug: 'video-editing',
    title: 'Video Editing',
    category: 'branding-creative',
    icon: 'film',
    prices: [399, 799, 1499],
    billing: oneTime,
  },
  {
    slug: 'podcast-editing',
    title: 'Podcast Editing',
    category: 'branding-creative',
    icon: 'headphones',
    prices: [149, 249, 449],
    billing: oneTime,
  },
  // Data & Automation
  {
    slug: 'crm-integration',
    title: 'CRM Integration',
    category: 'data-automation',
    icon: 'database',
    prices: [1499, 3499, 7999],
    billing: oneTime,
  },
  {
    slug: 'funnel-building',
    title: 'Funnel Building',
    category: 'data-automation',
    icon: 'filter',
    prices: [999, 1999, 3999],
    billing: oneTime,
  },
  {
    slug: 'marketing-automation',
    title: 'Marketing Automation',
    category: 'data-automation',
    icon: 'workflow',
    prices: [999, 2299, 7999],
    billing: oneTime,
  },
  {
    slug: 'conversion-optimization',
    title: 'Conversion Optimization',
    category: 'data-automation',
    icon: 'trending-up',
    prices: [1499, 2999, 5999],
    billing: ['one-time', 'monthly', 'monthly'],
  },
  {
    slug: 'data-dashboards',
    title: 'Data Dashboards',
    category: 'data-automation',
    icon: 'bar-chart',
    prices: [1999, 3999, 8999],
    billing: oneTime,
  },
  {
    slug: 'analytics',
    title: 'Analytics & Reporting',
    category: 'data-automation',
    icon: 'line-chart',
  },
] as const satisfies readonly CatalogueService[]

export type ServiceSlug = (typeof SERVICES)[number]['slug']

/** The spec's calculator prices (USD). */
export const CALCULATOR_ITEMS = [
  { name: 'SEO', category: 'Marketing', price: 599, service: 'seo' },
  { name: 'PPC Advertising', category: 'Marketing', price: 799, service: 'ppc' },
  { name: 'Social Media Marketing', category: 'Marketing', price: 499, service: 'social-media' },
  { name: 'Content Marketing', category: 'Marketing', price: 699, service: 'content-marketing' },
  { name: 'Email Marketing', category: 'Marketing', price: 399, service: 'email-marketing' },
  { name: 'Web Development', category: 'Development', price: 2999, service: 'web-development' },
  {
    name: 'Mobile App Development',
    category: 'Development',
    price: 4999,
    service: 'mobile-app-development',
  },
  { name: 'E-commerce Development', category: 'Development', price: 3999, service: undefined },
  { name: 'MVP Development', category: 'Development', price: 2499, service: 'mvp-development' },
  {
    name: 'Progressive Web Apps',
    category: 'Development',
    price: 3499,
    service: 'progressive-web-apps',
  },
] as const

export const CALCULATOR_NOTE =
  'Prices shown are for Starter/Essential plans. Final price may vary based on your requirements.'

export const BUDGET_OPTIONS = [
  { value: '0-1000', label: 'Under $1,000' },
  { value: '1000-5000', label: '$1,000 - $5,000' },
  { value: '5000-10000', label: '$5,000 - $10,000' },
  { value: '10000-25000', label: '$10,000 - $25,000' },
  { value: '25000+', label: '$25,000+' },
] as const

export const TIMELINE_OPTIONS = [
  { value: '1-2weeks', label: '1-2 weeks' },
  { value: '3-4weeks', label: '3-4 weeks' },
  { value: '1-2months', label: '1-2 months' },
  { value: '3-6months', label: '3-6 months' },
  { value: '6months+', label: '6+ months' },
] as const

/** Five offices; coordinates are [longitude, latitude]. Addresses and numbers are fictional. */
export const OFFICES = [
  {
    key: 'new-york',
    name: 'New York',
    country: 'United States',
    address: '350 Fifth Avenue, Suite 4210, New York, NY 10118',
    phone: '+1 (212) 555-0142',
    coordinates: [-73.9857, 40.7484],
    flagEmoji: '🇺🇸',
    timeZone: 'America/New_York',
  },
  {
    key: 'london',
    name: 'London',
    country: 'United Kingdom',
    address: '1 Canada Square, Level 39, London E14 5AB',
    phone: '+44 20 7946 0142',
    coordinates: [-0.0195, 51.5049],
    flagEmoji: '🇬🇧',
    timeZone: 'Europe/London',
  },
  {
    key: 'karachi',
    name: 'Karachi',
    country: 'Pakistan',
    address: 'Plot 12-C, Shahrah-e-Faisal, PECHS, Karachi 75400',
    phone: '+92 21 3455 0142',
    coordinates: [67.0822, 24.8615],
    flagEmoji: '🇵🇰',
    timeZone: 'Asia/Karachi',
  },
  {
    key: 'doha',
    name: 'Doha',
    country: 'Qatar',
    address: 'Tornado Tower, Floor 21, West Bay, Doha',
    phone: '+974 4455 0142',
    coordinates: [51.5295, 25.3206],
    flagEmoji: '🇶🇦',
    timeZone: 'Asia/Qatar',
  },
  {
    key: 'toronto',
    name: 'Toronto',
    country: 'Canada',
    address: '100 King Street West, Suite 5600, Toronto, ON M5X 1C9',
    phone: '+1 (416) 555-0142',
    coordinates: [-79.3817, 43.6487],
    flagEmoji: '🇨🇦',
    timeZone: 'America/Toronto',
  },
] as const

/**
 * Twelve case studies. The first five have pages under their slug only; the other seven also
 * answer to a hyphenated alias (edulearn-student-app ← edu-learn-student-app), the "hyphenated
 * alias pair" the spec asks for.
 */
export const CASE_STUDIES = [
  { slug: 'financeflow-banking', aliases: [] },
  { slug: 'fitgenius-ai-trainer', aliases: [] },
  { slug: 'foodieexpress-delivery', aliases: [] },
  { slug: 'medicare-patient-portal', aliases: [] },
  { slug: 'workflow-task-manager', aliases: [] },
  { slug: 'edulearn-student-app', aliases: ['edu-learn-student-app'] },
  { slug: 'shopsmart-ecommerce', aliases: ['shop-smart-ecommerce'] },
  { slug: 'travelbuddy-trip-planner', aliases: ['travel-buddy-trip-planner'] },
  { slug: 'cryptowallet-secure', aliases: ['crypto-wallet-secure'] },
  { slug: 'streamlive-broadcasting', aliases: ['stream-live-broadcasting'] },
  { slug: 'propertyview-real-estate', aliases: ['property-view-real-estate'] },
  { slug: 'socialsphere-networking', aliases: ['social-sphere-networking'] },
] as const

export type CaseStudySlug = (typeof CASE_STUDIES)[number]['slug']

/** The home portfolio shows ten case-study cards. */
export const PORTFOLIO_SIZE = 10

export const TESTIMONIAL_COUNT = 9

export const HERO_WORDS = [
  'Brand',
  'WebApp',
  'Store',
  'Masterpiece',
  'Mobile App',
  'Funnel',
  'Presence',
]

/** The figures the spec has the home page claim. */
export const HOME_CLAIMS = [
  { value: '500+', label: 'Subscribers' },
  { value: '500+', label: 'Businesses' },
  { value: '35+', label: 'Projects' },
  { value: '5+', label: 'Countries' },
  { value: '24/7', label: 'Support' },
] as const

export const PROCESS_DURATIONS = ['1-2 weeks', '2-6 weeks', '1-2 weeks', 'ongoing'] as const

/** Premium service cards of the home page, in order, and the service each one leads to. */
export const PREMIUM_SERVICES = [
  { title: 'Progressive Web Apps', service: 'progressive-web-apps' },
  { title: 'SEO', service: 'seo' },
  { title: 'Mobile Website Development', service: 'web-development' },
  { title: 'Voice Overs', service: 'voice-over' },
] as const

export const HOME_HEADINGS = {
  testimonialsBadge: 'CLIENT TESTIMONIALS',
  testimonialsHeading: 'What Our Clients Say About Our Work',
  popularBadge: 'Popular Services',
  popularHeading: 'Transform Your Business',
} as const

/** Company, legal and landing pages (landing slugs follow the brand slug in the path). */
export const PAGES = [
  { slug: 'about', kind: 'company' },
  { slug: 'careers', kind: 'company' },
  { slug: 'solutions', kind: 'company' },
  { slug: 'google-partner', kind: 'company' },
  // The booking page's own sections (beside its form at /book-call, a route of its own).
  { slug: 'book-call', kind: 'company' },
  { slug: 'privacy-policy', kind: 'legal' },
  { slug: 'terms-of-service', kind: 'legal' },
  { slug: 'global-agency', kind: 'landing' },
  { slug: 'digital-marketing', kind: 'landing' },
  { slug: 'web-development', kind: 'landing' },
] as const

export type PageSlug = (typeof PAGES)[number]['slug']

export const BLOG_POST_COUNT = 5
