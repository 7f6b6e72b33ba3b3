/**
 * The browser's side of attribution: this visit's touch (the page it landed on and the site it
 * came from), remembered on the device across visits only with marketing consent and without a
 * Global Privacy Control signal; otherwise kept in memory for this visit and sent with a lead as
 * the visit alone, without click ids (core/leads/attribution.ts).
 *
 * Nothing here runs before the page has loaded: ConsentManager calls `rememberVisit` after the
 * load event, and the lead client reads `leadContext` when a form is sent. The landing page is the
 * document's navigation entry, which client-side navigation does not change, so reading it late
 * still reads the page the visitor landed on.
 */
import {
  type Attribution,
  mergeTouch,
  parseAttribution,
  type Touch,
  touchFrom,
  visitOnly,
} from '@/core/leads/attribution.ts'
import { type ConsentPreferences, globalPrivacyControl, readConsent } from '@/web/consent/consent'

/** Local storage key of the remembered first and last touch (only with marketing consent). */
export const ATTRIBUTION_STORAGE_KEY = 'lead-attribution'

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>

const browserStorage = (): Storage | null => {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

let visit: Touch | null = null

/** This visit's touch, read once per document. */
export function visitTouch(now = new Date()): Touch {
  if (visit) return visit
  const entry = performance.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined
  visit = touchFrom(entry?.name || window.location.href, document.referrer, now)
  return visit
}

/** May this device remember where the visitor came from? */
export const mayRemember = (preferences: ConsentPreferences | null, gpc: boolean) =>
  Boolean(preferences?.marketing) && !gpc

/**
 * Records this visit on the device when the visitor's choice allows it, and removes what was
 * remembered when it no longer does (Necessary Only chosen later, or GPC turned on).
 */
export function rememberVisit(
  preferences: ConsentPreferences | null,
  {
    storage = browserStorage(),
    gpc = globalPrivacyControl(),
    touch = visitTouch(),
  }: { storage?: Storage | null; gpc?: boolean; touch?: Touch } = {},
): Attribution | null {
  if (!storage) return null
  try {
    if (!mayRemember(preferences, gpc)) {
      storage.removeItem(ATTRIBUTION_STORAGE_KEY)
      return null
    }
    const stored = parseAttribution(storage.getItem(ATTRIBUTION_STORAGE_KEY))
    // One visit is merged once, however often this runs in it.
    const merged = stored?.last?.at === touch.at ? stored : mergeTouch(stored, touch)
    storage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(merged))
    return merged
  } catch {
    // Storage full or disabled: the lead still carries this visit.
    return null
  }
}

/** What a lead is sent with beside the spec's fields: where the visitor came from, and consent. */
export function leadContext(storage: Storage | null = browserStorage()) {
  const choice = readConsent()
  const gpc = globalPrivacyControl()
  const preferences = choice?.preferences ?? null
  const remembered = mayRemember(preferences, gpc)
    ? rememberVisit(preferences, { storage, gpc })
    : null
  return {
    attribution: remembered ?? visitOnly(visitTouch()),
    consent: {
      necessary: true as const,
      analytics: preferences?.analytics ?? false,
      marketing: preferences?.marketing ?? false,
      functional: preferences?.functional ?? false,
      chosenAt: choice?.timestamp ?? null,
      gpc,
    },
  }
}

/** For tests: forget the touch read from this document. */
export function resetVisit() {
  visit = null
}
