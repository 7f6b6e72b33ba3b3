import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { budgetFor, measurePage, overBudget } from '@/scripts/bench/page-weight'

// The shape Next writes (tests/fixtures/next-markup/ pins it): inline rules in the head, the
// body's markup, then the flight data as `self.__next_f` scripts, the first of them the bootstrap.
const STYLE = '<style data-critical="">.a{color:red}</style>'
const FLIGHTS = [
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"0:{\\"P\\":null}\\n"])</script>',
  '<script nonce="x">self.__next_f.push([1,"1:[\\"$\\",\\"p\\",null,{}]\\n"])</script>',
]
const OTHER_SCRIPT = '<script>document.documentElement.dataset.x="1"</script>'
const HEAD = `<!DOCTYPE html><html><head><meta charset="utf-8">${STYLE}</head><body>`
const BODY = `<main><p class="a">Caf\u00e9 \u2014 hello</p></main>${OTHER_SCRIPT}`
const HTML = `${HEAD}${BODY}${FLIGHTS.join('')}</body></html>`

const size = (text: string) => Buffer.byteLength(text, 'utf8')

describe('measurePage', () => {
  it('splits the HTML into flight data, inline CSS and markup, in UTF-8 bytes', () => {
    const weight = measurePage(HTML)
    const flight = FLIGHTS.reduce((total, script) => total + size(script), 0)
    expect(weight.raw).toBe(size(HTML))
    // "é" is two bytes and "—" three: bytes, not characters.
    expect(weight.raw).toBe(HTML.length + 1 + 2)
    expect(weight.flight).toBe(flight)
    expect(weight.css).toBe(size(STYLE))
    expect(weight.markup).toBe(size(HTML) - flight - size(STYLE))
    expect(weight.flightRatio).toBeCloseTo(flight / weight.markup, 10)
  })

  it('leaves other scripts in the markup', () => {
    const withoutFlight = measurePage(`${HEAD}${BODY}</body></html>`)
    expect(withoutFlight.flight).toBe(0)
    expect(withoutFlight.markup).toBe(size(`${HEAD}${BODY}</body></html>`) - size(STYLE))
  })

  it('measures gzip at level 9 of the whole page', () => {
    const page = HTML.repeat(50)
    const weight = measurePage(page)
    expect(weight.gzip).toBe(gzipSync(page, { level: 9 }).length)
    expect(weight.gzip).toBeLessThanOrEqual(gzipSync(page, { level: 1 }).length)
    expect(weight.gzip).toBeLessThan(weight.raw / 10)
    expect(weight.flight).toBe(measurePage(HTML).flight * 50)
  })
})

describe('budgets', () => {
  it('holds / to 60 kB gzip and 350 kB raw, other pages to 35 kB gzip, flight to 1.0× markup', () => {
    expect(budgetFor('/')).toEqual({ gzip: 60_000, raw: 350_000, flightRatio: 1 })
    expect(budgetFor('/services/seo')).toEqual({ gzip: 35_000, flightRatio: 1 })
  })

  it("holds an Arabic page to issue 44's ratio (bench:weight) and the flight budget, not to English bytes", () => {
    expect(budgetFor('/ar')).toEqual({ gzip: Infinity, flightRatio: 1 })
    expect(budgetFor('/ar/services/seo')).toEqual({ gzip: Infinity, flightRatio: 1 })
    expect(
      overBudget(
        { raw: 420_000, gzip: 71_000, flight: 90, css: 0, markup: 100, flightRatio: 0.9 },
        budgetFor('/ar'),
      ),
    ).toEqual([])
  })

  it('names each miss', () => {
    const heavy = {
      raw: 400_000,
      gzip: 61_000,
      flight: 210,
      css: 0,
      markup: 200,
      flightRatio: 1.05,
    }
    expect(overBudget(heavy, budgetFor('/'))).toEqual([
      'gzip 61.0 kB > 60.0 kB',
      'raw 400.0 kB > 350.0 kB',
      'flight 1.05× markup > 1×',
    ])
    expect(overBudget(heavy, budgetFor('/about'))).toHaveLength(2)
    const light = { raw: 100_000, gzip: 20_000, flight: 100, css: 0, markup: 100, flightRatio: 1 }
    expect(overBudget(light, budgetFor('/about'))).toEqual([])
  })
})
