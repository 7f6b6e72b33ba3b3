import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { RootDocument } from '@/web/components/shell/root-document'
import { SiteShell } from '@/web/components/shell/site-shell'
import { getSettings } from '@/web/content'
import { isPreviewing } from '@/web/preview/preview-gate'

/**
 * A page that names itself with a plain title ('Payment status') reads "{page} | {brand}", the
 * pattern every page title follows (pages built with pageMetadata set theirs whole).
 */
export async function generateMetadata(): Promise<Metadata> {
  const { brandName } = await getSettings()
  return { title: { template: `%s | ${brandName}`, default: brandName } }
}

/**
 * The English pages' document (app/ar/layout.tsx is the Arabic pages'): `<html lang="en">` and
 * the site's frame around the page.
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
