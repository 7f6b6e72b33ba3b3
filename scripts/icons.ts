/**
 * npm run icons [-- --check]
 *
 * Renders the site's icon sprite (web/components/ui/icons.svg) from lucide-react's drawings: one
 * `<symbol>` per icon that web/components/ui/icons.tsx names (`spriteIcon('search')`), in that
 * order. Run it after adding an icon there or upgrading lucide-react; `--check` exits non-zero
 * when the committed sprite is not what it would write (tests/unit/icons.test.ts checks the same).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as lucide from 'lucide-react'
import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
export const ICONS_MODULE = path.join(root, 'web/components/ui/icons.tsx')
export const SPRITE_FILE = path.join(root, 'web/components/ui/icons.svg')

/** The symbols icons.tsx names, in its order. */
export function spriteNames(moduleSource = readFileSync(ICONS_MODULE, 'utf8')): string[] {
  return [...moduleSource.matchAll(/spriteIcon\('([a-z0-9-]+)'\)/g)].map(([, name]) => name!)
}

/** lucide-react's export for a kebab-case name: 'check-circle-2' → CheckCircle2. */
const exportName = (name: string) =>
  name
    .split('-')
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('')

/** The sprite: each icon's drawing (lucide's paths, without its stroke, which the user sets). */
export function renderSprite(names: string[]): string {
  const symbols = names.map((name) => {
    const Icon = (lucide as unknown as Record<string, ComponentType>)[exportName(name)]
    if (!Icon) throw new Error(`lucide-react has no icon ${exportName(name)} (for '${name}')`)
    const svg = renderToStaticMarkup(createElement(Icon))
    const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(svg)?.[1]
    if (!inner) throw new Error(`unexpected markup for ${name}: ${svg.slice(0, 80)}`)
    // Self-closed elements: the sprite is XML (`<path d="…"></path>` → `<path d="…"/>`).
    const drawing = inner.replace(/<(\w+)([^<>]*)><\/\1>/g, '<$1$2/>')
    return `<symbol id="${name}" viewBox="0 0 24 24">${drawing}</symbol>`
  })
  const { version } = JSON.parse(
    readFileSync(path.join(root, 'node_modules/lucide-react/package.json'), 'utf8'),
  ) as { version: string }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">` +
    `<!-- lucide-react ${version} (ISC), rendered by npm run icons: do not edit -->\n` +
    symbols.join('\n') +
    `\n</svg>\n`
  )
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const sprite = renderSprite(spriteNames())
  if (process.argv.includes('--check')) {
    const current = readFileSync(SPRITE_FILE, 'utf8')
    if (current !== sprite) {
      console.error(`${path.relative(root, SPRITE_FILE)} is out of date: run npm run icons`)
      process.exit(1)
    }
    console.log('The icon sprite is up to date.')
  } else {
    writeFileSync(SPRITE_FILE, sprite)
    console.log(`${path.relative(root, SPRITE_FILE)}: ${spriteNames().length} icons`)
  }
}
