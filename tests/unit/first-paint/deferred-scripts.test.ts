/**
 * A prerendered page inserts Next's start-up scripts after its first paint
 * (web/first-paint/deferred-scripts.mjs): the rewrite of the HTML, and the inline script's timing run
 * against a stand-in document and clock.
 */
import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import {
  deferStartUpScripts,
  STALE_RELOAD_KEY,
  startUpScripts,
} from '@/web/first-paint/deferred-scripts.mjs'

const A = '/_next/static/chunks/runtime.js'
const B = '/_next/static/chunks/main.js'
const C = '/_next/static/chunks/page.js'

// As Next writes a page: a preload for the largest chunk, the chunks async in the head, one more
// in the body after the runtime's inline configuration, the flight data inline.
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  `<link rel="preload" as="script" fetchPriority="low" href="${B}"/>` +
  '<link rel="preload" as="script" href="/elsewhere.js"/>' +
  `<script src="${A}" async=""></script><script src="${C}" async=""></script>` +
  '<title>T</title><script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>' +
  '<body><main><h1>Hello</h1></main>' +
  '<script>self.__turbopack_config={}</script>' +
  `<script src="${B}" async=""></script>` +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>'

describe('the page rewritten', () => {
  it('takes out the start-up scripts and their preload, and names them in order in one inline script', () => {
    const html = deferStartUpScripts(PAGE)
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[a-z]+\.js" async="">/)
    expect(html).not.toContain(`<link rel="preload" as="script" fetchPriority="low" href="${B}"/>`)
    // Where the first of them was, in the head.
    expect(html).toMatch(
      /<meta charSet="utf-8"\/><link rel="preload" as="script" href="\/elsewhere.js"\/><script data-start-up-scripts>/,
    )
    expect(startUpScripts(html)).toEqual([A, C, B])
    // What is not Next's async start-up script stays: other preloads, the legacy bundle, inline scripts.
    expect(html).toContain('<link rel="preload" as="script" href="/elsewhere.js"/>')
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>')
    expect(html).toContain('<script>self.__turbopack_config={}</script>')
    expect(html).toContain('<body><main><h1>Hello</h1></main>')
  })

  it('leaves alone a page without start-up scripts and one already rewritten', () => {
    const plain = '<!DOCTYPE html><html><head><title>T</title></head><body><p>x</p></body></html>'
    expect(deferStartUpScripts(plain)).toBe(plain)
    expect(startUpScripts(plain)).toEqual([])
    const once = deferStartUpScripts(PAGE)
    expect(deferStartUpScripts(once)).toBe(once)
  })
})

/**
 * Runs the page's inline script against a stand-in document, clock, paint timing, rendering
 * updates (ResizeObserver) and task queue (MessageChannel).
 */
function run(
  html: string,
  {
    readyState = 'loading',
    visibilityState = 'visible',
    paintTiming = true,
    /** What a HEAD request for a script answers: a status, or a failure (no connection). */
    head = (_src: string): Promise<{ status: number }> => Promise.resolve({ status: 200 }),
    storage = new Map<string, string>(),
  } = {},
) {
  const script = html.match(/<script data-start-up-scripts>([\s\S]*?)<\/script>/)![1]!
  const inserted: string[] = []
  const listeners: Record<string, () => void> = {}
  const windowListeners: Record<string, (event: unknown) => void> = {}
  const paintObservers: ((list: unknown, observer: unknown) => void)[] = []
  const resizeObservers: (() => void)[] = []
  const tasks: (() => void)[] = []
  let timers: { at: number; run: () => void }[] = []
  let now = 0
  const document = {
    readyState,
    visibilityState,
    documentElement: {},
    head: {
      appendChild: (element: { src: string; async: boolean }) =>
        inserted.push(`${element.src} async=${element.async}`),
    },
    createElement: () => ({ src: '', async: false }),
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
  }
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation']
    constructor(private callback: (list: unknown, observer: unknown) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true })
      paintObservers.push(this.callback)
    }
    disconnect() {
      paintObservers.splice(paintObservers.indexOf(this.callback), 1)
    }
  }
  class ResizeObserver {
    constructor(private callback: () => void) {}
    observe() {
      resizeObservers.push(this.callback)
    }
    disconnect() {
      resizeObservers.splice(resizeObservers.indexOf(this.callback), 1)
    }
  }
  class MessageChannel {
    port1: { onmessage?: () => void } = {}
    port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) }
  }
  const heads: string[] = []
  let reloads = 0
  vm.runInNewContext(script, {
    document,
    location: { pathname: '/contact', reload: () => reloads++ },
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    },
    fetch: (src: string, init: { method: string; cache: string }) => {
      expect(init).toEqual({ method: 'HEAD', cache: 'no-store' })
      heads.push(src)
      return head(src)
    },
    PerformanceObserver,
    ResizeObserver,
    MessageChannel,
    addEventListener: (type: string, listener: (event: unknown) => void, capture: boolean) => {
      expect(capture).toBe(true)
      windowListeners[type] = listener
    },
    setTimeout: (callback: () => void, ms: number) => timers.push({ at: now + ms, run: callback }),
  })
  return {
    inserted,
    heads,
    storage,
    reloads: () => reloads,
    /** An element of the page fails to load (the error event, seen by the window's capture). */
    failed: async (element: { nodeName: string; src?: string }) => {
      windowListeners.error?.({ target: element })
      // The HEAD request's answer, then what it leads to.
      for (let i = 0; i < 5; i++) await Promise.resolve()
    },
    /** Whether the browser's own submit of `form` goes ahead. */
    submits: (form: { nodeName: string; hasAttribute(name: string): boolean }) => {
      let prevented = false
      windowListeners.submit?.({ target: form, preventDefault: () => (prevented = true) })
      return !prevented
    },
    parsed: () => {
      document.readyState = 'interactive'
      listeners.DOMContentLoaded?.()
    },
    /** A paint entry is reported: the first paint, then the first contentful one. */
    paint: (name: string) => {
      const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) }
      for (const callback of [...paintObservers]) {
        const observer = {
          disconnect: () => paintObservers.splice(paintObservers.indexOf(callback), 1),
        }
        callback(list, observer)
      }
    },
    /** A rendering update, then the tasks queued until then. */
    frame: () => {
      for (const callback of [...resizeObservers]) callback()
      for (const task of tasks.splice(0)) task()
    },
    advance: (ms: number) => {
      now += ms
      const due = timers.filter((timer) => timer.at <= now)
      timers = timers.filter((timer) => timer.at > now)
      due.forEach((timer) => timer.run())
    },
  }
}

describe('the inline script', () => {
  const html = deferStartUpScripts(PAGE)
  const all = [`${A} async=true`, `${C} async=true`, `${B} async=true`]

  it('inserts the scripts once, after the first contentful paint and a frame after the parse', () => {
    const page = run(html)
    page.frame()
    page.paint('first-paint')
    expect(page.inserted).toEqual([])
    page.paint('first-contentful-paint')
    expect(page.inserted).toEqual([])
    page.parsed()
    expect(page.inserted).toEqual([])
    page.frame()
    expect(page.inserted).toEqual(all)
    page.frame()
    page.paint('first-contentful-paint')
    page.advance(2000)
    expect(page.inserted).toEqual(all)
  })

  it('waits for the first contentful paint when the frame after the parse comes first', () => {
    const page = run(html)
    page.parsed()
    page.frame()
    expect(page.inserted).toEqual([])
    page.paint('first-contentful-paint')
    expect(page.inserted).toEqual(all)
  })

  it('does not wait for a paint the browser does not report', () => {
    const page = run(html, { paintTiming: false })
    page.parsed()
    page.frame()
    expect(page.inserted).toEqual(all)
  })

  it('inserts them 1 s after the parse when nothing is painted, and at once in a hidden page', () => {
    const noFrame = run(html)
    noFrame.parsed()
    noFrame.advance(999)
    expect(noFrame.inserted).toEqual([])
    noFrame.advance(1)
    expect(noFrame.inserted).toEqual(all)

    const hidden = run(html, { visibilityState: 'hidden' })
    hidden.parsed()
    expect(hidden.inserted).toEqual(all)
  })

  it('waits for a frame when the document was parsed before it ran', () => {
    const page = run(html, { readyState: 'interactive' })
    page.paint('first-contentful-paint')
    expect(page.inserted).toEqual([])
    page.frame()
    expect(page.inserted).toEqual(all)
  })

  it('keeps the browser from submitting a form React handles (no action) itself, before and after hydration', () => {
    const page = run(html)
    const form = (action?: string) => ({
      nodeName: 'FORM',
      hasAttribute: (name: string) => name === 'action' && action !== undefined,
    })
    expect(page.submits(form())).toBe(false)
    expect(page.submits(form('/search'))).toBe(true)
    page.parsed()
    page.paint('first-contentful-paint')
    page.frame()
    expect(page.inserted).toEqual(all)
    expect(page.submits(form())).toBe(false)
    expect(page.submits(form('/search'))).toBe(true)
  })

  describe('a page the server no longer has the scripts of', () => {
    const script = (src: string) => ({ nodeName: 'SCRIPT', src: `http://site.test${src}` })
    const gone = (status: number) => () => Promise.resolve({ status })

    it('is reloaded once per path and session when a script of Next’s answers 404 or 410', async () => {
      for (const status of [404, 410]) {
        const page = run(html, { head: gone(status) })
        await page.failed(script(C))
        expect(page.heads).toEqual([`http://site.test${C}`])
        expect(page.reloads()).toBe(1)
        expect([...page.storage]).toEqual([[`${STALE_RELOAD_KEY}/contact`, '1']])
        // The reloaded page fails again (the CDN still has the stale copy): no second reload.
        const again = run(html, { head: gone(status), storage: page.storage })
        await again.failed(script(C))
        expect(again.heads).toEqual([])
        expect(again.reloads()).toBe(0)
      }
    })

    it('is left as it is when the connection failed, the server has the script, or it is not Next’s', async () => {
      const offline = run(html, { head: () => Promise.reject(new TypeError('Failed to fetch')) })
      await offline.failed(script(A))
      expect(offline.reloads()).toBe(0)
      expect(offline.storage.size).toBe(0)

      const flaky = run(html, { head: gone(200) })
      await flaky.failed(script(A))
      expect(flaky.reloads()).toBe(0)
      const serverError = run(html, { head: gone(500) })
      await serverError.failed(script(A))
      expect(serverError.reloads()).toBe(0)

      const other = run(html, { head: gone(404) })
      await other.failed(script('/widget.js'))
      await other.failed({ nodeName: 'IMG', src: `http://site.test/_next/static/media/a.png` })
      expect(other.heads).toEqual([])
      expect(other.reloads()).toBe(0)
    })
  })
})
