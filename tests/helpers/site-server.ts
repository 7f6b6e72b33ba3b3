/**
 * Another production server of the same build, beside the one Playwright starts: for tests that
 * need their own configuration (another database, a shared Redis cache) or several instances.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { E2E_ENV } from './e2e-env'

export interface SiteServer {
  origin: string
  /** What the server printed so far (for a failure message). */
  log(): string
  stop(): Promise<void>
}

/**
 * Starts `next start` on 127.0.0.1:`port` with the e2e environment plus `env`, and waits until
 * `ready` says it answers (by default: /services answers 200).
 */
export async function startSite(
  port: number,
  env: Record<string, string>,
  ready: (origin: string) => Promise<boolean> = (origin) =>
    fetch(`${origin}/services`).then((r) => r.ok),
): Promise<SiteServer> {
  const origin = `http://127.0.0.1:${port}`
  let log = ''
  const child: ChildProcess = spawn(
    path.join('node_modules', '.bin', 'next'),
    ['start', '-p', String(port), '-H', '127.0.0.1'],
    {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...E2E_ENV, NEXT_PUBLIC_SITE_URL: origin, ...env },
    },
  )
  child.stdout!.on('data', (chunk) => (log += chunk))
  child.stderr!.on('data', (chunk) => (log += chunk))
  const server: SiteServer = {
    origin,
    log: () => log,
    async stop() {
      if (!child.pid || child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      process.kill(-child.pid, 'SIGTERM')
      await exited
    },
  }
  const deadline = Date.now() + 60_000
  for (;;) {
    if (await ready(origin).catch(() => false)) return server
    if (child.exitCode !== null || Date.now() > deadline) {
      await server.stop()
      throw new Error(`The server on port ${port} did not start:\n${log}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
