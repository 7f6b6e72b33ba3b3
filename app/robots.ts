import type { MetadataRoute } from 'next'
import { siteUrl } from '@/web/env'

/** Everything public is crawlable except the Studio, the APIs, and the admin. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/studio', '/api/', '/admin'] }],
    sitemap: `${siteUrl}/sitemap.xml`,
    host: siteUrl,
  }
}
