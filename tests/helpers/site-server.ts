/**
 * Another production server of the same build, beside the one Playwright starts: for tests that
 * need their own configuration (another database, a shared Redis cache) or several instances.
 * Either `next start`, or the standalone server (`node .next/standalone/server.js`, what the
 * Dockerfile runs) started from outside the repository.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { E2E_ENV } from './e2e-env'

export interface SiteServer {
  origin: string
  /** What the server printed so far (for a failure message). */
  log(): string
  stop(): Promise<void>
}

type Ready = (origin: string) => Promise<boolean>

const servicesAnswer: Ready = (origin) => fetch(`${origin}/services`).then((r) => r.ok)

/**
 * Starts `next start` on 127.0.0.1:`port` with the e2e environment plus `env`, and waits until
 * `ready` says it answers (by default: /services answers 200).
 */
export function startSite(
  port: number,
  env: Record<string, string>,
  ready: Ready = servicesAnswer,
): Promise<SiteServer> {
  return startServer(
    path.join('node_modules', '.bin', 'next'),
    ['start', '-p', String(port), '-H', '127.0.0.1'],
    { port, env, ready },
  )
}

/** The standalone server of the build (scripts/standalone.ts completes it after `next build`). */
export const STANDALONE_SERVER = path.resolve('.next', 'standalone', 'server.js')

/**
 * Starts the standalone server on 127.0.0.1:`port` (PORT and HOSTNAME, as in a container) with
 * the e2e environment plus `env`, from a temporary directory outside the repository: it must
 * find everything it needs in .next/standalone. The e2e environment's relative paths (dataset,
 * PGlite) are made absolute, since the server works in its own directory.
 */
export async function startStandalone(
  port: number,
  env: Record<string, string>,
  ready: Ready = servicesAnswer,
): Promise<SiteServer> {
  const elsewhere = mkdtempSync(path.join(tmpdir(), 'codehome-standalone-'))
  const absolute = Object.fromEntries(
    ['CONTENT_DATASET', 'PGLITE_DATA_DIR'].map((name) => [name, path.resolve(E2E_ENV[name]!)]),
  )
  try {
    const server = await startServer(process.execPath, [STANDALONE_SERVER], {
      port,
      env: { ...absolute, PORT: String(port), HOSTNAME: '127.0.0.1', ...env },
      ready,
      cwd: elsewhere,
    })
    return {
      ...server,
      async stop() {
        await server.stop()
        rmSync(elsewhere, { recursive: true, force: true })
      },
    }
  } catch (error) {
    rmSync(elsewhere, { recursive: true, force: true })
    throw error
  }
}

async function startServer(
  command: string,
  args: string[],
  options: { port: number; env: Record<string, string>; ready: Ready; cwd?: string },
): Promise<SiteServer> {
  const { port, env, ready, cwd } = options
  const origin = `http://127.0.0.1:${port}`
  let log = ''
  const child: ChildProcess = spawn(command, args, {
    detached: true,
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...E2E_ENV, NEXT_PUBLIC_SITE_URL: origin, ...env },
  })
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
