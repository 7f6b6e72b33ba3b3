import { getBlogPost, getCaseStudy, getService, getSettings } from '@/web/content'
import { siteUrl } from '@/web/env'
import { JsonLd } from './json-ld'
import { blogPostingJsonLd, caseStudyJsonLd, faqJsonLd, serviceJsonLd } from './structured-data'

/*
 * The structured data of a service, post or case study page, read from the published content even
 * while an editor previews a draft of the page: it describes the page to search engines, so it
 * never carries a draft. Outside draft mode these are the same cached reads as the page's own.
 */

export async function ServiceStructuredData({ slug }: { slug: string }) {
  const [service, settings] = await Promise.all([getService(slug), getSettings()])
  if (!service) return null
  const faq = service.faq ?? []
  return (
    <>
      <JsonLd data={serviceJsonLd(service, settings, siteUrl)} />
      {faq.length ? <JsonLd data={faqJsonLd(faq)} /> : null}
    </>
  )
}

export async function BlogPostStructuredData({ slug }: { slug: string }) {
  const [post, settings] = await Promise.all([getBlogPost(slug), getSettings()])
  if (!post) return null
  return (
    <JsonLd data={blogPostingJsonLd({ ...post, imageUrl: post.image?.url }, settings, siteUrl)} />
  )
}

export async function CaseStudyStructuredData({ slug }: { slug: string }) {
  const [study, settings] = await Promise.all([getCaseStudy(slug), getSettings()])
  if (!study) return null
  return (
    <JsonLd data={caseStudyJsonLd({ ...study, imageUrl: study.image?.url }, settings, siteUrl)} />
  )
}
