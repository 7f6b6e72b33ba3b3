/**
 * app/globals.css gives the Tailwind colours that lie inside sRGB as hex values, so that the build
 * does not write each of them a second time in lab() (issue 46). Each must be Tailwind's own colour
 * (its oklch value in tailwindcss/theme.css) exactly, to the 8 bits of a hex digit pair, and inside
 * sRGB: a colour outside it keeps Tailwind's value, which wide-gamut screens show.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')
const globals = readFileSync(path.join(root, 'app/globals.css'), 'utf8')
const tailwind = readFileSync(path.join(root, 'node_modules/tailwindcss/theme.css'), 'utf8')

/** The hex colours of globals.css's palette block (the one that names Tailwind's colours). */
const block = globals.slice(globals.indexOf("Tailwind's colours that lie inside sRGB"))
const overrides = [
  ...block.slice(0, block.indexOf('}')).matchAll(/(--color-[a-z]+-\d+): (#[0-9a-f]{6});/g),
].map(([, name, hex]) => [name!, hex!] as const)

/** oklch → sRGB, gamma-encoded, 0–1 per channel (CSS Color 4's matrices). */
function oklchToSrgb(l: number, c: number, h: number): number[] {
  const a = c * Math.cos((h * Math.PI) / 180)
  const b = c * Math.sin((h * Math.PI) / 180)
  const [long, medium, short] = [
    l + 0.3963377774 * a + 0.2158037573 * b,
    l - 0.1055613458 * a - 0.0638541728 * b,
    l - 0.0894841775 * a - 1.291485548 * b,
  ].map((v) => v ** 3) as [number, number, number]
  const linear = [
    4.0767416621 * long - 3.3077115913 * medium + 0.2309699292 * short,
    -1.2684380046 * long + 2.6097574011 * medium - 0.3413193965 * short,
    -0.0041960863 * long - 0.7034186147 * medium + 1.707614701 * short,
  ]
  return linear.map((v) => (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055))
}

describe('the palette inside sRGB', () => {
  it('names Tailwind colours', () => {
    expect(overrides.length).toBeGreaterThan(30)
  })

  it.each(overrides)('%s is Tailwind’s colour, inside sRGB', (name, hex) => {
    const value = tailwind.match(new RegExp(`${name}: oklch\\(([\\d.]+)% ([\\d.]+) ([\\d.]+)\\);`))
    expect(value, `${name} in tailwindcss/theme.css`).not.toBeNull()
    const [l, c, h] = value!.slice(1).map(Number) as [number, number, number]
    const srgb = oklchToSrgb(l / 100, c, h)
    for (const channel of srgb) {
      expect(channel).toBeGreaterThan(-0.001)
      expect(channel).toBeLessThan(1.001)
    }
    const bytes = srgb.map((v) => Math.round(Math.min(1, Math.max(0, v)) * 255))
    const given = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
    expect(given).toEqual(bytes)
  })
})
