/**
 * A prerendered page's own rules inline, the site's style sheet loaded without blocking the first
 * paint (web/first-paint/critical-css.mjs), for pages the build prerenders and pages the cache stores.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forFirstPaint } from '@/web/cache/cache-handler.mjs'
import {
  absoluteUrls,
  FIRST_SCREEN,
  inlineCriticalCss,
  usedCss,
} from '@/web/first-paint/critical-css.mjs'

const SHEET = '/_next/static/chunks/site.css'
const LINK = `<link rel="stylesheet" href="${SHEET}" data-precedence="next"/>`

const CSS = [
  '@layer properties,theme,base,components,utilities;',
  '@layer properties{@supports ((-webkit-hyphens:none) and (not (margin-trim:block))){*,:before,:after{--tw-used:0 0 #0000}}}',
  '@font-face{font-family:inter;src:url(../media/inter.woff2)format("woff2")}',
  '@font-face{font-family:Inter Fallback;src:local(Arial);size-adjust:107%}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-used{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
  '@layer theme{:root{--color-brand:#2563eb;--color-ink:var(--color-gray-900);--color-gray-900:#111;--color-unused:red}}',
  '@layer base{*,:after,:before{box-sizing:border-box}body{margin:0}}',
  '@layer components{.unused-card{padding:2rem}}',
  '@layer utilities{',
  '.flex{display:flex}',
  '.grid{display:grid}',
  '.space-y-4{color:var(--color-ink);box-shadow:var(--tw-used)}',
  '.bg-white\\/85{background-color:#ffffffd9}',
  '.md\\:flex{}',
  '@media (width>=48rem){.md\\:flex{display:flex}.md\\:grid{display:grid}}',
  ':where(.space-y-4>:not(:last-child)){margin-block-end:1rem}',
  '.hover\\:underline:hover{text-decoration:underline}',
  '.focus-visible\\:ring:focus-visible{outline:2px solid}',
  '.group:hover .group-hover\\:opacity-100{opacity:1}',
  '.after\\:block:after{display:block}',
  '.peer:checked~.peer-checked\\:flex{display:flex}',
  '.nav:not(.open:hover) .item{color:red}',
  '.card:has(>.badge){padding-top:1rem}',
  '.card:has(>.missing){padding-top:9rem}',
  '.animate-spin{animation:spin 1s linear infinite}',
  '}',
  'html[data-loading=loading] .loading-screen{opacity:1}',
  'html[data-font=deferred]{--font-sans:var(--fallback-sans)}',
  '.modal[data-state=open]{display:block}',
  '@media print{.print\\:hidden{display:none}}',
].join('')

const BODY =
  '<body><div class="flex bg-white/85 md:flex"><ul class="space-y-4"><li>a</li><li>b</li></ul>' +
  '<a class="hover:underline focus-visible:ring after:block">link</a>' +
  '<div class="group"><span class="group-hover:opacity-100">x</span></div>' +
  '<nav class="nav"><span class="item">i</span></nav>' +
  '<div class="card"><span class="badge">new</span></div>' +
  '<input class="peer" type="checkbox"/><p class="peer-checked:flex">checked</p>' +
  '<div class="loading-screen"></div></div></body></html>'

const PAGE = `<!DOCTYPE html><html lang="en" class="font-var"><head><meta charSet="utf-8"/>${LINK}<script src="/_next/static/chunks/a.js" async=""></script><title>T</title></head>${BODY}`

let distDir: string

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'critical-css-'))
  await mkdir(path.join(distDir, 'static/chunks'), { recursive: true })
  await writeFile(path.join(distDir, 'static/chunks/site.css'), CSS)
})

afterAll(async () => {
  await rm(distDir, { recursive: true, force: true })
})

describe('the rules a page uses', () => {
  it('keeps the rules matching its elements, whatever their later state, and drops the rest', async () => {
    const css = (await usedCss(PAGE, [SHEET], distDir))!
    for (const kept of [
      '.flex{display:flex}',
      '.bg-white\\/85{background-color:#ffffffd9}',
      '@media (width>=48rem){.md\\:flex{display:flex}}',
      ':where(.space-y-4>:not(:last-child)){margin-block-end:1rem}',
      '.hover\\:underline:hover{text-decoration:underline}',
      '.focus-visible\\:ring:focus-visible{outline:2px solid}',
      '.group:hover .group-hover\\:opacity-100{opacity:1}',
      '.after\\:block:after{display:block}',
      '.peer:checked~.peer-checked\\:flex{display:flex}',
      // `:not(.open:hover)` holds of a `.nav` that is not hovered, open or not.
      '.nav:not(.open:hover) .item{color:red}',
      '.card:has(>.badge){padding-top:1rem}',
    ])
      expect(css).toContain(kept)
    for (const dropped of [
      '.grid{display:grid}',
      '.md\\:grid',
      '.unused-card',
      '.card:has(>.missing)',
      '.modal[data-state=open]',
      '.animate-spin',
      '.print\\:hidden',
    ])
      expect(css).not.toContain(dropped)
  })

  it('keeps every font face (the fallback metrics with them) and the layer order, and the variables, @property and @keyframes it uses', async () => {
    const css = (await usedCss(PAGE, [SHEET], distDir))!
    expect(css.startsWith('@layer properties,theme,base,components,utilities;')).toBe(true)
    expect(css).toContain('@font-face{font-family:inter;src:url(/_next/static/media/inter.woff2)')
    expect(css).toContain('size-adjust:107%')
    // The theme's variables a kept rule reads, and those their values read; no other.
    expect(css).toContain(
      '@layer theme{:root{--color-ink:var(--color-gray-900);--color-gray-900:#111}}',
    )
    expect(css).toContain('@property --tw-used')
    // Nothing on the page reads these, or runs the animation (.animate-spin is not the page's).
    expect(css).not.toContain('--color-brand')
    expect(css).not.toContain('--color-unused')
    expect(css).not.toContain('@property --tw-shadow')
    expect(css).not.toContain('@keyframes spin')
    // A layer left without rules stays, in its place.
    expect(css).toContain('@layer components{}')
    // Tailwind's variables again for browsers without @property: they get them with the sheet.
    expect(css).toContain('@layer properties{}')
    expect(css).not.toContain('*,:before,:after{--tw-used')
    expect(css).not.toContain('@media print')
  })

  it('keeps the rules of the states the inline scripts set before the first paint', async () => {
    const css = (await usedCss(PAGE, [SHEET], distDir))!
    expect(css).toContain('html[data-loading=loading] .loading-screen{opacity:1}')
    expect(css).toContain('html[data-font=deferred]{--font-sans:var(--fallback-sans)}')
  })

  describe('of its first screen only (issue 46)', () => {
    const SECTIONS_CSS = [
      '.s1{color:#111}.s2{color:#222}.s3{color:#333}.s4{color:#444}.s5{color:#555}',
      '.site-footer{color:#666}.dock{position:fixed}.later-only:not(:last-child){margin:0}',
      '[data-late]{content-visibility:auto;contain-intrinsic-size:auto var(--held)}',
      '[data-late=five]{--held:500px}.s4{--other:1px}.inner5{color:#5a5}.inner2{color:#2a2}',
    ].join('')
    /**
     * A page whose <main> holds `sizes` blocks of about that many bytes each; the fifth waits under
     * content-visibility (`data-late`), and so does the second with `lateSecond`.
     */
    const page = (sizes: number[], { lateSecond = false } = {}) =>
      '<!DOCTYPE html><html><head><title>T</title></head><body><header class="s1"></header>' +
      '<main><script>0</script><svg width="0" height="0"></svg>' +
      sizes
        .map(
          (bytes, index) =>
            `<section class="s${index + 1}${index === 3 ? ' later-only' : ''}"` +
            `${index === 4 ? ' data-late="five"' : ''}${index === 1 && lateSecond ? ' data-late="two"' : ''}>` +
            `<p class="inner${index + 1}">${'x'.repeat(bytes)}</p>` +
            '</section>',
        )
        .join('') +
      '</main><footer class="site-footer"></footer><div class="dock fixed"></div></body></html>'
    const cssOf = async (html: string) => {
      await writeFile(path.join(distDir, 'static/chunks/sections.css'), SECTIONS_CSS)
      return (await usedCss(html, ['/_next/static/chunks/sections.css'], distDir))!
    }

    it("leaves out the rules of <main>'s later blocks and of the footer; keeps the fixed elements', and holds what waits under content-visibility until the sheet arrives", async () => {
      // The first three blocks reach FIRST_SCREEN.bytes, the first two do not.
      const block = Math.ceil(FIRST_SCREEN.bytes / 2.5)
      const css = await cssOf(page([block, block, block, block, block]))
      // The fifth block waits under content-visibility: its own rules stay (the size it holds and
      // the variable that reads), its contents' do not, and it is `hidden` until the sheet, later
      // in the document, says `auto` with the same specificity (or it fails to arrive). Chrome
      // styles an area under `auto` once in the first frame and keeps that style while it is
      // skipped: drawn from these rules alone, it kept their unstyled colours.
      for (const kept of [
        '.s1{',
        '.s2{',
        '.inner2{',
        '.s3{',
        '.dock{',
        '.s5{',
        ':where(:root:not([data-sheet-failed])) [data-late]{content-visibility:hidden;contain-intrinsic-size:auto var(--held)}',
        '[data-late=five]{--held:500px}',
      ])
        expect(css).toContain(kept)
      expect(css).not.toContain('--other')
      expect(css).not.toContain('content-visibility:auto')
      for (const dropped of ['.s4{color', '.later-only', '.site-footer', '.inner5'])
        expect(css).not.toContain(dropped)
    })

    it('draws an area under content-visibility that a selector names with one on the first screen, with its rules', async () => {
      // `[data-late]` names the second block (on the first screen) too: not held, its rules stay.
      const css = await cssOf(page([6000, 6000, 6000, 6000, 6000], { lateSecond: true }))
      expect(css).toContain('[data-late]{content-visibility:auto')
      expect(css).not.toContain('content-visibility:hidden')
      for (const kept of ['.inner2{', '.s5{', '.inner5{']) expect(css).toContain(kept)
    })

    it('counts at least FIRST_SCREEN.blocks blocks and enough markup as the first screen', async () => {
      // Three small blocks are not enough markup: the fourth is on the first screen too, the
      // fifth not.
      const css = await cssOf(page([1000, 1000, 1000, FIRST_SCREEN.bytes, 1000]))
      expect(css).toContain('.s4{')
      expect(css).not.toContain('.inner5')
      expect(css).not.toContain('.site-footer')
      // One block of enough markup is not enough blocks.
      const few = await cssOf(page([FIRST_SCREEN.bytes, 1000, 1000, 1000, 1000]))
      expect(few).toContain(FIRST_SCREEN.blocks >= 2 ? '.inner2{' : '.inner1{')
      expect(few).not.toContain(`.inner${FIRST_SCREEN.blocks + 1}{`)
    })

    it('keeps everything, the footer with it, on a page with a short <main>', async () => {
      const css = await cssOf(page([500, 500]))
      for (const kept of ['.s1{', '.s2{', '.site-footer{', '.dock{']) expect(css).toContain(kept)
    })
  })

  it("makes a sheet's relative url()s absolute", () => {
    expect(absoluteUrls('a{b:url(../media/x.woff2)format("woff2")}', SHEET)).toBe(
      'a{b:url(/_next/static/media/x.woff2)format("woff2")}',
    )
    expect(absoluteUrls(`a{b:url('img/y.png?v=1')}`, SHEET)).toBe(
      `a{b:url('/_next/static/chunks/img/y.png?v=1')}`,
    )
    const untouched = 'a{b:url(data:image/png;base64,AA==);c:url(/x.png);d:url(https://e.f/g)}'
    expect(absoluteUrls(untouched, SHEET)).toBe(untouched)
  })
})

/** The sheet link's handlers: applied for every medium; transitions run two frames after the last (of one). */
const ONLOAD =
  "this.media='all';if(document.querySelectorAll('link[data-precedence=next][media=all]').length>=1)" +
  "requestAnimationFrame(function(){requestAnimationFrame(function(){document.documentElement.setAttribute('data-sheet-in','')})})"
const ONERROR =
  "document.documentElement.setAttribute('data-sheet-failed','');document.documentElement.setAttribute('data-sheet-in','')"

describe('the page rewritten', () => {
  it("puts its rules where Next's link was and loads the sheet without blocking the first paint", async () => {
    const html = await inlineCriticalCss(PAGE, { distDir })
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toMatch(/<meta charSet="utf-8"\/><style data-critical-css>@layer properties,theme/)
    expect(head).toContain(
      `<link rel="preload" href="${SHEET}" as="style"/>` +
        `<link rel="stylesheet" href="${SHEET}" data-precedence="next" media="print" onload="${ONLOAD}" onerror="${ONERROR}"/>` +
        `<noscript><link rel="stylesheet" href="${SHEET}"/></noscript>` +
        '<script src="/_next/static/chunks/a.js" async=""></script>',
    )
    // Nothing in <main> or after it runs a transition before the sheet is in (with scripting).
    expect(head).toContain(
      '@media (scripting:enabled){:root:not([data-sheet-in]) :is(#main,#main~*) *{transition:none!important}}</style>',
    )
    // No style sheet outside <noscript> blocks the first paint.
    const blocking = head
      .replace(/<noscript>.*?<\/noscript>/g, '')
      .match(/<link rel="stylesheet"[^>]*>/g)!
      .filter((link) => !link.includes('media="print"'))
    expect(blocking).toEqual([])
    // The document after the <head> is byte for byte React's.
    expect(html.slice(html.indexOf('</head>'))).toBe(PAGE.slice(PAGE.indexOf('</head>')))
  })

  it('leaves alone a page without a sheet of its own, one already rewritten and a sheet from elsewhere', async () => {
    const plain = '<!DOCTYPE html><html><head><title>T</title></head><body></body></html>'
    expect(await inlineCriticalCss(plain, { distDir })).toBe(plain)
    const once = await inlineCriticalCss(PAGE, { distDir })
    expect(await inlineCriticalCss(once, { distDir })).toBe(once)
    const foreign = PAGE.replace(SHEET, '/styles/other.css')
    expect(await inlineCriticalCss(foreign, { distDir })).toBe(foreign)
  })

  it('rewrites a page the cache stores; a step that fails leaves the page as it was for that step', async () => {
    const value = { kind: 'APP_PAGE', html: PAGE, status: 200 }
    const stored = await forFirstPaint(value, distDir)
    expect(stored.html).toContain('<style data-critical-css>')
    expect(stored.html).toContain('<script data-start-up-scripts>')
    expect(stored.html).not.toContain('<script src="/_next/static/chunks/a.js" async="">')
    expect(stored.status).toBe(200)
    expect(value.html).toBe(PAGE)

    const route = { kind: 'APP_ROUTE', body: Buffer.from('x') }
    expect(await forFirstPaint(route, distDir)).toBe(route)

    // The sheet cannot be read: Next's link stays, the error is logged, the scripts still wait.
    const missing = path.join(distDir, 'no-such-build')
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => errors.push(args)
    try {
      const unstyled = await forFirstPaint(value, missing)
      expect(unstyled.html).toContain(LINK)
      expect(unstyled.html).not.toContain('<style data-critical-css>')
      expect(unstyled.html).toContain('<script data-start-up-scripts>')
    } finally {
      console.error = original
    }
    expect(errors).toHaveLength(1)
  })
})
