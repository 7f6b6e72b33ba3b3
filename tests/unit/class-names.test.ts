/**
 * `cn` always means the merging helper of web/lib/utils.ts (clsx + tailwind-merge): a module
 * that joins classes with plain clsx imports it under its own name, so a reader never takes a
 * plain join for a merge.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

it('names only the merging helper cn', async () => {
  const renamed: string[] = []
  for (const dir of ['app', 'web', 'studio']) {
    for (const file of await readdir(path.join(root, dir), { recursive: true })) {
      if (!/\.(ts|tsx)$/.test(file)) continue
      const name = path.join(dir, file)
      const source = await readFile(path.join(root, name), 'utf8')
      if (/import\s+(\{[^}]*\bas\s+cn\b[^}]*\}|cn)\s+from\s+'(clsx|tailwind-merge)'/.test(source)) {
        renamed.push(name)
      }
    }
  }
  expect(renamed).toEqual([])
})
