import type { Metadata } from 'next'
import { getBlogPosts, getSettings } from '@/web/content'
import { BlogIndex, blogIntro } from '@/web/components/blog/blog-index'
import { pageMetadata } from '@/web/components/seo/metadata'

export async function generateMetadata(): Promise<Metadata> {
  const [settings, posts] = await Promise.all([
    getSettings({ preview: true }),
    getBlogPosts({ preview: true }),
  ])
  return pageMetadata({
    brandName: settings.brandName,
    title: 'Blog',
    description: blogIntro(posts),
    path: '/blogs',
  })
}

export default async function BlogsPage() {
  return <BlogIndex posts={await getBlogPosts({ preview: true })} />
}
