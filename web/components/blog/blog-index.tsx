import { DEFAULT_LOCALE, type Locale } from '@/core/i18n/locales'
import type { BlogPostListQueryResult } from '@/web/content/sanity.types'
import { PageHero } from '@/web/components/content/page-hero'
import { translator } from '@/web/i18n/messages'
import { joinList } from '@/web/lib/text'
import { PostCard } from './post-card'

/** The intro of the blog list in `locale`, from the posts' own tags. */
export function blogIntro(posts: BlogPostListQueryResult, locale: Locale = DEFAULT_LOCALE) {
  const topics = [...new Set(posts.flatMap((post) => post.tags?.slice(0, 1) ?? []))]
  return translator(locale, 'blog')('intro', { topics: joinList(topics, locale) })
}

/**
 * From 1024 px, how many columns the posts after the featured one fill: three, or the first of two
 * and four that leaves no card alone on the last row (four posts: two rows of two); three when
 * none does (13).
 */
export function postColumns(rest: number): 2 | 3 | 4 {
  return ([3, 2, 4] as const).find((columns) => rest % columns !== 1) ?? 3
}

const COLUMNS = { 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' } as const

/**
 * The list of posts, newest first; the newest one is featured, across the whole row; its words in `locale`
 * (messages/{code}/blog.json). Shared by /blogs and /blog, and by /ar/blogs.
 */
export function BlogIndex({
  posts,
  locale = DEFAULT_LOCALE,
}: {
  posts: BlogPostListQueryResult
  locale?: Locale
}) {
  const t = translator(locale, 'blog')
  const columns = postColumns(Math.max(0, posts.length - 1))
  return (
    <>
      <PageHero
        breadcrumbs={[{ name: t('title'), url: '/blogs' }]}
        eyebrow={t('eyebrow')}
        title={t('title')}
        intro={blogIntro(posts, locale)}
      />
      <section
        aria-labelledby="posts-heading"
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
      >
        {/* The cards' titles are h3: this names their list, so headings do not skip a level. */}
        <h2 id="posts-heading" className="sr-only">
          {t('listHeading')}
        </h2>
        <ul className={`grid gap-8 sm:grid-cols-2 ${COLUMNS[columns]}`}>
          {posts.map((post, index) => (
            <PostCard
              key={post._id}
              post={post}
              featured={index === 0}
              columns={columns}
              priority={index === 0}
              locale={locale}
            />
          ))}
        </ul>
      </section>
    </>
  )
}
