/**
 * The first-paint rewrite does not carry on silently when Next's markup is not what it expects
 * (web/first-paint/index.mjs): each step names what it did not find, and the cache handler, which
 * rewrites pages regenerated after a publish, logs it as an error and still stores the page.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { forFirstPaint } from '@/web/cache/cache-handler.mjs'
import { isToolPage, rewritePage, STEPS } from '@/web/first-paint/index.mjs'

const SHEET = '/_next/static/chunks/site.css'
const LINK = `<link rel="stylesheet" href="${SHEET}" data-precedence="next"/>`
const SCRIPT = '<script src="/_next/static/chunks/a.js" async=""></script>'
const page = (head: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}<title>T</title></head><body><main class="flex">x</main></body></html>`

let distDir: string

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'rewrite-page-'))
  await mkdir(path.join(distDir, 'static/chunks'), { recursive: true })
  await writeFile(path.join(distDir, 'static/chunks/site.css'), '.flex{display:flex}')
})

afterAll(async () => {
  await rm(distDir, { recursive: true, force: true })
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('a step that does not match the page', () => {
  it('rewrites a page as Next writes it with no problem, and a rewritten page again with none', async () => {
    const first = await rewritePage(page(LINK + SCRIPT), { distDir })
    expect(first.problems).toEqual([])
    expect(first.html).toContain('<style data-critical-css>.flex{display:flex}')
    expect(first.html).toContain('<script data-start-up-scripts>')
    const again = await rewritePage(first.html, { distDir })
    expect(again).toEqual({ html: first.html, problems: [] })
  })

  it('names the step that found no style sheet link, and the one that found no start-up scripts', async () => {
    const { html, problems } = await rewritePage(page(SCRIPT), { distDir })
    expect(problems).toEqual([
      { step: STEPS.criticalCss, problem: expect.stringContaining('no style sheet link') },
    ])
    expect(html).toContain('<script data-start-up-scripts>')

    const noScripts = await rewritePage(page(LINK), { distDir })
    expect(noScripts.problems).toEqual([
      { step: STEPS.startUpScripts, problem: expect.stringContaining('no start-up scripts') },
    ])
    expect(noScripts.html).toContain('<style data-critical-css>')
  })

  it('leaves a tag of a shape it does not know as Next wrote it, and says so', async () => {
    // What a Next release that added an attribute would write.
    const script = '<script src="/_next/static/chunks/a.js" async="" crossorigin=""></script>'
    const link = `<link rel="stylesheet" href="${SHEET}" data-precedence="next" crossorigin=""/>`
    const before = page(link + SCRIPT + script)
    const { html, problems } = await rewritePage(before, { distDir })
    expect(html).toBe(before)
    expect(problems).toEqual([
      { step: STEPS.criticalCss, problem: expect.stringContaining(link) },
      { step: STEPS.startUpScripts, problem: expect.stringContaining(script.slice(0, -9)) },
    ])
  })

  it('reports a step that throws (a sheet it cannot read) as its problem', async () => {
    const { problems } = await rewritePage(page(LINK + SCRIPT), {
      distDir: path.join(distDir, 'x'),
    })
    expect(problems).toEqual([
      { step: STEPS.criticalCss, problem: expect.stringContaining('ENOENT') },
    ])
  })
})

describe('the cache handler', () => {
  it('logs a step that matched nothing as an error, naming the page, and stores the page', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const value = { kind: 'APP_PAGE', html: page(LINK), status: 200 }
    const stored = await forFirstPaint(value, distDir, '/services/seo')
    expect(stored.status).toBe(200)
    expect(stored.html).toContain('<style data-critical-css>')
    expect(errors).toHaveBeenCalledTimes(1)
    expect(String(errors.mock.calls[0]![0])).toMatch(
      /\/services\/seo: start-up scripts: no start-up scripts/,
    )
  })

  it('leaves the tool pages as Next wrote them, as the build does', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const value = { kind: 'APP_PAGE', html: page(SCRIPT), status: 200 }
    expect(await forFirstPaint(value, distDir, '/studio/structure')).toBe(value)
    expect(errors).not.toHaveBeenCalled()
    expect(isToolPage('studio/desk.html')).toBe(true)
    expect(isToolPage('/admin/leads')).toBe(true)
    expect(isToolPage('/studio-setup')).toBe(false)
    expect(isToolPage('/services/seo')).toBe(false)
  })
})
