/**
 * The blog list's columns from 1024 px (web/components/blog/blog-index.tsx): three, unless that
 * leaves the last row with one card alone beside two empty places.
 */
import { describe, expect, it } from 'vitest'
import { postColumns } from '@/web/components/blog/blog-index'

describe('postColumns', () => {
  it('keeps three columns when the last row is full or holds two', () => {
    expect(postColumns(3)).toBe(3)
    expect(postColumns(5)).toBe(3)
    expect(postColumns(6)).toBe(3)
  })

  it('never leaves one card alone on the last row', () => {
    expect(postColumns(4)).toBe(2)
    expect(postColumns(7)).toBe(4)
    expect(postColumns(10)).toBe(2)
    for (let rest = 2; rest <= 12; rest++) expect(rest % postColumns(rest)).not.toBe(1)
  })

  it('keeps three when no count of two to four would do (13 after the featured one)', () => {
    expect(postColumns(13)).toBe(3)
  })
})
