/**
 * The list pages' heroes on a wide screen (issue 45): beside the heading of /services the
 * testimonial the Studio puts first, beside that of /our-work the first case studies' headline
 * results, each a link to its case study; in Arabic too, on the heading's other side. The
 * breadcrumb and heading stay where a list page without one has them (/blogs), and on a phone
 * the list follows the heading at once.
 */
import type { Page } from '@playwright/test'
import { expect, test } from '../helpers/test'

const HEROES = [
  { path: '/services', rtl: false, shows: /^“Within five months of starting SEO with Codehome/ },
  { path: '/ar/services', rtl: true, shows: /خلال خمسة أشهر فقط من بدء العمل على SEO/ },
  { path: '/our-work', rtl: false, shows: /^Recent results\s*\+64%\s*Monthly active members/ },
  {
    path: '/ar/our-work',
    rtl: true,
    shows: /^نتائج من مشاريعنا الأخيرة\s*\+64%\s*الأعضاء النشطون/,
  },
]

/** The hero's aside, beside its text. */
const aside = (page: Page) => page.locator('main [data-hero-aside]')

const top = async (page: Page, selector: string) =>
  (await page.locator(selector).first().boundingBox())!.y

test('a list page shows its work or a client’s words beside its heading at 1440 px, and goes straight to the list on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/blogs')
  const breadcrumb = await top(page, 'main nav[aria-label]')
  const heading = await top(page, 'main h1')
  for (const { path, rtl, shows } of HEROES) {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(path)
    const side = aside(page)
    await expect(side, path).toBeVisible()
    await expect(side, path).toHaveText(shows)
    const box = (await side.boundingBox())!
    const h1 = (await page.locator('main h1').boundingBox())!
    // Beside the heading, on its other side in Arabic, and on the first screen.
    if (rtl) expect(box.x + box.width, path).toBeLessThan(h1.x)
    else expect(box.x, path).toBeGreaterThan(h1.x + h1.width)
    expect(box.y + box.height, path).toBeLessThan(900)
    // The heading where /blogs has it.
    expect(await top(page, 'main nav[aria-label]'), path).toBeCloseTo(breadcrumb, 0)
    expect(await top(page, 'main h1'), path).toBeCloseTo(heading, 0)
    if (path.endsWith('our-work')) {
      // Each result opens its case study, in the page's language.
      const links = side.getByRole('link')
      await expect(links).toHaveCount(3)
      for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href'))))
        expect(href).toMatch(rtl ? /^\/ar\/our-work\/[\w-]+$/ : /^\/our-work\/[\w-]+$/)
    }
    await page.setViewportSize({ width: 375, height: 812 })
    await expect(side, `${path} at 375 px`).toBeHidden()
  }
})
