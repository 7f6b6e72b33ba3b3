/**
 * Every Arabic page (issue 44): a crawl from /ar through the links an Arabic visitor can follow
 * finds each page in Arabic, right to left, with its canonical at its own /ar address; and each
 * page type at both widths (tagged @mobile) reads Arabic, mirrored, with nothing wider than the
 * screen, axe finds nothing against WCAG 2.1 A/AA, and its switcher leads to the same page in
 * English. The Nu HTML checker reads one page of each kind as sent.
 */
import { nuErrors } from '../helpers/nu'
import { axeViolations, decodeReferences, hydrated, onPhone } from '../helpers/page'
import { expect, test } from '../helpers/test'

const LINK = /<a\b([^>]*)>/g
const ARABIC = /[\u0600-\u06FF]/

/**
 * Addresses an Arabic page may link to in English: the pages that have no Arabic version by
 * design (the search page, whose index is the English catalogue; images are files, not pages) and
 * the switcher's link to the
 * English twin (it says `hreflang="en"`).
 */
const ENGLISH_ONLY = /^\/(?:search(?:[/?#]|$)|images\/)/

test('a crawl from /ar finds every Arabic page in Arabic, right to left, each its own canonical, no broken link', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const origin = new URL(baseURL!).origin
  const queue: { path: string; from: string }[] = [{ path: '/ar', from: '(start)' }]
  const seen = new Set<string>(['/ar'])
  const problems: string[] = []
  const kinds = new Map<string, string>()
  let pages = 0

  while (queue.length) {
    const { path, from } = queue.shift()!
    const response = await request.get(path)
    if (response.status() !== 200) {
      problems.push(`${path} → ${response.status()} (linked from ${from})`)
      continue
    }
    if (!response.headers()['content-type']?.includes('text/html')) continue
    pages++
    const sent = await response.text()
    const kind = path.split('/').slice(0, 3).join('/') + (path.split('/').length > 3 ? '/…' : '')
    // The Nu checker reads one page of each kind: the prerendered ones. A page made per request
    // (the checkout's, with its query) has Next stream its metadata into the body for a browser
    // (a crawler gets it in the head), which the checker takes for misplaced elements.
    if (!kinds.has(kind) && !path.includes('?')) kinds.set(kind, sent)
    const html = decodeReferences(sent)
    if (!/<html lang="ar" dir="rtl"/.test(html)) problems.push(`${path}: not an Arabic document`)
    // Its canonical is its own address, without the query of a filtered list (/ar/blog is the
    // list at /ar/blogs, as /blog is).
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&')
    const own = new URL(path, origin)
    const expected = [own.href, new URL(own.pathname, origin).href].map((href) =>
      href.replace(/\/ar\/blog$/, '/ar/blogs'),
    )
    if (!canonical || !expected.includes(new URL(canonical, origin).href))
      problems.push(`${path}: canonical ${canonical}`)
    const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? ''
    if (!ARABIC.test(h1)) problems.push(`${path}: heading "${h1}" is not Arabic`)

    for (const [, attributes] of html.matchAll(LINK)) {
      const raw = /\shref="([^"]*)"/.exec(attributes!)?.[1]
      if (raw === undefined) continue
      const href = raw.replace(/&amp;/g, '&')
      if (/^(mailto:|tel:|javascript:|#)/.test(href)) continue
      const url = new URL(href, origin + path)
      if (url.origin !== origin) continue
      const next = url.pathname + url.search
      if (!/^\/ar(?:[/?#]|$)/.test(next)) {
        if (!/hreflang="en"/i.test(attributes!) && !ENGLISH_ONLY.test(next))
          problems.push(`${path} links to the English page ${next}`)
        continue
      }
      if (seen.has(next)) continue
      seen.add(next)
      queue.push({ path: next, from: path })
    }
  }

  expect(problems).toEqual([])
  // Home, services, 24 services, work, 12 studies, blogs, 5 posts, about, careers, legal,
  // landing pages, contact, booking…
  expect(pages).toBeGreaterThan(55)
  for (const kind of ['/ar/services', '/ar/our-work', '/ar/blogs', '/ar/contact', '/ar/book-call'])
    expect([...kinds.keys()], kind).toContain(kind)
  // The Nu HTML checker finds no error in one page of each kind.
  expect(nuErrors(kinds)).toEqual([])
})

/** One Arabic page of each type, with a text its English twin does not have. */
const PAGE_TYPES = [
  '/ar/services',
  '/ar/services/seo',
  '/ar/our-work',
  '/ar/our-work/financeflow-banking',
  '/ar/blogs',
  '/ar/blogs/core-web-vitals-guide',
  '/ar/about',
  '/ar/contact',
  '/ar/book-call',
  '/ar/privacy-policy',
]

for (const path of PAGE_TYPES) {
  test(`${path} reads Arabic, right to left, within the screen; its switcher leads to English and back @mobile`, async ({
    page,
  }, testInfo) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.locator('h1').first()).toHaveText(ARABIC)
    // The main content's text is Arabic (names of products and numbers aside).
    const text = await page.locator('main').innerText()
    const letters = text.replace(/[^A-Za-z\u0600-\u06FF]/g, '')
    const arabicShare = letters.replace(/[A-Za-z]/g, '').length / Math.max(1, letters.length)
    expect(arabicShare, `share of Arabic letters on ${path}`).toBeGreaterThan(0.6)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await hydrated(page)
    expect(await axeViolations(page)).toEqual([])

    if (onPhone(testInfo)) await page.getByRole('button', { name: 'افتح القائمة' }).click()
    const english = page.getByRole('link', { name: 'اقرأ هذه الصفحة بلغة English' })
    const englishPath = path.replace(/^\/ar/, '') || '/'
    await expect(english).toHaveAttribute('href', englishPath)
    await english.click()
    await expect(page).toHaveURL(new RegExp(`${englishPath.replace(/\//g, '\\/')}$`))
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    // And the English page's switcher leads back to this one.
    if (onPhone(testInfo)) {
      await hydrated(page)
      await page.getByRole('button', { name: 'Open menu' }).click()
    }
    await expect(page.getByRole('link', { name: 'Read this page in العربية' })).toHaveAttribute(
      'href',
      path,
    )
  })
}

test('/ar/contact: each office card reads its address as lines of text inside the card @mobile', async ({
  page,
}) => {
  // An outside review: in the office cards the address's left-to-right runs (<bdi>) were each a
  // flex item beside the pin, a grid of scattered words spilling out of the card.
  await page.goto('/ar/contact')
  await page.locator('#offices-heading').scrollIntoViewIfNeeded()
  const cards = page.locator('li:visible').filter({ has: page.locator('bdi:not(a bdi)') })
  await expect(cards).toHaveCount(5)
  for (const card of await cards.all()) {
    const box = (await card.boundingBox())!
    for (const run of await card.locator('bdi:not(a bdi)').all()) {
      // A run of the address's text, not a flex item of its own.
      expect(await run.evaluate((bdi) => getComputedStyle(bdi.parentElement!).display)).not.toMatch(
        /flex|grid/,
      )
      const part = (await run.boundingBox())!
      expect(part.x).toBeGreaterThanOrEqual(box.x)
      expect(part.x + part.width).toBeLessThanOrEqual(box.x + box.width)
    }
  }
})
