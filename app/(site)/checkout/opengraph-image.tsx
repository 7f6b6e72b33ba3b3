import { getSettings } from '@/web/content'
import { OG_CONTENT_TYPE, OG_SIZE, ogImage } from '@/web/components/seo/og-image'

export const size = OG_SIZE
export const contentType = OG_CONTENT_TYPE
export const alt = 'Checkout'
// What a CDN may keep, as for the pages (web/http/cache-policy.ts PUBLIC_MAX_AGE_S).
export const revalidate = 60

/** The share card of the checkout: what the page is for (it is not indexed). */
export default async function Image() {
  const settings = await getSettings()
  return ogImage({
    brandName: settings.brandName,
    eyebrow: 'Checkout',
    title: 'Checkout',
    description: 'Pay for a package securely online.',
  })
}
