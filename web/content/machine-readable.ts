import 'server-only'
/**
 * What `/llms.txt` lists: every page with content and the one line that says what it is. Read
 * published, cached with the tags of every type it reads, so a publish updates it like a page.
 */
import { defineQuery } from 'groq'
import { contentFetch } from './fetch'
import { inLocale } from './projections'
import { DEFAULT_LOCALE, type Locale } from '../../core/i18n/locales.ts'
import { typeTag } from './tags'

export const machineIndexQuery = defineQuery(`{
  "settings": *[_type == "siteSettings" && ${inLocale}][0]{
    brandName,
    brandSlug,
    tagline,
    description
  },
  "categories": *[_type == "serviceCategory" && ${inLocale}] | order(order asc){
    _id,
    title,
    "services": *[_type == "service" && ${inLocale} && category._ref == ^._id && defined(slug.current)] | order(order asc){
      title,
      "slug": slug.current,
      description
    }
  },
  "caseStudies": *[_type == "caseStudy" && ${inLocale} && defined(slug.current)] | order(order asc){
    title,
    "slug": slug.current,
    description
  },
  "posts": *[_type == "blogPost" && ${inLocale} && defined(slug.current)] | order(publishedAt desc){
    title,
    "slug": slug.current,
    excerpt
  },
  "pages": *[_type == "page" && ${inLocale} && defined(slug.current)] | order(title asc){
    title,
    kind,
    "slug": slug.current,
    intro,
    "summary": seo.description
  }
}`)

export function getMachineIndex(locale: Locale = DEFAULT_LOCALE) {
  return contentFetch({
    query: machineIndexQuery,
    tags: [
      typeTag('siteSettings', locale),
      typeTag('serviceCategory', locale),
      typeTag('service', locale),
      typeTag('caseStudy', locale),
      typeTag('blogPost', locale),
      typeTag('page', locale),
    ],
    locale,
  })
}
