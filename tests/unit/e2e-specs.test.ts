/**
 * Every end-to-end spec runs with the Content-Security-Policy check of tests/helpers/test.ts:
 * none takes `test` straight from '@playwright/test' (a new spec doing so would run unchecked).
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')

it("takes Playwright's test from tests/helpers/test.ts in every spec and helper", async () => {
  const files = [
    ...(await readdir(path.join(root, 'e2e'))).map((name) => path.join('e2e', name)),
    ...(await readdir(path.join(root, 'helpers'))).map((name) => path.join('helpers', name)),
  ].filter((file) => file.endsWith('.ts') && file !== path.join('helpers', 'test.ts'))
  expect(files.length).toBeGreaterThan(10)
  const unchecked: string[] = []
  for (const file of files) {
    const source = await readFile(path.join(root, file), 'utf8')
    for (const [, names] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@playwright\/test'/g)) {
      const values = names!.split(',').map((name) => name.trim())
      if (values.some((name) => /^test\b/.test(name))) unchecked.push(file)
    }
  }
  expect(unchecked, "import { test } from '../helpers/test' instead").toEqual([])
})
