import type { Metadata } from 'next'
import { siteUrl } from '@/web/env'
import './globals.css'
// The error boundaries (./error, ./(site)/error, ./global-error) load with every page. Imported
// here, their code joins the root layout's client chunk instead of coming as three more script
// requests (each with its own copy of the error screen) before the page's first paint.
import './error'
import './(site)/error'
import './global-error'

// Public pages revalidate every minute, which Next sends as their `s-maxage`: how long a CDN may
// keep a page before asking again (web/http/cache-policy.ts PUBLIC_MAX_AGE_S; a literal, as Next
// requires, held to that constant by a unit test).
export const revalidate = 60

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
}

/**
 * The one root layout passes its children through: the `<html>` element is drawn a level down, by
 * the English pages' layout (app/(site)/layout.tsx), the Arabic pages' (app/ar/layout.tsx), the
 * admin's and the Studio's, each with its language and direction (web/components/shell/
 * root-document.tsx).
 */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return children
}
