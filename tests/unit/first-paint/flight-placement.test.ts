/**
 * React's flight data placed beside the markup it repeats (web/first-paint/flight-placement.mjs):
 * the same rows pushed, each after its markup, in an order React reads as it read Next's; scripts
 * inside elements take themselves out; a page of another shape is reported, not passed on.
 */
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { flightPlacement, flightRows } from '@/web/first-paint/flight-placement.mjs'
import { flightScripts } from '@/web/first-paint/flight-scripts.mjs'

/** What the page's scripts push onto `self.__next_f`, run in document order, and what they removed. */
function run(html: string) {
  const chunks: unknown[] = []
  let removed = 0
  for (const [, body] of html.matchAll(/<script>(\(?self\.__next_f[\s\S]*?)<\/script>/g))
    new Function('self', 'document', body!)(
      { __next_f: chunks },
      { currentScript: { remove: () => removed++ } },
    )
  return { chunks, removed }
}

/** The flight text a page pushes, in order. */
const flightText = (html: string) =>
  run(html)
    .chunks.filter((chunk) => (chunk as unknown[])[0] === 1)
    .map((chunk) => (chunk as [1, string])[1])
    .join('')

/** The page as Next writes it, after the flight-scripts step (single-quoted strings). */
function nextPage(markup: string, rows: string[], pushes = 2) {
  const text = rows.join('')
  const size = Math.ceil(text.length / pushes)
  const scripts = Array.from(
    { length: pushes },
    (_, index) =>
      `<script>self.__next_f.push([1,${JSON.stringify(text.slice(index * size, (index + 1) * size)).replaceAll('<', '\\u003c')}])</script>`,
  )
  const page = `<!DOCTYPE html><html><head><title>t</title></head><body class="b">${markup}<script>(self.__next_f=self.__next_f||[]).push([0])</script>${scripts.join('')}</body></html>`
  return flightScripts(page).html
}

const card = (slug: string, words: string) =>
  `<article class="card-${slug}"><h3>${words}</h3><p>About ${words}, told at length</p></article>`
const cardRow = (id: string, slug: string, words: string) =>
  `${id}:["$","article",null,{"className":"card-${slug}","children":[["$","h3",null,{"children":"${words}"}],["$","p",null,{"children":"About ${words}, told at length"}]]}]\n`

const MARKUP =
  '<header><a href="/">Home</a></header><main id="main">' +
  `<section><h2>Our first section&#x27;s title</h2><div>${card('alpha', 'Alpha rocket science')}${card('beta', 'Beta &quot;quoted&quot; &amp; more')}</div></section>` +
  '<section><svg viewBox="0 0 1 1"><path d="M0 0"/><g><title>Icon drawn inline</title></g></svg>' +
  `<table><tr><td>${'Table cell text long'}</td></tr></table>${card('gamma', 'Gamma ray bursts')}</section>` +
  '</main><footer>Footer words that repeat</footer>'

const ROWS = [
  '1:"$Sreact.fragment"\n',
  '2:"/_next/static/chunks/a.js"\n',
  '3:I[1,["$2"],"ClientThing"]\n',
  '0:{"P":null,"c":["",""],"f":[["$","$1","c",{"children":["$L4","$L5"]}]]}\n',
  ':HL["/_next/static/chunks/a.css","style"]\n',
  '4:["$","main",null,{"id":"main","children":[["$","section",null,{"children":[["$","h2",null,{"children":"Our first section\'s title"}],["$","div",null,{"children":["$6","$7"]}]]}],"$8"]}]\n',
  cardRow('6', 'alpha', 'Alpha rocket science'),
  cardRow('7', 'beta', 'Beta \\"quoted\\" & more'),
  '8:["$","section",null,{"children":[["$","$L3",null,{"title":"Icon drawn inline"}],["$","td",null,{"children":"Table cell text long"}],"$9"]}]\n',
  cardRow('9', 'gamma', 'Gamma ray bursts'),
  '5:["$","footer",null,{"children":"Footer words that repeat"}]\n',
  'a:T1c,text of 28 bytes: é and ü!',
]

/** Each row in a script of its own (these pages are shorter than the stretch scripts share). */
const ONE_BY_ONE = { stretch: 0 }

describe('flight placement', () => {
  const page = nextPage(MARKUP, ROWS)
  const { html, problem } = flightPlacement(page, ONE_BY_ONE)

  it('pushes the same rows, each whole, after the bootstrap', () => {
    expect(problem).toBeUndefined()
    const pushed = run(html).chunks
    expect(pushed[0]).toEqual([0])
    expect(
      flightRows(flightText(html))
        .map((row) => row.text)
        .toSorted(),
    ).toEqual(ROWS.toSorted())
    expect(flightText(page)).toBe(ROWS.join(''))
  })

  it('puts each row right after the markup it repeats', () => {
    for (const [id, text] of [
      ['6', 'About Alpha rocket science, told at length</p>'],
      ['7', 'About Beta &quot;quoted&quot; &amp; more, told at length</p>'],
      ['9', 'About Gamma ray bursts, told at length</p>'],
      ['4', 'Our first section&#x27;s title</h2>'],
    ] as const)
      expect(html, id).toContain(`${text}<script>self.__next_f.push([1,'${id}:[`)
    // Never inside the inline drawing or the table: the row that names them goes after both.
    const svg = html.slice(html.indexOf('<svg'), html.indexOf('</svg>'))
    const table = html.slice(html.indexOf('<table'), html.indexOf('</table>'))
    expect(svg).not.toContain('<script')
    expect(table).not.toContain('<script')
    expect(html).toContain(
      `Gamma ray bursts</h3><script>self.__next_f.push([1,'2:"/_next/static/chunks/a.js"\\n3:I[1,["$2"],"ClientThing"]\\n8:[`,
    )
  })

  it('keeps every row Next wrote before a row that refers to it before that row', () => {
    const ids = (rows: { id: string; text: string }[]) => rows.map((row) => row.id)
    const before = ids(flightRows(flightText(page)))
    const after = ids(flightRows(flightText(html)))
    expect(after).not.toEqual(before)
    for (const row of flightRows(flightText(page)))
      for (const [, id] of row.text.matchAll(/"\$L?([0-9a-f]+)"/g))
        if (before.indexOf(id!) < before.indexOf(row.id))
          expect(after.indexOf(id!), `${id} before ${row.id}`).toBeLessThan(after.indexOf(row.id))
    // The client reference and the chunk it loads, the fragment row 0 is typed with.
    expect(after.indexOf('2')).toBeLessThan(after.indexOf('3'))
    expect(after.indexOf('3')).toBeLessThan(after.indexOf('8'))
    expect(after.indexOf('1')).toBeLessThan(after.indexOf('0'))
  })

  it('has scripts inside elements take themselves out, and leaves those at the end of the body', () => {
    const inside = html.slice(html.indexOf('<main'), html.indexOf('</footer>'))
    const placed = inside.match(/<script>[\s\S]*?<\/script>/g)!
    expect(placed.length).toBeGreaterThan(2)
    for (const script of placed)
      expect(script).toMatch(/;document\.currentScript\.remove\(\)<\/script>$/)
    expect(run(html).removed).toBe(placed.length)
    // Without its scripts the markup is Next's, byte for byte.
    const markupOf = (doc: string) =>
      doc.replace(/<script>(\(?self\.__next_f[\s\S]*?)<\/script>/g, '')
    expect(markupOf(html)).toBe(markupOf(page))
    // The bootstrap first thing in the body, the rows no markup repeats where Next had them.
    expect(html).toContain(
      '<body class="b"><script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    )
    const end = html.slice(html.indexOf('</footer>'))
    expect(end).toMatch(
      /^<\/footer><script>self\.__next_f\.push\(\[1,'[^]*<\/script><\/body><\/html>$/,
    )
    expect(end).toContain(':HL[')
    expect(end).not.toContain('currentScript')
  })

  it('escapes what could end a script or be read by the HTML parser', () => {
    const tricky = nextPage(
      '<main><p>Fish &amp; chips &lt;/script&gt; long enough</p></main>',
      ['1:["$","p",null,{"children":"Fish & chips </script> long enough"}]\n'],
      1,
    )
    const placed = flightPlacement(tricky, ONE_BY_ONE)
    expect(placed.problem).toBeUndefined()
    expect(placed.html).toContain(
      '</p><script>self.__next_f.push([1,\'1:["$","p",null,{"children":"Fish \\u0026 chips \\u003c/script\\u003e',
    )
    expect(flightText(placed.html)).toBe(flightText(tricky))
  })

  it('leaves a placed page and a page without flight data as they are', () => {
    expect(flightPlacement(html, ONE_BY_ONE)).toEqual({ html })
    const plain = '<!DOCTYPE html><html><body><p>x</p></body></html>'
    expect(flightPlacement(plain)).toEqual({ html: plain })
  })

  it('reports flight data of a shape it does not know, and leaves the page as it was', () => {
    const binary = page.replace('</body>', '<script>self.__next_f.push([2,"AAAA"])</script></body>')
    expect(flightPlacement(binary)).toEqual({
      html: binary,
      problem: expect.stringMatching(/1 of 3 flight pushes in a shape it does not know/),
    })
    const noBootstrap = page.replace(
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '',
    )
    expect(flightPlacement(noBootstrap).problem).toMatch(/without Next's bootstrap/)
    const broken = nextPage(MARKUP, ['1:T10,short\n'])
    expect(flightPlacement(broken)).toEqual({
      html: broken,
      problem: expect.stringMatching(/shorter or longer than its length/),
    })
  })

  it('reads rows as React does: sized rows by their UTF-8 bytes, hints without an id', () => {
    expect(flightRows('a:T6,é€x1:"y"\n:HL["z"]\n')).toEqual([
      { id: 'a', text: 'a:T6,é€x', sized: true },
      { id: '1', text: '1:"y"\n', sized: false },
      { id: '', text: ':HL["z"]\n', sized: false },
    ])
  })

  it('lets gzip find the flight data’s repeats of a long page', () => {
    // Texts that do not repeat each other (a fixed pseudo-random choice of words).
    let seed = 7
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647
    const word = () => Math.floor(random() * 36 ** 6).toString(36)
    const sentence = () => Array.from({ length: 8 }, word).join(' ')
    const slugs = Array.from({ length: 300 }, (_, index) => `service-${index}`)
    const words = slugs.map(sentence)
    const long = nextPage(
      `<main>${slugs.map((slug, index) => card(slug, words[index]!)).join('')}</main>`,
      slugs.map((slug, index) => cardRow((index + 16).toString(16), slug, words[index]!)),
    )
    const placed = flightPlacement(long).html
    const gzip = (text: string) => gzipSync(text, { level: 9 }).length
    expect(gzip(placed)).toBeLessThan(gzip(long) * 0.8)
    // Rows close together share a script: one per stretch of 8 kB of markup or so.
    const scripts = placed.match(/;document\.currentScript\.remove\(\)<\/script>/g)!.length
    expect(scripts).toBeGreaterThan(3)
    expect(scripts).toBeLessThan(slugs.length / 10)
    expect(flightText(placed).length).toBe(flightText(long).length)
  })

  it('leaves a page shorter than a stretch as Next wrote it', () => {
    expect(flightPlacement(page)).toEqual({ html: page })
  })
})
