import 'server-only'
/**
 * The documents made of blocks, the home page and the page builder's pages: their queries (each
 * block projected by its kind's own query, ./query.ts) and the data functions that read them.
 * Here rather than in web/content/, which knows nothing of the blocks: the blocks stand on the
 * content (its fetch, tags and projections), not the other way round.
 */
import { defineQuery } from 'groq'
import { type ReadOptions } from '@/web/content'
import { contentFetch } from '@/web/content/fetch'
import { inLocale, portableTextFields } from '@/web/content/projections'
import { slugTag, typeTag } from '@/web/content/tags'
import { sectionFields } from './query'
import { DEFAULT_LOCALE } from '../../core/i18n/locales.ts'

/**
 * The home page: the homePage singleton's blocks in the editors' order, each projected by its
 * kind's own query (web/blocks/<kind>/query.ts) with the documents it shows (testimonials,
 * popular services, featured case studies).
 */
export const homePageQuery = defineQuery(`{
  "home": *[_type == "homePage" && ${inLocale}][0]{
    _id,
    _type,
    sections[]{ ${sectionFields} }
  }
}`)

/** A company, legal or landing page by its slug (landing slugs without the brand prefix). */
export const pageQuery = defineQuery(`*[_type == "page" && ${inLocale} && slug.current == $slug][0]{
  _id,
  _type,
  _updatedAt,
  title,
  kind,
  "slug": slug.current,
  heading,
  intro,
  highlights,
  sections[]{ ${sectionFields} },
  body[]{ ${portableTextFields} },
  positions[]{ _key, title, location, employmentType, summary, requirements },
  updatedAt,
  seo
}`)

/**
 * The home page's content: the homePage singleton, the testimonials, the popular services and the
 * portfolio. A publish of any of these types refreshes `/`.
 */
export async function getHomePage({ preview, page, locale = DEFAULT_LOCALE }: ReadOptions = {}) {
  const content = await contentFetch({
    query: homePageQuery,
    tags: [
      typeTag('homePage', locale),
      typeTag('testimonial', locale),
      typeTag('service', locale),
      typeTag('caseStudy', locale),
    ],
    preview,
    page,
    locale,
  })
  if (!content.home) throw new Error('The homePage document is missing: run "npm run seed".')
  return { ...content, home: content.home }
}

export type HomePageContent = Awaited<ReturnType<typeof getHomePage>>

/** A company, legal or landing page (landing pages by their slug without the brand prefix). */
export function getPage(
  slug: string,
  { preview, page, locale = DEFAULT_LOCALE }: ReadOptions = {},
) {
  return contentFetch({
    query: pageQuery,
    params: { slug },
    // Sections show testimonials and case studies chosen by reference.
    tags: [
      typeTag('page', locale),
      slugTag('page', slug, locale),
      typeTag('testimonial', locale),
      typeTag('caseStudy', locale),
    ],
    preview,
    page,
    locale,
  })
}
