import { locales, type Locale, type LocaleEntry } from '@/core/i18n/locales'
import { Toaster } from '@/web/components/ui/toaster'
import type { ToastText } from '@/web/components/ui/toast-text'
import { inter } from '@/web/fonts'

/**
 * The `<html>` and `<body>`, drawn by the layout of each part of the site: the pages in each
 * language (app/(site)/layout.tsx for English, app/ar/layout.tsx for Arabic), the tools (admin,
 * Studio) and the root's own not-found and error screens. The root layout (app/layout.tsx) passes
 * its children through, so that each language's pages are prerendered with their own `lang` and
 * `dir` (core/i18n/locales.ts) while the site keeps one root, and with it Next's one not-found
 * tree (several root layouts lose it: vercel/next.js#59180). The pattern is next-intl's.
 */
export function RootDocument({
  locale = 'en',
  fontClassName,
  toaster = true,
  toastText,
  children,
}: {
  locale?: Locale
  /** next/font variables beside Inter's: the Arabic face on Arabic pages (web/fonts/arabic.ts). */
  fontClassName?: string
  /** The toasts' region; a screen that shows none (the root not-found) leaves it out. */
  toaster?: boolean
  /** The toasts' names in a language other than English (English comes with the code). */
  toastText?: ToastText
  children: React.ReactNode
}) {
  const entry: LocaleEntry = locales.entry(locale)
  const { code, dir, script } = entry
  return (
    // The loading screen's inline script sets data-loading on <html> before React hydrates it.
    // Left to right and Latin are the defaults: an English page's <html> says neither.
    <html
      lang={code}
      {...(dir === 'rtl' ? { dir } : {})}
      {...(script ? { 'data-script': script } : {})}
      className={fontClassName ? `${inter.variable} ${fontClassName}` : inter.variable}
      suppressHydrationWarning
    >
      <body className="bg-white font-sans text-slate-900 antialiased">
        {children}
        {toaster ? <Toaster {...(toastText ? { text: toastText } : {})} /> : null}
      </body>
    </html>
  )
}
