/**
 * The site on its production content path — Sanity's Content Lake through @sanity/client — for the
 * end-to-end tests and `npm run bench:revalidate`, with the Content Lake played by the stand-in
 * (tests/helpers/groq-stand-in.ts) on loopback.
 *
 * A Sanity project id is a NEXT_PUBLIC_* value, fixed when the site is built, so this is a
 * production build of its own (`next build` into `.next-sanity`, while the stand-in answers the
 * prerendering's queries), then `next start` on the given port.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createWriteStream, existsSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import type { LocalDocument } from '@/web/content/backends/local'
import { startGroqStandIn, type StandIn } from './groq-stand-in'

export const SANITY_DIST_DIR = '.next-sanity'

export interface SanitySiteOptions {
  port: number
  documents: LocalDocument[]
  /** Build even when a build exists (default), or reuse it (E2E_SKIP_BUILD). */
  build?: boolean
  /** Extra environment of the build and the server. */
  env?: Record<string, string>
  /** Where the build's and the server's output go. */
  log: string
}

export interface SanitySite {
  url: string
  standIn: StandIn
  env: Record<string, string>
  stop(): Promise<void>
}

const root = process.cwd()
const next = path.join(root, 'node_modules', '.bin', 'next')

function run(child: ChildProcess, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${what} exited with ${code}`)),
    )
  })
}

export async function startSanitySite(options: SanitySiteOptions): Promise<SanitySite> {
  const standIn = await startGroqStandIn(options.documents)
  const url = `http://127.0.0.1:${options.port}`
  const dataDir = path.join('.data', `sanity-${options.port}`)
  const env: Record<string, string> = {
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: SANITY_DIST_DIR,
    NEXT_PUBLIC_SITE_URL: url,
    NEXT_PUBLIC_SANITY_PROJECT_ID: 'standin0',
    NEXT_PUBLIC_SANITY_DATASET: 'production',
    SANITY_API_HOST: standIn.url,
    SANITY_API_READ_TOKEN: 'stand-in-read-token',
    PGLITE_DATA_DIR: path.join(dataDir, 'pglite'),
    ...options.env,
  }
  await rm(dataDir, { recursive: true, force: true })
  await mkdir(dataDir, { recursive: true })
  await mkdir(path.dirname(options.log), { recursive: true })
  const log = createWriteStream(options.log)
  const spawnNext = (args: string[]) => {
    const child = spawn(next, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout?.pipe(log, { end: false })
    child.stderr?.pipe(log, { end: false })
    return child
  }

  let server: ChildProcess | undefined
  try {
    const built = existsSync(path.join(root, SANITY_DIST_DIR, 'BUILD_ID'))
    // Forget what an earlier run rendered and cached from its own documents: a rebuild keeps
    // Next's fetch cache too, and would prerender the last run's published price from it.
    for (const dir of ['server/route-cache', 'cache/fetch-cache']) {
      await rm(path.join(root, SANITY_DIST_DIR, dir), { recursive: true, force: true })
    }
    if (options.build !== false || !built) {
      await run(spawnNext(['build']), 'next build (Sanity)')
    }
    server = spawnNext(['start', '--port', String(options.port)])
    const deadline = Date.now() + 120_000
    for (;;) {
      if (server.exitCode !== null) throw new Error(`next start exited with ${server.exitCode}`)
      const ready = await fetch(`${url}/services`).then(
        (response) => response.ok,
        () => false,
      )
      if (ready) break
      if (Date.now() > deadline) throw new Error('the Sanity site did not answer within 120 s')
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  } catch (error) {
    server?.kill('SIGKILL')
    await standIn.close()
    log.end()
    throw new Error(`${(error as Error).message} (output in ${options.log})`, { cause: error })
  }

  return {
    url,
    standIn,
    env,
    async stop() {
      if (server && server.exitCode === null) {
        const exited = new Promise((resolve) => server!.once('exit', resolve))
        server.kill('SIGTERM')
        await exited
      }
      await standIn.close()
      log.end()
    },
  }
}
