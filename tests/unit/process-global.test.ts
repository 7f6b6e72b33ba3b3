/**
 * Values kept once per process (issue 43, item 5): one helper for them, and one Redis client.
 */
import { globSync, readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { forgetProcessGlobal, processGlobal } from '@/web/server/process-global.mjs'

it('makes a value once per process, and again after it is forgotten', () => {
  let made = 0
  const make = () => ({ n: ++made })
  const first = processGlobal('test.value', make)
  expect(processGlobal('test.value', make)).toBe(first)
  // Another copy of a module (another bundle) reaches it by its name.
  expect((globalThis as Record<symbol, unknown>)[Symbol.for('codehome.test.value')]).toBe(first)
  forgetProcessGlobal('test.value')
  expect(processGlobal('test.value', make)).toEqual({ n: 2 })
  forgetProcessGlobal('test.value')
})

it('is the only place that keeps values on globalThis, and redis-client.mjs the only Redis client', () => {
  const files = globSync('{web,core,app}/**/*.{ts,tsx,mjs}').filter(
    (file) => !file.startsWith('web/server/'),
  )
  expect(files.length).toBeGreaterThan(200)
  const offenders = files.filter((file) => {
    const source = readFileSync(file, 'utf8')
    return /Symbol\.for\(/.test(source) || /from ['"]@redis\/client['"]/.test(source)
  })
  expect(offenders).toEqual([])
})
