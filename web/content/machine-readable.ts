import 'server-only'
/**
 * What `/llms.txt` lists: every page with content and the one line that says what it is. Read
 * published, cached with the tags of every type it reads, so a publish updates it like a page.
 */
import { defineQuery } from 'groq'
import { contentFetch } from './fetch'
import { typeTag } from './tags'

export const machineIndexQuery = defineQuery(`{
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0]{
    brandName,
    brandSlug,
    tagline,
    description
  },
  "categories": *[_type == "serviceCategory"] | order(order asc){
    _id,
    title,
    "services": *[_type == "service" && category._ref == ^._id && defined(slug.current)] | order(order asc){
      title,
      "slug": slug.current,
      description
    }
  },
  "caseStudies": *[_type == "caseStudy" && defined(slug.current)] | order(order asc){
    title,
    "slug": slug.current,
    description
  },
  "posts": *[_type == "blogPost" && defined(slug.current)] | order(publishedAt desc){
    title,
    "slug": slug.current,
    excerpt
  },
  "pages": *[_type == "page" && defined(slug.current)] | order(title asc){
    title,
    kind,
    "slug": slug.current,
    intro,
    "summary": seo.description
  }
}`)

export function getMachineIndex() {
  return contentFetch({
    query: machineIndexQuery,
    tags: [
      typeTag('siteSettings'),
      typeTag('serviceCategory'),
      typeTag('service'),
      typeTag('caseStudy'),
      typeTag('blogPost'),
      typeTag('page'),
    ],
  })
}
