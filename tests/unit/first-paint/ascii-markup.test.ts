/**
 * The ASCII step (web/first-paint/ascii-markup.mjs) writes a page in ASCII alone and the page still
 * means the same: the browser's parser reads the same text, attributes, scripts and styles.
 */
import { selectAll, selectOne } from 'css-select'
import { parseDocument } from 'htmlparser2'
import { describe, expect, it } from 'vitest'
import { asciiMarkup } from '@/web/first-paint/ascii-markup.mjs'
import { compactString } from '@/web/first-paint/index.mjs'

const NON_ASCII = /[^\x00-\x7f]/

type Node = { type: string; data?: string; children?: Node[]; attribs?: Record<string, string> }

/** The page as a browser's parser reads it: `text(selector)`, `attribute(selector, name)`, `all`. */
function parsed(html: string) {
  const document = parseDocument(html) as unknown as Node
  const textOf = (node: Node): string =>
    node.type === 'text' ? (node.data ?? '') : (node.children ?? []).map(textOf).join('')
  const one = (selector: string) => selectOne(selector, document as never) as unknown as Node | null
  return {
    text: (selector: string) => {
      const node = one(selector)
      return node ? textOf(node) : undefined
    },
    attribute: (selector: string, name: string) => one(selector)?.attribs?.[name],
    all: (selector: string) =>
      (selectAll(selector, document as never) as unknown as Node[]).map(textOf),
  }
}

const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<title>About — CodeHome</title>',
  '<meta name="description" content="Design → launch, © 2026 “CodeHome”"/>',
  '<style>.arrow::after{content:"→"}.x{color:red}</style>',
  '</head><body><main><h1>Strategy – Design – Growth 🚀</h1>',
  '<a href="/contact" aria-label="Contact us — today">Contact →</a>',
  '<textarea>naïve</textarea>',
  '<script type="application/ld+json">{"name":"CodeHome — Agency","emoji":"🚀"}</script>',
  '<script>self.__next_f.push([1,"7:[\\"$\\",\\"h1\\",null,{\\"children\\":\\"Strategy – Design 🚀\\"}]\\n"])</script>',
  '<script>window.plain = "ascii only"</script>',
  '</main></body></html>',
].join('')

describe('a page with characters outside ASCII', () => {
  const { html, problem } = asciiMarkup(PAGE)
  const before = parsed(PAGE)
  const after = parsed(html)

  it('comes out in ASCII alone, with nothing reported', () => {
    expect(problem).toBeUndefined()
    expect(html).not.toMatch(NON_ASCII)
  })

  it('reads as the same text and attributes', () => {
    for (const selector of ['title', 'h1', 'a', 'textarea'])
      expect(after.text(selector)).toBe(before.text(selector))
    expect(after.text('title')).toBe('About — CodeHome')
    expect(after.text('h1')).toBe('Strategy – Design – Growth 🚀')
    expect(after.attribute('meta[name=description]', 'content')).toBe(
      'Design → launch, © 2026 “CodeHome”',
    )
    expect(after.attribute('a', 'aria-label')).toBe('Contact us — today')
    expect(after.text('textarea')).toBe('naïve')
  })

  it('keeps structured data and React’s payload the same values', () => {
    const [jsonLd, payload, plain] = after.all('script')
    expect(JSON.parse(jsonLd!)).toEqual({ name: 'CodeHome — Agency', emoji: '🚀' })
    const pushed: unknown[] = []
    new Function('self', payload!)({ __next_f: pushed })
    expect(pushed).toEqual([[1, '7:["$","h1",null,{"children":"Strategy – Design 🚀"}]\n']])
    expect(plain).toBe('window.plain = "ascii only"')
  })

  it('escapes a style sheet’s characters the CSS way', () => {
    expect(after.text('style')).toBe('.arrow::after{content:"\\2192 "}.x{color:red}')
  })
})

describe('what the step leaves alone or reports', () => {
  it('leaves a page in another script in UTF-8 (its letters would weigh several times as much)', () => {
    const arabic =
      '<!DOCTYPE html><html lang="ar" dir="rtl" data-script="arabic"><body><p>خدماتنا — تحسين محركات البحث</p><script>self.x="خدمة"</script></body></html>'
    expect(asciiMarkup(arabic)).toEqual({ html: arabic })
    const english = arabic.replace(' data-script="arabic"', '')
    expect(asciiMarkup(english).html).not.toMatch(/[^\x00-\x7f]/)
  })

  it('returns a page in ASCII unchanged', () => {
    const page = '<html><body><p>plain</p><script>1</script></body></html>'
    expect(asciiMarkup(page)).toEqual({ html: page })
  })

  it('reports a script in a language it does not know, and leaves the page as it was', () => {
    const page = '<body><script type="text/x-template"><p>— tmpl</p></script></body>'
    const { html, problem } = asciiMarkup(page)
    expect(html).toBe(page)
    expect(problem).toContain('text/x-template')
  })

  it('reports a script that is not closed', () => {
    const page = '<body><p>ok</p><script>let a = "—"'
    const { html, problem } = asciiMarkup(page)
    expect(html).toBe(page)
    expect(problem).toContain('not closed')
  })
})

describe('compactString', () => {
  it('keeps the text as it is', () => {
    const text = asciiMarkup(PAGE).html
    expect(compactString(text)).toBe(text)
    expect(compactString('naïve — 🚀')).toBe('naïve — 🚀')
  })
})
