import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { locales } from '@/core/i18n/locales'
import { RootDocument } from '@/web/components/shell/root-document'
import { SiteShell } from '@/web/components/shell/site-shell'
import { getSettings } from '@/web/content'
import { inter } from '@/web/fonts'
import { notoSansArabic } from '@/web/fonts/arabic'
import { MESSAGES } from '@/web/i18n/messages'
import { isPreviewing } from '@/web/preview/preview-gate'
import { setRequestLocale } from '@/web/i18n/request-locale'
// The Arabic typeface's fallback and stack: in this layout's style sheet, not every page's.
import './arabic.css'

const LOCALE = 'ar'

/**
 * While Arabic is not yet published (core/i18n/locales.ts), its pages answer at their addresses
 * for the agency to review, but say noindex: nothing links to them and no sitemap lists them.
 */
export async function generateMetadata(): Promise<Metadata> {
  const { brandName } = await getSettings({ locale: LOCALE })
  return {
    title: { template: `%s | ${brandName}`, default: brandName },
    ...(locales.published.includes(LOCALE) ? {} : { robots: { index: false, follow: false } }),
  }
}

/** The Arabic pages' document, right to left (`<html lang="ar" dir="rtl">`), and the frame in Arabic. */
export default async function ArabicLayout({ children }: { children: React.ReactNode }) {
  setRequestLocale(LOCALE)
  const preview = (await draftMode()).isEnabled && (await isPreviewing())
  return (
    <RootDocument
      locale={LOCALE}
      fontClassName={notoSansArabic.variable}
      toastText={MESSAGES[LOCALE].toasts}
    >
      <SiteShell
        preview={preview}
        locale={LOCALE}
        // A later page of the session is drawn in these faces when they are in before its first
        // frame, and otherwise in the visitor's own Arabic face: nothing moves (deferred-font.ts).
        heldFonts={`${inter.style.fontFamily},${notoSansArabic.style.fontFamily}`}
      >
        {preview ? <meta name="robots" content="noindex, nofollow" /> : null}
        {children}
      </SiteShell>
    </RootDocument>
  )
}
