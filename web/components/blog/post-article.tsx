import { toPlainText, type PortableTextBlock } from '@portabletext/react'
import { ArrowLeft } from '@/web/components/ui/icons'
import { DEFAULT_LOCALE, type Locale } from '@/core/i18n/locales'
import { formatNumber } from '@/core/format/format'
import Link from '@/web/components/ui/link'
import type { BlogPostListQueryResult, BlogPostQueryResult } from '@/web/content/sanity.types'
import type { Settings } from '@/web/content'
import { CallToAction } from '@/web/components/content/call-to-action'
import { RichText, TableOfContents } from '@/web/components/content/portable-text'
import { Breadcrumbs } from '@/web/components/seo/breadcrumbs'
import { SanityImage } from '@/web/components/ui/sanity-image'
import { translator } from '@/web/i18n/messages'
import { blogPostPath } from '@/web/lib/routes'
import { formatDate, numberApart, readingMinutes, sentences } from '@/web/lib/text'
import { PostCard } from './post-card'
import { WholeWords } from '@/web/components/ui/whole-words'

type Post = NonNullable<BlogPostQueryResult>

/**
 * A blog post: title, byline, cover, the Portable Text body and more posts, its words in `locale`
 * (messages/{code}/blog.json; the post's own are in its language already).
 */
export function PostArticle({
  post,
  settings,
  more,
  locale = DEFAULT_LOCALE,
}: {
  post: Post
  settings: Settings
  more: BlogPostListQueryResult
  locale?: Locale
}) {
  const t = translator(locale, 'blog')
  const words = toPlainText((post.body ?? []) as PortableTextBlock[]).split(/\s+/).length
  const minutes = readingMinutes(words)
  return (
    <>
      <article>
        <header className="from-brand-50 border-b border-slate-200/70 bg-linear-to-b to-white">
          <div className="mx-auto max-w-3xl px-4 pt-10 pb-12 sm:px-6">
            <Breadcrumbs
              items={[
                { name: t('title'), url: '/blogs' },
                { name: post.title, url: blogPostPath(post.slug) },
              ]}
            />
            {post.tags?.length ? (
              <ul aria-label={t('tags')} className="mt-8 flex flex-wrap gap-2">
                {post.tags.map((tag) => (
                  <li
                    key={tag}
                    className="bg-brand-100/70 text-brand-700 rounded-full px-3 py-1 text-xs font-semibold"
                  >
                    {tag}
                  </li>
                ))}
              </ul>
            ) : null}
            <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
              <WholeWords>{post.title}</WholeWords>
            </h1>
            <p className="mt-5 text-lg leading-8 text-slate-600">{post.excerpt}</p>
            <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-500">
              {/* On a phone the author's line, then the date's (an author's long name left a dot
                  alone at a line's end); each dot goes with what it comes before. */}
              <span className="w-full font-semibold text-slate-900 sm:w-auto">{post.author}</span>
              <span className="flex items-center gap-x-3">
                <span aria-hidden className="hidden sm:inline">
                  ·
                </span>
                <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale)}</time>
              </span>
              <span className="flex items-center gap-x-3">
                <span aria-hidden>·</span>
                <span>{numberApart(t('minRead', { minutes }), formatNumber(minutes, locale))}</span>
              </span>
            </p>
          </div>
        </header>
        <div className="mx-auto max-w-4xl px-4 sm:px-6">
          <div
            data-dock-clear
            className="mt-6 overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 sm:mt-10 sm:rounded-3xl"
          >
            <SanityImage
              image={post.image}
              sizes="(min-width: 896px) 848px, 100vw"
              priority
              className="h-auto w-full"
            />
          </div>
        </div>
        <div className="relative mx-auto max-w-3xl px-4 py-8 sm:px-6">
          <RichText value={post.body} />
          {/* Its sections in the empty margin beside the column, following the reader down, where
              the margin holds it (an outside review: 360 px of nothing each side at 1440 px). The
              column stays where the title and the cover are. */}
          <TableOfContents
            body={post.body}
            label={translator(locale, 'pageBlocks')('onThisPage')}
            className="absolute inset-y-8 start-full ms-2 hidden w-56 min-[1360px]:block"
          />
          <Link
            href="/blogs"
            className="text-brand-600 hover:text-brand-700 mt-10 inline-flex items-center gap-2 text-sm font-semibold"
          >
            <ArrowLeft className="icon-fwd" />
            {` ${t('allPosts')}`}
          </Link>
        </div>
      </article>

      {more.length ? (
        <section
          aria-labelledby="more-posts"
          className="mx-auto max-w-7xl px-4 pt-12 sm:px-6 lg:px-8"
        >
          <h2 id="more-posts" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('keepReading')}
          </h2>
          <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {more.map((other) => (
              <PostCard key={other._id} post={other} locale={locale} />
            ))}
          </ul>
        </section>
      ) : null}

      <CallToAction
        title={t('cta')}
        action={t('ctaAction')}
        text={sentences(settings.promises?.consultation, settings.promises?.response)}
        phone={settings.phone}
      />
    </>
  )
}
