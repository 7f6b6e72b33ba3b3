/**
 * A throwaway PostgreSQL server for tests: initdb into a temporary directory, start it on a given
 * loopback port, stop it (even abruptly, like a crash) and start it again on the same data.
 *
 * The binaries come from PG_BIN, the PATH, or Debian's /usr/lib/postgresql/<version>/bin
 * (`.ci/run` installs Debian's postgresql when none is found). Postgres refuses to run as root,
 * so as root it runs as the `postgres` user (which Debian's package creates).
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export interface TestPostgres {
  url: string
  port: number
  dataDir: string
  /** Stops the server: 'immediate' is a crash (no shutdown checkpoint), 'fast' a clean stop. */
  stop(mode?: 'fast' | 'immediate'): void
  start(): void
  /** Stops the server and deletes its data. */
  destroy(): void
}

function findBinDir(): string {
  const candidates = [
    process.env.PG_BIN,
    ...(process.env.PATH ?? '').split(path.delimiter),
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : []),
  ].filter((dir): dir is string => Boolean(dir))
  const found = candidates.find(
    (dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')),
  )
  if (!found) {
    throw new Error(
      "PostgreSQL binaries (initdb, pg_ctl) were not found: install Debian's postgresql (.ci/run does) or set PG_BIN",
    )
  }
  return found
}

function runAs(user: string | null, command: string, args: string[]) {
  const [file, argv] = user ? ['runuser', ['-u', user, '--', command, ...args]] : [command, args]
  const result = spawnSync(file, argv, { encoding: 'utf8' })
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout}`)
  }
  return result.stdout
}

export function startPostgres(port: number): TestPostgres {
  const bin = findBinDir()
  const asRoot = process.getuid?.() === 0
  const user = asRoot ? 'postgres' : null
  const base = mkdtempSync(path.join(tmpdir(), 'codehome-pg-'))
  const dataDir = path.join(base, 'data')
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
    chownSync(base, uid, gid)
  }
  runAs(user, path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '--no-sync',
    '-E',
    'UTF8',
  ])
  const pgCtl = path.join(bin, 'pg_ctl')
  const start = () =>
    runAs(user, pgCtl, [
      '-D',
      dataDir,
      '-l',
      path.join(base, 'server.log'),
      '-w',
      '-t',
      '30',
      '-o',
      `-p ${port} -c listen_addresses=127.0.0.1 -k ${base} -c max_connections=200`,
      'start',
    ])
  const stop = (mode: 'fast' | 'immediate' = 'fast') =>
    runAs(user, pgCtl, ['-D', dataDir, '-m', mode, '-w', 'stop'])
  try {
    start()
  } catch (error) {
    rmSync(base, { recursive: true, force: true })
    throw error
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dataDir,
    start: () => void start(),
    stop: (mode) => void stop(mode),
    destroy() {
      try {
        stop('immediate')
      } catch {
        // Already stopped.
      }
      rmSync(base, { recursive: true, force: true })
    },
  }
}
