/**
 * The visitor's cookie choice, in the spec's cookie consent record: stored in
 * local storage under `cookie-consent` as `{ timestamp, preferences: { necessary, analytics,
 * marketing, functional } }`. Nothing here touches the network; analytics reads the choice from
 * here and from the change event.
 */
export const CONSENT_STORAGE_KEY = 'cookie-consent'
/** The banner appears this long after the page has loaded, when no choice is stored. */
export const COOKIE_BANNER_DELAY_MS = 1000
/** Dispatched on window when the choice changes (in this tab or, through `storage`, another). */
export const CONSENT_CHANGE_EVENT = 'cookie-consent:change'
/** Dispatched on window by the footer's 'Cookie settings' to show the banner again. */
export const OPEN_COOKIE_SETTINGS_EVENT = 'cookie-consent:open'

export interface ConsentPreferences {
  /** Always true: the cookies and storage the site needs to work. */
  necessary: true
  analytics: boolean
  marketing: boolean
  functional: boolean
}

export interface ConsentRecord {
  /** When the choice was made (ISO 8601). */
  timestamp: string
  preferences: ConsentPreferences
}

export const ACCEPT_ALL: ConsentPreferences = {
  necessary: true,
  analytics: true,
  marketing: true,
  functional: true,
}

export const NECESSARY_ONLY: ConsentPreferences = {
  necessary: true,
  analytics: false,
  marketing: false,
  functional: false,
}

/**
 * Whether the browser sends a Global Privacy Control signal (https://w3c.github.io/gpc/): the
 * site takes it as a refusal of analytics and marketing, whatever the banner's choice.
 */
export function globalPrivacyControl(): boolean {
  if (typeof navigator === 'undefined') return false
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
}

/** The choice as it applies: under Global Privacy Control, analytics and marketing are refused. */
export function effectivePreferences(
  preferences: ConsentPreferences,
  gpc: boolean = globalPrivacyControl(),
): ConsentPreferences {
  return gpc ? { ...preferences, analytics: false, marketing: false } : preferences
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>

const browserStorage = (): Storage | null => {
  try {
    return window.localStorage
  } catch {
    // Storage disabled (a privacy setting): the banner asks on every page, nothing is stored.
    return null
  }
}

/** Parses a stored record; anything of another shape counts as no choice (the banner asks again). */
export function parseConsent(text: string | null): ConsentRecord | null {
  if (!text) return null
  try {
    const value = JSON.parse(text) as Partial<ConsentRecord> | null
    const p = value?.preferences
    if (
      typeof value?.timestamp !== 'string' ||
      !p ||
      typeof p.analytics !== 'boolean' ||
      typeof p.marketing !== 'boolean' ||
      typeof p.functional !== 'boolean'
    ) {
      return null
    }
    return {
      timestamp: value.timestamp,
      preferences: {
        necessary: true,
        analytics: p.analytics,
        marketing: p.marketing,
        functional: p.functional,
      },
    }
  } catch {
    return null
  }
}

export function readConsent(storage: Storage | null = browserStorage()): ConsentRecord | null {
  return parseConsent(storage?.getItem(CONSENT_STORAGE_KEY) ?? null)
}

/** Stores the choice and tells this tab's listeners. */
export function storeConsent(
  preferences: ConsentPreferences,
  { storage = browserStorage(), now = new Date() }: { storage?: Storage | null; now?: Date } = {},
): ConsentRecord {
  const record: ConsentRecord = { timestamp: now.toISOString(), preferences: { ...preferences } }
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record))
  } catch {
    // Quota or privacy mode: the choice still applies to this page.
  }
  if (typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent<ConsentRecord>(CONSENT_CHANGE_EVENT, { detail: record }))
  }
  return record
}

/** Calls `listener` with each new choice, made in this tab or in another one. */
export function onConsentChange(listener: (record: ConsentRecord | null) => void): () => void {
  const local = (event: Event) => listener((event as CustomEvent<ConsentRecord>).detail)
  const otherTab = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY) listener(parseConsent(event.newValue))
  }
  window.addEventListener(CONSENT_CHANGE_EVENT, local)
  window.addEventListener('storage', otherTab)
  return () => {
    window.removeEventListener(CONSENT_CHANGE_EVENT, local)
    window.removeEventListener('storage', otherTab)
  }
}

/** Shows the cookie banner again (the footer's 'Cookie settings'). */
export function openCookieSettings() {
  window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT))
}

export type GoogleConsentState = Record<
  | 'ad_storage'
  | 'ad_user_data'
  | 'ad_personalization'
  | 'analytics_storage'
  | 'functionality_storage'
  | 'personalization_storage'
  | 'security_storage',
  'granted' | 'denied'
>

/** Everything denied: Google consent mode's default, set before any tag. */
export const GOOGLE_CONSENT_DENIED: GoogleConsentState = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  security_storage: 'denied',
}

/**
 * The choice in Google consent mode v2's terms: analytics → analytics_storage; marketing → the
 * three ad signals; functional → functionality and personalization; necessary → security.
 */
export function toGoogleConsent(preferences: ConsentPreferences): GoogleConsentState {
  const state = (granted: boolean) => (granted ? 'granted' : 'denied')
  return {
    ad_storage: state(preferences.marketing),
    ad_user_data: state(preferences.marketing),
    ad_personalization: state(preferences.marketing),
    analytics_storage: state(preferences.analytics),
    functionality_storage: state(preferences.functional),
    personalization_storage: state(preferences.functional),
    security_storage: state(preferences.necessary),
  }
}
