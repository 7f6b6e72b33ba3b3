/**
 * A second production server of the same build, for end-to-end tests that need another
 * configuration (a Postgres database, Stripe keys): `next start` on its own port with the e2e
 * environment plus `env`, ready once `ready` answers true, stopped with its process group.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { E2E_ENV } from './e2e-env'

export interface SecondSite {
  origin: string
  log(): string
  stop(): Promise<void>
}

export async function startSecondSite(
  port: number,
  env: Record<string, string>,
  ready: (origin: string) => Promise<boolean>,
  timeoutMs = 60_000,
): Promise<SecondSite> {
  const origin = `http://127.0.0.1:${port}`
  let log = ''
  const site: ChildProcess = spawn(
    path.join('node_modules', '.bin', 'next'),
    ['start', '-p', String(port), '-H', '127.0.0.1'],
    {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...E2E_ENV, NEXT_PUBLIC_SITE_URL: origin, ...env },
    },
  )
  site.stdout!.on('data', (chunk) => (log += chunk))
  site.stderr!.on('data', (chunk) => (log += chunk))
  const stop = async () => {
    if (site.pid && site.exitCode === null) {
      const exited = new Promise((resolve) => site.once('exit', resolve))
      process.kill(-site.pid, 'SIGTERM')
      await exited
    }
  }
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (await ready(origin).catch(() => false)) break
    if (site.exitCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`The second site did not start:\n${log}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { origin, log: () => log, stop }
}
