/**
 * Imagery that sells (issue 31, item 1), as a visitor meets it: every case study, post and service
 * page opens on a picture of its own (a product mock-up, an editorial illustration) whose
 * alternative text describes it rather than repeating the heading, served through next/image (or
 * as the asset itself for vector files), with a blurred preview until it has loaded.
 */
import type { Page } from '@playwright/test'
import { expect, test } from '../helpers/test'

/** The detail pages a listing links to, e.g. every /our-work/{slug} of /our-work. */
async function linkedPages(page: Page, listing: string, prefix: string) {
  await page.goto(listing)
  const hrefs = await page
    .locator(`main a[href^="${prefix}"]`)
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))
  return [...new Set(hrefs)].filter((path) => path.split('/').length === 3)
}

interface HeroImage {
  heading: string
  alt: string
  src: string
  placeholder: string
  width: number
}

/** The page's main image (the one loaded with high priority), once it has loaded. */
async function heroImage(page: Page): Promise<HeroImage> {
  const image = page.locator('main img[fetchpriority="high"]').first()
  await expect(image).toBeVisible()
  await image.evaluate((img: HTMLImageElement) => img.decode())
  return image.evaluate((img: HTMLImageElement) => ({
    heading: document.querySelector('main h1')?.textContent?.trim() ?? '',
    alt: img.alt,
    src: new URL(img.currentSrc).pathname,
    placeholder: img.style.backgroundImage,
    width: img.naturalWidth,
  }))
}

function expectSellingImage(path: string, hero: HeroImage, source: RegExp) {
  expect(hero.heading, path).not.toBe('')
  expect(hero.alt.length, `${path}: alt text`).toBeGreaterThan(20)
  expect(hero.alt, `${path}: alt repeats the heading`).not.toContain(hero.heading)
  expect(hero.src, path).toMatch(source)
  expect(hero.placeholder, `${path}: blur placeholder`).toContain('data:image/jpeg;base64,')
  expect(hero.width, `${path}: loaded`).toBeGreaterThan(0)
}

test.describe('imagery of the content pages', () => {
  test('every case study opens on its product mock-up, optimised by next/image', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const pages = await linkedPages(page, '/our-work', '/our-work/')
    expect(pages).toHaveLength(12)
    // The portfolio's cards show the same mock-ups, each with its own description.
    const cards = page.locator('[data-case-study] img')
    await expect(cards).toHaveCount(12)
    const alts = await cards.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).alt))
    expect(new Set(alts).size).toBe(12)
    const seen = new Set<string>()
    for (const path of pages) {
      await page.goto(path)
      const hero = await heroImage(page)
      expectSellingImage(path, hero, /^\/_next\/image$/)
      seen.add(hero.placeholder)
    }
    expect(seen.size).toBe(12)
  })

  test('every post and every service opens on an illustration of its own', async ({ page }) => {
    test.setTimeout(90_000)
    const posts = await linkedPages(page, '/blogs', '/blogs/')
    expect(posts.length).toBeGreaterThanOrEqual(5)
    const services = await linkedPages(page, '/services', '/services/')
    expect(services.length).toBeGreaterThanOrEqual(24)
    const sources = new Set<string>()
    for (const path of [...posts, ...services]) {
      await page.goto(path)
      const hero = await heroImage(page)
      expectSellingImage(path, hero, /^\/images\/(blog|services)\/[a-z0-9-]+\.svg$/)
      sources.add(hero.src)
    }
    expect(sources.size).toBe(posts.length + services.length)
  })
})
