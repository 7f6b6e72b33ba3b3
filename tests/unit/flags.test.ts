/**
 * Country flags (web/components/offices/flags.ts): a flag emoji from the CMS becomes the path of
 * its SVG file, served by app/flags/[file]/route.ts.
 */
import { describe, expect, it } from 'vitest'
import { FLAG_CODES, flagImage, flagSvg } from '@/web/components/offices/flags'

describe('flags', () => {
  it('turns a flag emoji into the path of its file', () => {
    expect(flagImage('🇺🇸')).toBe('/flags/US.svg')
    expect(flagImage(' 🇵🇰 ')).toBe('/flags/PK.svg')
    expect(flagImage('🏳️')).toBeNull()
    expect(flagImage('US')).toBeNull()
    expect(flagImage(null)).toBeNull()
  })

  it('serves a drawing for every code it lists, and nothing for any other name', () => {
    expect(FLAG_CODES).toEqual(expect.arrayContaining(['US', 'GB', 'PK', 'QA', 'CA']))
    for (const code of FLAG_CODES) expect(flagSvg(code)).toMatch(/^<svg[\s\S]*<\/svg>$/)
    for (const name of ['us', 'USA', '../US', 'XX', '']) expect(flagSvg(name)).toBeNull()
  })
})
