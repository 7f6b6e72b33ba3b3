/**
 * The direction of the house, read from the import statements of the files: the server core
 * (core/) stands on its own (nothing from web/, app/, Next, React or a UI library; no cycle among
 * its files), the Supabase function's module graph, followed from its entry through its
 * deno.json import map, holds no admin code (nothing outside core/ and the function's folder),
 * and what client components import holds no server-only module. In web/ too: no import cycle,
 * and no arrow back up: the domain folders (content, leads, admin, …) never import the UI
 * (web/components/; web/blocks/ keeps each block's component beside its schema and query), the
 * Studio (studio/) or the route tree (app/).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const rel = (file: string) => path.relative(root, file).split(path.sep).join('/')
const FUNCTION_DIR = path.join(root, 'supabase/functions/enhanced-crm-automation')
const ENTRY = path.join(FUNCTION_DIR, 'index.ts')

// import x from 'a' · import type { x } from 'a' · import x, { y } from 'a' · import * as x from 'a'
// export * from 'a' · export { x } from 'a' · import 'a' · import('a')
const STATIC =
  /^[ \t]*(?:import|export)\s+(?:type\s+)?(?:(?:[\w$]+|\*(?:\s+as\s+[\w$]+)?)\s*,?\s*)?(?:\{[^}]*\}\s*)?from\s*['"]([^'"]+)['"]/gm
const SIDE_EFFECT = /^[ \t]*import\s*['"]([^'"]+)['"]/gm
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g

/** The module specifiers a file imports or re-exports. */
function importsOf(source: string): string[] {
  return [STATIC, SIDE_EFFECT, DYNAMIC].flatMap((pattern) =>
    [...source.matchAll(pattern)].map((match) => match[1]!),
  )
}

/** The imports that load code: `import type` and imports of types alone are erased by the compiler. */
function valueImportsOf(source: string): string[] {
  const erased = new Set(
    [...source.matchAll(STATIC)]
      .filter(([statement]) => {
        const clause = statement.trim()
        if (/^(import|export)\s+type\b/.test(clause)) return true
        const names = /^import\s*\{([^}]*)\}\s*from/.exec(clause)?.[1]
        return names !== undefined && names.split(',').every((name) => /^\s*(type\s|$)/.test(name))
      })
      .map((match) => match.index),
  )
  return [STATIC, SIDE_EFFECT, DYNAMIC].flatMap((pattern) =>
    [...source.matchAll(pattern)]
      .filter((match) => pattern !== STATIC || !erased.has(match.index))
      .map((match) => match[1]!),
  )
}

/** Prefix maps: the app's `@/` alias, and the function's deno.json entries ending in `/`. */
type Aliases = [prefix: string, directory: string][]
const APP_ALIASES: Aliases = [['@/', root]]
const denoImports = (
  JSON.parse(readFileSync(path.join(FUNCTION_DIR, 'deno.json'), 'utf8')) as {
    imports: Record<string, string>
  }
).imports
const DENO_ALIASES: Aliases = Object.entries(denoImports)
  .filter(([key, value]) => key.endsWith('/') && value.startsWith('.'))
  .map(([key, value]) => [key, path.resolve(FUNCTION_DIR, value)])

const asFile = (base: string) =>
  [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  ) ?? null

/** A file of this repository, or the package a bare specifier names (null: neither resolved). */
function resolve(
  specifier: string,
  from: string,
  aliases: Aliases,
): { file: string } | { packageName: string } | null {
  if (specifier.startsWith('.')) {
    const file = asFile(path.resolve(path.dirname(from), specifier))
    return file ? { file } : null
  }
  for (const [prefix, directory] of aliases) {
    if (!specifier.startsWith(prefix)) continue
    const file = asFile(path.join(directory, specifier.slice(prefix.length)))
    return file ? { file } : null
  }
  const bare = specifier.replace(/^(npm|jsr|node):/, '')
  const parts = bare.split('/')
  const name = bare.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!
  return { packageName: name.replace(/(.)@.*$/, '$1') }
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) ? [full] : []
  })
}

const UI_PACKAGES = [
  'radix-ui',
  'clsx',
  'tailwind-merge',
  'styled-components',
  'embla-carousel',
  'country-flag-icons',
  'sanity',
  '@sanity/icons',
  '@sanity/vision',
  'serwist',
  'server-only',
]
/** Next, React and the UI libraries: what a runtime-neutral core never imports. */
const isFrameworkPackage = (name: string) =>
  name === 'next' ||
  name.startsWith('next-') ||
  name.startsWith('@next/') ||
  name.startsWith('@radix-ui/') ||
  name.startsWith('@serwist/') ||
  /(^|[/-])react($|[/-])/.test(name) ||
  UI_PACKAGES.includes(name)

/** Each core file with the core files it imports, and what it imports from outside the core. */
function coreGraph() {
  const coreDir = path.join(root, 'core')
  const edges = new Map<string, string[]>()
  const leaks: string[] = []
  for (const file of sourceFiles(coreDir)) {
    const targets: string[] = []
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      const target = resolve(specifier, file, APP_ALIASES)
      if (target === null)
        leaks.push(`${rel(file)} imports '${specifier}', which resolves to nothing`)
      else if ('packageName' in target) {
        if (isFrameworkPackage(target.packageName))
          leaks.push(`${rel(file)} imports '${specifier}'`)
      } else if (!rel(target.file).startsWith('core/')) {
        leaks.push(`${rel(file)} imports '${specifier}' (${rel(target.file)}, outside core/)`)
      } else targets.push(target.file)
    }
    edges.set(file, targets)
  }
  return { edges, leaks }
}

/** Each web/ file with the web/ files it imports, and the arrows that run back up. */
function webGraph() {
  const webDir = path.join(root, 'web')
  const edges = new Map<string, string[]>()
  const upward: string[] = []
  for (const file of sourceFiles(webDir)) {
    const targets: string[] = []
    // The UI: components, the page blocks (each a schema, query and component together) and the
    // pages they compose (web/pages: each route's page in any language).
    const inComponents = /^web\/(components|blocks|pages)\//.test(rel(file))
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      const target = resolve(specifier, file, APP_ALIASES)
      if (target === null || 'packageName' in target) continue
      const name = rel(target.file)
      if (name.startsWith('web/')) targets.push(target.file)
      const above =
        name.startsWith('studio/') ||
        name.startsWith('app/') ||
        name.startsWith('schemas/') ||
        name.startsWith('scripts/') ||
        (!inComponents && name.startsWith('web/components/'))
      if (above) upward.push(`${rel(file)} imports ${name}`)
    }
    edges.set(file, targets)
  }
  return { edges, upward }
}

/** Every cycle found by a depth-first walk, each as the files around it. */
function cycles(edges: Map<string, string[]>): string[][] {
  const found: string[][] = []
  const done = new Set<string>()
  const stack: string[] = []
  const visit = (file: string) => {
    const at = stack.indexOf(file)
    if (at >= 0) return void found.push([...stack.slice(at), file].map(rel))
    if (done.has(file)) return
    stack.push(file)
    for (const next of edges.get(file) ?? []) visit(next)
    stack.pop()
    done.add(file)
  }
  for (const file of edges.keys()) visit(file)
  return found
}

/** The files the Deno function loads, each with the chain of imports that reaches it. */
function functionGraph(): Map<string, string[]> {
  const reached = new Map<string, string[]>([[ENTRY, [rel(ENTRY)]]])
  const queue = [ENTRY]
  while (queue.length) {
    const file = queue.shift()!
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      const target = resolve(specifier, file, DENO_ALIASES)
      if (target === null) throw new Error(`${rel(file)}: '${specifier}' resolves to nothing`)
      if ('packageName' in target || reached.has(target.file)) continue
      reached.set(target.file, [...reached.get(file)!, rel(target.file)])
      queue.push(target.file)
    }
  }
  return reached
}

/** Packages and modules that only a server runs (database drivers, mail, Node's own). */
const isServerPackage = (name: string) =>
  name === 'server-only' ||
  name.startsWith('node:') ||
  ['pg', '@electric-sql/pglite', 'nodemailer', 'stripe', '@redis/client'].includes(name)

/**
 * Each server-only module a client component loads, with the chain from the component. A server
 * action module ('use server') is where the chain stops: the browser gets a reference to it.
 */
function clientLeaks(): string[] {
  const components = ['web', 'app']
    .flatMap((directory) => sourceFiles(path.join(root, directory)))
    .filter((file) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8')))
  const leaks: string[] = []
  const chains = new Map<string, string[]>(components.map((file) => [file, [rel(file)]]))
  const queue = [...components]
  while (queue.length) {
    const file = queue.shift()!
    const source = readFileSync(file, 'utf8')
    if (/^\s*['"]use server['"]/.test(source)) continue
    if (/\bsql: SqlClient\b/.test(source)) leaks.push(`${chains.get(file)!.join(' → ')} runs SQL`)
    for (const specifier of valueImportsOf(source)) {
      const target = resolve(specifier, file, APP_ALIASES)
      if (target === null) continue // a CSS file or an asset
      if ('packageName' in target) {
        const name = specifier.startsWith('node:') ? specifier : target.packageName
        if (isServerPackage(name))
          leaks.push(`${chains.get(file)!.join(' → ')} imports '${specifier}'`)
        continue
      }
      if (chains.has(target.file)) continue
      chains.set(target.file, [...chains.get(file)!, rel(target.file)])
      queue.push(target.file)
    }
  }
  expect(components.length).toBeGreaterThan(20)
  return leaks
}

/**
 * The client components a server module reaches by its imports, static or `import()` (Turbopack
 * ships both in the route's start-up scripts, vercel/next.js#96039), each with its chain. A
 * client component's own imports are the browser's graph, so the walk stops there.
 */
function clientComponentsReached(entry: string): string[] {
  const chains = new Map<string, string[]>([[entry, [rel(entry)]]])
  const queue = [entry]
  const reached: string[] = []
  while (queue.length) {
    const file = queue.shift()!
    const source = readFileSync(file, 'utf8')
    if (file !== entry && /^\s*['"]use client['"]/.test(source)) {
      reached.push(chains.get(file)!.join(' → '))
      continue
    }
    for (const specifier of valueImportsOf(source)) {
      const target = resolve(specifier, file, APP_ALIASES)
      if (target === null || 'packageName' in target || chains.has(target.file)) continue
      chains.set(target.file, [...chains.get(file)!, rel(target.file)])
      queue.push(target.file)
    }
  }
  return reached
}

describe('dependencies', () => {
  it('reads the import statements it judges by', () => {
    expect(
      importsOf(`import a from './a.ts'
import type { B } from '../b.ts'
import c, { d, type E } from '@/c'
import * as f from 'npm:f@1'
export * from './g.ts'
export { h } from './h.ts'
export type { I } from './i.ts'
import './j.ts'
const k = await import('./k.ts')
// import l from './l.ts' is a comment
 * import m from './m.ts' in a doc comment
export const n = 'from' + "'./n.ts'"`),
    ).toEqual([
      './a.ts',
      '../b.ts',
      '@/c',
      'npm:f@1',
      './g.ts',
      './h.ts',
      './i.ts',
      './j.ts',
      './k.ts',
    ])
    const { edges } = coreGraph()
    expect(edges.size).toBeGreaterThan(15)
    expect([...edges.values()].flat().length).toBeGreaterThan(20)
  })

  it('the core imports nothing from web/, app/ or elsewhere outside core/, nor Next, React or a UI library', () => {
    expect(coreGraph().leaks).toEqual([])
  })

  it('the core has no import cycle', () => {
    expect(cycles(coreGraph().edges)).toEqual([])
  })

  it('web/ has no import cycle', () => {
    const { edges } = webGraph()
    expect(edges.size).toBeGreaterThan(100)
    expect(cycles(edges)).toEqual([])
  })

  it('web/ has no arrow back up: its domain code imports no component, and nothing in it imports the Studio, its schemas, the scripts or the route tree', () => {
    expect(webGraph().upward).toEqual([])
  })

  it('the rooms of web/ (its folders and top files) stand one above another: no two import each other, directly or round a circle', () => {
    // A room-level circle is an arrow running back up (farm-studio look), even with no circle of
    // files: web/content/fetch.ts → web/preview/ while web/preview/scope.ts → web/content/ was one.
    const room = (file: string) => rel(file).split('/').slice(0, 2).join('/')
    const rooms = new Map<string, string[]>()
    const example = new Map<string, string>()
    for (const [file, targets] of webGraph().edges) {
      for (const target of targets) {
        const [from, to] = [room(file), room(target)]
        if (from === to) continue
        rooms.set(from, [...new Set([...(rooms.get(from) ?? []), to])])
        if (!example.has(`${from} → ${to}`))
          example.set(`${from} → ${to}`, `${rel(file)} imports ${rel(target)}`)
      }
    }
    expect(rooms.size).toBeGreaterThan(15)
    const circles = cycles(
      new Map(
        [...rooms].map(([from, to]) => [path.join(root, from), to.map((r) => path.join(root, r))]),
      ),
    )
    const shown = circles.map((circle) =>
      circle
        .slice(1)
        .map((to, i) => example.get(`${circle[i]} → ${to}`))
        .join('; '),
    )
    expect(shown).toEqual([])
  })

  it("the Supabase function's module graph stays in core/ and its folder: no admin code", () => {
    const reached = functionGraph()
    expect(reached.size).toBeGreaterThan(10)
    const outside = [...reached]
      .filter(([file]) => {
        const name = rel(file)
        return (
          /(^|\/)admin/.test(name) ||
          !(
            name.startsWith('core/') ||
            name.startsWith('supabase/functions/enhanced-crm-automation/')
          )
        )
      })
      .map(([, chain]) => chain.join(' → '))
    expect(outside).toEqual([])
  })

  it("a composed page's renderer reaches no client component but the wrappers that load the home kinds' pieces on demand, and the icon", () => {
    // Every page but the home page renders its blocks through PageSections (pageBlocks); the
    // home kinds' carousels, forms and offices reach it only as web/blocks/lazy-pieces.tsx. An
    // icon is a client component of a few lines (web/components/ui/sprite-icon.tsx, issue 46),
    // so that React's data carries its name instead of its element.
    const reached = clientComponentsReached(path.join(root, 'web/blocks/page-sections.tsx'))
    expect(reached.filter((chain) => !chain.endsWith('web/components/ui/sprite-icon.tsx'))).toEqual(
      ['web/blocks/page-sections.tsx → web/blocks/lazy-pieces.tsx'],
    )
    // The home page's own renderer does reach them (it shows them all, eagerly): the walk sees it.
    expect(
      clientComponentsReached(path.join(root, 'web/blocks/eager-pieces.ts')).length,
    ).toBeGreaterThan(5)
  })

  it('client components import no server-only module (SQL, mail, Node), directly or through others', () => {
    expect(clientLeaks()).toEqual([])
  })
})
