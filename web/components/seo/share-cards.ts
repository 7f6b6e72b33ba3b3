/**
 * The share cards of a language's pages, from that language's documents and the `shareImage`
 * messages: what each of its `opengraph-image` routes (app/ar/**) draws, so that those stay a few
 * lines. The same cards as the English routes (app/(site)/**), whose own words stay in their files.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { Locale } from '@/core/i18n/locales'
import { formatDollars } from '@/core/money/money'
import {
  getBlogPost,
  getBlogPostSlugs,
  getCaseStudy,
  getCaseStudySlugs,
  getService,
  getServiceSlugs,
  getSettings,
} from '@/web/content'
import { type Messages, translator } from '@/web/i18n/messages'
import { formatDate } from '@/web/lib/text'
import { metadataCard, ogImage } from './og-image'
import { ltrIsolate } from './og-text'

/**
 * A price range on a card, each price its own left-to-right run and the range in the card's
 * direction (the lowest price read first in Arabic too; web/components/services/price-range.tsx).
 * In English the isolates change nothing.
 */
const priceRangeRun = (from: number, to: number) =>
  from === to
    ? ltrIsolate(formatDollars(from))
    : `${ltrIsolate(formatDollars(from))} – ${ltrIsolate(formatDollars(to))}`

type ShareImageText = Messages['shareImage']

/** The image's alternative text (the route's `alt`). */
export const shareAlt = (locale: Locale, page: keyof ShareImageText['alt']) =>
  translator(locale, 'shareImage')(`alt.${page}`)

/**
 * A page's card from its metadata (the page's `generateMetadata`, so card and tags say the same),
 * with the eyebrow of `eyebrow` (the brand's name when none).
 */
export async function pageShareImage(
  locale: Locale,
  metadata: Metadata | Promise<Metadata>,
  eyebrow?: Exclude<keyof ShareImageText['eyebrow'], 'caseStudyIn'>,
) {
  const [{ title, description }, settings] = await Promise.all([metadata, getSettings({ locale })])
  if (!title) notFound()
  const t = translator(locale, 'shareImage')
  return metadataCard(
    { title, description },
    {
      brandName: settings.brandName,
      eyebrow: eyebrow ? t(`eyebrow.${eyebrow}`) : undefined,
      locale,
    },
  )
}

/** The slugs of the services, case studies or posts in `locale`, as the image routes' params. */
export async function shareSlugParams(locale: Locale, kind: 'service' | 'caseStudy' | 'blogPost') {
  const read = { locale }
  const documents = await (kind === 'service'
    ? getServiceSlugs(read)
    : kind === 'caseStudy'
      ? getCaseStudySlugs(read)
      : getBlogPostSlugs(read))
  return documents.map(({ slug }) => ({ slug }))
}

/** A service's card: category, name, summary and price range (prices read left to right). */
export async function serviceShareImage(locale: Locale, slug: string) {
  const [service, settings] = await Promise.all([
    getService(slug, { locale }),
    getSettings({ locale }),
  ])
  if (!service) notFound()
  const t = translator(locale, 'shareImage')
  const { priceFrom, priceTo } = service
  const priced =
    Boolean(service.packages?.length) &&
    typeof priceFrom === 'number' &&
    typeof priceTo === 'number'
  return ogImage({
    brandName: settings.brandName,
    eyebrow: service.category?.title,
    title: service.title,
    description: service.description,
    footer: priced
      ? t('footer.packages', { range: priceRangeRun(priceFrom, priceTo) })
      : t('footer.customPricing'),
    locale,
  })
}

/** A case study's card: category, title, summary and technologies. */
export async function caseStudyShareImage(locale: Locale, slug: string) {
  const [study, settings] = await Promise.all([
    getCaseStudy(slug, { locale }),
    getSettings({ locale }),
  ])
  if (!study) notFound()
  const t = translator(locale, 'shareImage')
  return ogImage({
    brandName: settings.brandName,
    eyebrow: study.category
      ? t('eyebrow.caseStudyIn', { category: study.category })
      : t('eyebrow.caseStudy'),
    title: study.title,
    description: study.description,
    footer: study.technologies?.slice(0, 4).join(' · '),
    locale,
  })
}

/** A post's card: its first tag, title, excerpt, author and date. */
export async function blogPostShareImage(locale: Locale, slug: string) {
  const [post, settings] = await Promise.all([
    getBlogPost(slug, { locale }),
    getSettings({ locale }),
  ])
  if (!post) notFound()
  const t = translator(locale, 'shareImage')
  const date = post.publishedAt ? formatDate(post.publishedAt, locale) : null
  return ogImage({
    brandName: settings.brandName,
    eyebrow: post.tags?.[0] ?? t('eyebrow.blog'),
    title: post.title,
    description: post.excerpt,
    footer: post.author && date ? t('footer.byline', { author: post.author, date }) : date,
    locale,
  })
}
