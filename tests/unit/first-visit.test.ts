/**
 * The rules behind a first visit (issue 10): the cookie-consent record and its Google consent
 * mode translation, when content protection applies and which shortcuts it blocks, what the
 * service worker may cache, and the loading screen's constants.
 */
import { describe, expect, it } from 'vitest'
import {
  ACCEPT_ALL,
  CONSENT_STORAGE_KEY,
  COOKIE_BANNER_DELAY_MS,
  GOOGLE_CONSENT_DENIED,
  NECESSARY_ONLY,
  parseConsent,
  readConsent,
  storeConsent,
  toGoogleConsent,
} from '@/web/consent/consent'
import {
  FORCE_FINISH_MS,
  LOADING_SCRIPT,
  LOADING_SESSION_KEY,
  LOGO_STAGE_MS,
  STILL_LOADING_AFTER_MS,
} from '@/web/components/loading/loading-script'
import {
  isDevToolsShortcut,
  type KeyChord,
  protectionApplies,
  protectionScript,
} from '@/web/components/shell/content-protection-rules'
import { chatScriptUrl } from '@/web/chat/tawk'
import {
  isCacheableResponse,
  NEVER_CACHED,
  runtimeCacheNames,
} from '@/web/service-worker/cache-rules'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

describe('cookie consent record', () => {
  it('is stored under cookie-consent as { timestamp, preferences } for either choice', () => {
    const storage = memoryStorage()
    const now = new Date('2026-05-04T10:20:30.000Z')
    storeConsent(ACCEPT_ALL, { storage, now })
    expect(JSON.parse(storage.items.get(CONSENT_STORAGE_KEY)!)).toEqual({
      timestamp: '2026-05-04T10:20:30.000Z',
      preferences: { necessary: true, analytics: true, marketing: true, functional: true },
    })
    storeConsent(NECESSARY_ONLY, { storage, now })
    expect(readConsent(storage)?.preferences).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: false,
    })
  })

  it('counts anything of another shape as no choice, so the banner asks again', () => {
    expect(parseConsent(null)).toBeNull()
    expect(parseConsent('yes')).toBeNull()
    expect(parseConsent('{"accepted":true}')).toBeNull()
    expect(parseConsent('{"timestamp":"x","preferences":{"analytics":"yes"}}')).toBeNull()
    expect(
      parseConsent(
        '{"timestamp":"x","preferences":{"necessary":false,"analytics":true,"marketing":false,"functional":false}}',
      )?.preferences.necessary,
    ).toBe(true)
  })

  it('the banner waits 1 s after load', () => {
    expect(COOKIE_BANNER_DELAY_MS).toBe(1000)
  })

  it('maps to Google consent mode v2: everything denied by default, then the choice', () => {
    expect(Object.values(GOOGLE_CONSENT_DENIED).every((state) => state === 'denied')).toBe(true)
    expect(Object.keys(GOOGLE_CONSENT_DENIED)).toEqual(
      expect.arrayContaining([
        'ad_storage',
        'ad_user_data',
        'ad_personalization',
        'analytics_storage',
      ]),
    )
    expect(toGoogleConsent(NECESSARY_ONLY)).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      security_storage: 'granted',
    })
    expect(toGoogleConsent({ ...NECESSARY_ONLY, analytics: true })).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'denied',
    })
    expect(Object.values(toGoogleConsent(ACCEPT_ALL)).every((state) => state === 'granted')).toBe(
      true,
    )
  })
})

describe('content protection', () => {
  const base = {
    setting: true,
    draftMode: false,
    host: 'www.codehome.example',
    hostname: 'www.codehome.example',
    previewHosts: ['preview.codehome.example', 'localhost:3333'],
    pathname: '/services/seo',
  }

  it('applies to visitors when the CMS setting is on', () => {
    expect(protectionApplies(base)).toBe(true)
    expect(protectionApplies({ ...base, setting: false })).toBe(false)
  })

  it('is off in draft mode, on preview hosts (with or without a port) and in the tools', () => {
    expect(protectionApplies({ ...base, draftMode: true })).toBe(false)
    expect(
      protectionApplies({
        ...base,
        host: 'PREVIEW.codehome.example:443',
        hostname: 'preview.codehome.example',
      }),
    ).toBe(false)
    expect(protectionApplies({ ...base, host: 'localhost:3333', hostname: 'localhost' })).toBe(
      false,
    )
    expect(protectionApplies({ ...base, host: 'localhost:3000', hostname: 'localhost' })).toBe(true)
    for (const pathname of ['/studio', '/studio/structure', '/admin', '/admin/leads']) {
      expect(protectionApplies({ ...base, pathname })).toBe(false)
    }
    expect(protectionApplies({ ...base, pathname: '/administration-tips' })).toBe(true)
  })

  it('the inline script marks <html> exactly when protectionApplies says so', () => {
    const marked = (context: typeof base) => {
      const attributes: string[] = []
      const location = {
        host: context.host,
        hostname: context.hostname,
        pathname: context.pathname,
      }
      const document = {
        documentElement: { setAttribute: (name: string) => attributes.push(name) },
      }
      new Function('location', 'document', protectionScript(context.previewHosts))(
        location,
        document,
      )
      return attributes.includes('data-content-protection')
    }
    const cases = [
      base,
      { ...base, host: 'PREVIEW.codehome.example:443', hostname: 'preview.codehome.example' },
      { ...base, host: 'localhost:3333', hostname: 'localhost' },
      { ...base, host: 'localhost:3000', hostname: 'localhost' },
      { ...base, pathname: '/studio/structure' },
      { ...base, pathname: '/admin' },
      { ...base, pathname: '/administration-tips' },
    ]
    for (const context of cases) expect(marked(context)).toBe(protectionApplies(context))
    expect(cases.map(marked)).toEqual([true, false, false, true, false, false, true])
    // A host cannot close the script element it is written into.
    expect(protectionScript(['</script><script>alert(1)//'])).not.toContain('</script>')
  })

  const chord = (over: Partial<KeyChord>): KeyChord => ({
    key: '',
    code: '',
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    ...over,
  })

  it('blocks F12, Ctrl/Cmd+Shift+I/J/C, Ctrl/Cmd+U and the macOS Cmd+Option variants', () => {
    const blocked = [
      chord({ key: 'F12', code: 'F12' }),
      chord({ key: 'I', code: 'KeyI', ctrlKey: true, shiftKey: true }),
      chord({ key: 'J', code: 'KeyJ', ctrlKey: true, shiftKey: true }),
      chord({ key: 'C', code: 'KeyC', metaKey: true, shiftKey: true }),
      chord({ key: 'u', code: 'KeyU', ctrlKey: true }),
      chord({ key: 'u', code: 'KeyU', metaKey: true }),
      chord({ key: 'ˆ', code: 'KeyI', metaKey: true, altKey: true }),
    ]
    for (const keys of blocked) expect(isDevToolsShortcut(keys), JSON.stringify(keys)).toBe(true)
  })

  it('leaves every other shortcut alone: copy, paste, select all, tab, find', () => {
    const allowed = [
      chord({ key: 'c', code: 'KeyC', ctrlKey: true }),
      chord({ key: 'v', code: 'KeyV', ctrlKey: true }),
      chord({ key: 'a', code: 'KeyA', metaKey: true }),
      chord({ key: 'f', code: 'KeyF', ctrlKey: true }),
      chord({ key: 'Tab', code: 'Tab' }),
      chord({ key: 'I', code: 'KeyI', shiftKey: true }),
      chord({ key: 'U', code: 'KeyU', ctrlKey: true, shiftKey: true }),
    ]
    for (const keys of allowed) expect(isDevToolsShortcut(keys), JSON.stringify(keys)).toBe(false)
  })
})

describe('service worker caching rules', () => {
  it('never caches the Studio, the admin, the APIs or the lead function', () => {
    for (const path of [
      '/studio',
      '/studio/desk',
      '/admin/leads',
      '/api/search',
      '/api/admin/leads',
      '/functions/v1/enhanced-crm-automation',
      '/booking/3f1c2b9e-0000-4000-8000-000000000000.0.1900000000.abc',
    ]) {
      expect(NEVER_CACHED.test(path), path).toBe(true)
    }
    for (const path of [
      '/',
      '/services/seo',
      '/administration',
      '/apis-explained',
      '/offline',
      '/book-call',
    ]) {
      expect(NEVER_CACHED.test(path), path).toBe(false)
    }
  })

  it('keeps only complete public answers: not draft-mode or per-request pages', () => {
    const answer = (status: number, cacheControl: string | null) => ({
      status,
      type: 'basic' as ResponseType,
      headers: new Headers(cacheControl ? { 'cache-control': cacheControl } : {}),
    })
    expect(isCacheableResponse(answer(200, 's-maxage=31536000'))).toBe(true)
    expect(isCacheableResponse(answer(200, null))).toBe(true)
    expect(
      isCacheableResponse(answer(200, 'private, no-cache, no-store, max-age=0, must-revalidate')),
    ).toBe(false)
    expect(isCacheableResponse(answer(404, 's-maxage=60'))).toBe(false)
    expect(isCacheableResponse({ ...answer(200, null), type: 'opaque' })).toBe(false)
  })

  it('names every runtime cache after the deployment version', () => {
    expect(Object.values(runtimeCacheNames('v2'))).toEqual(['pages-v2', 'assets-v2', 'images-v2'])
  })
})

describe('loading screen', () => {
  it("has the spec's timing and session key, in a script of a few hundred bytes", () => {
    expect([STILL_LOADING_AFTER_MS, LOGO_STAGE_MS, FORCE_FINISH_MS]).toEqual([1200, 900, 5000])
    expect(LOADING_SESSION_KEY).toBe('initialLoadComplete')
    expect(LOADING_SCRIPT).toContain('"initialLoadComplete"')
    expect(LOADING_SCRIPT.length).toBeLessThan(1024)
    // Valid JavaScript.
    expect(() => new Function(LOADING_SCRIPT)).not.toThrow()
  })
})

describe('live chat', () => {
  it('loads the tawk.to widget of a property id, with or without a widget id', () => {
    expect(chatScriptUrl('64f0c0ffee0123456789abcd')).toBe(
      'https://embed.tawk.to/64f0c0ffee0123456789abcd/default',
    )
    expect(chatScriptUrl('64f0c0ffee0123456789abcd/1h9abc')).toBe(
      'https://embed.tawk.to/64f0c0ffee0123456789abcd/1h9abc',
    )
    expect(chatScriptUrl('"><script>')).toBeNull()
  })
})
