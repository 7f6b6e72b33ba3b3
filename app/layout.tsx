import type { Metadata } from 'next'
import { Toaster } from '@/web/components/ui/toaster'
import { siteUrl } from '@/web/env'
import { inter } from '@/web/fonts'
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

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // The loading screen's inline script sets data-loading on <html> before React hydrates it.
    <html lang="en" className={inter.variable} suppressHydrationWarning>
      <body className="bg-white font-sans text-slate-900 antialiased">
        {children}
        <Toaster />
      </body>
    </html>
  )
}
