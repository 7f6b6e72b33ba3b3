import { twMerge } from 'tailwind-merge'
import { expect, test } from '../helpers/test'
import { jsonLdOf, ofType } from '../helpers/content'

const LINK = /<a\b[^>]*?\shref="([^"]*)"/g
const ICON_CLASSES = /<svg class="(icon\b[^"]*)"/g

test('a crawl from / through every internal link finds no broken link', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const origin = new URL(baseURL!).origin
  // From the home page only: every page must be reachable through links a visitor can follow.
  const queue: { path: string; from: string }[] = [{ path: '/', from: '(start)' }]
  const seen = new Set<string>(['/'])
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
    // A page served from the cache has its content in place, not in a Suspense boundary left
    // pending, whose content comes at the end of the document and is moved in by script: without
    // JavaScript it would not show, and the inline rules (web/first-paint/critical-css.mjs) would
    // not see it in <main>. (A page rendered on demand after a publish streams; the cache stores
    // it whole.)
    if (/HIT|STALE/.test(response.headers()['x-nextjs-cache'] ?? ''))
      expect(html, `a pending Suspense boundary on ${path}`).not.toContain('<!--$?-->')

    // An icon's classes never conflict (web/components/ui/sprite-icon.tsx joins them without
    // tailwind-merge, which would otherwise settle a conflict such as `size-4 size-5`).
    for (const [, classes] of html.matchAll(ICON_CLASSES)) {
      const names = classes!.replace(/&amp;/g, '&')
      expect(twMerge(names), `an icon's classes on ${path}`).toBe(names)
    }

    for (const [, raw] of html.matchAll(LINK)) {
      const href = raw!.replace(/&amp;/g, '&')
      if (/^(mailto:|tel:|javascript:|#)/.test(href)) continue
      const url = new URL(href, origin + path)
      if (url.origin !== origin) continue
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
