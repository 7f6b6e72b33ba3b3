import type { Metadata } from 'next'
import { cache } from 'react'
import { notFound } from 'next/navigation'
import { type Locale, locales } from '@/core/i18n/locales'
import { getBlogPost, getBlogPostSlugs, getBlogPosts, getSettings } from '@/web/content'
import { PostArticle } from '@/web/components/blog/post-article'
import { pageMetadata } from '@/web/components/seo/metadata'
import { BlogPostStructuredData } from '@/web/components/seo/page-structured-data'
import { setRequestLocale } from '@/web/i18n/request-locale'
import { blogPostPath } from '@/web/lib/routes'

type Props = { params: Promise<{ slug: string }> }

/** Once per request: generateMetadata and the page share the document. */
// The post is the page's own document: a client's preview link to this page shows its draft.
const loadBlogPost = cache((slug: string, locale: Locale) =>
  getBlogPost(slug, { preview: true, page: locales.localize(blogPostPath(slug), locale), locale }),
)

/** The languages a post is published in: its page's `hreflang` alternates. */
async function postLanguages(slug: string): Promise<Locale[]> {
  const found = await Promise.all(
    locales.codes.map(async (code) =>
      (await getBlogPostSlugs({ locale: code })).some((post) => post.slug === slug),
    ),
  )
  return locales.codes.filter((_, index) => found[index])
}

/**
 * A post's page (/blogs/:slug, /ar/blogs/:slug) in `locale`: the post in that language, or 404
 * where it has none. Each language's route file (app/(site)/blogs/[slug]/page.tsx,
 * app/ar/blogs/[slug]/page.tsx) is this with its language.
 */
export function postPage(locale: Locale) {
  /** The language's posts are prerendered; a new one renders on its first visit; unknown slugs 404. */
  async function generateStaticParams() {
    const posts = await getBlogPostSlugs({ locale })
    return posts.map(({ slug }) => ({ slug }))
  }

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { slug } = await params
    const [post, settings] = await Promise.all([
      loadBlogPost(slug, locale),
      getSettings({ preview: true, locale }),
    ])
    if (!post) return {}
    return pageMetadata({
      brandName: settings.brandName,
      title: post.title,
      description: post.excerpt,
      seo: post.seo,
      path: blogPostPath(post.slug),
      locale,
      languages: await postLanguages(post.slug),
      type: 'article',
      publishedTime: post.publishedAt,
      modifiedTime: post._updatedAt,
      tags: post.tags,
    })
  }

  async function BlogPostPage({ params }: Props) {
    setRequestLocale(locale)
    const { slug } = await params
    const post = await loadBlogPost(slug, locale)
    if (!post) notFound()
    const [settings, posts] = await Promise.all([
      getSettings({ preview: true, locale }),
      getBlogPosts({ preview: true, locale }),
    ])
    const more = posts.filter((other) => other.slug !== post.slug).slice(0, 3)
    return (
      <>
        <BlogPostStructuredData slug={post.slug} locale={locale} />
        <PostArticle post={post} settings={settings} more={more} locale={locale} />
      </>
    )
  }

  return { generateStaticParams, generateMetadata, Page: BlogPostPage }
}
