import { expect, test } from '@playwright/test'
import { jsonLdOf, ofType } from '../helpers/content'

/**
 * Paths the crawl does not request. /book-call belongs to the leads issue and does not exist on
 * this branch yet (pages link to it as the booking target); remove it here once it is merged.
 */
const NOT_ON_THIS_BRANCH = new Set(['/book-call'])

const LINK = /<a\b[^>]*?\shref="([^"]*)"/g

test('a crawl from / through every internal link finds no broken link', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const origin = new URL(baseURL!).origin
  // From the home page; /sitemap (the human index, which the footer links) makes sure pages the
  // interim shell does not link yet (legal, landing) are crawled too.
  const queue: { path: string; from: string }[] = [
    { path: '/', from: '(start)' },
    { path: '/sitemap', from: '(start)' },
  ]
  const seen = new Set<string>(['/', '/sitemap'])
  const broken: string[] = []
  let pages = 0

  while (queue.length) {
    const { path, from } = queue.shift()!
    const response = await request.get(path)
    if (response.status() !== 200) {
      broken.push(`${path} → ${response.status()} (linked from ${from})`)
      continue
    }
    if (!response.headers()['content-type']?.includes('text/html')) continue
    pages++
    const html = await response.text()

    // Every page parses as structured data and carries its breadcrumb and canonical URL.
    const data = jsonLdOf(html)
    expect(
      ofType(data, 'BreadcrumbList').length,
      `BreadcrumbList on ${path}`,
    ).toBeGreaterThanOrEqual(1)
    expect(html, `canonical on ${path}`).toMatch(/<link rel="canonical" href="[^"]+"/)

    for (const [, raw] of html.matchAll(LINK)) {
      const href = raw!.replace(/&amp;/g, '&')
      if (/^(mailto:|tel:|javascript:|#)/.test(href)) continue
      const url = new URL(href, origin + path)
      if (url.origin !== origin) continue
      if (NOT_ON_THIS_BRANCH.has(url.pathname)) continue
      const next = url.pathname + url.search
      if (seen.has(next)) continue
      seen.add(next)
      queue.push({ path: next, from: path })
    }
  }

  expect(broken).toEqual([])
  // Home, services, 24 services, work, 12 studies, blogs, 5 posts, company, legal, landing…
  expect(pages).toBeGreaterThan(60)
})
