/**
 * instrumentation.ts's register(), which every kind of server runs at start (`next start` and the
 * standalone server.js alike): an invalid environment stops it with exit code 1 (the standalone
 * server reads no next.config.ts, and kept answering 500), and a production server whose site
 * address is localhost says so (issue 42, item 4).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const saved = { ...process.env }

beforeEach(() => {
  vi.resetModules()
  // The outbox sender is not this test's: register() starts it last.
  vi.doMock('../../web/leads/server/service', () => ({ ensureOutboxWorker: () => undefined }))
  Object.assign(process.env, { NEXT_RUNTIME: 'nodejs', NODE_ENV: 'production' })
  delete process.env.NEXT_PHASE
})
afterEach(() => {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name]
  Object.assign(process.env, saved)
  vi.restoreAllMocks()
})

async function start() {
  const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Error(`exit ${code}`)
  })
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const { register } = await import('@/instrumentation')
  const outcome = await register().then(
    () => 'running',
    (error: Error) => error.message,
  )
  return {
    outcome,
    exit,
    errors: errors.mock.calls.flat().join('\n'),
    warnings: warnings.mock.calls.flat().join('\n'),
  }
}

describe('register()', () => {
  it('exits with 1 on an invalid environment, naming the variable', async () => {
    process.env.LINK_SIGNING_SECRET = 'too-short'
    const { outcome, exit, errors } = await start()
    expect(outcome).toBe('exit 1')
    expect(exit).toHaveBeenCalledWith(1)
    expect(errors).toMatch(/Invalid environment configuration/)
    expect(errors).toMatch(/LINK_SIGNING_SECRET/)
  })

  it('warns loudly when a production server names the site localhost', async () => {
    delete process.env.LINK_SIGNING_SECRET
    const { outcome, warnings } = await start()
    expect(outcome).toBe('running')
    // Vitest's environment has no NEXT_PUBLIC_SITE_URL: the embedded default's address.
    expect(warnings).toMatch(/WARNING: this production build names the site http:\/\/localhost/)
    expect(warnings).toMatch(/NEXT_PUBLIC_SITE_URL/)
  })
})
