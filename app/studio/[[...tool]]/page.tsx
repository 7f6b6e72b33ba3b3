/**
 * Sanity Studio embedded at /studio. Prerendered as a static shell; the Studio runs in the browser.
 * https://www.sanity.io/docs/nextjs/embedding-sanity-studio-in-nextjs
 */
import { NextStudio } from 'next-sanity/studio'
import config from '@/studio/sanity.config'

export const dynamic = 'force-static'

export { metadata, viewport } from 'next-sanity/studio'

export default function StudioPage() {
  return <NextStudio config={config} />
}
