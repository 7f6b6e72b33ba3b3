/**
 * Where each document appears on the site, for Sanity's Presentation tool: the pages it lists
 * beside a document ("Used on 3 pages"), and the document it opens for a page (mainDocuments).
 * Paths come from web/lib/routes.ts, the site's one table of content paths. Pure functions and
 * GROQ strings, so they can be tested without a Studio.
 * https://www.sanity.io/docs/visual-editing/presentation-resolver-api
 */
import type { DocumentLocation, DocumentLocationsState } from 'sanity/presentation'
import { locales } from '../core/i18n/locales'
import { blogPostPath, caseStudyPath, pagePath, servicePath } from '../web/lib/routes'

/** The types the site shows, and so the ones the Presentation tool locates. */
export { CONTENT_TYPES as LOCATED_TYPES } from '../web/content/tags'

/** What a document's locations are computed from: the document and the brand slug. */
export const LOCATION_QUERY = /* groq */ `{
  "doc": *[_id == $id][0]{ _type, title, "slug": slug.current, kind, language },
  "brandSlug": *[_type == "siteSettings" && _id == "siteSettings"][0].brandSlug
}`

export interface LocationData {
  doc: {
    _type: string
    title?: string | null
    slug?: string | null
    kind?: string | null
    /** The document's language: its pages are that language's (`/ar/services/seo`). */
    language?: string | null
  } | null
  brandSlug?: string | null
}

const HOME: DocumentLocation = { title: 'Home', href: '/' }
const SERVICES: DocumentLocation = { title: 'Services', href: '/services' }
const WORK: DocumentLocation = { title: 'Our Work', href: '/our-work' }
const BLOG: DocumentLocation = { title: 'Blog', href: '/blogs' }
const CONTACT: DocumentLocation = { title: 'Contact', href: '/contact' }

const NO_SLUG: DocumentLocationsState = {
  message: 'Give this document a slug to give it a page.',
  tone: 'caution',
}

/**
 * The pages a document appears on, in its language: an Arabic service's are /ar/services/seo,
 * /ar/services and /ar.
 */
export function documentLocations(data: LocationData): DocumentLocationsState | null {
  const state = englishLocations(data)
  const language = data.doc?.language
  if (!state?.locations || !language || language === locales.default) return state
  return {
    ...state,
    locations: state.locations.map((location) => ({
      ...location,
      href: locales.localize(location.href, language),
    })),
  }
}

function englishLocations({ doc, brandSlug }: LocationData): DocumentLocationsState | null {
  if (!doc) return null
  const own = (href: (slug: string) => string, fallback: string) =>
    doc.slug ? { title: doc.title || fallback, href: href(doc.slug) } : null
  switch (doc._type) {
    case 'service': {
      const page = own(servicePath, 'Service')
      return page ? { locations: [page, SERVICES, HOME] } : NO_SLUG
    }
    case 'caseStudy': {
      const page = own(caseStudyPath, 'Case study')
      return page ? { locations: [page, WORK, HOME] } : NO_SLUG
    }
    case 'blogPost': {
      const page = own(blogPostPath, 'Blog post')
      return page ? { locations: [page, BLOG] } : NO_SLUG
    }
    case 'page': {
      if (!doc.slug) return NO_SLUG
      if (doc.kind === 'landing' && !brandSlug) {
        return {
          message:
            'Landing pages live at /{brand slug}-{slug}: set the brand slug in Site settings.',
          tone: 'caution',
        }
      }
      const href = pagePath({ kind: doc.kind ?? '', slug: doc.slug }, brandSlug ?? '')
      return { locations: [{ title: doc.title || 'Page', href }] }
    }
    case 'homePage':
      return { locations: [HOME] }
    case 'testimonial':
      return { locations: [HOME] }
    case 'serviceCategory':
      return { locations: [SERVICES, HOME] }
    case 'office':
      return {
        message: 'Offices are listed in the footer of every page.',
        locations: [CONTACT, HOME],
      }
    case 'siteSettings':
      return {
        message: 'Settings appear in the header and footer of every page.',
        locations: [HOME, CONTACT, SERVICES],
      }
    case 'calculatorItem':
    case 'calculatorSettings':
      return { message: 'The cost calculator opens from every page.', locations: [HOME] }
    default:
      return null
  }
}

/** The document a page is about, by its route (the site's own table: the client preview links use it too). */
export { MAIN_DOCUMENTS } from '../web/preview/main-documents'
