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
