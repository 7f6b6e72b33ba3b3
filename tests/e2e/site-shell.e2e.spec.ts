import type { Page, Response } from '@playwright/test'
import { hydrated, onPhone, showFloatingActions, startUpScriptPaths } from '../helpers/page'
import { expect, test, watchCspViolations } from '../helpers/test'

/**
 * The site shell as a visitor meets it: header, menus, footer, offices, cost calculator, toasts
 * and the not-found page. Tests tagged @mobile run at 1440 px and at 375 px; @mobile-only at
 * 375 px; untagged ones at 1440 px (see playwright.config.ts).
 */

const PHONE = '+1 (212) 555-0142'
const TEL = 'tel:+12125550142'
const EMAIL = 'hello@codehome.example'
const CATEGORIES = ['Marketing', 'Design & Development', 'Branding & Creative', 'Data & Automation']

/** The header's bar: the part that shrinks. */
const headerBar = (page: Page) => page.locator('header [data-header-bar]')

async function barSize(page: Page) {
  const box = await headerBar(page).boundingBox()
  if (!box) throw new Error('The header bar is not on screen')
  return { width: Math.round(box.width), height: Math.round(box.height) }
}

test.describe('header', () => {
  test(
    'past 30 px of scroll it becomes shorter and narrower, and grows back',
    { tag: '@mobile' },
    async ({ page }) => {
      await page.goto('/')
      await hydrated(page)
      const expanded = await barSize(page)

      await page.evaluate(() => window.scrollTo(0, 20))
      await page.waitForTimeout(400)
      await expect(page.locator('header')).toHaveAttribute('data-compact', 'false')
      expect(await barSize(page)).toEqual(expanded)

      await page.evaluate(() => window.scrollTo(0, 400))
      await expect(page.locator('header')).toHaveAttribute('data-compact', 'true')
      await expect
        .poll(async () => {
          const size = await barSize(page)
          return size.height < expanded.height && size.width < expanded.width
        })
        .toBe(true)

      await page.evaluate(() => window.scrollTo(0, 0))
      await expect(page.locator('header')).toHaveAttribute('data-compact', 'false')
      await expect.poll(() => barSize(page)).toEqual(expanded)
    },
  )

  test(
    "the call link reads 'Call Now' on wide screens and 'Call' on narrow ones",
    { tag: '@mobile' },
    async ({ page }, testInfo) => {
      await page.goto('/services')
      const label = onPhone(testInfo) ? 'Call' : 'Call Now'
      const call = page.locator('header').getByRole('link', { name: label, exact: true })
      await expect(call).toBeVisible()
      await expect(call).toHaveAttribute('href', TEL)
    },
  )

  test(
    'an animated outline on pages other than home; the logo leads home',
    { tag: '@mobile' },
    async ({ page }) => {
      await page.goto('/services')
      const outline = page.locator('header .header-outline')
      await expect(outline).toHaveCount(1)
      // The light turns as a transform (the compositor's work), not by restyling the header.
      expect(
        await outline.evaluate((el) => {
          const light = getComputedStyle(el, '::before')
          return [light.animationName, light.backgroundImage.startsWith('conic-gradient')]
        }),
      ).toEqual(['outline-spin', true])

      await page.locator('header').getByRole('link', { name: 'Codehome home' }).click()
      await expect(page).toHaveURL(/\/$/)
      await expect(outline).toHaveCount(0)
    },
  )

  test('on home the logo scrolls smoothly back to the top', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await page.evaluate(() => window.scrollTo(0, 1200))
    await expect(page.locator('header')).toHaveAttribute('data-compact', 'true')
    await page.locator('header').getByRole('link', { name: 'Codehome home' }).click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('desktop services menu', () => {
  const trigger = (page: Page) => page.getByRole('button', { name: 'Services', exact: true })
  const menu = (page: Page) => page.getByTestId('services-menu')

  test('opens on hover with four categories, their services and Book Consultation', async ({
    page,
  }) => {
    await page.goto('/services')
    await hydrated(page)
    await trigger(page).hover()
    await expect(menu(page)).toBeVisible()
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true')
    for (const [index, category] of CATEGORIES.entries()) {
      await expect(menu(page).getByRole('link', { name: category, exact: true })).toHaveAttribute(
        'href',
        `/services?category=${index}`,
      )
    }
    await expect(menu(page).getByRole('link', { name: 'SEO', exact: true })).toHaveAttribute(
      'href',
      '/services/seo',
    )
    await expect(menu(page).getByRole('link')).toHaveCount(4 + 24 + 2)
    await expect(menu(page).getByText('Need something custom?')).toBeVisible()
    await expect(menu(page).getByRole('link', { name: 'Book Consultation' })).toHaveAttribute(
      'href',
      '/book-call',
    )
    const box = await menu(page).boundingBox()
    expect(box!.width).toBeGreaterThanOrEqual(800)
    expect(box!.width).toBeLessThanOrEqual(900)

    await page.mouse.move(700, 880)
    await expect(menu(page)).toBeHidden()
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test('closes 100 ms after the pointer leaves; the pointer can travel into it', async ({
    page,
  }) => {
    await page.clock.install()
    await page.goto('/services')
    await hydrated(page)

    await trigger(page).hover()
    await expect(menu(page)).toBeVisible()
    // Into the panel, across the gap under the header: it stays open.
    await menu(page).getByRole('link', { name: 'Logo Design' }).hover()
    await page.clock.runFor(500)
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true')

    await page.clock.pauseAt(Date.now() + 60_000)
    await page.mouse.move(700, 880)
    await page.clock.runFor(90)
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true')
    await page.clock.runFor(20)
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'false')
    // (Its fade-out runs on animation frames; the real-time tests check that it goes away.)
  })

  test('closes on an outside click and when a link is chosen', async ({ page }) => {
    await page.goto('/services')
    await hydrated(page)
    // Opened from the keyboard, so no pointer leaves it: only the outside click can close it.
    await trigger(page).focus()
    await page.keyboard.press('Enter')
    await expect(menu(page)).toBeVisible()
    await page.waitForTimeout(300)
    await expect(menu(page)).toBeVisible()
    // In the page's margin, on nothing that reacts: at (1300, 700) a service card's link started
    // a navigation, which could land under the next steps and close the menu they opened.
    await page.mouse.click(20, 700)
    await expect(menu(page)).toBeHidden()
    await expect(page).toHaveURL(/\/services$/)

    await trigger(page).hover()
    await menu(page).getByRole('link', { name: 'Website Design', exact: true }).click()
    await expect(page).toHaveURL(/\/services\/website-design$/)
    await expect(menu(page)).toBeHidden()
  })

  test('keyboard: Enter opens it with focus on the first link, Escape closes it and returns focus', async ({
    page,
  }) => {
    await page.goto('/services')
    await hydrated(page)
    await trigger(page).focus()
    await page.keyboard.press('Enter')
    await expect(menu(page)).toBeVisible()
    await expect(menu(page).getByRole('link', { name: 'Marketing', exact: true })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(menu(page).getByRole('link', { name: 'SEO', exact: true })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu(page)).toBeHidden()
    await expect(trigger(page)).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(menu(page)).toBeVisible()
  })

  test('follows the header as it shrinks on scroll', async ({ page }) => {
    await page.goto('/services')
    await hydrated(page)
    await trigger(page).focus()
    await page.keyboard.press('Enter')
    await expect(menu(page)).toBeVisible()
    const gap = async () => {
      const bar = (await headerBar(page).boundingBox())!
      const panel = (await menu(page).boundingBox())!
      return Math.round(panel.y - (bar.y + bar.height))
    }
    // Polled: the panel slides 6 px down as it opens (180 ms).
    await expect.poll(gap).toBe(8)
    await page.evaluate(() => window.scrollTo(0, 300))
    await expect(page.locator('header')).toHaveAttribute('data-compact', 'true')
    await expect(menu(page)).toBeVisible()
    await expect.poll(gap).toBe(8)
  })
})

test.describe('mobile menu', () => {
  test(
    'holds the links in order, one category open at a time, and closes on navigation',
    { tag: '@mobile-only' },
    async ({ page }) => {
      await page.goto('/services')
      await hydrated(page)
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
      await page.getByRole('button', { name: 'Open menu' }).click()
      const panel = page.getByRole('navigation', { name: 'Mobile' })
      await expect(panel).toBeVisible()
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
        'aria-expanded',
        'true',
      )
      const items = panel.locator('a, button')
      await expect(items).toHaveText([
        `Call Now ${PHONE}`,
        'Services',
        'Services Categories',
        'Our Work',
        'About',
        'Blogs',
        'Careers',
        // The same page in Arabic, named in Arabic (the language switcher).
        'العربية',
        'Schedule a Call',
      ])
      await expect(items.first()).toHaveAttribute('href', TEL)

      await panel.getByRole('button', { name: 'Services Categories' }).click()
      for (const category of CATEGORIES) {
        await expect(panel.getByRole('button', { name: category })).toHaveAttribute(
          'aria-expanded',
          'false',
        )
      }
      const seo = panel.getByRole('link', { name: 'SEO', exact: true })
      const websiteDesign = panel.getByRole('link', { name: 'Website Design', exact: true })
      await panel.getByRole('button', { name: 'Marketing' }).click()
      await expect(seo).toBeVisible()
      await panel.getByRole('button', { name: 'Design & Development' }).click()
      await expect(websiteDesign).toBeVisible()
      await expect(seo).toBeHidden()
      await expect(panel.getByRole('button', { name: 'Marketing' })).toHaveAttribute(
        'aria-expanded',
        'false',
      )
      // Choosing the open one collapses it.
      await panel.getByRole('button', { name: 'Design & Development' }).click()
      await expect(websiteDesign).toBeHidden()

      await panel.getByRole('link', { name: 'Services', exact: true }).click()
      await expect(panel).toBeHidden()
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()

      // A link to another page: the menu closes and the new page is shown.
      await page.getByRole('button', { name: 'Open menu' }).click()
      await panel.getByRole('button', { name: 'Services Categories' }).click()
      await panel.getByRole('button', { name: 'Marketing' }).click()
      await seo.click()
      await expect(page).toHaveURL(/\/services\/seo$/)
      await expect(panel).toBeHidden()
    },
  )

  test(
    'Escape closes it and returns focus to the button',
    { tag: '@mobile-only' },
    async ({ page }) => {
      await page.goto('/services')
      await hydrated(page)
      await page.getByRole('button', { name: 'Open menu' }).click()
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
    },
  )
})

test.describe('footer', () => {
  test(
    'quick links, categories, contact links, working hours and the legal row',
    { tag: '@mobile' },
    async ({ page }, testInfo) => {
      await page.goto('/services')
      const footer = page.locator('footer')
      const quickLinks = footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link')
      await expect(quickLinks).toHaveText([
        'Services',
        'Our Work',
        'About Us',
        'Blog',
        'Careers',
        'Contact',
      ])
      await expect(quickLinks.nth(3)).toHaveAttribute('href', '/blog')
      await expect(footer.getByText('Where code meets home')).toBeVisible()
      await expect(footer.getByText('Struggling to Scale Online?')).toBeVisible()
      await expect(footer.getByRole('link', { name: PHONE })).toHaveAttribute('href', TEL)
      await expect(footer.getByRole('link', { name: EMAIL })).toHaveAttribute(
        'href',
        `mailto:${EMAIL}`,
      )
      await expect(footer.getByRole('link', { name: 'Instant Google Meet' })).toHaveAttribute(
        'href',
        '/book-call',
      )

      const hours = footer.getByTestId('working-hours')
      await expect(hours.locator('dt')).toHaveText([
        'Karachi',
        'Doha',
        'UK',
        'USA EST',
        'USA PST',
        'Canada EST',
        'Canada PST',
      ])
      await expect(hours.locator('dd').first()).toHaveText('7:30 PM – 3:30 AM')
      await expect(hours.locator('dd').nth(2)).toHaveText('3:30 PM – 11:30 AM')

      await expect(footer.getByTestId('legal-row')).toContainText(
        `© ${new Date().getFullYear()} Codehome`,
      )
      for (const [name, href] of [
        ['Privacy Policy', '/privacy-policy'],
        ['Terms of Service', '/terms-of-service'],
        ['Codehome Global Agency', '/codehome-global-agency'],
        ['Codehome Digital Marketing', '/codehome-digital-marketing'],
        ['Codehome Web Development', '/codehome-web-development'],
      ] as const) {
        await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
      }

      if (onPhone(testInfo)) {
        // Narrow: the categories are an accordion, one open at a time.
        const accordion = footer.getByTestId('footer-services-accordion')
        await expect(footer.getByTestId('footer-categories')).toBeHidden()
        await accordion.getByRole('button', { name: 'Marketing' }).click()
        await expect(accordion.getByRole('link', { name: 'SEO', exact: true })).toBeVisible()
        await accordion.getByRole('button', { name: 'Data & Automation' }).click()
        await expect(accordion.getByRole('link', { name: 'CRM Integration' })).toBeVisible()
        await expect(accordion.getByRole('link', { name: 'SEO', exact: true })).toBeHidden()
      } else {
        const categories = footer.getByTestId('footer-categories').getByRole('link')
        await expect(categories).toHaveText([...CATEGORIES, 'View All Services →'])
        for (const index of [0, 1, 2, 3]) {
          await expect(categories.nth(index)).toHaveAttribute('href', `/services?category=${index}`)
        }
        const columns = footer.getByRole('navigation', { name: 'All services' })
        await expect(columns.getByRole('heading', { level: 3 })).toHaveText([
          'Branding & Creative',
          'Data & Automation',
          'Design & Development',
          'Marketing',
        ])
        await expect(columns.getByRole('link')).toHaveCount(24)
      }
    },
  )
})

test.describe('copy controls and toasts', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test('F8 focuses the notifications region, whose code loads on first use', async ({ page }) => {
    await page.goto('/services')
    await hydrated(page)
    const region = page.getByRole('region', { name: /Notifications/ })
    // Not in the page (nor its code) until a toast or F8 asks for it.
    await expect(region).toHaveCount(0)
    await page.keyboard.press('F8')
    await expect(region.getByRole('list')).toBeFocused()
  })

  test(
    'copying the phone and the e-mail confirms with a toast; the new toast replaces the old',
    { tag: '@mobile' },
    async ({ page }) => {
      await page.goto('/services')
      await hydrated(page)
      const footer = page.locator('footer')
      const toasts = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')

      await footer.getByRole('button', { name: 'Copy phone number' }).click()
      await expect(toasts).toHaveCount(1)
      await expect(toasts).toContainText('Phone number copied!')
      await expect(toasts).toContainText(`${PHONE} has been copied to your clipboard.`)
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(PHONE)
      const copied = footer.getByRole('button', { name: 'Copied phone number' })
      await expect(copied).toBeVisible()
      // The copied state lasts 3 seconds.
      await expect(footer.getByRole('button', { name: 'Copy phone number' })).toBeVisible({
        timeout: 4_500,
      })

      await footer.getByRole('button', { name: 'Copy email address' }).click()
      await expect(toasts.filter({ hasText: 'Email address copied!' })).toBeVisible()
      await expect(toasts).toHaveCount(1)
      await expect(toasts).toContainText(`${EMAIL} has been copied to your clipboard.`)
      await expect(page.getByText('Phone number copied!')).toHaveCount(0)
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(EMAIL)
    },
  )

  test("a refused clipboard shows the destructive 'Copy failed' toast", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator.clipboard, 'writeText', {
        value: () =>
          Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
      })
    })
    await page.goto('/services')
    await hydrated(page)
    await page.locator('footer').getByRole('button', { name: 'Copy email address' }).click()
    const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')
    await expect(toast).toContainText('Copy failed')
    await expect(toast).toContainText('Unable to copy to clipboard. Please try again.')
    await expect(
      page.locator('footer').getByRole('button', { name: 'Copy email address' }),
    ).toBeVisible()
  })
})

test.describe('cost calculator', () => {
  test(
    'totals the selected services and hands the quote to /book-call, even after a reload',
    { tag: '@mobile' },
    async ({ page }) => {
      const response = await page.goto('/services')
      // The page's data does not carry the calculator's content for a closed dialog: it comes
      // from its own address when the dialog first opens (issue 46).
      expect(await response!.text()).not.toContain('calculatorItem-')
      const fetched = page.waitForResponse((answer) => answer.url().endsWith('/api/calculator/en'))
      await hydrated(page)
      await showFloatingActions(page)
      await page.getByRole('button', { name: 'Cost Calculator' }).click()
      expect((await fetched).status()).toBe(200)
      const dialog = page.getByRole('dialog', { name: 'Project Cost Calculator' })
      await expect(dialog).toBeVisible()
      const submit = dialog.getByRole('button', { name: 'Get Detailed Quote' })
      const total = dialog.getByTestId('calculator-total')
      await expect(submit).toBeDisabled()
      await expect(total).toHaveText('$0')
      await expect(dialog.getByRole('button', { name: /^SEO/ })).toContainText('$599')
      await expect(dialog.locator('button[aria-pressed="false"]')).toHaveCount(10)
      await expect(dialog.getByTestId('calculator-note')).toHaveText(
        'Prices shown are for Starter/Essential plans. Final price may vary based on your requirements.',
      )

      await dialog.getByRole('button', { name: /^SEO/ }).click()
      await expect(total).toHaveText('$599')
      await expect(submit).toBeEnabled()
      await dialog.getByRole('button', { name: /^PPC Advertising/ }).click()
      await expect(total).toHaveText('$1,398')
      await dialog.getByRole('button', { name: /^Web Development/ }).click()
      await expect(total).toHaveText('$4,397')
      await dialog.getByRole('button', { name: /^Web Development/ }).click()
      await expect(total).toHaveText('$1,398')
      await expect(dialog.locator('button[aria-pressed="true"]')).toHaveCount(2)

      const budget = dialog.getByRole('combobox', { name: /Budget range/ })
      await expect(budget).toHaveText('Select budget')
      await expect(dialog.getByRole('combobox', { name: /Timeline/ })).toHaveText('Select timeline')
      await budget.click()
      await expect(page.getByRole('option')).toHaveText([
        'Under $1,000',
        '$1,000 - $5,000',
        '$5,000 - $10,000',
        '$10,000 - $25,000',
        '$25,000+',
      ])
      await page.getByRole('option', { name: 'Under $1,000' }).click()
      await dialog.getByRole('combobox', { name: /Timeline/ }).click()
      await expect(page.getByRole('option')).toHaveCount(5)
      await page.getByRole('option', { name: '1-2 months' }).click()

      await submit.click()
      await expect(page).toHaveURL(/\/book-call$/)
      await expect(dialog).toBeHidden()
      await expect(page.getByRole('heading', { level: 1, name: 'Schedule a Call' })).toBeVisible()

      const summary = page.getByTestId('quote-summary')
      const expectSummary = async () => {
        await expect(summary.getByTestId('quote-services')).toHaveText(/SEO\s*PPC Advertising/)
        await expect(summary.getByTestId('quote-total')).toHaveText('$1,398')
        await expect(summary.getByTestId('quote-budget')).toHaveText('Under $1,000')
        await expect(summary.getByTestId('quote-timeline')).toHaveText('1-2 months')
      }
      await expectSummary()

      const stored = await page.evaluate(() =>
        JSON.parse(localStorage.getItem('projectQuoteData')!),
      )
      expect(stored).toMatchObject({
        selectedServices: 'SEO, PPC Advertising',
        estimatedTotal: 1398,
        budgetRange: '0-1000',
        timeline: '1-2months',
      })
      expect(stored.quoteId).toMatch(/^quote_\d{13}_[a-z0-9]+$/)
      expect(new Date(stored.timestamp).toISOString()).toBe(stored.timestamp)

      await page.reload()
      await expectSummary()
    },
  )

  test('/book-call without a quote shows no estimate', async ({ page }) => {
    await page.goto('/book-call')
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule a Call' })).toBeVisible()
    await expect(page.getByTestId('quote-summary')).toHaveCount(0)
  })
})

/** Every JavaScript response of the page, with its body, as they arrive. */
function recordScripts(page: Page) {
  const scripts: { url: string; body: Promise<string> }[] = []
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return
    scripts.push({ url: response.url(), body: response.text().catch(() => '') })
  })
  return async () => Promise.all(scripts.map(async (s) => ({ url: s.url, body: await s.body })))
}

/** react-simple-maps draws its <svg class="rsm-svg">: a string only the map's code contains. */
const MAP_MARK = 'rsm-svg'

test.describe('offices', () => {
  test('wide screens load the map as its own chunk, with a pin per office', async ({
    page,
    request,
  }) => {
    const scripts = recordScripts(page)
    await page.goto('/')
    await expect(page.getByTestId('offices-caption')).toHaveText(
      'Serving clients across 5 major cities worldwide',
    )
    const map = page.getByTestId('office-map')
    await map.scrollIntoViewIfNeeded()
    await expect(map.locator('svg.rsm-svg')).toBeVisible()
    await expect(map.locator('[data-office]')).toHaveCount(5)
    for (const city of ['New York', 'London', 'Karachi', 'Doha', 'Toronto']) {
      await expect(map.locator(`[data-office="${city}"]`)).toHaveCount(1)
    }
    // Pins at [longitude, latitude]: London is east of New York and north of Doha.
    const x = async (city: string) => (await map.locator(`[data-office="${city}"]`).boundingBox())!
    const [newYork, london, doha] = [await x('New York'), await x('London'), await x('Doha')]
    expect(london.x).toBeGreaterThan(newYork.x)
    expect(london.y).toBeLessThan(doha.y)

    const mapChunks = (await scripts()).filter((s) => s.body.includes(MAP_MARK))
    expect(mapChunks.length).toBeGreaterThan(0)

    // None of the scripts the page starts with holds the map.
    const html = await (await request.get('/')).text()
    const initial = startUpScriptPaths(html)
    expect(initial.length).toBeGreaterThan(2)
    for (const chunk of mapChunks) {
      expect(initial.some((src) => chunk.url.endsWith(src))).toBe(false)
    }
    for (const src of initial) {
      expect(await (await request.get(src)).text()).not.toContain(MAP_MARK)
    }
  })

  test(
    'phones get the office list and modal; the map code is never requested',
    { tag: '@mobile-only' },
    async ({ page }) => {
      const scripts = recordScripts(page)
      await page.goto('/')
      await hydrated(page)
      const list = page.getByRole('list', { name: 'Offices' }).filter({ visible: true })
      await list.scrollIntoViewIfNeeded()
      await expect(list.getByRole('button')).toHaveCount(5)
      await expect(page.getByTestId('office-map')).toHaveCount(0)

      await list.getByRole('button', { name: /London/ }).click()
      const modal = page.getByRole('dialog', { name: 'London' })
      await expect(modal).toBeVisible()
      await expect(modal).toContainText('United Kingdom')
      await expect(modal).toContainText('1 Canada Square, Level 39, London E14 5AB')
      await expect(modal.getByRole('link', { name: '+44 20 7946 0142' })).toHaveAttribute(
        'href',
        'tel:+442079460142',
      )
      await modal.getByRole('button', { name: 'Close', exact: true }).click()
      await expect(modal).toBeHidden()

      await list.getByRole('button', { name: /Toronto/ }).click()
      const toronto = page.getByRole('dialog', { name: 'Toronto' })
      await toronto.getByRole('button', { name: 'Contact This Office' }).click()
      // /contact is another branch's page: the visitor is taken there.
      await expect(page).toHaveURL(/\/contact$/)
      await expect(toronto).toBeHidden()

      expect((await scripts()).filter((s) => s.body.includes(MAP_MARK))).toHaveLength(0)
    },
  )
})

test.describe('pages and links', () => {
  test(
    'an unknown path answers 404 with the designed page inside the header and footer',
    { tag: '@mobile' },
    async ({ page }) => {
      const response = await page.goto('/no-such-page')
      expect(response?.status()).toBe(404)
      await expect(
        page.getByRole('heading', { level: 1, name: 'This page could not be found' }),
      ).toBeVisible()
      await expect(
        page.locator('header').getByRole('link', { name: 'Codehome home' }),
      ).toBeVisible()
      await expect(page.locator('footer').getByText('Working Hours')).toBeVisible()
      await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
    },
  )

  test('every page has the floating calculator button and hidden internal links', async ({
    page,
  }) => {
    await page.goto('/book-call')
    const button = page.getByRole('button', { name: 'Cost Calculator' })
    const box = (await button.boundingBox())!
    expect(box.x).toBeLessThan(40)
    expect(box.y + box.height).toBeGreaterThan(900 - 40)
    // In the markup for crawlers, not drawn: a clipped 1 px box, hidden from assistive technology.
    const index = page.getByTestId('site-index')
    await expect(index).toHaveAttribute('aria-hidden', 'true')
    const indexBox = (await index.boundingBox())!
    expect(indexBox.width * indexBox.height).toBeLessThanOrEqual(1)
    expect(await index.evaluate((el) => getComputedStyle(el).clipPath)).toContain('inset(50%)')
    await expect(index.locator('a[tabindex="-1"]')).toHaveCount(await index.locator('a').count())
    for (const href of [
      '/services/analytics',
      '/our-work/financeflow-banking',
      '/codehome-web-development',
      '/privacy-policy',
    ]) {
      await expect(index.locator(`a[href="${href}"]`)).toHaveCount(1)
    }
  })

  test('a modifier-click on an in-app link opens a new tab and leaves this page alone', async ({
    page,
    context,
  }) => {
    await page.goto('/services')
    await hydrated(page)
    const opened = context.waitForEvent('page')
    await page
      .locator('footer')
      .getByRole('link', { name: 'Privacy Policy' })
      .click({ modifiers: ['ControlOrMeta'] })
    const tab = await opened
    await tab.waitForLoadState()
    expect(new URL(tab.url()).pathname).toBe('/privacy-policy')
    await expect(page).toHaveURL(/\/services$/)
  })

  test('pages are prefetched when the visitor reaches for their link, not as links come into view', async ({
    page,
  }) => {
    const fetched: string[] = []
    page.on('request', (request) => {
      if (request.headers()['rsc']) fetched.push(new URL(request.url()).pathname)
    })
    await page.goto('/services')
    await hydrated(page)
    // A page full of links on screen: none of their pages is fetched while it loads and settles.
    await page.waitForLoadState('networkidle')
    expect(fetched).toEqual([])

    // The pointer over a card's link fetches that page's data, once, before any click.
    const card = page.locator('main a[href="/services/seo"]').first()
    const heading = page.locator('main h1')
    // The pointer rests at the heading's far end, where nothing but the introduction is below it:
    // scrolling the card into view moves the page under a resting pointer, and at the heading's
    // start the hero's buttons passed under it (a hover there prefetches their pages).
    const { width } = (await heading.boundingBox())!
    await expect
      .poll(async () => {
        await heading.hover({ position: { x: width - 4, y: 4 } })
        await card.hover()
        return fetched.filter((path) => path === '/services/seo').length
      })
      .toBeGreaterThan(0)
    // Keyboard focus does the same.
    const about = page.locator('header').getByRole('link', { name: 'About', exact: true })
    await about.focus()
    await expect.poll(() => fetched.includes('/about')).toBe(true)
    expect(fetched.filter((path) => !['/services/seo', '/about'].includes(path))).toEqual([])

    // The navigation is the router's (no new document) and lands on the page.
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true))
    await card.click()
    await expect(page).toHaveURL(/\/services\/seo$/)
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true)
  })

  test('a navigation scrolls smoothly back to the top', async ({ page }) => {
    await page.goto('/services')
    await hydrated(page)
    const link = page.locator('footer').getByRole('link', { name: 'Instant Google Meet' })
    await link.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    await link.click()
    await expect(page).toHaveURL(/\/book-call$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe('particle background', () => {
  const canvas = (page: Page) => page.getByTestId('particle-canvas')
  /** A screenshot of the page with everything hidden but the particle canvas (or that too). */
  const canvasOnly = async (page: Page, withCanvas = true) => {
    const style = await page.addStyleTag({
      content: `body * { visibility: hidden !important; transition: none !important; }
        [data-testid="particle-canvas"] { visibility: ${withCanvas ? 'visible' : 'hidden'} !important; }`,
    })
    const shot = await page.screenshot({ animations: 'allow' })
    await style.evaluate((element) => (element as Element).remove())
    return shot
  }

  test('is drawn in a worker; it moves, and stays still for visitors who prefer reduced motion', async ({
    browser,
  }) => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const context = await browser.newContext({
        reducedMotion,
        viewport: { width: 1440, height: 900 },
      })
      const violations = await watchCspViolations(context)
      const page = await context.newPage()
      await page.goto('/services')
      // Drawn once the browser is idle after the first paint, off the main thread.
      await expect(canvas(page)).toHaveAttribute('data-renderer', 'worker')
      await expect(canvas(page)).toHaveAttribute('data-drawn', 'true')
      await expect(canvas(page)).toHaveAttribute(
        'data-running',
        reducedMotion === 'reduce' ? 'false' : 'true',
      )
      expect(page.workers().length).toBeGreaterThan(0)
      const first = await canvasOnly(page)
      expect(first.equals(await canvasOnly(page, false)), 'particles are painted').toBe(false)
      await page.waitForTimeout(500)
      const second = await canvasOnly(page)
      expect(second.equals(first), 'the field moved').toBe(reducedMotion === 'reduce')

      // A hidden tab stops it.
      if (reducedMotion === 'no-preference') {
        await page.evaluate(() => {
          Object.defineProperty(document, 'hidden', { configurable: true, get: () => true })
          document.dispatchEvent(new Event('visibilitychange'))
        })
        await expect(canvas(page)).toHaveAttribute('data-running', 'false')
      }
      expect(violations, 'Content-Security-Policy violations').toEqual([])
      await context.close()
    }
  })
})

test.describe('error screen', () => {
  test('an error while a page renders shows the error screen inside the shell; Try again recovers', async ({
    page,
  }) => {
    // The office list reads the viewport's media queries as it renders: a browser whose
    // matchMedia throws makes that render fail, as any bug in a page's client code would. The
    // boundary's code comes with the page's first scripts (it shares the root layout's chunk).
    await page.addInitScript(() => {
      const real = window.matchMedia.bind(window)
      const flags = window as unknown as { brokenMatchMedia: boolean }
      flags.brokenMatchMedia = true
      window.matchMedia = (query) => {
        if (flags.brokenMatchMedia) throw new Error('matchMedia is broken')
        return real(query)
      }
    })
    await page.goto('/contact')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible()
    await expect(page.getByTestId('error-message')).toHaveText('matchMedia is broken')
    await expect(page.locator('header').getByRole('link', { name: 'Codehome home' })).toBeVisible()
    await expect(page.locator('footer')).toBeAttached()

    await page.evaluate(() => {
      ;(window as unknown as { brokenMatchMedia: boolean }).brokenMatchMedia = false
    })
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Talk to Codehome' })).toBeVisible()
  })
})
