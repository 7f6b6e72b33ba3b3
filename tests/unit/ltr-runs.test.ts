import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { LtrRuns, splitLtrRuns } from '@/web/components/ui/ltr-runs'

const render = (text: string, locale: string) =>
  renderToStaticMarkup(createElement(LtrRuns, { text, locale }))

describe('Latin words and numbers in a right-to-left line', () => {
  it("keeps an address's block, area and postcode left to right on an Arabic page", () => {
    expect(render('قطعة 12-C، شارع فيصل، PECHS، كراتشي 75400', 'ar')).toBe(
      'قطعة <bdi dir="ltr">12-C</bdi>، شارع فيصل، <bdi dir="ltr">PECHS</bdi>، كراتشي <bdi dir="ltr">75400</bdi>',
    )
    expect(render('100 كينغ ستريت ويست، الجناح 5600، تورنتو، ON M5X 1C9', 'ar')).toContain(
      '<bdi dir="ltr">ON M5X 1C9</bdi>',
    )
    // The seed joins a postcode's halves with no-break spaces: one run, not two swapped ones.
    expect(render('1 كندا سكوير، الطابق 39، لندن E14\u00A05AB', 'ar')).toContain(
      '<bdi dir="ltr">E14\u00A05AB</bdi>',
    )
  })

  it('leaves a run without spaces, hyphens or dots at its ends, and the rest as it was', () => {
    const parts = splitLtrRuns(' - 12-C. ، A ')
    expect(parts).toEqual([' - ', '12-C', '. ، ', 'A', ' '])
    expect(parts.join('')).toBe(' - 12-C. ، A ')
    expect(splitLtrRuns('كراتشي')).toEqual(['كراتشي'])
  })

  it('changes nothing on an English page', () => {
    expect(render('Block 12-C, Shahrah-e-Faisal, Karachi 75400', 'en')).toBe(
      'Block 12-C, Shahrah-e-Faisal, Karachi 75400',
    )
  })
})
