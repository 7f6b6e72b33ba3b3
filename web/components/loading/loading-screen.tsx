/**
 * The loading screen: an overlay over the page, which is rendered and
 * painted underneath as usual (crawlers, visitors without JavaScript and the page's LCP see the
 * page, not the overlay). Hidden by CSS unless the inline script below, or the trigger event,
 * shows it. See loading-script.ts for the stages and timing. Its words are in the page's language
 * (messages/{code}/loading.json).
 */
import { DEFAULT_LOCALE, type Locale } from '@/core/i18n/locales'
import { LoadingScreenScript } from '@/web/components/shell/first-paint-scripts'
import { LogoMark } from '@/web/components/shell/logo'
import { translator } from '@/web/i18n/messages'
import { LoadingScreenTrigger } from './loading-screen.client'

export function LoadingScreen({
  brandName,
  locale = DEFAULT_LOCALE,
}: {
  brandName: string
  locale?: Locale
}) {
  const t = translator(locale, 'loading')
  return (
    <>
      <LoadingScreenScript />
      <div
        id="loading-screen"
        role="status"
        aria-busy="true"
        aria-label={t('label', { brand: brandName })}
      >
        <div className="loading-screen-stage">
          <svg viewBox="0 0 32 32" className="loading-screen-spinner" aria-hidden="true">
            <circle cx="16" cy="16" r="13" fill="none" stroke="#dbeafe" strokeWidth="3" />
            <path
              d="M16 3a13 13 0 0 1 13 13"
              fill="none"
              stroke="#2563eb"
              strokeWidth="3"
              strokeLinecap="round"
            />
          </svg>
          <span className="loading-screen-logo" aria-hidden="true">
            <LogoMark className="size-14" />
            <span className="text-3xl font-bold tracking-tight text-slate-900">{brandName}</span>
          </span>
        </div>
        <p className="loading-screen-slow text-sm font-medium text-slate-500">
          {t('stillLoading')}
        </p>
      </div>
      <LoadingScreenTrigger />
    </>
  )
}
