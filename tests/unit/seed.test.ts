/**
 * The seed reproduces the spec's catalogue. Expected values are written out here from the spec
 * (catalogue, package and calculator prices), not imported from the seed, so a wrong number in
 * the seed fails this test.
 */
import { describe, expect, it } from 'vitest'
import { buildSeed, toNdjson } from '@/scripts/seed/build'
import { homeContent } from '../helpers/home-blocks'

const { documents } = buildSeed()
/** The English documents of a type (their Arabic translations: seed-arabic.test.ts). */
const ofType = (type: string) =>
  documents.filter((doc) => doc._type === type && doc.language !== 'ar')
const byId = new Map(documents.map((doc) => [doc._id, doc]))

type Pkg = { price: number; billingPeriod: string; popular: boolean; name: string }
type Service = {
  _id: string
  title: string
  slug: { current: string }
  aliases?: string[]
  category: { _ref: string }
  packages: Pkg[]
}
const services = ofType('service') as unknown as Service[]
const service = (slug: string) => services.find((s) => s.slug.current === slug)!
const categoryTitle = (s: Service) =>
  (byId.get(s.category._ref) as unknown as { title: string }).title

const CATALOGUE: Record<string, [string, string][]> = {
  Marketing: [
    ['SEO', 'seo'],
    ['PPC Advertising', 'ppc'],
    ['Social Media Marketing', 'social-media'],
    ['Content Marketing', 'content-marketing'],
    ['Email Marketing', 'email-marketing'],
    ['Influencer Outreach', 'influencer-outreach'],
  ],
  'Design & Development': [
    ['Website Design', 'website-design'],
    ['Website Development', 'web-development'],
    ['UI/UX Design', 'ui-ux-design'],
    ['MVP Development', 'mvp-development'],
    ['Mobile App Development', 'mobile-app-development'],
    ['Progressive Web Apps', 'progressive-web-apps'],
  ],
  'Branding & Creative': [
    ['Logo Design', 'logo-design'],
    ['Brand Identity Kit', 'brand-identity'],
    ['Voice Over / Narration', 'voice-over'],
    ['Animation & Motion Graphics', 'animation'],
    ['Video Editing', 'video-editing'],
    ['Podcast Editing', 'podcast-editing'],
  ],
  'Data & Automation': [
    ['CRM Integration', 'crm-integration'],
    ['Funnel Building', 'funnel-building'],
    ['Marketing Automation', 'marketing-automation'],
    ['Conversion Optimization', 'conversion-optimization'],
    ['Data Dashboards', 'data-dashboards'],
    ['Analytics & Reporting', 'analytics'],
  ],
}

const M = 'monthly'
const O = 'one-time'
const PRICES: Record<string, [number[], string[]]> = {
  'email-marketing': [
    [149, 299, 599],
    [M, M, M],
  ],
  seo: [
    [399, 799, 1799],
    [M, M, M],
  ],
  ppc: [
    [399, 699, 1299],
    [M, M, M],
  ],
  'social-media': [
    [599, 999, 1899],
    [M, M, M],
  ],
  'content-marketing': [
    [899, 1799, 3499],
    [M, M, M],
  ],
  'mvp-development': [
    [1999, 3499, 5999],
    [O, O, O],
  ],
  'progressive-web-apps': [
    [999, 1999, 3499],
    [O, O, O],
  ],
  'logo-design': [
    [499, 999, 2499],
    [O, O, O],
  ],
  'brand-identity': [
    [1499, 3499, 7999],
    [O, O, O],
  ],
  'website-design': [
    [799, 1499, 2999],
    [O, O, O],
  ],
  'ui-ux-design': [
    [2999, 5999, 12999],
    [O, O, O],
  ],
  'mobile-app-development': [
    [9999, 19999, 39999],
    [O, O, O],
  ],
  'web-development': [
    [1499, 3499, 7999],
    [O, O, O],
  ],
  'voice-over': [
    [249, 499, 999],
    [O, O, O],
  ],
  animation: [
    [999, 2499, 4999],
    [O, O, O],
  ],
  'video-editing': [
    [399, 799, 1499],
    [O, O, O],
  ],
  'podcast-editing': [
    [149, 249, 449],
    [O, O, O],
  ],
  'crm-integration': [
    [1499, 3499, 7999],
    [O, O, O],
  ],
  'funnel-building': [
    [999, 1999, 3999],
    [O, O, O],
  ],
  'marketing-automation': [
    [999, 2299, 7999],
    [O, O, O],
  ],
  'conversion-optimization': [
    [1499, 2999, 5999],
    [O, M, M],
  ],
  'data-dashboards': [
    [1999, 3999, 8999],
    [O, O, O],
  ],
}

describe('seed: service catalogue', () => {
  it('has the four categories in catalogue order (the ?category= index)', () => {
    const categories = (ofType('serviceCategory') as unknown as { title: string; order: number }[])
      .sort((a, b) => a.order - b.order)
      .map((c) => [c.order, c.title])
    expect(categories).toEqual([
      [0, 'Marketing'],
      [1, 'Design & Development'],
      [2, 'Branding & Creative'],
      [3, 'Data & Automation'],
    ])
  })

  it('has the 24 services with their exact names, slugs and categories, in order', () => {
    expect(services).toHaveLength(24)
    for (const [category, entries] of Object.entries(CATALOGUE)) {
      const inCategory = services
        .filter((s) => categoryTitle(s) === category)
        .sort(
          (a, b) =>
            (a as unknown as { order: number }).order - (b as unknown as { order: number }).order,
        )
        .map((s) => [s.title, s.slug.current])
      expect(inCategory, category).toEqual(entries)
    }
  })

  it('has the 22 × 3 package prices and billing periods, the middle package popular', () => {
    const priced = services.filter((s) => s.packages.length > 0)
    expect(priced.map((s) => s.slug.current).sort()).toEqual(Object.keys(PRICES).sort())
    for (const [slug, [prices, billing]] of Object.entries(PRICES)) {
      const packages = service(slug).packages
      expect(
        packages.map((p) => p.price),
        slug,
      ).toEqual(prices)
      expect(
        packages.map((p) => p.billingPeriod),
        slug,
      ).toEqual(billing)
      expect(
        packages.map((p) => p.popular),
        slug,
      ).toEqual([false, true, false])
      for (const p of packages) expect(p.name.length).toBeGreaterThan(0)
    }
  })

  it('gives Influencer Outreach and Analytics & Reporting no packages (custom pricing)', () => {
    expect(service('influencer-outreach').packages).toEqual([])
    expect(service('analytics').packages).toEqual([])
  })

  it('stores the aliases the architecture names on their canonical services', () => {
    const aliases = Object.fromEntries(
      services
        .filter((s) => s.aliases?.length)
        .map((s) => [s.slug.current, [...s.aliases!].sort()]),
    )
    expect(aliases).toEqual({
      ppc: ['ppc-advertising'],
      'social-media': ['social', 'social-media-marketing'],
      'web-development': ['web', 'website-development'],
      seo: ['search-engine-optimization'],
      'voice-over': ['voice-overs'],
    })
  })
})

describe('seed: calculator, offices, settings', () => {
  it('has the 10 calculator prices', () => {
    const items = (
      ofType('calculatorItem') as unknown as {
        name: string
        category: string
        price: number
        order: number
      }[]
    )
      .sort((a, b) => a.order - b.order)
      .map((i) => [i.category, i.name, i.price])
    expect(items).toEqual([
      ['Marketing', 'SEO', 599],
      ['Marketing', 'PPC Advertising', 799],
      ['Marketing', 'Social Media Marketing', 499],
      ['Marketing', 'Content Marketing', 699],
      ['Marketing', 'Email Marketing', 399],
      ['Development', 'Web Development', 2999],
      ['Development', 'Mobile App Development', 4999],
      ['Development', 'E-commerce Development', 3999],
      ['Development', 'MVP Development', 2499],
      ['Development', 'Progressive Web Apps', 3499],
    ])
  })

  it('has the budget and timeline options', () => {
    const settings = byId.get('calculatorSettings') as unknown as {
      budgetOptions: { value: string; label: string }[]
      timelineOptions: { value: string; label: string }[]
    }
    expect(settings.budgetOptions.map((o) => o.value)).toEqual([
      '0-1000',
      '1000-5000',
      '5000-10000',
      '10000-25000',
      '25000+',
    ])
    expect(settings.budgetOptions[0]!.label).toBe('Under $1,000')
    expect(settings.budgetOptions[4]!.label).toBe('$25,000+')
    expect(settings.timelineOptions.map((o) => o.value)).toEqual([
      '1-2weeks',
      '3-4weeks',
      '1-2months',
      '3-6months',
      '6months+',
    ])
  })

  it('has the five offices with flag, country, address, phone and coordinates', () => {
    const offices = (
      ofType('office') as unknown as {
        name: string
        order: number
        flagEmoji: string
        country: string
        address: string
        phone: string
        location: { lat: number; lng: number }
      }[]
    ).sort((a, b) => a.order - b.order)
    expect(offices.map((o) => o.name)).toEqual(['New York', 'London', 'Karachi', 'Doha', 'Toronto'])
    expect(offices.map((o) => o.flagEmoji)).toEqual(['🇺🇸', '🇬🇧', '🇵🇰', '🇶🇦', '🇨🇦'])
    for (const office of offices) {
      expect(office.country && office.address && office.phone).toBeTruthy()
    }
    // Roughly where the cities are: [longitude, latitude].
    const near = (o: (typeof offices)[number], lng: number, lat: number) =>
      Math.abs(o.location.lng - lng) < 1 && Math.abs(o.location.lat - lat) < 1
    expect(near(offices[0]!, -74, 40.7)).toBe(true)
    expect(near(offices[1]!, -0.1, 51.5)).toBe(true)
    expect(near(offices[2]!, 67, 24.9)).toBe(true)
    expect(near(offices[3]!, 51.5, 25.3)).toBe(true)
    expect(near(offices[4]!, -79.4, 43.7)).toBe(true)
  })

  it('has the brand facts, claims, promises and the seven working-hours rows', () => {
    const settings = byId.get('siteSettings') as Record<string, unknown>
    expect(settings).toMatchObject({
      brandName: 'Codehome',
      brandSlug: 'codehome',
      tagline: 'Where code meets home',
      heroMessage: 'Struggling to Scale Online?',
      phone: '+1 (212) 555-0142',
      email: 'hello@codehome.example',
      claims: {
        foundingYear: 2020,
        clientCount: '500+',
        ratingValue: 4.9,
        reviewCount: 247,
        openingDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '18:00',
      },
      promises: {
        consultation: 'Free 30-minute consultation',
        response: 'Response within 24 hours',
      },
    })
    const hours = (settings.workingHours as { label: string; start: string; end: string }[]).map(
      (row) => `${row.label} ${row.start} – ${row.end}`,
    )
    expect(hours).toEqual([
      'Karachi 7:30 PM – 3:30 AM',
      'Doha 5:30 PM – 1:30 AM',
      'UK 3:30 PM – 11:30 AM',
      'USA EST 10:30 AM – 6:30 PM',
      'USA PST 7:30 AM – 3:30 PM',
      'Canada EST 10:30 AM – 6:30 PM',
      'Canada PST 7:30 AM – 3:30 PM',
    ])
  })
})

describe('seed: editorial content', () => {
  it('has 9 testimonials, all rated 5', () => {
    const testimonials = ofType('testimonial') as unknown as { rating: number }[]
    expect(testimonials).toHaveLength(9)
    expect(testimonials.every((t) => t.rating === 5)).toBe(true)
  })

  it('has the 12 case-study slugs, the last seven with their hyphenated aliases, ten featured', () => {
    const studies = (
      ofType('caseStudy') as unknown as {
        slug: { current: string }
        aliases: string[]
        featured: boolean
        order: number
      }[]
    ).sort((a, b) => a.order - b.order)
    expect(studies.map((s) => s.slug.current)).toEqual([
      'financeflow-banking',
      'fitgenius-ai-trainer',
      'foodieexpress-delivery',
      'medicare-patient-portal',
      'workflow-task-manager',
      'edulearn-student-app',
      'shopsmart-ecommerce',
      'travelbuddy-trip-planner',
      'cryptowallet-secure',
      'streamlive-broadcasting',
      'propertyview-real-estate',
      'socialsphere-networking',
    ])
    expect(studies.slice(0, 5).every((s) => s.aliases.length === 0)).toBe(true)
    expect(studies.slice(5).map((s) => s.aliases)).toEqual([
      ['edu-learn-student-app'],
      ['shop-smart-ecommerce'],
      ['travel-buddy-trip-planner'],
      ['crypto-wallet-secure'],
      ['stream-live-broadcasting'],
      ['property-view-real-estate'],
      ['social-sphere-networking'],
    ])
    expect(studies.filter((s) => s.featured)).toHaveLength(10)
  })

  it('has five blog posts and the pages of the route tables', () => {
    expect(ofType('blogPost')).toHaveLength(5)
    const pages = (ofType('page') as unknown as { slug: { current: string } }[]).map(
      (p) => p.slug.current,
    )
    expect(pages.sort()).toEqual(
      [
        'about',
        'book-call',
        'careers',
        'solutions',
        'google-partner',
        'privacy-policy',
        'terms-of-service',
        'global-agency',
        'digital-marketing',
        'web-development',
      ].sort(),
    )
  })

  it('illustrates post and case-study bodies with their own images, not the cover again', () => {
    type Figure = { _type: string; asset?: { _ref: string }; alt?: string }
    type WithBody = { _id: string; image: { asset: { _ref: string } }; body: Figure[] }
    const docs = [...ofType('blogPost'), ...ofType('caseStudy')] as unknown as WithBody[]
    const figures = docs.flatMap((doc) =>
      doc.body.filter((block) => block._type === 'figure').map((block) => ({ doc, block })),
    )
    expect(figures.length).toBeGreaterThanOrEqual(8)
    for (const { doc, block } of figures) {
      expect(block.asset!._ref, doc._id).not.toBe(doc.image.asset._ref)
      expect(block.alt, doc._id).toBeTruthy()
      // An illustration drawn for the body (see scripts/seed/artwork.ts).
      const asset = byId.get(block.asset!._ref) as unknown as { path: string }
      expect(asset.path).toMatch(/-illustration\.svg$/)
    }
  })

  it('has the home page facts: hero words, process durations, team of one founder and three open slots', () => {
    const home = homeContent<{
      heroWords: string[]
      processSteps: { duration: string }[]
      team: { openSlot: boolean; name?: string }[]
      valueCards: unknown[]
      enterpriseAi: unknown[]
      premiumServices: { title: string }[]
    }>(byId.get('homePage')!)
    expect(home.heroWords).toEqual([
      'Brand',
      'WebApp',
      'Store',
      'Masterpiece',
      'Mobile App',
      'Funnel',
      'Presence',
    ])
    expect(home.processSteps.map((s) => s.duration)).toEqual([
      '1-2 weeks',
      '2-6 weeks',
      '1-2 weeks',
      'ongoing',
    ])
    expect(home.team.map((m) => m.openSlot)).toEqual([false, true, true, true])
    expect(home.team[0]!.name).toBeTruthy()
    expect(home.valueCards).toHaveLength(3)
    expect(home.enterpriseAi).toHaveLength(3)
    expect(home.premiumServices).toHaveLength(4)
  })
})

describe('seed: format', () => {
  it('is deterministic: two runs give the same file', () => {
    expect(toNdjson(buildSeed().documents)).toBe(toNdjson(documents))
  })

  it('gives every document a unique id without dots (dotted ids are private in Sanity)', () => {
    const ids = documents.map((doc) => doc._id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.filter((id) => id.includes('.'))).toEqual([])
  })

  it('resolves every reference inside the dataset', () => {
    const missing: string[] = []
    const visit = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(visit)
      else if (value && typeof value === 'object') {
        const ref = (value as { _ref?: unknown })._ref
        if (typeof ref === 'string' && !byId.has(ref)) missing.push(ref)
        Object.values(value).forEach(visit)
      }
    }
    documents.forEach(visit)
    expect(missing).toEqual([])
  })
})
