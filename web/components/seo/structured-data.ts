/**
 * Schema.org structured data (JSON-LD) built from CMS content. Pure functions of their inputs, so
 * every value on the page comes from the CMS and each builder can be tested on its own.
 *
 * https://developers.google.com/search/docs/appearance/structured-data/intro-structured-data
 */
import { DEFAULT_LOCALE, type Locale, locales } from '@/core/i18n/locales'
import { cleanContent } from '@/web/content/stega'

export type JsonLdObject = { '@context'?: 'https://schema.org'; '@type': string } & Record<
  string,
  unknown
>

export interface BreadcrumbItem {
  name: string
  /** A path on this site ('/services') or an absolute URL. */
  url: string
}

const CONTEXT = 'https://schema.org' as const

/** An absolute URL on the site for `path` ('/services' → 'https://example.com/services'). */
export const absoluteUrl = (siteUrl: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${siteUrl}${path.startsWith('/') ? path : `/${path}`}`

/** The stable identifier of the business node, so other nodes can refer to it. */
export const businessId = (siteUrl: string) => `${siteUrl}/#business`
export const websiteId = (siteUrl: string) => `${siteUrl}/#website`

export interface BusinessInput {
  settings: {
    brandName: string
    tagline?: string | null
    description?: string | null
    phone?: string | null
    email?: string | null
    claims?: {
      foundingYear: number
      /** As the site says it, for example "500+". */
      clientCount?: string | null
      ratingValue: number
      reviewCount: number
      openingDays: string[]
      opens: string
      closes: string
    } | null
    sameAs?: string[] | null
  }
  offices: {
    name: string
    country: string
    address: string
    phone: string
    coordinates: (number | null)[]
  }[]
}

/**
 * "500+ clients" as a PropertyValue (a ProfessionalService is also a Place, which may carry
 * additionalProperty): the value as written, and its lower bound as a number.
 */
function clientsProperty(clientCount: string) {
  const atLeast = /^\s*([\d,]+)\s*\+\s*$/.exec(clientCount)
  return {
    '@type': 'PropertyValue',
    propertyID: 'clients',
    name: 'Clients',
    value: clientCount,
    ...(atLeast ? { minValue: Number(atLeast[1]!.replace(/,/g, '')) } : {}),
    description: `${clientCount} clients`,
  }
}

/** The agency as a ProfessionalService: hours, founding year, clients, rating and its offices. */
export function businessJsonLd(input: BusinessInput, siteUrl: string): JsonLdObject {
  const { settings, offices } = input
  const claims = settings.claims
  const locations = offices.map((office) => {
    const [longitude, latitude] = office.coordinates
    return {
      '@type': 'Place',
      name: `${settings.brandName} ${office.name}`,
      telephone: office.phone,
      address: {
        '@type': 'PostalAddress',
        streetAddress: office.address,
        addressLocality: office.name,
        addressCountry: office.country,
      },
      ...(typeof latitude === 'number' && typeof longitude === 'number'
        ? { geo: { '@type': 'GeoCoordinates', latitude, longitude } }
        : {}),
    }
  })
  return {
    '@context': CONTEXT,
    '@type': 'ProfessionalService',
    '@id': businessId(siteUrl),
    name: settings.brandName,
    url: `${siteUrl}/`,
    ...(settings.tagline ? { slogan: settings.tagline } : {}),
    ...(settings.description ? { description: settings.description } : {}),
    ...(settings.phone ? { telephone: settings.phone } : {}),
    ...(settings.email ? { email: settings.email } : {}),
    image: `${siteUrl}/og.png`,
    ...(claims
      ? {
          foundingDate: String(claims.foundingYear),
          openingHoursSpecification: [
            {
              '@type': 'OpeningHoursSpecification',
              dayOfWeek: claims.openingDays.map((day) => `https://schema.org/${day}`),
              opens: claims.opens,
              closes: claims.closes,
            },
          ],
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: claims.ratingValue,
            reviewCount: claims.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
          ...(claims.clientCount
            ? { additionalProperty: [clientsProperty(claims.clientCount)] }
            : {}),
        }
      : {}),
    ...(locations[0] ? { address: locations[0].address } : {}),
    location: locations,
    ...(settings.sameAs?.length ? { sameAs: settings.sameAs } : {}),
  }
}

/**
 * The site in one language, with its search box (/search?q={search_term_string}) in English, the
 * language the search page is in. Another language's site (`/ar`) is the same publisher's, in
 * its language, at its address.
 */
export function websiteJsonLd(
  settings: { brandName: string; description?: string | null },
  siteUrl: string,
  locale = 'en',
): JsonLdObject {
  if (locale !== 'en') {
    return {
      '@context': CONTEXT,
      '@type': 'WebSite',
      '@id': `${siteUrl}/${locale}#website`,
      name: settings.brandName,
      url: `${siteUrl}/${locale}`,
      inLanguage: locale,
      ...(settings.description ? { description: settings.description } : {}),
      publisher: { '@id': businessId(siteUrl) },
    }
  }
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': websiteId(siteUrl),
    name: settings.brandName,
    url: `${siteUrl}/`,
    inLanguage: locale,
    ...(settings.description ? { description: settings.description } : {}),
    publisher: { '@id': businessId(siteUrl) },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${siteUrl}/search?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  }
}

export function breadcrumbJsonLd(items: BreadcrumbItem[], siteUrl: string): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.url),
    })),
  }
}

export interface ServiceInput {
  title: string
  slug: string
  description: string
  category?: { title: string } | null
  packages?:
    | {
        name: string
        price: number
        billingPeriod: string
        description?: string | null
      }[]
    | null
}

/** A service with one Offer per package (USD); monthly packages carry a per-month price spec. */
export function serviceJsonLd(
  service: ServiceInput,
  provider: { brandName: string },
  siteUrl: string,
): JsonLdObject {
  const url = absoluteUrl(siteUrl, `/services/${service.slug}`)
  const offers = (service.packages ?? []).map((pkg) => ({
    '@type': 'Offer',
    name: pkg.name,
    ...(pkg.description ? { description: pkg.description } : {}),
    price: pkg.price,
    priceCurrency: 'USD',
    url,
    availability: 'https://schema.org/InStock',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: pkg.price,
      priceCurrency: 'USD',
      ...(pkg.billingPeriod === 'monthly'
        ? {
            unitCode: 'MON',
            unitText: 'month',
            referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
          }
        : {}),
    },
  }))
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    '@id': `${url}#service`,
    name: service.title,
    description: service.description,
    url,
    ...(service.category ? { serviceType: service.category.title } : {}),
    provider: {
      '@type': 'ProfessionalService',
      '@id': businessId(siteUrl),
      name: provider.brandName,
    },
    ...(offers.length ? { offers } : {}),
  }
}

export function faqJsonLd(faq: { question: string; answer: string }[]): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faq.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

export interface PostInput {
  title: string
  slug: string
  excerpt: string
  publishedAt: string
  _updatedAt: string
  author: string
  tags?: string[] | null
  imageUrl?: string | null
}

/**
 * A post as a BlogPosting, at its address in its page's language (`locale`, English by default),
 * which its `inLanguage` names.
 */
export function blogPostingJsonLd(
  post: PostInput,
  publisher: { brandName: string },
  siteUrl: string,
  locale: Locale = DEFAULT_LOCALE,
): JsonLdObject {
  const url = absoluteUrl(siteUrl, locales.localize(`/blogs/${post.slug}`, locale))
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: url,
    datePublished: post.publishedAt,
    dateModified: post._updatedAt,
    // Some posts are signed by a team ("Codehome SEO Team", "فريق SEO في Codehome"), others by
    // a person.
    author: {
      '@type': /\bteam\b|فريق/i.test(post.author) ? 'Organization' : 'Person',
      name: post.author,
    },
    publisher: {
      '@type': 'ProfessionalService',
      '@id': businessId(siteUrl),
      name: publisher.brandName,
    },
    ...(post.imageUrl ? { image: absoluteUrl(siteUrl, post.imageUrl) } : {}),
    ...(post.tags?.length ? { keywords: post.tags.join(', ') } : {}),
    inLanguage: locale,
  }
}

export interface CaseStudyInput {
  title: string
  slug: string
  description: string
  category: string
  client?: string | null
  technologies?: string[] | null
  imageUrl?: string | null
  _updatedAt: string
}

/**
 * A case study as a CreativeWork made by the agency for its client, at its address in its page's
 * language (`locale`, English by default). Another language than English is named in
 * `inLanguage` (the English pages' data carries none, as before).
 */
export function caseStudyJsonLd(
  study: CaseStudyInput,
  creator: { brandName: string },
  siteUrl: string,
  locale: Locale = DEFAULT_LOCALE,
): JsonLdObject {
  const url = absoluteUrl(siteUrl, locales.localize(`/our-work/${study.slug}`, locale))
  return {
    '@context': CONTEXT,
    '@type': 'CreativeWork',
    '@id': `${url}#work`,
    name: study.title,
    description: study.description,
    url,
    genre: study.category,
    dateModified: study._updatedAt,
    creator: {
      '@type': 'ProfessionalService',
      '@id': businessId(siteUrl),
      name: creator.brandName,
    },
    ...(study.client ? { funder: { '@type': 'Organization', name: study.client } } : {}),
    ...(study.technologies?.length ? { keywords: study.technologies.join(', ') } : {}),
    ...(study.imageUrl ? { image: absoluteUrl(siteUrl, study.imageUrl) } : {}),
    ...(locale === DEFAULT_LOCALE ? {} : { inLanguage: locale }),
  }
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped so that content can never
 * close the script element (https://nextjs.org/docs/app/guides/json-ld).
 */
export const serializeJsonLd = (data: JsonLdObject | JsonLdObject[]) =>
  // Without visual editing's invisible edit links (stega), which an editor's preview carries.
  JSON.stringify(cleanContent(data)).replace(/</g, '\\u003c')
