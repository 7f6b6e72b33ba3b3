/**
 * `npm run publish:local` posts the signed webhook to the running site (issue 45, item 4): the
 * address the build gave it, NEXT_PUBLIC_SITE_URL first, then localhost on PORT, not port 3000
 * whatever PORT is.
 */
import { describe, expect, it } from 'vitest'
import { publishTarget } from '../../scripts/publish-target'

describe('publishTarget', () => {
  it('follows PORT on the embedded default', () => {
    expect(publishTarget([], { PORT: '4000' }).base).toBe('http://localhost:4000')
    expect(publishTarget(['service', 'seo'], { PORT: '4700' })).toEqual({
      base: 'http://localhost:4700',
      type: 'service',
      slug: 'seo',
    })
  })

  it('takes NEXT_PUBLIC_SITE_URL before PORT', () => {
    expect(
      publishTarget(['post'], {
        PORT: '4000',
        NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:4700',
      }),
    ).toEqual({ base: 'http://127.0.0.1:4700', type: 'post' })
  })

  it('is port 3000 with neither, and every page without a type', () => {
    expect(publishTarget([], {})).toEqual({ base: 'http://localhost:3000' })
  })

  it('--url names another site, wherever it stands among the arguments', () => {
    expect(
      publishTarget(['service', '--url', 'https://staging.example.com', 'seo'], { PORT: '4000' }),
    ).toEqual({ base: 'https://staging.example.com', type: 'service', slug: 'seo' })
    expect(() => publishTarget(['--url'], {})).toThrow('--url needs an address')
  })
})
