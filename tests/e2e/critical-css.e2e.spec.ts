/**
 * Every page type paints its first screen from the rules it carries inline, without waiting for
 * the site's style sheet, which loads alongside and applies once it has arrived (issue 15,
 * web/first-paint/critical-css.mjs). Tagged @mobile: also at 375 px.
 */
import type { Browser, Page } from '@playwright/test'
import { PAGE_TYPES as PAGES } from '../helpers/page'
import { expect, test } from '../helpers/test'

/** The site's style sheets, as Next names them. */
const SITE_SHEET = /\/_next\/static\/.+\.css(\?|$)/

/**
 * Where every element on the first screen is and how it looks: the part of its box in the layout
 * that is on the first screen (offsets, which transitions and animations do not move: a box that
 * runs on below the screen is compared down to the screen's edge), display, colours, font size.
 */
function firstScreen(page: Page) {
  return page.evaluate(() => {
    const onScreen = (element: Element) => {
      const box = element.getBoundingClientRect()
      return box.width > 0 && box.bottom > 0 && box.top < innerHeight
    }
    const layoutBox = (element: HTMLElement) => {
      let [left, top] = [0, 0]
      for (let at: HTMLElement | null = element; at; at = at.offsetParent as HTMLElement | null) {
        left += at.offsetLeft
        top += at.offsetTop
      }
      const bottom = Math.min(top + element.offsetHeight, innerHeight)
      return [left, top, element.offsetWidth, bottom]
    }
    const seen: Record<string, string> = {}
    // An icon's <use> is left out: its box comes from the icon sprite (an image the page loads
    // with or without the style sheet), which one of the two drawings may have before the other.
    document.querySelectorAll('body *:not(use)').forEach((element, index) => {
      if (!onScreen(element)) return
      const style = getComputedStyle(element)
      const key = `${index} <${element.tagName.toLowerCase()} class="${element.getAttribute('class')}">`
      seen[key] = [
        ...(element instanceof HTMLElement ? layoutBox(element) : []),
        style.display,
        style.color,
        style.backgroundColor,
        style.fontSize,
      ].join(' ')
    })
    return seen
  })
}

/**
 * The first screen of `path` as drawn without JavaScript (what the HTML alone gives), with the
 * site's style sheets or with them withheld. Fonts are withheld either way: both draw in the
 * fallback, which the inline rules' font faces match.
 */
async function drawn(
  browser: Browser,
  use: { viewport: { width: number; height: number } | null; baseURL?: string },
  path: string,
  withSheet: boolean,
) {
  const context = await browser.newContext({
    ...use,
    javaScriptEnabled: false,
    serviceWorkers: 'block',
  })
  await context.route(/\.woff2(\?|$)/, (route) => route.abort())
  // Withheld: the request fails, so the page is drawn as it is until the sheet arrives. (A request
  // left unanswered would hold a connection of the browser's few per host for good.)
  if (!withSheet) await context.route(SITE_SHEET, (route) => route.abort())
  const tab = await context.newPage()
  await tab.goto(path, { waitUntil: 'domcontentloaded' })
  // The first screen's images loaded (their size can shape the layout). Polled from here: without
  // JavaScript the page runs no handler or timer, not even one Playwright adds.
  await expect
    .poll(() =>
      tab.evaluate(
        () =>
          [...document.images].filter((image) => {
            const box = image.getBoundingClientRect()
            return !image.complete && box.bottom > 0 && box.top < innerHeight
          }).length,
      ),
    )
    .toBe(0)
  const screen = await firstScreen(tab)
  await context.close()
  return screen
}

test(
  'every page type draws its first screen from its inline rules: without the site sheet nothing on it moves or changes',
  {
    tag: '@mobile',
  },
  async ({ browser, request, viewport, baseURL }) => {
    test.setTimeout(120_000)
    for (const path of PAGES) {
      // The page as the cache serves it. After an earlier test's publish it may be rendered on
      // demand, streamed with its Suspense boundaries put in place by inline script, which a page
      // without JavaScript never runs; that render stores it, and the next request is served whole.
      // On a connection of its own: the drawings below take longer than the server keeps an idle
      // connection open (Node's 5 s), and a request sent on the one it had just closed was reset
      // (ECONNRESET on /book-call and /contact in a CI run). A reset is asked again.
      await expect
        .poll(
          async () => {
            const response = await request
              .get(path, { headers: { connection: 'close' } })
              .catch(() => null)
            return response?.headers()['x-nextjs-cache'] ?? 'MISS'
          },
          { message: path },
        )
        .not.toBe('MISS')
      // Two separate browser contexts, drawn side by side.
      const [withSheet, withheld] = await Promise.all([
        drawn(browser, { viewport, baseURL }, path, true),
        drawn(browser, { viewport, baseURL }, path, false),
      ])
      expect(Object.keys(withSheet).length, path).toBeGreaterThan(20)
      expect(withheld, path).toEqual(withSheet)
    }
  },
)

test('pages load the site sheet without blocking their first paint, and apply it once it has arrived', async ({
  page,
  request,
}) => {
  for (const path of PAGES) {
    // The first request after a publish renders the page and gets Next's rendering as it is; the
    // cache stores it rewritten (web/cache/cache-handler.mjs), which is what visitors get next.
    await request.get(path)
    const html = await (await request.get(path)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head, path).toContain('<style data-critical-css>')
    // Outside <noscript> (for visitors without JavaScript), no style sheet blocks the first paint.
    const links = head
      .replace(/<noscript>.*?<\/noscript>/g, '')
      .match(/<link rel="stylesheet"[^>]*>/g)
    expect(links?.length, path).toBeGreaterThan(0)
    for (const link of links!) expect(link, path).toContain('media="print"')
  }

  const requested: string[] = []
  page.on('request', (sent) => {
    if (SITE_SHEET.test(sent.url())) requested.push(new URL(sent.url()).pathname)
  })
  await page.goto('/services/seo', { waitUntil: 'load' })
  // Applied for every medium, each sheet once (React found the page's link when it hydrated).
  const sheets = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => ({
      href: new URL(link.href).pathname,
      media: link.media,
      applied: link.sheet !== null,
    })),
  )
  expect(sheets.length).toBeGreaterThan(0)
  for (const sheet of sheets) expect(sheet).toMatchObject({ media: 'all', applied: true })
  expect(new Set(sheets.map((sheet) => sheet.href)).size).toBe(sheets.length)
  expect(new Set(requested).size).toBe(requested.length)
  // The whole sheet, more than the page's own rules, is in effect.
  const rules = await page.evaluate(() => ({
    inline: document.querySelector<HTMLStyleElement>('style[data-critical-css]')!.sheet!.cssRules
      .length,
    sheet: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].reduce(
      (sum, link) => sum + link.sheet!.cssRules.length,
      0,
    ),
  }))
  expect(rules.sheet).toBeGreaterThan(rules.inline)

  // What was laid out from no rules further down takes the sheet's colours at once: no link or
  // button there fades in from the browser's default look (what axe read mid-fade as a contrast
  // failure). Transitions wait until two frames after the sheets are in.
  for (const path of ['/ar/privacy-policy', '/contact']) {
    const tab = await page.context().newPage()
    await tab.addInitScript(() => {
      const seen: string[] = ((window as unknown as { transitions: string[] }).transitions = [])
      document.addEventListener(
        'transitionrun',
        (event) => {
          const target = event.target as Element
          if (target.closest('#main, #main ~ *'))
            seen.push(`${target.tagName} ${target.getAttribute('class')} ${event.propertyName}`)
        },
        true,
      )
    })
    await tab.goto(path, { waitUntil: 'load' })
    await expect(tab.locator('html')).toHaveAttribute('data-sheet-in', '')
    await tab.waitForTimeout(500)
    expect(
      await tab.evaluate(() => (window as unknown as { transitions: string[] }).transitions),
      path,
    ).toEqual([])
    await tab.close()
  }
})

test('before the site sheet arrives, what is below the first screen is not laid out: it holds its place, unstyled nowhere', async ({
  page,
  browser,
  baseURL,
}) => {
  // A slow connection: the sheet arrives well after the first frame (issue 46: the inline rules
  // are the first screen's only, web/first-paint/critical-css.mjs FIRST_SCREEN). The home page's
  // sections below and every page's footer wait under content-visibility (app/globals.css), each
  // holding its measured height: laid out before the sheet, they were drawn from no rules, and an
  // element first styled that way fades its colour in from the unstyled one when it comes into
  // view. Without their held heights they held none, so all were near the screen, and laid out.
  let release = () => {}
  const arrived = new Promise<void>((resolve) => (release = resolve))
  // Every layout shift, those Chrome marks as after input too: Lighthouse counts a shift in the
  // first half second after its viewport is set whatever the mark, and a :root:has() rule matched
  // again at the end of the parse once made Chrome report the held footer as moved from the whole
  // screen (a shift of 1 on the home page there).
  await page.addInitScript(() => {
    const shifts: string[] = []
    ;(window as unknown as { shifts: string[] }).shifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        sources: { node: Node | null }[]
      })[])
        shifts.push(
          `${entry.value.toFixed(4)}: ${entry.sources.map((source) => source.node?.nodeName).join(', ')}`,
        )
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.route(SITE_SHEET, async (route) => {
    await arrived
    await route.continue()
  })
  for (const [path, below] of [
    ['/', ['popular', 'clients', 'team', 'final-contact'].map((s) => `[data-home-section="${s}"]`)],
    ['/services/seo', []],
  ] as const) {
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    expect(
      await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts),
      `${path}: layout shifts before the sheet`,
    ).toEqual([])
    const skipped = await page.evaluate(
      async (selectors) => {
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
        return [...selectors, 'footer'].map((selector) => {
          const area = document.querySelector<HTMLElement>(selector)!
          const inside = area.querySelector('h2, a, p')!
          return {
            selector,
            height: Math.round(area.getBoundingClientRect().height),
            laidOut: inside.checkVisibility({ contentVisibilityAuto: true }),
          }
        })
      },
      [...below],
    )
    for (const area of skipped) {
      expect(area.laidOut, `${path} ${area.selector}`).toBe(false)
      expect(area.height, `${path} ${area.selector}`).toBeGreaterThan(200)
    }
  }
  // Brought into view before the sheet is in, it still waits (inline it is `hidden`, not `auto`):
  // drawn then, it would be drawn from no rules.
  await page.locator('footer').scrollIntoViewIfNeeded()
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  expect(
    await page.evaluate(() =>
      document.querySelector('footer nav a')!.checkVisibility({ contentVisibilityAuto: true }),
    ),
    'the footer in view before the sheet',
  ).toBe(false)
  release()
  await expect
    .poll(() =>
      page.evaluate(() =>
        document.querySelector('footer nav a')!.checkVisibility({ contentVisibilityAuto: true }),
      ),
    )
    .toBe(true)
  // A sheet that fails to arrive: what waited is drawn from the inline rules all the same.
  const failing = await browser.newContext({ baseURL })
  const lost = await failing.newPage()
  await lost.route(SITE_SHEET, (route) => route.abort())
  await lost.goto('/services/seo')
  await lost.locator('footer').scrollIntoViewIfNeeded()
  await expect(lost.locator('footer nav a').first()).toBeVisible()
  await failing.close()
  // Once the sheet is in, what waited has the style it is drawn with: read while it is still
  // skipped (as axe reads it) and once it is in view. Chrome keeps the style it gave a skipped
  // area in the first frame: those areas' rules are inline for that frame (undrawnAreas).
  for (const path of ['/', '/services/seo']) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL })
    const tab = await context.newPage()
    await tab.goto(path, { waitUntil: 'load' })
    await tab.waitForTimeout(1_000)
    const colour = () =>
      tab.evaluate(() => getComputedStyle(document.querySelector('footer nav a')!).color)
    const skipped = await colour()
    await tab.locator('footer').scrollIntoViewIfNeeded()
    await tab.waitForTimeout(400)
    expect(await colour(), `${path}: the footer's links as read before they were in view`).toBe(
      skipped,
    )
    await context.close()
  }
})
