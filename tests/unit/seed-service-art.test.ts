/**
 * The services' hero pictures (scripts/seed/service-art*.ts): each service has a scene of its
 * own, not one template recoloured; wordless, so that the one file serves the English and the
 * Arabic page, with figures large enough to read where a phone shows it ~330 px wide; small; and
 * the committed files are the ones the seed writes.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SERVICES } from '@/scripts/seed/catalogue'
import { serviceArt } from '@/scripts/seed/service-art'
import { SMALLEST_FIGURE } from '@/scripts/seed/service-art-kit'
import { serviceArtDescriptions } from '@/scripts/seed/copy/ar/images'

const arts = SERVICES.map((service) => ({ slug: service.slug, art: serviceArt(service.slug) }))

describe('service hero pictures', () => {
  it('every service has one, as committed', () => {
    expect(arts).toHaveLength(24)
    for (const { slug, art } of arts) {
      expect(art.path).toBe(`images/services/${slug}.svg`)
      expect(readFileSync(`public/${art.path}`, 'utf8'), slug).toBe(art.svg)
    }
  })

  it('no two are one composition recoloured', () => {
    // A picture without its colours, numbers and ids: what a template recoloured (or moved)
    // would share.
    const shape = (svg: string) =>
      svg
        .replace(/aria-label="[^"]*"/, '')
        .replace(/#[0-9a-f]{3,8}\b/gi, '')
        .replace(/(id="|url\(#)[^")]*/g, '')
        .replace(/-?\d+(\.\d+)?/g, '')
    expect(new Set(arts.map(({ art }) => shape(art.svg))).size).toBe(arts.length)
    // Nor the earlier single object on a shape: each is a scene of several cards or windows.
    for (const { slug, art } of arts) {
      expect(art.svg.match(/filter="url\(#soft\)"/g)?.length ?? 0, slug).toBeGreaterThanOrEqual(2)
    }
  })

  it('they have no words, and their figures read on a phone', () => {
    for (const { slug, art } of arts) {
      for (const [, size, content] of art.svg.matchAll(
        /<text[^>]*font-size="([\d.]+)"[^>]*>([^<]*)<\/text>/g,
      )) {
        // Letters of any script (Latin, Arabic…) would need a translation.
        expect(content, slug).not.toMatch(/\p{L}/u)
        expect(Number(size), `${slug}: ${content}`).toBeGreaterThanOrEqual(SMALLEST_FIGURE)
      }
      expect(art.svg.match(/<text/g)?.length ?? 0, slug).toBeLessThanOrEqual(4)
    }
  })

  it('each is small: under 12 kB', () => {
    for (const { slug, art } of arts) expect(art.svg.length, slug).toBeLessThan(12_000)
  })

  it('each says what it shows in English and in Arabic, not the service’s name', () => {
    for (const { slug, art } of arts) {
      const title = SERVICES.find((service) => service.slug === slug)!.title
      const english = /aria-label="([^"]*)"/.exec(art.svg)![1]!
      expect(english, slug).toMatch(/^Illustration: /)
      expect(english, slug).not.toContain(title)
      expect(serviceArtDescriptions[slug], slug).toMatch(/^رسم توضيحي: /)
    }
  })
})
