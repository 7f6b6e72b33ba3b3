/**
 * Layout a demanding client looks at (issue 31): the package cards of a service line up side by
 * side (one height; name, price, description, button and features on shared rows) and stack on a
 * phone; the catalogue says when a price range is billed monthly; the popular-services row fades
 * out at its edge instead of cutting a card in half; the newsletter band keeps the content column;
 * cards of a title alone are one height; cards on a row share their rows (a two-line title beside
 * one-line ones); five process steps make one row where they fit.
 */
import type { Page } from '@playwright/test'
import { expect, test } from '../helpers/test'

test.beforeEach(async ({ page }) => {
  // A visit's later page: no loading screen (first-visit.e2e.spec.ts).
  await page.addInitScript(() => sessionStorage.setItem('initialLoadComplete', 'true'))
})

/** The boxes of each package card and of its five parts, in page coordinates. */
const packageBoxes = (page: Page) =>
  page.getByTestId('package').evaluateAll((cards) =>
    cards.map((card) => {
      const box = (el: Element | null) => {
        const r = el!.getBoundingClientRect()
        return { top: Math.round(r.top + scrollY), bottom: Math.round(r.bottom + scrollY) }
      }
      return {
        card: { ...box(card), left: Math.round(card.getBoundingClientRect().left) },
        name: box(card.querySelector('h3')),
        price: box(card.querySelector('[data-testid="package-price"]')!.parentElement),
        description: box(card.children[card.children.length - 3]!),
        button: box(card.children[card.children.length - 2]!),
        features: box(card.children[card.children.length - 1]!),
      }
    }),
  )

const SERVICES = ['seo', 'conversion-optimization', 'mobile-app-development', 'podcast-editing']

test('the package cards line up side by side at 1440, 1024 and 768 px', async ({ page }) => {
  for (const width of [1440, 1024, 768]) {
    await page.setViewportSize({ width, height: 900 })
    for (const slug of SERVICES) {
      await page.goto(`/services/${slug}`)
      await expect(page.getByRole('link', { name: 'Get started' })).toHaveCount(3)
      const cards = await packageBoxes(page)
      expect(cards).toHaveLength(3)
      const at = `${slug} at ${width} px`
      // In one row, each to the right of the one before.
      expect(cards[0]!.card.left, at).toBeLessThan(cards[1]!.card.left)
      expect(cards[1]!.card.left, at).toBeLessThan(cards[2]!.card.left)
      for (const part of ['card', 'name', 'price', 'description', 'features', 'button'] as const) {
        expect(new Set(cards.map((card) => card[part].top)).size, `${part} tops, ${at}`).toBe(1)
      }
      expect(new Set(cards.map((card) => card.card.bottom)).size, `card bottoms, ${at}`).toBe(1)
      // The parts follow one another down the card, the button before what the package includes
      // (after the lists, the shortest list's card had 90 px of white above its button).
      for (const card of cards) {
        expect(card.name.bottom).toBeLessThanOrEqual(card.price.top)
        expect(card.price.bottom).toBeLessThanOrEqual(card.description.top)
        expect(card.description.bottom).toBeLessThanOrEqual(card.button.top)
        expect(card.button.bottom).toBeLessThanOrEqual(card.features.top)
      }
    }
  }
})

test('on a phone the package cards stack, whole @mobile-only', async ({ page }) => {
  for (const slug of SERVICES) {
    await page.goto(`/services/${slug}`)
    const cards = await packageBoxes(page)
    expect(cards).toHaveLength(3)
    expect(new Set(cards.map((card) => card.card.left)).size).toBe(1)
    expect(cards[0]!.card.bottom).toBeLessThan(cards[1]!.card.top)
    expect(cards[1]!.card.bottom).toBeLessThan(cards[2]!.card.top)
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375)
  }
})

test("the catalogue says how a price range is billed, in the service pages' words @mobile", async ({
  page,
}) => {
  await page.goto('/services')
  const card = (slug: string) => page.locator(`#main [data-service="${slug}"]`)
  // Two of Conversion Optimization's packages are monthly, one is one-time.
  await expect(card('conversion-optimization').getByTestId('price-range')).toHaveText(
    '$1,499 – $5,999',
  )
  await expect(card('conversion-optimization').getByTestId('price-billing')).toHaveText(
    'one-time or /month',
  )
  await expect(card('seo').getByTestId('price-range')).toHaveText('$399 – $1,799')
  await expect(card('seo').getByTestId('price-billing')).toHaveText('/month')
  await expect(card('web-development').getByTestId('price-range')).toHaveText('$1,499 – $7,999')
  await expect(card('web-development').getByTestId('price-billing')).toHaveCount(0)
  await expect(card('analytics').getByTestId('price-billing')).toHaveCount(0)
  // The service page's packages say the same, one by one.
  await page.goto('/services/conversion-optimization')
  await expect(page.getByTestId('package-billing')).toHaveText(['one-time', '/month', '/month'])
})

test('the popular-services row fades out where a card is cut, never over the first card @mobile', async ({
  page,
}) => {
  await page.goto('/')
  const row = page.locator('[data-home-section="popular"] [data-testid="scroll-row"]')
  await row.scrollIntoViewIfNeeded()
  /** The row's faded edges in px, its box, and its cards' boxes. */
  const look = () =>
    row.evaluate((list) => {
      const width = (value: string) => {
        const probe = document.createElement('div')
        probe.style.cssText = `position:absolute;width:${value}`
        list.append(probe)
        const px = probe.getBoundingClientRect().width
        probe.remove()
        return px
      }
      const box = list.getBoundingClientRect()
      return {
        mask: getComputedStyle(list).maskImage,
        before: width('var(--fade-before)'),
        after: width('var(--fade-after)'),
        left: box.left,
        right: box.right,
        cards: [...list.querySelectorAll('[data-card]')].map((card) => {
          const r = card.getBoundingClientRect()
          return { left: r.left, right: r.right }
        }),
      }
    })
  const start = await look()
  expect(start.mask).toContain('linear-gradient')
  expect(start.before).toBe(0)
  expect(start.after).toBeGreaterThanOrEqual(32)
  // The first card is whole and clear of the fade; the row's end cuts a card, inside the fade.
  const first = start.cards[0]!
  expect(first.left).toBeGreaterThanOrEqual(start.left)
  expect(first.right).toBeLessThanOrEqual(start.right - start.after)
  const cut = start.cards.find((card) => card.left < start.right && card.right > start.right)
  expect(cut).toBeDefined()
  // What shows of the cut card lies inside the fade (at 375 and 1440 px, where this runs).
  expect(cut!.left).toBeGreaterThanOrEqual(start.right - start.after)

  // Scrolled to its end: the fade moves to the start, and the last card is whole.
  await row.evaluate((list) => list.scrollTo({ left: list.scrollWidth, behavior: 'instant' }))
  await expect.poll(async () => (await look()).after).toBe(0)
  const end = await look()
  expect(end.before).toBeGreaterThan(0)
})

test('the newsletter band keeps the content column of the sections around it @mobile', async ({
  page,
}) => {
  await page.goto('/')
  const band = page.locator('[data-home-section="newsletter"] > section')
  await band.scrollIntoViewIfNeeded()
  const column = (selector: string) =>
    page.locator(selector).evaluate((el) => {
      const r = el.getBoundingClientRect()
      const style = getComputedStyle(el)
      return [
        Math.round(r.left + parseFloat(style.paddingLeft)),
        Math.round(r.right - parseFloat(style.paddingRight)),
      ]
    })
  const bandBox = (await band.boundingBox())!
  const popular = await column('[data-home-section="popular"] > [data-reveal]')
  expect([Math.round(bandBox.x), Math.round(bandBox.x + bandBox.width)]).toEqual(popular)
})

test('cards of a title alone are one height on every row: the partner page’s certifications at 1440 and 1024 px', async ({
  page,
}) => {
  await page.goto('/google-partner')
  const cards = page
    .locator('section', { hasText: 'Certified across every campaign type' })
    .getByRole('listitem')
  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: 900 })
    const heights = await cards.evaluateAll((all) =>
      all.map((card) => Math.round(card.getBoundingClientRect().height)),
    )
    // Six, one on two lines at 1024 px ("Google Ads Measurement certification").
    expect(heights).toHaveLength(6)
    expect(new Set(heights).size, `${width} px: ${heights.join(', ')}`).toBe(1)
  }
  // Each title beside its icon, the card no taller than the two and its padding: stacked, they
  // left more than half of every card empty (an outside review).
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 })
    // Measured again until it holds: the first page of a visit swaps Inter in after its load, and
    // one measurement, taken early, came to 0.444 and held on its retry.
    await expect(async () => {
      const fill = await cards.evaluateAll((all) =>
        all.map((card) => {
          const icon = card.querySelector('span')!.getBoundingClientRect()
          const title = card.querySelector('h3')!.getBoundingClientRect()
          const box = card.getBoundingClientRect()
          return {
            beside: title.top < icon.bottom && title.bottom > icon.top,
            filled: Math.max(icon.height, title.height) / box.height,
          }
        }),
      )
      for (const card of fill) {
        expect(card.beside, `${width} px`).toBe(true)
        expect(card.filled, `${width} px`).toBeGreaterThan(0.45)
      }
    }).toPass({ timeout: 10_000 })
  }
})

test('cards on a row share their rows: a two-line title never starts its text lower than its neighbours’ (1440 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  /** For each row of cards (the same top), the distinct tops of the part `part` in it. */
  const partTops = (cards: string, part: string) =>
    page.locator(cards).evaluateAll((all, selector) => {
      const rows = new Map<number, number[]>()
      for (const card of all) {
        const top = Math.round(card.getBoundingClientRect().top)
        const partTop = Math.round(card.querySelector(selector)!.getBoundingClientRect().top)
        rows.set(top, [...(rows.get(top) ?? []), partTop])
      }
      return [...rows.values()].map((tops) => [...new Set(tops)])
    }, part)
  // /our-work: "FoodieExpress Delivery Platform" takes two lines beside one-line titles.
  await page.goto('/our-work')
  const work = await partTops('[data-case-study]', '.case-card-text')
  expect(work.length).toBeGreaterThan(1)
  for (const tops of work) expect(tops, 'summaries of a row').toHaveLength(1)
  const titles = await page
    .locator('[data-case-study] h3')
    .evaluateAll((all) => all.map((h) => Math.round(h.getBoundingClientRect().height)))
  expect(new Set(titles).size, 'some titles take two lines').toBeGreaterThan(1)
  // The partner page's specialists: "Accurate conversion tracking" on two lines.
  await page.goto('/google-partner')
  const specialists = page
    .locator('section', { hasText: 'Specialists on your account, every day' })
    .getByRole('listitem')
  const descriptions = await specialists.evaluateAll((all) => [
    ...new Set(all.map((card) => Math.round(card.querySelector('p')!.getBoundingClientRect().top))),
  ])
  expect(descriptions, 'the specialists’ descriptions').toHaveLength(1)
  // And the certifications span the page's content column, as the sections around them do.
  const span = async (heading: string) => {
    const box = (await page
      .locator('section', { hasText: heading })
      .locator('ul')
      .first()
      .boundingBox())!
    return [box.x, box.x + box.width]
  }
  expect(await span('Certified across every campaign type')).toEqual(
    await span('Specialists on your account, every day'),
  )
})

test('five process steps: one row of five at 1440 px, three and the last two centred under them at 1024 px', async ({
  page,
}) => {
  await page.goto('/codehome-digital-marketing')
  const steps = page.locator('section:has(h2:text-is("How we plan a campaign")) ol > li')
  await expect(steps).toHaveCount(5)
  const boxes = async () =>
    Promise.all((await steps.all()).map(async (step) => (await step.boundingBox())!))
  await page.setViewportSize({ width: 1440, height: 900 })
  const wide = await boxes()
  for (const box of wide) expect(Math.abs(box.y - wide[0]!.y)).toBeLessThan(1)
  await page.setViewportSize({ width: 1024, height: 900 })
  const narrow = await boxes()
  expect(narrow[3]!.y).toBeGreaterThan(narrow[0]!.y + narrow[0]!.height)
  // The two under the three, as far from either edge of the row.
  const left = narrow[3]!.x - narrow[0]!.x
  const right = narrow[2]!.x + narrow[2]!.width - (narrow[4]!.x + narrow[4]!.width)
  expect(Math.abs(left - right)).toBeLessThan(2)
})
