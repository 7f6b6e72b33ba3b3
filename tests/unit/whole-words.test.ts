import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { joinHyphenated, splitHyphenated, WholeWords } from '@/web/components/ui/whole-words'

const render = (children: string) => renderToStaticMarkup(createElement(WholeWords, { children }))

describe('hyphenated words in headings stay whole', () => {
  it('wraps each hyphenated word in a span that does not break, the text unchanged', () => {
    expect(render('ShopSmart E-commerce Store')).toBe(
      'ShopSmart <span class="text-nowrap">E-commerce</span> Store',
    )
    expect(render('Our Mobile-first Work')).toContain(
      '<span class="text-nowrap">Mobile-first</span> Work',
    )
    expect(splitHyphenated('a mobile-first, sub-second 1-2 week - plan').join('')).toBe(
      'a mobile-first, sub-second 1-2 week - plan',
    )
    expect(splitHyphenated('a mobile-first, sub-second 1-2 week - plan')).toEqual([
      'a ',
      'mobile-first',
      ', ',
      'sub-second',
      ' ',
      '1-2',
      ' week - plan',
    ])
  })

  it('leaves text without one, and anything but text, as it was', () => {
    expect(render('Where code meets home')).toBe('Where code meets home')
    expect(splitHyphenated('تطوير - المواقع')).toEqual(['تطوير - المواقع'])
    const element = createElement('em', null, 'E-commerce')
    expect(WholeWords({ children: element })).toBe(element)
  })

  it('joins a paragraph’s hyphenated words with an invisible joiner, in one text node', () => {
    expect(joinHyphenated('in Fintech, E-commerce and HIPAA-aligned sub-second 1-2 - plan')).toBe(
      'in Fintech, E-\u2060commerce and HIPAA-\u2060aligned sub-\u2060second 1-\u20602 - plan',
    )
    expect(joinHyphenated('تطوير - المواقع')).toBe('تطوير - المواقع')
  })
})
