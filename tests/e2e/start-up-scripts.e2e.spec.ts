/**
 * Every page type asks for its start-up scripts only once its HTML is parsed and its first frame
 * painted, and hydrates with them as before (issue 15, web/first-paint/deferred-scripts.mjs); the
 * scripts carry V8's compile hint (web/first-paint/compile-hints.ts).
 */
import { COMPILE_HINT } from '@/web/first-paint/compile-hints'
import { STALE_RELOAD_KEY, startUpScripts } from '@/web/first-paint/index.mjs'
import { hydrated, PAGE_TYPES as PAGES } from '../helpers/page'
import { expect, test } from '../helpers/test'

test('pages paint before they ask for their start-up scripts, then hydrate with them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      // (A placeholder shown while a part loads, role="status", is replaced by design.)
      ;(window as unknown as { parsedElements: Element[] }).parsedElements = [
        ...document.querySelectorAll('header, main, main *, footer'),
      ].filter((element) => !element.closest('[role="status"]'))
    }),
  )
  for (const path of PAGES) {
    // Served rewritten: no script tag of Next's, one inline script naming them. (The first
    // request after a publish renders the page and gets Next's rendering as it is; the cache
    // stores it rewritten, web/cache/cache-handler.mjs, which is what visitors get next.)
    await request.get(path)
    const html = await (await request.get(path)).text()
    expect(html, path).not.toMatch(/<script src="\/_next\/static\/[^"]+\.js" async="">/)
    const named = startUpScripts(html)
    expect(named.length, path).toBeGreaterThan(2)

    const requested: string[] = []
    const onRequest = (sent: { url(): string }) => {
      const url = new URL(sent.url())
      if (named.includes(url.pathname)) requested.push(url.pathname)
    }
    page.on('request', onRequest)
    await page.goto(path)
    await hydrated(page, 'footer')
    page.off('request', onRequest)

    // The flight data pushed from inside the content (web/first-paint/flight-placement.mjs) took
    // its scripts out before React compared the document with its tree: none left in <main>, and
    // on the home page, where most rows are placed, React hydrated the elements the browser parsed
    // rather than rendering its own in their place. (A script left in would fail hydration, React
    // error 418, which `errors` catches on every page. Other pages replace a part on purpose: the
    // category filter of /services renders on the client.)
    const hydration = await page.evaluate(() => {
      const parsed = (window as unknown as { parsedElements: Element[] }).parsedElements
      return {
        replaced: parsed.filter((element) => !element.isConnected).length,
        flightInMain: [...document.querySelectorAll('main script')].filter((script) =>
          script.textContent?.includes('__next_f.push([1,'),
        ).length,
      }
    })
    expect(hydration.flightInMain, path).toBe(0)
    if (path === '/') {
      expect(html, path).toContain(';document.currentScript.remove()</script>')
      expect(hydration.replaced, path).toBe(0)
    }

    // Each asked for (chunks they share with the pages the links lead to may be asked for again
    // when those are prefetched), the first time only after the document was parsed and painted.
    expect([...new Set(requested)].sort(), path).toEqual([...named].sort())
    const timing = await page.evaluate((paths) => {
      const navigation = performance.getEntriesByType(
        'navigation',
      )[0] as PerformanceNavigationTiming
      const paint = performance.getEntriesByName('first-contentful-paint')[0]
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => paths.includes(new URL(entry.name).pathname))
      return {
        parsed: navigation.domContentLoadedEventEnd,
        painted: paint?.startTime ?? Number.POSITIVE_INFINITY,
        firstAsked: Math.min(...scripts.map((entry) => entry.startTime)),
      }
    }, named)
    expect(timing.firstAsked, path).toBeGreaterThanOrEqual(timing.parsed)
    expect(timing.painted, path).toBeLessThanOrEqual(timing.firstAsked)

    // Each is compiled while it streams in (web/first-paint/compile-hints.ts): the hint on its first line.
    for (const src of named) {
      const script = await (await request.get(src)).text()
      expect(script.startsWith(COMPILE_HINT), src).toBe(true)
    }
  }
  expect(errors).toEqual([])
})

test('a form sent before React has hydrated it stays on the page with what was typed', async ({
  page,
}) => {
  // The start-up scripts never arrive: the page stays as its HTML drew it.
  await page.route(/\/_next\/static\/.+\.js(\?|$)/, (route) => route.abort())
  // Whether the browser's own submit was cancelled, seen after every other listener.
  await page.addInitScript(() => {
    const sent: boolean[] = []
    Object.assign(window, { sent })
    addEventListener('submit', (event) => sent.push(event.defaultPrevented))
  })
  await page.goto('/contact')
  const form = page.getByRole('form', { name: 'Contact form' })
  await form.getByLabel('Name').fill('Ada Lovelace')
  await form.getByLabel('Email').fill('ada@example.com')
  await form.getByRole('button', { name: 'Send Message' }).click()
  // Cancelled: no reload to /contact?… that would lose what was typed.
  expect(await page.evaluate(() => (window as unknown as { sent: boolean[] }).sent)).toEqual([true])
  expect(new URL(page.url()).search).toBe('')
  await expect(form.getByLabel('Name')).toHaveValue('Ada Lovelace')
  await expect(form.getByLabel('Email')).toHaveValue('ada@example.com')
})

test('a page the server no longer has the scripts of (an earlier deployment’s) is reloaded once, and hydrates', async ({
  page,
  request,
}) => {
  const named = startUpScripts(await (await request.get('/contact')).text())
  const gone = named.at(-2)!
  // The first load names a script this deployment lacks (404, to its GET and to the HEAD that
  // asks again); the reloaded page is the current one.
  let loads = 0
  page.on('request', (sent) => {
    if (sent.isNavigationRequest() && sent.frame() === page.mainFrame()) loads++
  })
  const asked: string[] = []
  await page.route(
    (url) => url.pathname === gone,
    async (route) => {
      asked.push(`${route.request().method()} ${loads}`)
      if (loads < 2) await route.fulfill({ status: 404, body: 'Not Found' })
      else await route.fallback()
    },
  )
  const reloaded = page.waitForEvent('domcontentloaded', { predicate: () => loads === 2 })
  await page.goto('/contact')
  await reloaded
  await hydrated(page, 'footer')
  expect(loads).toBe(2)
  expect(asked.filter((request) => request.startsWith('HEAD'))).toEqual(['HEAD 1'])
  expect(asked).toContain('GET 2')
  expect(
    await page.evaluate((key) => sessionStorage.getItem(key), `${STALE_RELOAD_KEY}/contact`),
  ).toBe('1')
})
