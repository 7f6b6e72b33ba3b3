/**
 * The build writes the self-contained server that containers and plain Node hosts run (issue 28);
 * `next start` serves the same build without being told (it would warn that it is not that
 * server).
 */
import { describe, expect, it, vi } from 'vitest'

describe('the build', () => {
  it('writes the standalone server; next start, serving the same build, is not told so', async () => {
    vi.resetModules()
    const { default: config } = await import('@/next.config')
    expect(config('phase-production-build').output).toBe('standalone')
    expect(config('phase-production-server').output).toBeUndefined()
  })
})

describe('the fixed redirects', () => {
  it('keep the English ones, and send the Arabic twins to the Arabic pages, permanently', async () => {
    vi.resetModules()
    const { default: config } = await import('@/next.config')
    const { localizedHref } = await import('@/core/i18n/routes')
    const redirects = await config('phase-production-server').redirects!()
    const english = [
      { source: '/blog/:slug', destination: '/blogs/:slug', permanent: true },
      { source: '/book-a-call', destination: '/book-call', permanent: true },
    ]
    expect(redirects.slice(0, 2)).toEqual(english)
    // Each English redirect's Arabic twin, to the target's Arabic page (a translated route).
    expect(redirects.slice(2)).toEqual(
      english.map(({ source, destination, permanent }) => ({
        source: `/ar${source}`,
        destination: localizedHref(destination, 'ar'),
        permanent,
      })),
    )
    expect(redirects.slice(2).map(({ destination }) => destination)).toEqual([
      '/ar/blogs/:slug',
      '/ar/book-call',
    ])
  })
})
