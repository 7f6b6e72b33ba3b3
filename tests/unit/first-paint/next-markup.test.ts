/**
 * The first-paint rewrite (web/first-paint) pinned to the markup of the installed Next: a page as
 * this Next version's `next build` wrote it (tests/fixtures/next-markup) is matched by every step.
 * Upgrading Next fails the version check until the page is captured again from the new build; the
 * build itself (web/first-paint/build.ts) fails when the real pages stop matching.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { flightRows } from '@/web/first-paint/flight-placement.mjs'
import { rewritePage, startUpScripts } from '@/web/first-paint/index.mjs'

const fixtures = path.resolve(import.meta.dirname, '../../fixtures/next-markup')
const require = createRequire(import.meta.url)

let page: string
let distDir: string

beforeAll(async () => {
  page = await readFile(path.join(fixtures, 'not-found.html'), 'utf8')
  // The page's own style sheet, cut to a few of its rules: the markup is what is pinned here.
  const sheet = page.match(
    /<link rel="stylesheet" href="\/_next\/(static\/chunks\/[^"]+\.css)"/,
  )![1]!
  distDir = await mkdtemp(path.join(tmpdir(), 'next-markup-'))
  await mkdir(path.join(distDir, 'static/chunks'), { recursive: true })
  await writeFile(
    path.join(distDir, sheet),
    '.text-center{text-align:center}.unused-rule{color:red}main{display:block}',
  )
})

afterAll(async () => {
  await rm(distDir, { recursive: true, force: true })
})

describe("the installed Next's markup", () => {
  it('is the version the page was captured from', async () => {
    const captured = JSON.parse(await readFile(path.join(fixtures, 'captured.json'), 'utf8'))
    const installed = (require('next/package.json') as { version: string }).version
    expect(installed, 'Next was upgraded: capture tests/fixtures/next-markup again').toBe(
      captured.next,
    )
  })

  it('is matched by every step: rules inline, no blocking sheet, every start-up script after the paint', async () => {
    const asyncScripts = [
      ...page.matchAll(/<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g),
    ].map((match) => match[1])
    expect(asyncScripts.length).toBeGreaterThan(3)

    const { html, problems } = await rewritePage(page, { distDir })
    expect(problems).toEqual([])
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('<style data-critical-css>.text-center{text-align:center}')
    expect(head).not.toContain('.unused-rule')
    expect(
      head
        .replace(/<noscript>.*?<\/noscript>/g, '')
        .match(/<link rel="stylesheet"(?![^>]*media="print")[^>]*>/g),
    ).toBeNull()
    expect(startUpScripts(html).toSorted()).toEqual(asyncScripts.toSorted())
    expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async="">/)
    expect(html).not.toContain('<link rel="preload" as="script"')
    // The legacy bundle stays for browsers without modules; the content is React's, byte for byte.
    expect(html).toMatch(/<script src="\/_next\/static\/chunks\/[^"]+\.js" noModule="">/)
    const flightScript = /<script>(\(?self\.__next_f[\s\S]*?)<\/script>/g
    const content = (doc: string) =>
      doc.slice(doc.indexOf('<body'), doc.indexOf('</main>')).replace(flightScript, '')
    expect(content(html) === content(page)).toBe(true)
    // The flight data: every script in single quotes, pushing the same rows (this short page's all
    // at the end: flight-placement.test.ts places the rows of long pages).
    const pushed = (doc: string) => {
      const chunks: unknown[] = []
      for (const [, body] of doc.matchAll(flightScript))
        new Function('self', 'document', body!)(
          { __next_f: chunks },
          { currentScript: { remove() {} } },
        )
      return chunks
    }
    const rows = (doc: string) =>
      flightRows(
        pushed(doc)
          .slice(1)
          .map((chunk) => (chunk as [1, string])[1])
          .join(''),
      ).map((row) => row.text)
    expect(page).toContain('self.__next_f.push([1,"')
    expect(html).not.toContain('self.__next_f.push([1,"')
    expect(pushed(html)[0]).toEqual([0])
    expect(rows(page).length).toBeGreaterThan(3)
    expect(rows(html).toSorted()).toEqual(rows(page).toSorted())
  })
})
