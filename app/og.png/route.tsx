import { getSettings } from '@/web/content'
import { ogImage } from '@/web/components/seo/og-image'

/**
 * The site's default share card at a stable URL (/og.png): brand, hero message and tagline from
 * the settings. Pages without a card of their own point Open Graph here, and so does the business
 * structured data. Static: rendered at build time and when the settings change.
 */
// Route handlers are dynamic by default; this one depends only on content, so prerender it (the
// settings' cache tag revalidates it).
export const dynamic = 'force-static'
// What a CDN may keep, as for the pages (web/http/cache-policy.ts PUBLIC_MAX_AGE_S).
export const revalidate = 60

export async function GET() {
  const settings = await getSettings()
  return ogImage({
    brandName: settings.brandName,
    eyebrow: settings.tagline,
    title: settings.heroMessage,
    description: settings.description,
    footer: settings.heroSubline,
  })
}
