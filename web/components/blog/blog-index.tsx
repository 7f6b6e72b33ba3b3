import type { BlogPostListQueryResult } from '@/web/content/sanity.types'
import { PageHero } from '@/web/components/content/page-hero'
import { joinList } from '@/web/lib/text'
import { PostCard } from './post-card'

/** The intro of the blog list, from the posts' own tags. */
export function blogIntro(posts: BlogPostListQueryResult) {
  const topics = [...new Set(posts.flatMap((post) => post.tags?.slice(0, 1) ?? []))]
  return `Practical guides on ${joinList(topics)} from the people who do the work.`
}

/** The list of posts, newest first; the newest one is featured. Shared by /blogs and /blog. */
export function BlogIndex({ posts }: { posts: BlogPostListQueryResult }) {
  return (
    <>
      <PageHero
        breadcrumbs={[{ name: 'Blog', url: '/blogs' }]}
        eyebrow="Insights"
        title="Blog"
        intro={blogIntro(posts)}
      />
      <section
        aria-labelledby="posts-heading"
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
      >
        {/* The cards' titles are h3: this names their list, so headings do not skip a level. */}
        <h2 id="posts-heading" className="sr-only">
          All posts
        </h2>
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <PostCard key={post._id} post={post} featured={index === 0} priority={index === 0} />
          ))}
        </ul>
      </section>
    </>
  )
}
