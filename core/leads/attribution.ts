/**
 * Where a lead came from: the campaign parameters (UTM), the ad click ids, the landing page and
 * the referrer of a visit (a "touch"), as the first and the last touch. Runtime-neutral and
 * without zod: the browser records touches with it after the page has loaded (web/attribution),
 * the function checks what arrives with attribution-schema.ts and stores it with the lead.
 *
 * Last touch is "last non-direct": a later visit replaces it only when it says where it came
 * from (a campaign parameter, a click id or another site as referrer), so typing the address in
 * to send the form does not erase the campaign that brought the visitor.
 */

export const UTM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const
export const CLICK_ID_KEYS = ['gclid', 'fbclid', 'msclkid'] as const
export const PARAM_KEYS = [...UTM_KEYS, ...CLICK_ID_KEYS] as const

export type UtmKey = (typeof UTM_KEYS)[number]
export type ClickIdKey = (typeof CLICK_ID_KEYS)[number]
export type ParamKey = (typeof PARAM_KEYS)[number]

/** One visit's facts. Missing values are empty strings, like the lead record's. */
export type Touch = Record<ParamKey, string> & {
  landing_page: string
  referrer: string
  /** When the visit landed (ISO 8601). */
  at: string
}

export interface Attribution {
  first: Touch | null
  last: Touch | null
}

export const TOUCH_FIELDS = [...PARAM_KEYS, 'landing_page', 'referrer', 'at'] as const

/** Longest value kept: a parameter, a URL (the browser clips, the function refuses longer). */
export const ATTRIBUTION_LIMITS = { param: 200, url: 2000 } as const

const clip = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value)

/** Parameters arrive from any link: trimmed, control characters dropped, clipped. */
const cleanParam = (value: string | null) =>
  clip((value ?? '').replace(/[\u0000-\u001F\u007F]/g, '').trim(), ATTRIBUTION_LIMITS.param)

const httpUrl = (value: string): URL | null => {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

/**
 * The touch of a visit that landed on `landingUrl` from `referrer`. A referrer on the landing
 * page's own site is no referrer (a reload, or a link between the site's own pages).
 */
export function touchFrom(landingUrl: string, referrer: string, at: Date): Touch {
  const landing = httpUrl(landingUrl)
  const params = landing?.searchParams
  const touch = Object.fromEntries(
    PARAM_KEYS.map((key) => [key, cleanParam(params?.get(key) ?? null)]),
  )
  if (landing) landing.hash = ''
  const from = httpUrl(referrer)
  const external = from && (!landing || from.host !== landing.host)
  return {
    ...(touch as Record<ParamKey, string>),
    landing_page: landing ? clip(landing.href, ATTRIBUTION_LIMITS.url) : '',
    referrer: external ? clip(from.href, ATTRIBUTION_LIMITS.url) : '',
    at: at.toISOString(),
  }
}

/** Whether the visit says where it came from (else it is a direct visit). */
export const saysWhereFrom = (touch: Touch) =>
  PARAM_KEYS.some((key) => touch[key] !== '') || touch.referrer !== ''

/** First touch kept; last touch replaced by a visit that says where it came from. */
export function mergeTouch(stored: Attribution | null, touch: Touch): Attribution {
  if (!stored?.first) return { first: touch, last: touch }
  if (saysWhereFrom(touch) || !stored.last) return { first: stored.first, last: touch }
  return stored
}

/**
 * Only this visit, without click ids: what a lead carries without marketing consent (or under
 * Global Privacy Control). Click ids exist to join a visit to the ad platform's record of a
 * person, which is marketing; campaign parameters name a campaign, not a person.
 */
export function visitOnly(touch: Touch | null): Attribution {
  if (!touch) return { first: null, last: null }
  const bare: Touch = { ...touch, gclid: '', fbclid: '', msclkid: '' }
  return { first: bare, last: { ...bare } }
}

function readTouch(value: unknown): Touch | null {
  if (typeof value !== 'object' || value === null) return null
  const record = value as Record<string, unknown>
  const touch: Record<string, string> = {}
  for (const field of TOUCH_FIELDS) {
    const item = record[field] ?? ''
    if (typeof item !== 'string') return null
    touch[field] = clip(
      item,
      field === 'landing_page' || field === 'referrer'
        ? ATTRIBUTION_LIMITS.url
        : ATTRIBUTION_LIMITS.param,
    )
  }
  return touch as Touch
}

/** Attribution kept on the device, or null when it is missing or of another shape. */
export function parseAttribution(text: string | null): Attribution | null {
  if (!text) return null
  try {
    const value = JSON.parse(text) as { first?: unknown; last?: unknown } | null
    const first = readTouch(value?.first)
    if (!first) return null
    return { first, last: readTouch(value?.last) ?? first }
  } catch {
    return null
  }
}

/** The touch's campaign in a line ("google / cpc / spring"), for listings. */
export function touchSummary(touch: Touch | null | undefined): string {
  if (!touch) return ''
  const parts = [touch.utm_source, touch.utm_medium, touch.utm_campaign].filter(Boolean)
  if (parts.length) return parts.join(' / ')
  if (touch.referrer) {
    try {
      return new URL(touch.referrer).host
    } catch {
      return touch.referrer
    }
  }
  return touch.landing_page ? '(direct)' : ''
}
