'use client'
/**
 * Asks for cookie consent and applies it. A small leaf of the shell:
 * 1 s after the page has loaded, when no choice is stored, it loads and shows the banner; with a
 * stored or new choice it hands the choice to analytics (which loads Google's tag only when a
 * measurement id is configured and analytics is granted) and to attribution (which remembers on
 * the device where the visitor came from only with marketing consent), under Global Privacy
 * Control without analytics and marketing. The footer's 'Cookie settings' reopens the banner.
 * On a page not in English the frame gives it the banner's words in the page's language.
 */
import { type ComponentType, useEffect, useState } from 'react'
import {
  COOKIE_BANNER_DELAY_MS,
  type ConsentPreferences,
  effectivePreferences,
  globalPrivacyControl,
  type ConsentRecord,
  OPEN_COOKIE_SETTINGS_EVENT,
  onConsentChange,
  readConsent,
  storeConsent,
} from '@/web/consent/consent'
import type { Locale } from '@/core/i18n/locales'
import { afterLoad } from '@/web/lib/after-load'
import type { ConsentText } from './cookie-banner'

type BannerComponent = ComponentType<import('./cookie-banner').CookieBannerProps>

/**
 * The banner's code, loaded on demand. Kept in state rather than through next/dynamic: the banner
 * then appears on the very tick its timer fires, without a Suspense round trip.
 */
const loadBanner = () => import('./cookie-banner').then((mod) => mod.CookieBanner)

/**
 * Applies a choice, under Global Privacy Control without analytics and marketing: to analytics,
 * and to what the device remembers of where the visitor came from. Each is a small module of its
 * own, loaded when there is a choice to apply: a first visit, with none yet, loads neither.
 */
function applyChoice(measurementId: string | null, preferences: ConsentPreferences) {
  const effective = effectivePreferences(preferences)
  import('@/web/consent/analytics').then(
    ({ applyAnalyticsConsent }) => applyAnalyticsConsent(measurementId, effective),
    (error: unknown) => console.error('[consent] analytics could not be loaded', error),
  )
  import('@/web/attribution/visit').then(
    ({ rememberVisit }) => rememberVisit(preferences),
    (error: unknown) => console.error('[consent] attribution could not be loaded', error),
  )
}

export function ConsentManager({
  measurementId,
  locale,
  text,
}: {
  measurementId: string | null
  /** The page's language and the banner's words in it, on a page not in English. */
  locale?: Locale
  text?: ConsentText
}) {
  const [banner, setBanner] = useState<{ reopened: boolean; current: ConsentRecord | null } | null>(
    null,
  )
  const [CookieBanner, setCookieBanner] = useState<BannerComponent | null>(null)
  const loadCode = () =>
    loadBanner().then(
      (component) => setCookieBanner(() => component),
      (error: unknown) => console.error('[consent] the cookie banner could not be loaded', error),
    )

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const cancelLoad = afterLoad(() => {
      const stored = readConsent()
      if (stored) {
        applyChoice(measurementId, stored.preferences)
        return
      }
      void loadCode()
      timer = setTimeout(
        () => setBanner({ reopened: false, current: null }),
        COOKIE_BANNER_DELAY_MS,
      )
    })
    const reopen = () => {
      clearTimeout(timer)
      void loadCode()
      setBanner({ reopened: true, current: readConsent() })
    }
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen)
    const stopListening = onConsentChange((record) => {
      if (record) {
        applyChoice(measurementId, record.preferences)
        setBanner(null)
      }
    })
    return () => {
      cancelLoad()
      clearTimeout(timer)
      window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen)
      stopListening()
    }
  }, [measurementId])

  if (!banner || !CookieBanner) return null
  return (
    <CookieBanner
      locale={locale}
      text={text}
      current={banner.current}
      gpc={globalPrivacyControl()}
      reopened={banner.reopened}
      onChoose={(preferences: ConsentPreferences) => storeConsent(preferences)}
      onClose={() => setBanner(null)}
    />
  )
}
