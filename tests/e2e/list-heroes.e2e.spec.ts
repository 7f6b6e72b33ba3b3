/**
 * The list pages' heroes on a wide screen (issue 45): beside the heading of /services the
 * testimonial the Studio puts first, beside that of /our-work the first case studies' headline
 * results, each a link to its case study; in Arabic too, on the heading's other side. The
 * breadcrumb and heading stay where a list page without one has them (/blogs), and on a phone
 * the list follows the heading at once. And the contact form's other side: the call it offers
 * instead and a client's word.
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

test('the contact form comes first, with the other way in beside it at 1440 px (a call, a client’s word), and the call after it on a phone', async ({
  page,
}) => {
  for (const { path, rtl, bookCall } of [
    { path: '/contact', rtl: false, bookCall: '/book-call' },
    { path: '/ar/contact', rtl: true, bookCall: '/ar/book-call' },
  ]) {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(path)
    const form = page.locator('#contact-form')
    const side = page.locator('main [data-contact-aside]')
    const call = side.getByRole('link', { name: rtl ? 'احجز مكالمة' : 'Schedule a Call' })
    await expect(call, path).toHaveAttribute('href', bookCall)
    await expect(side.locator('[data-testimonial]'), path).toBeVisible()
    const box = (await side.boundingBox())!
    const formBox = (await form.boundingBox())!
    // Beside the form, on its other side in Arabic, from the form's top.
    if (rtl) expect(box.x + box.width, path).toBeLessThanOrEqual(formBox.x)
    else expect(box.x, path).toBeGreaterThanOrEqual(formBox.x + formBox.width)
    expect(box.y, path).toBeLessThan(formBox.y + formBox.height / 2)
    // Its first card starts with the form's card, under the form's heading.
    const card = (await form.locator('form').boundingBox())!
    expect(Math.abs(box.y - card.y), path).toBeLessThan(2)
    // The form under the heading, its first fields on the first screen; the phone, e-mail and
    // hours after it.
    const name = (await form.getByRole('textbox').first().boundingBox())!
    expect(name.y + name.height, path).toBeLessThan(900)
    const phone = page.locator('section[aria-labelledby="contact-details-heading"] a[href^="tel:"]')
    expect((await phone.boundingBox())!.y, path).toBeGreaterThan(formBox.y + formBox.height)
    // On a phone: the form first, the call card under it, no testimonial.
    await page.setViewportSize({ width: 375, height: 812 })
    await expect(call, `${path} at 375 px`).toBeVisible()
    expect((await call.boundingBox())!.y).toBeGreaterThan((await form.boundingBox())!.y)
    await expect(side.locator('[data-testimonial]'), `${path} at 375 px`).toBeHidden()
  }
})

test('on a phone a trail below a section shows the way up on one line, the page’s own title left to the h1 and screen readers', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 })
  for (const { path, up } of [
    { path: '/blogs/core-web-vitals-guide', up: ['Home', 'Blog'] },
    { path: '/ar/blogs/core-web-vitals-guide', up: ['الرئيسية', 'المدونة'] },
  ]) {
    await page.goto(path)
    const trail = page.locator('main nav[aria-label]').first()
    const current = trail.locator('[aria-current="page"]')
    // Still in the trail for a screen reader, but taking no room: cut to the width left, a long
    // title ended inside a word.
    await expect(current, path).toHaveText(/\S/)
    const box = (await current.boundingBox())!
    expect(box.width * box.height, path).toBeLessThanOrEqual(1)
    expect(await trail.getByRole('link').allInnerTexts(), path).toEqual(up)
    const line = await trail.evaluate((nav) => parseFloat(getComputedStyle(nav).lineHeight))
    expect((await trail.boundingBox())!.height, path).toBeLessThan(line * 1.5)
  }
  // Just below Home, and a short name below a section ("SEO"), the page's name stays in sight.
  for (const path of ['/contact', '/services/seo']) {
    await page.goto(path)
    await expect(page.locator('main nav[aria-label] [aria-current="page"]'), path).toBeInViewport()
  }
})
