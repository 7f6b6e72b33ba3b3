import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { RootDocument } from '@/web/components/shell/root-document'
import { SiteShell } from '@/web/components/shell/site-shell'
import { getSettings } from '@/web/content'
import { siteUrl } from '@/web/env'
import { isPreviewing } from '@/web/preview/preview-gate'
import '../globals.css'
// The error boundaries (./error, ../global-error) load with every page. Imported here, their code
// joins the root layout's client chunk instead of coming as more script requests (each with its
// own copy of the error screen) before the page's first paint.
import './error'
import '../global-error'

// Public pages revalidate every minute, which Next sends as their `s-maxage`: how long a CDN may
// keep a page before asking again (web/http/cache-policy.ts PUBLIC_MAX_AGE_S; a literal, as Next
// requires, held to that constant by a unit test).
export const revalidate = 60

/**
 * A page that names itself with a plain title ('Payment status') reads "{page} | {brand}", the
 * pattern every page title follows (pages built with pageMetadata set theirs whole).
 */
export async function generateMetadata(): Promise<Metadata> {
  const { brandName } = await getSettings()
  return {
    metadataBase: new URL(siteUrl),
    title: { template: `%s | ${brandName}`, default: brandName },
  }
}

/**
 * The root of the site's English pages (app/ar/layout.tsx is the Arabic pages'; the admin and the
 * Studio have their own): the document in English, and the site's frame around the page.
 */
export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  // Reading draft mode keeps the pages static: it is a cookie Next checks before it chooses
  // between the prerendered page and a per-request render for an editor. Only with it on are the
  // preview-access cookie (and a client link's row) read (web/preview/preview-gate.ts).
  const preview = (await draftMode()).isEnabled && (await isPreviewing())
  return (
    <RootDocument locale="en">
      <SiteShell preview={preview}>
        {/* Drafts are never indexed, whoever opens them (React hoists this into <head>). */}
        {preview ? <meta name="robots" content="noindex, nofollow" /> : null}
        {children}
      </SiteShell>
    </RootDocument>
  )
}
