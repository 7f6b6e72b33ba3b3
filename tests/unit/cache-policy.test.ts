/**
 * What a CDN may keep (issue 28): Next's own revalidate, a literal in each segment config, is the
 * one constant PUBLIC_MAX_AGE_S; the settings the headers are built from are checked at start.
 */
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { headerSettings, headerWarnings } from '@/web/http/build-headers'
import { PUBLIC_MAX_AGE_S } from '@/web/http/cache-policy'

describe('the public max-age', () => {
  it('is the revalidate of the root layout and of the files made from content', async () => {
    const files = [
      'app/layout.tsx',
      'app/sitemap.ts',
      'app/og.png/route.tsx',
      ...['blogs', 'services', 'our-work'].map(
        (area) => `app/(site)/${area}/[slug]/opengraph-image.tsx`,
      ),
    ]
    for (const file of files) {
      const source = await readFile(file, 'utf8')
      expect(source, file).toMatch(/^export const revalidate = (\d+)$/m)
      expect(Number(/^export const revalidate = (\d+)$/m.exec(source)![1]), file).toBe(
        PUBLIC_MAX_AGE_S,
      )
    }
  })
})

describe('the settings the headers were built with', () => {
  const built = JSON.stringify(
    headerSettings({ PREVIEW_HOSTS: 'preview.example.com', ADMIN_TOKEN: 'secret-0123456789' }),
  )

  it('are recorded without secrets', () => {
    expect(built).not.toContain('secret-0123456789')
  })

  it('warn at start when the environment names others', () => {
    const same = { PREVIEW_HOSTS: ' Preview.example.com ' }
    expect(headerWarnings(same, built)).toEqual([])
    const changed = headerWarnings(
      { PREVIEW_HOSTS: 'staging.example.com', SANITY_API_HOST: 'https://proxy.example.com' },
      built,
    )
    expect(changed).toHaveLength(2)
    expect(changed[0]).toMatch(/^\[headers\] PREVIEW_HOSTS differs from the build's/)
    expect(changed[1]).toMatch(/SANITY_API_HOST/)
    expect(headerWarnings({}, undefined)).toEqual([])
  })
})
