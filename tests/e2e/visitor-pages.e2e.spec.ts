/**
 * What a careful visitor tripped over on the pages (issue 14, items 1, 2, 4–8), as they meet it at
 * 1440 and 375 px: a failed lazy chunk, the phone's office list, flags, layout shift on /search,
 * accessibility, social labels and page titles.
 */
import { expect, test } from '../helpers/test'
import { axeViolations, hydrated, layoutShift, startUpScriptPaths } from '../helpers/page'

const CITIES = ['New York', 'London', 'Karachi', 'Doha', 'Toronto']

test.describe('a lazily loaded piece that fails to load (item 1)', () => {
  test('shows its own fallback with a retry, and the rest of the page stays', async ({
    page,
    request,
  }) => {
    // The page loads and hydrates (its forms and offices once it has loaded: their code comes
    // after its start-up scripts); then every chunk requested later fails, as after a deploy that
    // removed them or on a dropped connection. The map's chunk is asked for when the screen is
    // wide enough for it: the visitor turns a tablet from 600 to 1440 px.
    const html = await (await request.get('/contact')).text()
    const initial = new Set(startUpScriptPaths(html))
    expect(initial.size).toBeGreaterThan(2)
    let failing = false
    let refused = 0
    await page.route('**/_next/static/chunks/**/*.js', (route) => {
      if (failing && !initial.has(new URL(route.request().url()).pathname)) {
        refused++
        return route.abort('connectionreset')
      }
      return route.continue()
    })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))

    await page.setViewportSize({ width: 600, height: 900 })
    await page.goto('/contact')
    await hydrated(page)
    for (const piece of ['ContactForm', 'OfficeList', 'OfficeMapPanel'])
      await expect(page.locator(`[data-deferred="${piece}"]`)).toHaveAttribute('data-hydrated', '')
    failing = true
    await page.setViewportSize({ width: 1440, height: 900 })
    const unavailable = page.getByTestId('office-map-unavailable')
    await unavailable.scrollIntoViewIfNeeded()
    await expect(unavailable).toContainText('The interactive map could not be loaded.')
    expect(refused).toBeGreaterThan(0)

    // The page is all there: heading, contact form, every office, footer.
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible()
    const offices = page.getByRole('list', { name: 'Offices' }).filter({ visible: true })
    for (const city of CITIES) await expect(offices.getByText(city, { exact: true })).toBeVisible()
    await expect(page.locator('footer').getByText('Working Hours')).toBeVisible()

    // The cost calculator says it is unavailable instead of taking the page down.
    await page.getByRole('button', { name: 'Cost Calculator' }).click()
    await expect(
      page.getByRole('region', { name: /^Notifications/ }).locator('li[data-state="open"]'),
    ).toContainText('Cost calculator unavailable')
    await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible()

    // Once the network is back, 'Try again' loads the map, and the calculator opens.
    failing = false
    await unavailable.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByTestId('office-map').locator('svg.rsm-svg')).toBeVisible()
    await expect(page.getByTestId('office-map').locator('[data-office]')).toHaveCount(5)
    await page.getByRole('button', { name: 'Cost Calculator' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    // The refused chunks' own errors, a worker's among them (the background's, when it starts
    // after the refusal began: `importScripts` of its chunk); nothing else.
    const refusedChunk =
      /Failed to load chunk|Loading chunk|The script at '[^']*\/_next\/static\/chunks\/[^']*' failed to load/i
    expect(errors.filter((message) => !refusedChunk.test(message))).toEqual([])
  })
})

test.describe('offices', () => {
  test(
    'phones list all five offices in the page, with no inner scroll box (item 2)',
    { tag: '@mobile-only' },
    async ({ page }) => {
      await page.goto('/contact')
      await hydrated(page)
      const list = page.getByRole('list', { name: 'Offices' }).filter({ visible: true })
      await list.scrollIntoViewIfNeeded()
      const box = await list.evaluate((element) => ({
        overflowY: getComputedStyle(element).overflowY,
        scrollHeight: element.scrollHeight,
        clientHeight: element.clientHeight,
        bottom: element.getBoundingClientRect().bottom,
      }))
      expect(box.overflowY).toBe('visible')
      expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight)
      const buttons = list.getByRole('button')
      await expect(buttons).toHaveCount(5)
      for (const [index, city] of CITIES.entries()) {
        const office = buttons.nth(index)
        await expect(office).toContainText(city)
        // Each office lies wholly inside the list: nothing cut off or hidden.
        const rect = (await office.boundingBox())!
        expect(rect.y + rect.height).toBeLessThanOrEqual(box.bottom + 1)
      }
      // Scrolling over the last office scrolls the page on (nothing traps the gesture).
      await buttons.nth(4).scrollIntoViewIfNeeded()
      await expect(buttons.nth(4)).toBeInViewport({ ratio: 1 })
      const before = await page.evaluate(() => window.scrollY)
      await buttons.nth(4).hover()
      await page.mouse.wheel(0, 400)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 100)
    },
  )

  test(
    'flags are drawn as SVG images in the offices, the modal and the footer strip (item 7)',
    { tag: '@mobile' },
    async ({ page }, testInfo) => {
      await page.goto('/contact')
      await hydrated(page)
      const offices = page.getByRole('list', { name: 'Offices' }).filter({ visible: true })
      await offices.scrollIntoViewIfNeeded()
      const flags = offices.locator('img[data-flag]')
      await expect(flags).toHaveCount(5)
      // Files of their own (/flags/PK.svg), fetched as they come into view.
      for (const src of await flags.evaluateAll((images) =>
        images.map((image) => (image as HTMLImageElement).src),
      )) {
        expect(new URL(src).pathname).toMatch(/^\/flags\/[A-Z]{2}\.svg$/)
      }
      await expect
        .poll(() =>
          flags.evaluateAll((images) =>
            images.every((image) => (image as HTMLImageElement).naturalWidth > 0),
          ),
        )
        .toBe(true)
      // Every flag image has loaded and has a size (3:2).
      for (const size of await flags.evaluateAll((images) =>
        images.map((image) => [
          (image as HTMLImageElement).naturalWidth,
          image.getBoundingClientRect().width,
          image.getBoundingClientRect().height,
        ]),
      )) {
        expect(size[0]).toBeGreaterThan(0)
        expect(size[1]! / size[2]!).toBeCloseTo(1.5, 1)
      }
      const strip = page.locator('footer section[aria-labelledby="footer-presence"]')
      await expect(strip.locator('img[data-flag]')).toHaveCount(5)

      if (testInfo.project.name === 'mobile') {
        await offices.getByRole('button', { name: /Doha/ }).click()
        await expect(
          page.getByRole('dialog', { name: 'Doha' }).locator('img[data-flag]'),
        ).toBeVisible()
        await page.keyboard.press('Escape')
      }
      // No flag is left as an emoji (boxes or letter pairs without an emoji font). The text of
      // every element, rendered yet or not (the footer is laid out only near the viewport).
      const text = await page.locator('body').evaluate((body) => {
        const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT, {
          acceptNode: (node) =>
            node.parentElement?.closest('script, style, template')
              ? NodeFilter.FILTER_REJECT
              : NodeFilter.FILTER_ACCEPT,
        })
        let all = ''
        while (walker.nextNode()) all += walker.currentNode.textContent
        return all
      })
      expect(text).not.toMatch(/\p{Regional_Indicator}/u)
    },
  )
})

test.describe('/search', () => {
  test(
    'results arriving after the first paint shift nothing on screen (item 6)',
    { tag: '@mobile' },
    async ({ page }) => {
      await page.goto('/search?q=seo')
      await expect(page.getByTestId('search-results').locator('li').first()).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(await layoutShift(page)).toBeLessThan(0.01)
    },
  )
})

test.describe('accessibility and labels (item 8)', () => {
  for (const path of ['/our-work', '/blogs']) {
    test(`${path} passes axe (contrast, heading order)`, { tag: '@mobile' }, async ({ page }) => {
      await page.goto(path)
      await hydrated(page)
      expect(await axeViolations(page)).toEqual([])
      const levels = await page
        .locator('main')
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((headings) => headings.map((h) => Number(h.tagName[1])))
      levels.forEach((level, i) => {
        if (i > 0) expect(level - levels[i - 1]!).toBeLessThanOrEqual(1)
      })
    })
  }

  test(
    'social links read as the platforms write their names',
    { tag: '@mobile' },
    async ({ page }) => {
      await page.goto('/')
      const social = page.locator('footer').getByRole('list', { name: 'Social media' })
      // innerText applies CSS text-transform: what the visitor reads, once the footer is on screen
      // (until it comes near the viewport the footer is not rendered: content-visibility, whose
      // skipped state ends with the next rendering update, so poll).
      await social.scrollIntoViewIfNeeded()
      await expect
        .poll(() =>
          social
            .locator('a')
            .evaluateAll((links) => links.map((a) => (a as HTMLElement).innerText)),
        )
        .toEqual(['LinkedIn', 'Instagram', 'Facebook', 'X', 'YouTube'])
      await expect(social.getByRole('link', { name: 'Codehome on YouTube' })).toBeVisible()
    },
  )

  test('every page title reads "{page} | Codehome"', async ({ page }) => {
    const expected: [string, string][] = [
      ['/', 'Where code meets home | Codehome'],
      ['/about', 'About | Codehome'],
      ['/careers', 'Careers | Codehome'],
      ['/codehome-global-agency', 'Global Agency | Codehome'],
      ['/privacy-policy', 'Privacy Policy | Codehome'],
      ['/services', 'Services | Codehome'],
      ['/services/seo', 'SEO | Codehome'],
      ['/blogs', 'Blog | Codehome'],
      ['/no-such-page', 'Page not found | Codehome'],
    ]
    for (const [path, title] of expected) {
      await page.goto(path)
      await expect(page, path).toHaveTitle(title)
    }
    for (const path of ['/solutions', '/google-partner', '/contact', '/book-call', '/our-work']) {
      await page.goto(path)
      await expect(page, path).toHaveTitle(/^[^|]+ \| Codehome$/)
    }
  })
})
