/**
 * The site's icons come from one sprite file (web/components/ui/icons.tsx, issue 46): the sprite
 * is what `npm run icons` renders from lucide-react for the names the module lists, an icon is an
 * `<svg>` referring to its symbol, and no component draws lucide-react's client icons (whose
 * drawings went into React's flight data with every server-rendered icon).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SPRITE_DRAWINGS } from '@/web/components/home/icon-sprite'
import * as icons from '@/web/components/ui/icons'
import { renderSprite, SPRITE_FILE, spriteNames } from '../../scripts/icons'

const sprite = readFileSync(SPRITE_FILE, 'utf8')

describe('the icon sprite', () => {
  it('is what npm run icons renders from lucide-react for the names the module lists', () => {
    expect(sprite).toBe(renderSprite(spriteNames()))
  })

  it('has a symbol for every icon the module exports, and one only', () => {
    const exported = Object.values(icons)
      .filter(
        (value): value is icons.LucideIcon => typeof value === 'function' && 'symbol' in value,
      )
      .map((icon) => icon.symbol)
    expect(exported.length).toBeGreaterThan(50)
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id)
    expect(new Set(symbols).size).toBe(symbols.length)
    expect([...symbols].sort()).toEqual([...exported].sort())
    // Lucide's drawing, stroke left to the icon that uses it.
    expect(sprite).toContain(
      '<symbol id="search" viewBox="0 0 24 24"><path d="m21 21-4.34-4.34"/><circle cx="11" cy="11" r="8"/></symbol>',
    )
  })
})

describe('an icon', () => {
  it('is an <svg> using its symbol, drawn by the .icon rule, hidden from assistive technology', () => {
    const html = renderToStaticMarkup(createElement(icons.Search, { className: 'size-4' }))
    expect(html).toBe(
      `<svg class="icon size-4" aria-hidden="true"><use href="${icons.SPRITE_URL}#search"></use></svg>`,
    )
  })

  it('is announced when labelled, at the size asked for', () => {
    const html = renderToStaticMarkup(
      createElement(icons.Phone, { 'aria-label': 'Call', size: 16, strokeWidth: 1.5 }),
    )
    expect(html).toContain('aria-label="Call"')
    expect(html).not.toContain('aria-hidden')
    expect(html).toContain('style="width:16px;height:16px;stroke-width:1.5"')
  })
})

it("the .icon rule draws lucide's look: 24 px, no fill, a round 2-px stroke in the text colour", () => {
  const css = readFileSync('app/globals.css', 'utf8')
  const rule = /\.icon\s*\{([^}]*)\}/.exec(css)?.[1] ?? ''
  for (const declaration of [
    'width: 24px',
    'height: 24px',
    'fill: none',
    'stroke: currentColor',
    'stroke-width: 2',
    'stroke-linecap: round',
    'stroke-linejoin: round',
  ])
    expect(rule).toContain(declaration)
})

it("no component draws lucide-react's client icons", () => {
  const importers: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (/\.tsx?$/.test(entry.name) && /from 'lucide-react'/.test(readFileSync(file, 'utf8')))
        importers.push(path.relative(process.cwd(), file))
    }
  }
  walk('web')
  walk('app')
  expect(importers).toEqual([])
})

it("the home page's inline sprite draws the sprite file's symbols of the same names", () => {
  for (const [name, paths] of Object.entries(SPRITE_DRAWINGS)) {
    const symbol = new RegExp(`<symbol id="${name}" viewBox="0 0 24 24">(.*?)</symbol>`).exec(
      sprite,
    )?.[1]
    expect(symbol, name).toBe(paths.map((d) => `<path d="${d}"/>`).join(''))
  }
})
