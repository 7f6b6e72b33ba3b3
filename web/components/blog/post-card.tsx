import { DEFAULT_LOCALE, type Locale } from '@/core/i18n/locales'
import Link from '@/web/components/ui/link'
import type { BlogPostListQueryResult } from '@/web/content/sanity.types'
import { SanityImage } from '@/web/components/ui/sanity-image'
import { blogPostPath } from '@/web/lib/routes'
import { formatDate } from '@/web/lib/text'
import { WholeWords } from '@/web/components/ui/whole-words'
import { cn } from '@/web/lib/utils'

type Post = BlogPostListQueryResult[number]

/** A post in the blog list: cover, tag, date (in `locale`), title, excerpt and author. */
export function PostCard({
  post,
  featured,
  columns = 3,
  priority,
  locale = DEFAULT_LOCALE,
}: {
  post: Post
  featured?: boolean
  /** How many cards share a row from 1024 px, for the image's `sizes`. */
  columns?: number
  priority?: boolean
  locale?: Locale
}) {
  return (
    <li
      data-post={post.slug}
      data-dock-card
      className={cn(
        'group relative overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition-all hover:-translate-y-1 hover:shadow-xl',
        // On the rows of the cards beside it (a subgrid): cover, date, title, excerpt and author
        // each start where theirs do, whatever the length of a title ("Keep reading" under a post
        // had its excerpts ragged across the row: an outside review).
        featured
          ? 'col-span-full flex flex-col lg:grid lg:grid-cols-2'
          : 'row-span-5 grid grid-rows-subgrid gap-0',
      )}
    >
      <div
        className={cn(
          'relative aspect-[16/9] overflow-hidden bg-slate-100',
          featured && 'lg:aspect-auto lg:min-h-80',
        )}
      >
        <SanityImage
          image={post.image}
          fill
          sizes={
            featured
              ? '(min-width: 1024px) 600px, 100vw'
              : `(min-width: 1024px) ${Math.round(1216 / columns)}px, (min-width: 640px) 50vw, 100vw`
          }
          priority={priority}
          className="transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div
        className={cn(
          'p-6',
          featured
            ? 'flex flex-1 flex-col lg:justify-center lg:p-12'
            : 'row-span-4 grid grid-rows-subgrid gap-0',
        )}
      >
        <div className="flex items-center gap-3 text-xs">
          {post.tags?.[0] ? (
            <span className="bg-brand-50 text-brand-700 rounded-full px-2.5 py-1 font-semibold">
              {post.tags[0]}
            </span>
          ) : null}
          <time dateTime={post.publishedAt} className="text-slate-500">
            {formatDate(post.publishedAt, locale)}
          </time>
        </div>
        <h3
          className={cn(
            'group-hover:text-brand-700 mt-4 font-semibold text-slate-900',
            featured ? 'text-2xl sm:text-3xl' : 'text-xl',
          )}
        >
          <Link href={blogPostPath(post.slug)} className="after:absolute after:inset-0">
            {post.title}
          </Link>
        </h3>
        <p className="mt-3 text-sm leading-6 text-slate-600">
          <WholeWords>{post.excerpt}</WholeWords>
        </p>
        {/* The author line takes up the card's spare height (mt-auto, at its row's foot), not the
            excerpt: a clamped excerpt stretched taller than three lines would show the start of a
            fourth. */}
        <p className="mt-auto pt-5 text-sm font-medium text-slate-700">{post.author}</p>
      </div>
    </li>
  )
}
