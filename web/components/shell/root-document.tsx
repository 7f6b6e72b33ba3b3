import { locales, type Locale } from '@/core/i18n/locales'
import { Toaster } from '@/web/components/ui/toaster'
import { inter } from '@/web/fonts'

/**
 * The `<html>` and `<body>` of every root layout: the site's pages in each language
 * (app/(site)/layout.tsx for English, app/ar/layout.tsx for Arabic) and the tools (admin,
 * Studio). Each language has a root layout of its own so that its pages are prerendered with
 * their own `lang` and `dir` (core/i18n/locales.ts); moving between the two is a full page load,
 * as Next does between root layouts.
 */
export function RootDocument({
  locale = 'en',
  children,
}: {
  locale?: Locale
  children: React.ReactNode
}) {
  const { code, dir } = locales.entry(locale)
  return (
    // The loading screen's inline script sets data-loading on <html> before React hydrates it.
    <html lang={code} dir={dir} className={inter.variable} suppressHydrationWarning>
      <body className="bg-white font-sans text-slate-900 antialiased">
        {children}
        <Toaster />
      </body>
    </html>
  )
}
