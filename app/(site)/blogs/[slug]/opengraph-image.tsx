import { notFound } from 'next/navigation'
import { getBlogPost, getBlogPostSlugs, getSettings } from '@/web/content'
import { OG_CONTENT_TYPE, OG_SIZE, ogImage } from '@/web/components/seo/og-image'
import { formatDate } from '@/web/lib/text'

export const size = OG_SIZE
export const contentType = OG_CONTENT_TYPE
export const alt = 'Blog post'
// What a CDN may keep, as for the pages (web/http/cache-policy.ts PUBLIC_MAX_AGE_S).
export const revalidate = 60

export async function generateStaticParams() {
  const posts = await getBlogPostSlugs()
  return posts.map(({ slug }) => ({ slug }))
}

/** The share card of a post: its first tag, title, excerpt, author and date. */
export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const [post, settings] = await Promise.all([getBlogPost(slug), getSettings()])
  if (!post) notFound()
  return ogImage({
    brandName: settings.brandName,
    eyebrow: post.tags?.[0] ?? 'Blog',
    title: post.title,
    description: post.excerpt,
    footer: `${post.author} · ${formatDate(post.publishedAt)}`,
  })
}
