/**
 * Starts the production build for a benchmark on its own port and data, and stops it: the
 * standalone server (`node .next/standalone/server.js`), which is what the Dockerfile runs and
 * compose.yaml deploys, so that the numbers are those of the deployed server. Builds first when
 * there is no build yet.
 *
 * The server writes the pages it regenerates to its route cache (.next/standalone/.next/server/
 * route-cache) and serves them after a restart. The benchmark's pages come from its own dataset
 * (with edited prices), so the route cache is set aside while it runs and put back when it stops:
 * the site started after a benchmark serves its own content, not the benchmark's.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'

const STANDALONE = path.join(process.cwd(), '.next', 'standalone')
export const STANDALONE_SERVER = path.join(STANDALONE, 'server.js')
const ROUTE_CACHE = path.join(STANDALONE, '.next', 'server', 'route-cache')

function setRouteCacheAside(): () => void {
  const aside = `${ROUTE_CACHE}.before-bench-${process.pid}`
  const had = existsSync(ROUTE_CACHE)
  if (had) renameSync(ROUTE_CACHE, aside)
  return () => {
    rmSync(ROUTE_CACHE, { recursive: true, force: true })
    if (had) renameSync(aside, ROUTE_CACHE)
  }
}

/**
 * Spawns the standalone server on 127.0.0.1:`port`. It works in its own directory, so the data
 * paths (the dataset, PGlite) are made absolute from the repository, where `next start` would
 * have read them.
 */
export function spawnStandalone(
  port: number,
  env: Record<string, string>,
  options: { detached?: boolean; stdio?: 'pipe' | 'inherit' } = {},
): ChildProcess {
  const merged: Record<string, string | undefined> = { ...process.env, ...env }
  return spawn(process.execPath, [STANDALONE_SERVER], {
    detached: options.detached,
    stdio: ['ignore', options.stdio === 'pipe' ? 'pipe' : 'ignore', options.stdio ?? 'inherit'],
    env: {
      ...merged,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      CONTENT_DATASET: path.resolve(merged.CONTENT_DATASET || '.data/dataset.ndjson'),
      PGLITE_DATA_DIR: path.resolve(merged.PGLITE_DATA_DIR || '.data/pglite'),
    },
  })
}

export interface BenchServer {
  url: string
  /** The server's process, for its CPU time (./cpu.ts). */
  pid: number | undefined
  stop(): Promise<void>
}

export async function startProductionServer(
  port: number,
  env: Record<string, string>,
): Promise<BenchServer> {
  if (!existsSync(STANDALONE_SERVER)) {
    console.log('No production build yet: running npm run build …')
    const build = spawnSync('npm', ['run', 'build'], {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    })
    if (build.status !== 0) throw new Error('npm run build failed')
  }
  const restoreRouteCache = setRouteCacheAside()
  const child = spawnStandalone(port, env)
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  try {
    for (;;) {
      try {
        const response = await fetch(`${url}/services`)
        if (response.ok) break
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
      if (Date.now() > deadline) throw new Error('the server did not answer within 60 s')
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  } catch (error) {
    if (child.exitCode === null) {
      child.kill('SIGKILL')
      await new Promise((resolve) => child.once('exit', resolve))
    }
    restoreRouteCache()
    throw error
  }
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          restoreRouteCache()
          resolve()
        }
        if (child.exitCode !== null) return done()
        child.once('exit', done)
        child.kill('SIGTERM')
      }),
  }
}

/** A positive number given on the command line as `--name value`, or the fallback. */
export function option(name: string, fallback: number): number {
  const args = process.argv.slice(2)
  const index = args.indexOf(`--${name}`)
  const value = index === -1 ? undefined : Number(args[index + 1])
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)]!
}
