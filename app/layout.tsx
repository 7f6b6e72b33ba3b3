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
