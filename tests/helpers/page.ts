/**
 * Helpers for end-to-end tests that look at a page as a visitor meets it.
 */
import { createRequire } from 'node:module'
import type { Page, TestInfo } from '@playwright/test'

/**
 * Waits until React has hydrated the page: its header (or the first element matching `through`)
 * carries a fiber, so its event handlers are attached. With `'footer'`, near the end of the tree:
 * by then every client component of the page has rendered and asked for the code it loads lazily.
 */
export async function hydrated(page: Page, through = 'header') {
  await page.waitForFunction((selector) => {
    const element = document.querySelector(selector)
    return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'))
  }, through)
}

/** One page of each type, as the speed benchmark measures them (scripts/bench/speed.ts). */
export const PAGE_TYPES = [
  '/',
  '/services',
  '/services/seo',
  '/our-work/financeflow-banking',
  '/blogs',
  '/blogs/core-web-vitals-guide',
  '/book-call',
  '/contact',
]

/**
 * The scripts a page starts with, as paths: named in its HTML, by Next's script tags or by the
 * inline script that inserts them after the first paint (web/first-paint/deferred-scripts.mjs).
 */
export const startUpScriptPaths = (html: string) => [
  ...new Set([...html.matchAll(/"(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((m) => m[1]!)),
]

/**
 * Waits for the floating actions (cost calculator, live chat): they are on every page from its
 * first paint (web/components/shell/floating-actions.tsx), tucked into the screen's edge while a
 * control is under them.
 */
export async function showFloatingActions(page: Page) {
  await page
    .locator('[data-floating-actions] button')
    .and(page.getByRole('button', { name: 'Cost Calculator' }))
    .waitFor({ state: 'visible' })
}

/** Whether the test runs in the phone project (375 × 812). */
export const onPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile'

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

export interface AxeViolation {
  id: string
  nodes: string[]
}

/**
 * What axe-core finds on the page against WCAG 2 A and AA (and its heading-order check), or only
 * the given rules: each violated rule with the elements that break it. An empty list is an
 * accessible page.
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: AXE })
  return page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe
    const result = (await axe.run(
      document,
      only
        ? { runOnly: { type: 'rule', values: only } }
        : {
            runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
            rules: { 'heading-order': { enabled: true } },
          },
    )) as { violations: { id: string; nodes: { target: string[] }[] }[] }
    return result.violations.map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }))
  }, rules)
}

/** The sum of the page's layout shifts so far (the Layout Instability API), as CLS counts them. */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number
            hadRecentInput: boolean
          })[]) {
            if (!entry.hadRecentInput) total += entry.value
          }
        }).observe({ type: 'layout-shift', buffered: true })
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)))
      }),
  )
}

/**
 * A page's HTML as sent, with its character references decoded: the site sends its pages in ASCII
 * alone (web/first-paint/ascii-markup.mjs), so "–" arrives as `&#x2013;` in the markup (and as
 * `\u2013` inside scripts, which this leaves as they are).
 */
export async function htmlText(response: { text(): Promise<string> }): Promise<string> {
  return decodeReferences(await response.text())
}

/** HTML with its hexadecimal character references (`&#x2013;`) decoded. */
export function decodeReferences(html: string): string {
  return html.replace(/&#x([0-9a-f]+);/gi, (_, hex: string) =>
    String.fromCodePoint(parseInt(hex, 16)),
  )
}

/**
 * Holds the page's load event back, as a slow phone's last image does: every page of `page` asks
 * for an image that does not arrive until `release()`. `held()` tells whether it still had not.
 * Call before the page is opened.
 */
export async function holdLoad(page: Page) {
  let held = true
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/held-image.png', async (route) => {
    await released
    held = false
    await route.fulfill({ status: 404 })
  })
  await page.addInitScript(() => {
    new Image().src = '/held-image.png'
  })
  return { release, held: () => held }
}
