/**
 * Issue 42, item 4, on the production build: the servers fail closed.
 *
 * - An invalid environment stops `next start` and the standalone server (what the Dockerfile
 *   runs) alike, with exit code 1 and the variable named; the standalone server used to keep
 *   listening and answer 500.
 * - With no LINK_SIGNING_SECRET (the e2e server has none), a link signed with the development
 *   secret the source once held (or with a secret derived from a database URL) is refused: the
 *   server signs with the secret generated in its database.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createSignedLinks } from '@/core/privacy/signed-links.ts'
import { E2E_ENV, E2E_PORT } from '../helpers/e2e-env'
import { STANDALONE_SERVER } from '../helpers/site-server'
import { expect, test } from '../helpers/test'

/** Starts a server with an invalid environment; resolves with its exit code and output. */
function startInvalid(
  command: string,
  args: string[],
  port: number,
  cwd?: string,
): Promise<{ code: number | null; log: string; answered: number[] }> {
  const child: ChildProcess = spawn(command, args, {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...E2E_ENV,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      CONTENT_DATASET: path.resolve(E2E_ENV.CONTENT_DATASET!),
      PGLITE_DATA_DIR: path.resolve('.data', 'e2e-fail-closed', 'pglite'),
      // Too short: web/env.ts refuses it by name.
      LINK_SIGNING_SECRET: 'too-short',
    },
  })
  let log = ''
  const answered: number[] = []
  child.stdout!.on('data', (chunk) => (log += chunk))
  child.stderr!.on('data', (chunk) => (log += chunk))
  // What it answers while it runs (it must not answer 500 and stay up).
  const poll = setInterval(() => {
    fetch(`http://127.0.0.1:${port}/services`).then(
      (response) => answered.push(response.status),
      () => undefined,
    )
  }, 250)
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      process.kill(-child.pid!, 'SIGKILL')
    }, 45_000)
    child.once('exit', (code) => {
      clearTimeout(timer)
      clearInterval(poll)
      resolve({ code, log, answered })
    })
  })
}

test('an invalid environment stops the standalone server and `next start` with exit code 1', async () => {
  test.setTimeout(120_000)
  const elsewhere = mkdtempSync(path.join(tmpdir(), 'codehome-standalone-'))
  try {
    const standalone = await startInvalid(
      process.execPath,
      [STANDALONE_SERVER],
      E2E_PORT + 91,
      elsewhere,
    )
    expect(standalone.code, standalone.log).toBe(1)
    expect(standalone.log).toMatch(/Invalid environment configuration[\s\S]*LINK_SIGNING_SECRET/)
    expect(standalone.answered.filter((status) => status >= 500)).toEqual([])
  } finally {
    rmSync(elsewhere, { recursive: true, force: true })
  }
  const nextStart = await startInvalid(
    path.join('node_modules', '.bin', 'next'),
    ['start', '-p', String(E2E_PORT + 92), '-H', '127.0.0.1'],
    E2E_PORT + 92,
  )
  expect(nextStart.code, nextStart.log).toBe(1)
  expect(nextStart.log).toMatch(/LINK_SIGNING_SECRET/)
})

test('a link signed with a value the source once held is refused (400)', async ({ request }) => {
  const former = [
    'codehome-dev-link-secret-do-not-use-in-production',
    'signed-links:postgres://postgres:postgres@localhost:5432/postgres',
  ]
  for (const secret of former) {
    const token = await createSignedLinks(secret).sign('newsletter-unsubscribe', 'a@example.com')
    const page = await request.get(`/newsletter/unsubscribe?token=${token}`)
    expect(page.status(), secret).toBe(400)
    const oneClick = await request.post(`/api/newsletter/unsubscribe?token=${token}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status(), secret).toBe(400)
  }
})
