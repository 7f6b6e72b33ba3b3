import type { Metadata } from 'next'
import { cache } from 'react'
import type { Locale } from '@/core/i18n/locales'
import { getBlogPosts, getSettings } from '@/web/content'
import { BlogIndex, blogIntro } from '@/web/components/blog/blog-index'
import { pageMetadata } from '@/web/components/seo/metadata'
import { translator } from '@/web/i18n/messages'
import { setRequestLocale } from '@/web/i18n/request-locale'

const PATH = '/blogs'

/** Once per request: generateMetadata and the page share the posts. */
const loadPosts = cache((locale: Locale) => getBlogPosts({ preview: true, locale }))

/**
 * The blog (/blogs, and /blog, its other address; /ar/blogs) in `locale`: the posts, newest
 * first. Each language's route file (app/(site)/blogs/page.tsx, app/ar/blogs/page.tsx) is this
 * with its language.
 */
export function blogsPage(locale: Locale) {
  async function generateMetadata(): Promise<Metadata> {
    const [settings, posts] = await Promise.all([
      getSettings({ preview: true, locale }),
      loadPosts(locale),
    ])
    return pageMetadata({
      brandName: settings.brandName,
      title: translator(locale, 'blog')('title'),
      description: blogIntro(posts, locale),
      path: PATH,
      locale,
    })
  }

  async function BlogsPage() {
    setRequestLocale(locale)
    return <BlogIndex posts={await loadPosts(locale)} locale={locale} />
  }

  return { generateMetadata, Page: BlogsPage }
}
