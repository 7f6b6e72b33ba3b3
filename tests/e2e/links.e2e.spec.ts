/**
 * The site's links in server-rendered content are plain anchors (web/components/ui/link.tsx), and
 * following one is still a client-side page change (web/components/shell/link-navigation.tsx):
 * the document stays, the new page is shown from its top. A click with a modifier key is the
 * browser's (a new tab).
 */
import { hydrated } from '../helpers/page'
import { expect, test } from '../helpers/test'

test('a link in a page’s content changes the page without reloading it; a modified click opens a tab', async ({
  page,
  context,
}) => {
  await page.goto('/services')
  await hydrated(page, 'footer')
  // A service card's link: server-rendered, not a next/link component.
  const card = page.locator('main a[href="/services/seo"]').first()
  await expect(card).toBeVisible()
  expect(await card.evaluate((a) => Object.keys(a).some((k) => k.startsWith('__reactProps')))).toBe(
    true,
  )
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true))
  await card.scrollIntoViewIfNeeded()
  await card.click()
  await expect(page).toHaveURL(/\/services\/seo$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('SEO')
  expect(
    await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
  ).toBe(true)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

  // Ctrl+click: a new tab, this page stays where it is.
  const link = page.locator('main a[href="/services"]').first()
  const opened = context.waitForEvent('page')
  await link.click({ modifiers: ['ControlOrMeta'] })
  await (await opened).close()
  await expect(page).toHaveURL(/\/services\/seo$/)
})
