/**
 * Google Analytics 4 in consent mode v2, "basic": the tag is loaded only when a measurement id is
 * configured and the visitor has granted analytics, so before consent nothing is requested from
 * Google and no `_ga` cookie exists. When it loads, the consent default (everything denied) is
 * queued before anything else, then the visitor's choice as an update, then the tag's config.
 * Events (the contact form's `form_submit`) go through `trackEvent`, which drops them unless the
 * tag runs with analytics granted.
 * https://developers.google.com/tag-platform/security/guides/consent?consentmode=basic
 */
import { type ConsentPreferences, GOOGLE_CONSENT_DENIED, toGoogleConsent } from './consent'

export const GOOGLE_TAG_URL = 'https://www.googletagmanager.com/gtag/js'
/** A GA4 measurement id. */
export const MEASUREMENT_ID_PATTERN = /^G-[A-Z0-9]+$/

type Gtag = (...args: unknown[]) => void

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
  }
}

let measurementId: string | null = null
let analyticsGranted = false

/** gtag.js reads `arguments` objects from the data layer, not arrays. */
function defineGtag(): Gtag {
  window.dataLayer = window.dataLayer ?? []
  if (!window.gtag) {
    window.gtag = function gtag() {
      window.dataLayer!.push(arguments)
    }
  }
  return window.gtag
}

/**
 * Applies the visitor's choice: loads the tag the first time analytics is granted, passes every
 * later change on as a consent update, and when analytics is withdrawn switches the tag off and
 * removes its cookies.
 */
export function applyAnalyticsConsent(id: string | null, preferences: ConsentPreferences) {
  if (!id) return
  analyticsGranted = preferences.analytics
  if (!measurementId) {
    if (!preferences.analytics) return
    measurementId = id
    const gtag = defineGtag()
    gtag('consent', 'default', { ...GOOGLE_CONSENT_DENIED })
    gtag('consent', 'update', toGoogleConsent(preferences))
    gtag('js', new Date())
    gtag('config', id)
    const script = document.createElement('script')
    script.async = true
    script.src = `${GOOGLE_TAG_URL}?id=${encodeURIComponent(id)}`
    document.head.appendChild(script)
    return
  }
  const disabled = `ga-disable-${measurementId}`
  ;(window as unknown as Record<string, boolean>)[disabled] = !preferences.analytics
  defineGtag()('consent', 'update', toGoogleConsent(preferences))
  if (!preferences.analytics) removeAnalyticsCookies()
}

/** Sends an analytics event when the tag runs with the visitor's consent; otherwise drops it. */
export function trackEvent(name: string, params: Record<string, unknown> = {}) {
  if (!measurementId || !analyticsGranted) return
  window.gtag?.('event', name, params)
}

/** Deletes `_ga` and `_ga_*` on this host and each parent domain (where the tag sets them). */
function removeAnalyticsCookies() {
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]!.trim())
    .filter((name) => name === '_ga' || name.startsWith('_ga_'))
  const parts = window.location.hostname.split('.')
  const domains = [
    '',
    ...parts.map((_, i) => parts.slice(i).join('.')).filter((d) => d.includes('.')),
  ]
  for (const name of names) {
    for (const domain of domains) {
      document.cookie = `${name}=; Max-Age=0; path=/${domain ? `; domain=.${domain}` : ''}`
    }
  }
}
