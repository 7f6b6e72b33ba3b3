/**
 * The one renderer of blocks (web/blocks/render-blocks.tsx), used by the home page and, through
 * PageSections, by every composed page: which component each kind gets, the id of its heading,
 * its band's tone, and what it skips.
 */
import { isValidElement, type ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import { renderBlocks } from '@/web/blocks/render-blocks'
import { FaqSection } from '@/web/blocks/faq/component'
import { ProcessSection } from '@/web/blocks/process/component'
import { StatsSection } from '@/web/blocks/stats/component'
import type { Block, BlockContext } from '@/web/blocks/types'

const context = { settings: {}, breadcrumbs: [] } as unknown as BlockContext
const block = (_type: string, _key: string) => ({ _type, _key }) as unknown as Block
type Props = { headingId: string; tone: string; location?: string }

describe('renderBlocks', () => {
  it('renders home and page builder kinds side by side, each with its own heading id', () => {
    const elements = renderBlocks({
      blocks: [
        block('workProcessSection', 'a'),
        block('faqSection', 'b'),
        block('statsSection', 'c'),
        block('workProcessSection', 'd'),
      ],
      context,
      locate: (key) => `at-${key}`,
    }) as ReactElement<Props>[]
    expect(elements.map((element) => element.type)).toEqual([
      ProcessSection,
      FaqSection,
      StatsSection,
      ProcessSection,
    ])
    expect(elements.map((element) => element.props.headingId)).toEqual([
      'process-heading',
      'section-b',
      'section-c',
      'process-heading-2',
    ])
    // A home block paints its own surface; the page builder's bands alternate after it.
    expect(elements.map((element) => element.props.tone)).toEqual([
      'light',
      'muted',
      'dark',
      'light',
    ])
    expect(elements.map((element) => element.props.location)).toEqual([
      'at-a',
      'at-b',
      'at-c',
      'at-d',
    ])
    // The home page's keys are positions; a page's keep their section keys.
    expect(elements.map((element) => element.key)).toEqual(['0', '1', '2', '3'])
    const keyed = renderBlocks({
      blocks: [block('faqSection', 'b')],
      context,
      keyOf: (section) => section._key,
    }) as ReactElement[]
    expect(keyed[0]!.key).toBe('b')
  })

  it('skips a kind it does not know, and a lead form without its options', () => {
    const elements = renderBlocks({
      blocks: [
        block('someNewerKind', 'x'),
        block('contactBandSection', 'y'),
        block('faqSection', 'z'),
      ],
      context,
    })
    expect(elements.map((element) => isValidElement(element))).toEqual([false, false, true])
    const withForms = renderBlocks({
      blocks: [block('contactBandSection', 'y')],
      context: { ...context, leadForms: { budgetOptions: [], timelineOptions: [] } as never },
    })
    expect(isValidElement(withForms[0])).toBe(true)
  })
})
