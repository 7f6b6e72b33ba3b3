/**
 * One money module (core/money/money.ts) turns every price shown or charged into text: the strings
 * the spec names stay exactly as they were, and no other module of the site or the Studio
 * formats a currency of its own.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  billingLabel,
  dollarsToCents,
  formatCents,
  formatDollars,
  formatPriceRange,
} from '@/core/money/money'

const root = path.resolve(import.meta.dirname, '../..')

describe('money as visitors and clients read it', () => {
  it('writes CMS prices in whole dollars, and ranges as the catalogue shows them', () => {
    expect(formatDollars(1799)).toBe('$1,799')
    expect(formatDollars(399)).toBe('$399')
    expect(formatPriceRange(1499, 5999)).toBe('$1,499 – $5,999')
    expect(formatPriceRange(500, 500)).toBe('$500')
    expect(formatPriceRange(null, 5999)).toBe('Custom pricing')
    expect(`${formatDollars(399)}${billingLabel('monthly')}`).toBe('$399/month')
    expect(billingLabel('one-time')).toBe('one-time')
  })

  it('writes amounts in cents exactly, as receipts and the checkout show them', () => {
    expect(formatCents(dollarsToCents(1799))).toBe('$1,799.00')
    expect(formatCents(123_456)).toBe('$1,234.56')
    expect(formatCents(5)).toBe('$0.05')
    expect(formatCents(9_900, 'eur')).toBe('€99.00')
    // Whole dollars and cents of one currency keep their own formatters.
    expect(formatDollars(99)).toBe('$99')
  })
})

it('is the only module of the site, its core and the Studio that formats a currency', async () => {
  const offenders: string[] = []
  for (const dir of ['app', 'web', 'core', 'schemas', 'studio']) {
    for (const file of await readdir(path.join(root, dir), { recursive: true })) {
      if (!/\.(ts|tsx)$/.test(file) || file.endsWith('sanity.types.ts')) continue
      const name = path.join(dir, file)
      if (name === path.join('core', 'money', 'money.ts')) continue
      if (/style:\s*'currency'/.test(await readFile(path.join(root, name), 'utf8'))) {
        offenders.push(name)
      }
    }
  }
  expect(offenders, 'format prices with core/money/money.ts').toEqual([])
})
