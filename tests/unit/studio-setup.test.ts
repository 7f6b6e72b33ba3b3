/**
 * /studio: the guide without a Sanity project, the Studio itself with one (next.config.ts decides
 * by configuration alone).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'

async function rewritesWith(projectId: string) {
  vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', projectId)
  // A Sanity project is a production backend: the site's address is required with it.
  vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://www.codehome.example')
  vi.resetModules()
  const { default: config } = await import('@/next.config')
  return config('phase-production-build').rewrites!()
}

describe('/studio', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it('shows the setup guide when no Sanity project is configured', async () => {
    const rewrites = await rewritesWith('')
    expect(rewrites).toMatchObject({
      beforeFiles: [
        { source: '/studio', destination: '/studio-setup' },
        { source: '/studio/:path*', destination: '/studio-setup' },
      ],
    })
  })

  it('is the Studio itself when a project is configured', async () => {
    expect(await rewritesWith('abc123')).toEqual([])
  })
})
