import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  COMPILE_HINT,
  hintScripts,
  shiftedSourceMap,
  withCompileHint,
} from '@/web/first-paint/compile-hints'

describe('compile hints', () => {
  it('puts the magic comment on the first line once, and keeps the script as it was under it', () => {
    const source = '"use strict";(globalThis.TURBOPACK||=[]).push([1,()=>{}]);'
    expect(withCompileHint(source)).toBe(`//# allFunctionsCalledOnLoad\n${source}`)
    expect(withCompileHint(withCompileHint(source))).toBe(withCompileHint(source))
  })

  it('moves a source map’s mappings one line down', () => {
    const map = JSON.parse(shiftedSourceMap(JSON.stringify({ version: 3, mappings: 'AAAA;AACA' })))
    expect(map).toEqual({ version: 3, mappings: ';AAAA;AACA' })
  })

  it('hints the named scripts of a build, and their source maps, and nothing else', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'hints-'))
    mkdirSync(path.join(dist, 'static/chunks'), { recursive: true })
    const file = (name: string) => path.join(dist, 'static/chunks', name)
    writeFileSync(file('a.js'), 'a()\n//# sourceMappingURL=a.js.map')
    writeFileSync(file('a.js.map'), JSON.stringify({ version: 3, mappings: 'AAAA' }))
    writeFileSync(file('b.js'), 'b()')
    writeFileSync(file('lazy.js'), 'lazy()')
    const srcs = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/elsewhere.js']
    expect(await hintScripts(dist, srcs)).toBe(2)
    expect(readFileSync(file('a.js'), 'utf8')).toBe(
      `${COMPILE_HINT}a()\n//# sourceMappingURL=a.js.map`,
    )
    expect(JSON.parse(readFileSync(file('a.js.map'), 'utf8')).mappings).toBe(';AAAA')
    expect(readFileSync(file('b.js'), 'utf8')).toBe(`${COMPILE_HINT}b()`)
    expect(readFileSync(file('lazy.js'), 'utf8')).toBe('lazy()')
    // A second run (postbuild again on the same build) changes nothing, the map included.
    expect(await hintScripts(dist, srcs)).toBe(0)
    expect(JSON.parse(readFileSync(file('a.js.map'), 'utf8')).mappings).toBe(';AAAA')
  })
})
