import { DEFAULT_LOCALE, type Locale, locales } from '@/core/i18n/locales'
import { getBlogPost, getCaseStudy, getService, getSettings } from '@/web/content'
import { siteUrl } from '@/web/env'
import { servicePath } from '@/web/lib/routes'
import { JsonLd } from './json-ld'
import {
  absoluteUrl,
  blogPostingJsonLd,
  caseStudyJsonLd,
  faqJsonLd,
  type JsonLdObject,
  serviceJsonLd,
} from './structured-data'

/*
 * The structured data of a service, post or case study page, read from the published content even
 * while an editor previews a draft of the page: it describes the page to search engines, so it
 * never carries a draft. Outside draft mode these are the same cached reads as the page's own.
 */

/**
 * A service's Service and FAQPage data, in the page's language (English when none is given): on a
 * page in another language, the service's document in that language at its address there, and
 * the FAQ page's `inLanguage` (schema.org's Service has none). An English page's data is as it was.
 */
export async function ServiceStructuredData({
  slug,
  locale = DEFAULT_LOCALE,
}: {
  slug: string
  locale?: Locale
}) {
  const [service, settings] = await Promise.all([
    getService(slug, { locale }),
    getSettings({ locale }),
  ])
  if (!service) return null
  const faq = service.faq ?? []
  const english = locale === DEFAULT_LOCALE
  const data = serviceJsonLd(service, settings, siteUrl)
  return (
    <>
      <JsonLd data={english ? data : serviceAt(data, service.slug, locale)} />
      {faq.length ? (
        <JsonLd data={english ? faqJsonLd(faq) : { ...faqJsonLd(faq), inLanguage: locale }} />
      ) : null}
    </>
  )
}

/** A service's data (built at its English address) at its address in `locale`, offers and all. */
function serviceAt(data: JsonLdObject, slug: string, locale: Locale): JsonLdObject {
  const url = absoluteUrl(siteUrl, locales.localize(servicePath(slug), locale))
  const offers = data.offers as Record<string, unknown>[] | undefined
  return {
    ...data,
    '@id': `${url}#service`,
    url,
    ...(offers ? { offers: offers.map((offer) => ({ ...offer, url })) } : {}),
  }
}

/** A post's BlogPosting, in the page's language (English when none is given). */
export async function BlogPostStructuredData({ slug, locale }: { slug: string; locale?: Locale }) {
  const [post, settings] = await Promise.all([
    getBlogPost(slug, { locale }),
    getSettings({ locale }),
  ])
  if (!post) return null
  return (
    <JsonLd
      data={blogPostingJsonLd({ ...post, imageUrl: post.image?.url }, settings, siteUrl, locale)}
    />
  )
}

/** A case study's CreativeWork, in the page's language (English when none is given). */
export async function CaseStudyStructuredData({ slug, locale }: { slug: string; locale?: Locale }) {
  const [study, settings] = await Promise.all([
    getCaseStudy(slug, { locale }),
    getSettings({ locale }),
  ])
  if (!study) return null
  return (
    <JsonLd
      data={caseStudyJsonLd({ ...study, imageUrl: study.image?.url }, settings, siteUrl, locale)}
    />
  )
}
