/**
 * React's flight data in single-quoted strings (web/first-paint/flight-scripts.mjs): the same
 * strings pushed, fewer bytes, and a page of another shape reported instead of passed on.
 */
import { describe, expect, it } from 'vitest'
import { flightScripts, singleQuotedBody } from '@/web/first-paint/flight-scripts.mjs'

/** What the page's scripts push onto `self.__next_f`, run as the browser runs them. */
function pushed(html: string) {
  const chunks: unknown[] = []
  for (const [, body] of html.matchAll(/<script>([\s\S]*?)<\/script>/g))
    new Function('self', body!)({ __next_f: chunks })
  return chunks
}

/** A flight script as Next writes it (JSON.stringify, `<` escaped). */
const script = (text: string) =>
  `<script>self.__next_f.push([1,${JSON.stringify(text).replaceAll('<', '\\u003c')}])</script>`

const DATA = [
  '1:"$Sreact.fragment"\n',
  `2:["$","p",null,{"className":"a","children":"It's \\"quoted\\" — </script> 'x' \\\\ \\u2028"}]\n`,
  '3:["$","a",null,{"href":"/x?a=1&b=2","children":"\\\\"}]\n',
]
const PAGE =
  '<!DOCTYPE html><html><body><p>x</p>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  DATA.map(script).join('') +
  '</body></html>'

describe('flight scripts', () => {
  it('pushes the same strings in single quotes, with fewer bytes', () => {
    const { html, problem } = flightScripts(PAGE)
    expect(problem).toBeUndefined()
    expect(html).not.toContain('self.__next_f.push([1,"')
    expect(html).toContain(`self.__next_f.push([1,'1:"$Sreact.fragment"\\n'])`)
    expect(pushed(html)).toEqual(pushed(PAGE))
    expect(pushed(html)).toEqual([[0], ...DATA.map((text) => [1, text])])
    expect(html.length).toBeLessThan(PAGE.length)
    // Nothing in a string can end the script.
    expect(html.match(/<\/script>/g)!.length).toBe(PAGE.match(/<\/script>/g)!.length)
  })

  it('keeps every escape but the double quote, and escapes the single quote', () => {
    expect(singleQuotedBody(String.raw`a\"b\\\"c\\d\u003c\n'e`)).toBe(
      String.raw`a"b\\"c\\d\u003c\n\'e`,
    )
  })

  it('leaves a rewritten page and a page without flight data as they are', () => {
    const once = flightScripts(PAGE).html
    expect(flightScripts(once)).toEqual({ html: once })
    const plain = '<!DOCTYPE html><html><body><p>x</p></body></html>'
    expect(flightScripts(plain)).toEqual({ html: plain })
  })

  it('reports flight scripts of a shape it does not know, and leaves the page as it was', () => {
    const other = PAGE.replace(
      '<script>self.__next_f.push([1,"2:',
      '<script nonce="n">self.__next_f.push([1,"2:',
    )
    const result = flightScripts(other)
    expect(result.html).toBe(other)
    expect(result.problem).toMatch(/1 of 3 flight scripts in a shape it does not know/)
    const none =
      '<html><body><script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>'
    expect(flightScripts(none).problem).toMatch(/without a flight script/)
  })
})
