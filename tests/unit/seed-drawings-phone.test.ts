/**
 * The seed's drawings with words inside, read on a phone. A composed page's scene (1200 × 900)
 * and a post's or case study's illustration (1200 × 675) are shown about 330 px wide there, 0.27
 * of their size: a 16-unit label is 4 px (an outside review). Every label a phone draws is at
 * least 26 units (7 px there). A drawing whose labels are smaller carries a second composition for
 * the phone, which its own media query shows below 520 px (an SVG's media queries read the box it
 * is drawn in), and which is hidden otherwise, and where no media query is read (the renderer of
 * the blur placeholders draws the wide one).
 */
import { describe, expect, it } from 'vitest'
import { buildSeed } from '@/scripts/seed/build'

const { artwork } = buildSeed()

/** Drawn on a 1200-unit canvas, shown at most this wide on a phone, each label at least MIN_PX. */
const PHONE_WIDTH = 330
const MIN_UNITS = 26

type Label = { size: number; phone: boolean; value: string }

/** The drawing's labels, each marked when it is in the phone's composition, and its groups. */
function read(svg: string) {
  const labels: Label[] = []
  const groups = { wide: 0, phone: 0, hiddenPhone: 0 }
  // The depth of the open <g> elements, and the depth at which the phone's group opened.
  let depth = 0
  let phoneAt = -1
  for (const [, close, tag, attributes, selfClosing] of svg.matchAll(
    /<(\/?)([a-zA-Z]+)([^>]*?)(\/?)>/g,
  )) {
    if (tag !== 'g' && tag !== 'text') continue
    if (tag === 'g' && close) {
      depth--
      if (depth === phoneAt) phoneAt = -1
      continue
    }
    if (tag === 'g' && !selfClosing) {
      if (/\bclass="wide"/.test(attributes!)) groups.wide++
      if (/\bclass="phone"/.test(attributes!)) {
        groups.phone++
        if (/\bdisplay="none"/.test(attributes!)) groups.hiddenPhone++
        phoneAt = depth
      }
      depth++
      continue
    }
    if (tag === 'text' && !close) {
      const size = Number(/font-size="([\d.]+)"/.exec(attributes!)?.[1])
      labels.push({ size, phone: phoneAt >= 0, value: attributes! })
    }
  }
  return { labels, groups }
}

const drawings = artwork.filter(
  (art) =>
    /^images\/pages\/(ar\/)?[^/]+\.svg$/.test(art.path) ||
    /^images\/(blog|work)\/(ar\/)?[^/]+-illustration\.svg$/.test(art.path),
)

describe('drawings read on a phone', () => {
  it('covers every composed page scene and every illustration, in both languages', () => {
    const paths = drawings.map((art) => art.path)
    expect(paths.filter((path) => path.startsWith('images/pages/ar/')).length).toBeGreaterThan(10)
    expect(paths.filter((path) => /^images\/blog\/ar\/.+-illustration/.test(path)).length).toBe(5)
    expect(paths.filter((path) => /^images\/work\/ar\/.+-illustration/.test(path)).length).toBe(5)
    expect(paths.filter((path) => /^images\/pages\/[^/]+$/.test(path)).length).toBeGreaterThan(10)
  })

  for (const art of drawings)
    it(`${art.path}: every label a phone draws is at least ${MIN_UNITS} units of 1200`, () => {
      const { labels, groups } = read(art.svg)
      const minimum = (MIN_UNITS * art.width) / 1200
      expect(labels.length).toBeGreaterThan(0)
      expect(labels.every((label) => Number.isFinite(label.size))).toBe(true)
      if (labels.every((label) => label.size >= minimum)) return
      // Smaller labels on the wide drawing: the phone's composition, one of each, hidden unless
      // the image is narrow.
      expect(groups).toEqual({ wide: 1, phone: 1, hiddenPhone: 1 })
      expect(art.svg).toContain(
        '<style>@media (max-width:520px){.wide{display:none}.phone{display:inline}}</style>',
      )
      const phone = labels.filter((label) => label.phone)
      expect(phone.length).toBeGreaterThan(0)
      const small = phone.filter((label) => label.size < minimum)
      expect(small.map((label) => label.value)).toEqual([])
      // Drawn PHONE_WIDTH px wide, the smallest is 7 px.
      expect(
        (Math.min(...phone.map((label) => label.size)) * PHONE_WIDTH) / art.width,
      ).toBeGreaterThan(7)
    })
})
