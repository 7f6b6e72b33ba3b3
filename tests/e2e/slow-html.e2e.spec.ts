/**
 * On a slow connection a page's HTML arrives in pieces, and the browser may draw a frame from each.
 * The first frame waits until the parser has passed the page's content (`<link rel="expect"
 * blocking="render">`, web/components/shell/site-shell.tsx) and the floating actions show once
 * they are whole (floating-actions.tsx), so nothing on the first screen moves as the rest comes
 * in. Before, the home hero's rating badge grew from its icon to its full width (a shift of
 * 0.005), the live-chat button from its icon to its label, and the header's items moved aside for
 * the last of them.
 */
import type { Page } from '@playwright/test'
import { hydrated, PAGE_TYPES as PAGES } from '../helpers/page'
import { expect, test } from '../helpers/test'

/**
 * Every layout shift of the page so far: when, how much, and what moved from where to where, and
 * their total score.
 */
const shifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ seen: string[]; total: number }>((resolve) => {
        const seen: string[] = []
        let total = 0
        type Shift = PerformanceEntry & {
          value: number
          sources: {
            node: Node | null
            previousRect: DOMRectReadOnly
            currentRect: DOMRectReadOnly
          }[]
        }
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            total += entry.value
            for (const { node, previousRect: a, currentRect: b } of entry.sources) {
              const element = node instanceof Element ? node : node?.parentElement
              seen.push(
                `${Math.round(entry.startTime)} ms, ${entry.value.toFixed(5)}: <${element?.tagName.toLowerCase()} class="${element?.getAttribute('class')}"> ` +
                  `${[a.x, a.y, a.width, a.height].map(Math.round)} → ${[b.x, b.y, b.width, b.height].map(Math.round)}`,
              )
            }
          }
        }).observe({ type: 'layout-shift', buffered: true })
        requestAnimationFrame(() => requestAnimationFrame(() => resolve({ seen, total })))
      }),
  )

test(
  'on a slow connection nothing on the first screen moves while the page arrives',
  { tag: '@mobile' },
  async ({ page }) => {
    test.setTimeout(180_000)
    // ~60 kB/s: each page's HTML (30-80 kB compressed) comes in over one to two seconds.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 40,
      downloadThroughput: 60 * 1024,
      uploadThroughput: 60 * 1024,
    })
    for (const path of PAGES) {
      await page.goto(path)
      await hydrated(page, 'footer')
      // The first page swaps the brand font in once it has arrived (issue 45): its fallback is
      // scaled to Inter's metrics, and a few words still end a few pixels off, a score of ~0.0002.
      // Anything that grows or moves as the page arrives (the rating badge that grew from its icon
      // scored 0.005) stays far over this budget.
      const { seen, total } = await shifts(page)
      expect(total, `${path}: ${seen.join('\n')}`).toBeLessThan(0.001)
    }
  },
)
