import type { Metadata } from 'next'
import { cache } from 'react'
import { notFound } from 'next/navigation'
import { getBlogPost, getBlogPostSlugs, getBlogPosts, getSettings } from '@/web/content'
import { PostArticle } from '@/web/components/blog/post-article'
import { pageMetadata } from '@/web/components/seo/metadata'
import { BlogPostStructuredData } from '@/web/components/seo/page-structured-data'
import { blogPostPath } from '@/web/lib/routes'

type Props = { params: Promise<{ slug: string }> }

/** Once per request: generateMetadata and the page share the document. */
// The post is the page's own document: a client's preview link to this page shows its draft.
const loadBlogPost = cache((slug: string) =>
  getBlogPost(slug, { preview: true, page: blogPostPath(slug) }),
)

/** The posts are prerendered; a new one renders on its first visit; unknown slugs 404. */
export async function generateStaticParams() {
  const posts = await getBlogPostSlugs()
  return posts.map(({ slug }) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const [post, settings] = await Promise.all([loadBlogPost(slug), getSettings({ preview: true })])
  if (!post) return {}
  return pageMetadata({
    brandName: settings.brandName,
    title: post.title,
    description: post.excerpt,
    seo: post.seo,
    path: blogPostPath(post.slug),
    type: 'article',
    publishedTime: post.publishedAt,
    modifiedTime: post._updatedAt,
    tags: post.tags,
  })
}

export default async function BlogPostPage({ params }: Props) {
  const { slug } = await params
  const post = await loadBlogPost(slug)
  if (!post) notFound()
  const [settings, posts] = await Promise.all([
    getSettings({ preview: true }),
    getBlogPosts({ preview: true }),
  ])
  const more = posts.filter((other) => other.slug !== post.slug).slice(0, 3)
  return (
    <>
      <BlogPostStructuredData slug={post.slug} />
      <PostArticle post={post} settings={settings} more={more} />
    </>
  )
}
