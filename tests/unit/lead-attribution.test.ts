/**
 * Attribution without a database: a visit's touch read from its landing page and referrer, first
 * and last touch merged across visits, what is kept on the device by consent (and GPC), and what
 * the function accepts and stores.
 */
import { describe, expect, it } from 'vitest'
import {
  type Attribution,
  mergeTouch,
  parseAttribution,
  touchFrom,
  touchSummary,
  visitOnly,
} from '@/core/leads/attribution.ts'
import {
  attributionAndConsent,
  attributionSchema,
  consentInputSchema,
} from '@/core/leads/attribution-schema.ts'
import { envelopeSchema } from '@/core/leads/lead-schemas.ts'
import { ATTRIBUTION_STORAGE_KEY, mayRemember, rememberVisit } from '@/web/attribution/visit'
import { ACCEPT_ALL, effectivePreferences, NECESSARY_ONLY } from '@/web/consent/consent'

const AT = new Date('2026-11-20T10:00:00.000Z')
const LATER = new Date('2026-11-24T09:30:00.000Z')

const campaign = (query: string, referrer = 'https://www.google.com/', at = AT) =>
  touchFrom(`https://codehome.example/seo?${query}#pricing`, referrer, at)

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

describe('a visit’s touch', () => {
  it('reads the UTM parameters, click ids, landing page (without its fragment) and referrer', () => {
    const touch = campaign(
      'utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=seo+agency&utm_content=ad-2&gclid=Cj0abc&fbclid=fb1&msclkid=ms1',
    )
    expect(touch).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      utm_term: 'seo agency',
      utm_content: 'ad-2',
      gclid: 'Cj0abc',
      fbclid: 'fb1',
      msclkid: 'ms1',
      landing_page:
        'https://codehome.example/seo?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=seo+agency&utm_content=ad-2&gclid=Cj0abc&fbclid=fb1&msclkid=ms1',
      referrer: 'https://www.google.com/',
      at: AT.toISOString(),
    })
  })

  it('counts a referrer on the site itself as none, and clips what it keeps', () => {
    const touch = touchFrom(
      `https://codehome.example/?utm_source=${'x'.repeat(500)}&utm_medium=%0Aemail%00`,
      'https://codehome.example/about',
      AT,
    )
    expect(touch.referrer).toBe('')
    expect(touch.utm_source).toHaveLength(200)
    expect(touch.utm_medium).toBe('email')
    expect(touchFrom('not a url', 'javascript:alert(1)', AT)).toMatchObject({
      landing_page: '',
      referrer: '',
      utm_source: '',
    })
  })

  it('summarises a campaign, a referring site, or a direct visit', () => {
    expect(touchSummary(campaign('utm_source=google&utm_medium=cpc&utm_campaign=spring'))).toBe(
      'google / cpc / spring',
    )
    expect(touchSummary(campaign('', 'https://news.example.org/post'))).toBe('news.example.org')
    expect(touchSummary(campaign('', ''))).toBe('(direct)')
    expect(touchSummary(null)).toBe('')
  })
})

describe('first and last touch', () => {
  const first = campaign('utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=g1')
  const second = campaign('utm_source=newsletter&utm_medium=email&utm_campaign=november', '', LATER)
  const direct = touchFrom('https://codehome.example/contact', '', LATER)

  it('starts with the first visit as both', () => {
    expect(mergeTouch(null, first)).toEqual({ first, last: first })
  })

  it('keeps the first touch and takes a later campaign as the last', () => {
    expect(mergeTouch({ first, last: first }, second)).toEqual({ first, last: second })
  })

  it('does not let a direct visit erase the campaign that brought the visitor', () => {
    const stored: Attribution = { first, last: second }
    expect(mergeTouch(stored, direct)).toBe(stored)
  })

  it('without marketing consent keeps this visit only, without click ids', () => {
    expect(visitOnly(first)).toEqual({
      first: { ...first, gclid: '' },
      last: { ...first, gclid: '' },
    })
    expect(visitOnly(null)).toEqual({ first: null, last: null })
  })

  it('reads back what it stored, and nothing of another shape', () => {
    expect(parseAttribution(JSON.stringify({ first, last: second }))).toEqual({
      first,
      last: second,
    })
    expect(parseAttribution('{"first":{"utm_source":3}}')).toBeNull()
    expect(parseAttribution('not json')).toBeNull()
    expect(parseAttribution(null)).toBeNull()
  })
})

describe('what the device remembers', () => {
  const first = campaign('utm_source=google&utm_medium=cpc&utm_campaign=spring')
  const second = campaign('utm_source=linkedin&utm_medium=social', '', LATER)

  it('remembers first and last touch across visits with Accept All', () => {
    const storage = memoryStorage()
    rememberVisit(ACCEPT_ALL, { storage, gpc: false, touch: first })
    const merged = rememberVisit(ACCEPT_ALL, { storage, gpc: false, touch: second })
    expect(merged).toEqual({ first, last: second })
    expect(parseAttribution(storage.items.get(ATTRIBUTION_STORAGE_KEY)!)).toEqual({
      first,
      last: second,
    })
  })

  it('keeps nothing with Necessary Only, and forgets what it had when the choice changes', () => {
    const storage = memoryStorage()
    rememberVisit(ACCEPT_ALL, { storage, gpc: false, touch: first })
    expect(storage.items.has(ATTRIBUTION_STORAGE_KEY)).toBe(true)
    expect(rememberVisit(NECESSARY_ONLY, { storage, gpc: false, touch: second })).toBeNull()
    expect(storage.items.size).toBe(0)
  })

  it('keeps nothing under Global Privacy Control, even with Accept All', () => {
    const storage = memoryStorage()
    expect(rememberVisit(ACCEPT_ALL, { storage, gpc: true, touch: first })).toBeNull()
    expect(storage.items.size).toBe(0)
    expect(mayRemember(ACCEPT_ALL, true)).toBe(false)
    expect(mayRemember(null, false)).toBe(false)
    expect(effectivePreferences(ACCEPT_ALL, true)).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: true,
    })
  })
})

describe('what the function accepts', () => {
  const touch = campaign('utm_source=google&gclid=g1')

  it('takes attribution and consent beside the spec’s fields', () => {
    const parsed = envelopeSchema.safeParse({
      formType: 'Enhanced Contact Form',
      leadData: {},
      attribution: { first: touch, last: touch },
      consent: { ...ACCEPT_ALL, chosenAt: AT.toISOString(), gpc: false },
    })
    expect(parsed.success).toBe(true)
  })

  it('refuses oversized values, unknown keys, non-http addresses and wrong types', () => {
    const bad = [
      { first: { ...touch, utm_source: 'x'.repeat(201) }, last: null },
      { first: { ...touch, landing_page: `https://a.example/${'x'.repeat(2000)}` }, last: null },
      { first: { ...touch, referrer: 'javascript:alert(1)' }, last: null },
      { first: { ...touch, evil: 'yes' }, last: null },
      { first: { ...touch, at: 'yesterday' }, last: null },
      { first: touch },
      'google',
    ]
    for (const value of bad)
      expect(attributionSchema.safeParse(value).success, JSON.stringify(value).slice(0, 80)).toBe(
        false,
      )
    expect(
      consentInputSchema.safeParse({ analytics: 'yes', marketing: false, functional: false })
        .success,
    ).toBe(false)
    expect(consentInputSchema.safeParse({ ...ACCEPT_ALL, necessary: false }).success).toBe(false)
  })

  it('stores consent with the notice version and its own time; GPC refuses analytics and marketing', () => {
    const body = {
      attribution: attributionSchema.parse({ first: touch, last: touch }),
      consent: consentInputSchema.parse({ ...ACCEPT_ALL, chosenAt: AT.toISOString() }),
    }
    const site = { privacyNoticeVersion: '2026-10-01' }
    const plain = new Request('http://site/f', { method: 'POST' })
    const granted = attributionAndConsent(plain, body, site, LATER)
    expect(granted.consent).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      functional: true,
      chosenAt: AT.toISOString(),
      gpc: false,
      privacyNoticeVersion: '2026-10-01',
      recordedAt: LATER.toISOString(),
    })
    expect(granted.attribution.first?.gclid).toBe('g1')

    const withGpc = new Request('http://site/f', { method: 'POST', headers: { 'Sec-GPC': '1' } })
    const refused = attributionAndConsent(withGpc, body, site, LATER)
    expect(refused.consent).toMatchObject({
      analytics: false,
      marketing: false,
      functional: true,
      gpc: true,
    })
    expect(refused.attribution.first?.gclid).toBe('')
    expect(refused.attribution.first?.utm_source).toBe('google')

    const nothing = attributionAndConsent(plain, {}, site, LATER)
    expect(nothing).toEqual({
      attribution: { first: null, last: null },
      consent: expect.objectContaining({ analytics: false, marketing: false, chosenAt: null }),
    })
  })
})
