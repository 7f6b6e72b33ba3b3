/**
 * npm run bench:leads [-- --connections 50 --duration 30 --port 3158]
 *
 * Load test of the lead function as the site serves it: starts the production build (the
 * standalone server, as deployed; run `npm run build` first) on a loopback port with a fresh
 * PGlite data directory (or the Postgres of DATABASE_URL), then sends lead submissions from 50 concurrent clients for 30 s with
 * autocannon, each a distinct lead with its own Idempotency-Key. It prints throughput and latency
 * percentiles, then stops the server and checks that the leads stored for this run are exactly
 * the ones acknowledged with success. Target: 500 leads/s, p99 under 100 ms, no errors.
 *
 * Exits non-zero when a stored lead is missing or extra, or when any request failed.
 */
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import { env } from '../web/env'
import { openLeadsDatabase } from '../web/server/open-database'
import { option, percentile, spawnStandalone, STANDALONE_SERVER } from './bench/server'

const connections = option('connections', 50)
const duration = option('duration', 30)
const port = option('port', 3158)
const origin = `http://127.0.0.1:${port}`
const path_ = '/functions/v1/enhanced-crm-automation'
const run = `bench-${Date.now()}`
const dataDir = path.join('.data', 'bench', run)

if (!existsSync(STANDALONE_SERVER)) {
  console.error('No production build: run `npm run build` first.')
  process.exit(2)
}

function startServer() {
  mkdirSync(path.dirname(dataDir), { recursive: true })
  const child = spawnStandalone(
    port,
    {
      PGLITE_DATA_DIR: dataDir,
      // A production database needs the site's address (next.config.ts); the bench's own.
      NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL || origin,
      LEADS_RATE_LIMIT: '1000000000',
      SMTP_URL: '',
      ADMIN_TOKEN: '',
    },
    { detached: true, stdio: 'pipe' },
  )
  let log = ''
  child.stdout!.on('data', (chunk) => (log += chunk))
  child.stderr!.on('data', (chunk) => (log += chunk))
  return {
    child,
    log: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        process.kill(-child.pid!, 'SIGTERM')
      }),
  }
}

async function waitUntilReady(timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${origin}${path_}`, { method: 'OPTIONS' })
      if (response.status === 204) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('The server did not start')
}

let counter = 0
/** A distinct, valid lead: alternately a contact message and a newsletter subscription. */
function nextLead(tag: string) {
  const n = counter++
  const email = `${tag}-${n}@bench.example`
  const leadData =
    n % 2 === 0
      ? {
          name: `Bench ${n}`,
          email,
          message: 'Load test message from the lead benchmark.',
          details: 'Load test message from the lead benchmark.',
          projectDetails: 'Load test message from the lead benchmark.',
          service: 'General Inquiry',
          budget: '5000-10000',
          timeline: '1-2months',
          source: tag,
          formElapsedMs: 5000,
        }
      : {
          email,
          name: 'Newsletter Subscriber',
          subscriptionType: 'Weekly Updates',
          source: tag,
          formElapsedMs: 5000,
        }
  return {
    key: `${tag}-${n}-${randomUUID()}`,
    body: JSON.stringify({
      formType: n % 2 === 0 ? 'Enhanced Contact Form' : 'newsletter',
      leadData,
      sendWelcomeEmail: true,
      sendNotificationEmail: true,
    }),
  }
}

async function main() {
  console.log(
    `Starting the production server on ${origin} (PGlite in ${dataDir}${env.DATABASE_URL ? '; DATABASE_URL set: Postgres' : ''})…`,
  )
  const server = startServer()
  const acknowledged = new Set<string>()
  const statuses = new Map<number, number>()
  const latencies: number[] = []
  const inFlight = new Map<string, string>()
  let replayed = 0
  let acknowledgedInRun = 0
  let result: autocannon.Result | undefined
  try {
    await waitUntilReady()
    // Warm up (compiles, opens and migrates the database); not counted.
    for (let i = 0; i < 100; i++) {
      const lead = nextLead(`${run}-warmup`)
      const response = await fetch(`${origin}${path_}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': lead.key },
        body: lead.body,
      })
      // A server that cannot take a lead at all (no content dataset for this build, no database)
      // is named here, with its log, rather than measured as 30 s of refusals.
      if (i === 99 && response.status !== 200) {
        console.error(
          `The warm-up's last lead was answered ${response.status}: ${await response.text()}\n` +
            `Server log:\n${server.log().slice(-4000)}`,
        )
        process.exitCode = 2
        return
      }
    }

    console.log(`Sending leads from ${connections} clients for ${duration} s…`)
    const instance = autocannon({
      url: origin,
      connections,
      duration,
      timeout: 10,
      requests: [
        {
          method: 'POST',
          path: path_,
          setupRequest: (request, context) => {
            const lead = nextLead(run)
            inFlight.set(lead.key, lead.body)
            context.key = lead.key
            return {
              ...request,
              headers: { 'content-type': 'application/json', 'idempotency-key': lead.key },
              body: lead.body,
            }
          },
          onResponse: (status, body, context) => {
            inFlight.delete(context.key as string)
            statuses.set(status, (statuses.get(status) ?? 0) + 1)
            if (status !== 200) return
            const parsed = JSON.parse(body) as { success?: boolean; leadId?: string }
            if (parsed.success === true && parsed.leadId) {
              acknowledged.add(parsed.leadId)
              acknowledgedInRun++
            }
          },
        },
      ],
    })
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    )
    result = await instance
    // autocannon drops the requests still in flight when the clock stops. A browser would retry
    // them with the same key; do that, so every submission ends acknowledged or refused.
    replayed = inFlight.size
    for (const [key, body] of inFlight) {
      const response = await fetch(`${origin}${path_}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body,
      })
      const parsed = (await response.json()) as { success?: boolean; leadId?: string }
      if (response.status === 200 && parsed.success === true && parsed.leadId)
        acknowledged.add(parsed.leadId)
    }
  } finally {
    await server.stop()
  }

  const db = await openLeadsDatabase({ databaseUrl: env.DATABASE_URL, pgliteDataDir: dataDir })
  let stored: string[]
  try {
    const { rows } = await db.sql.query<{ id: string }>(
      "select id::text as id from leads where record ->> 'source' = $1",
      [run],
    )
    stored = rows.map((row) => row.id)
  } finally {
    await db.close()
  }

  const sorted = [...latencies].sort((a, b) => a - b)
  const storedSet = new Set(stored)
  const missing = [...acknowledged].filter((id) => !storedSet.has(id))
  const extra = stored.filter((id) => !acknowledged.has(id))
  const errors = (result?.errors ?? 0) + (result?.timeouts ?? 0) + (result?.non2xx ?? 0)

  console.log('')
  console.log(
    `requests        ${result?.requests.total ?? 0} (${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')})`,
  )
  console.log(
    `errors          ${errors} (connection errors ${result?.errors ?? 0}, timeouts ${result?.timeouts ?? 0}, non-2xx ${result?.non2xx ?? 0})`,
  )
  console.log(
    `acknowledged    ${acknowledged.size} leads (${replayed} cut off by the end of the run, completed by a retry with their key)`,
  )
  console.log(`throughput      ${(acknowledgedInRun / duration).toFixed(1)} leads/s (target 500)`)
  console.log(
    `latency         p50 ${percentile(sorted, 50)} ms · p95 ${percentile(sorted, 95)} ms · p99 ${percentile(sorted, 99)} ms · max ${sorted.at(-1)} ms (target p99 < 100 ms)`,
  )
  console.log(
    `stored          ${stored.length} leads for this run; ${storedSet.size === stored.length ? 'no duplicates' : 'DUPLICATES'}`,
  )
  console.log(
    `check           ${missing.length === 0 && extra.length === 0 ? 'stored rows equal acknowledged submissions' : `MISMATCH: ${missing.length} acknowledged but not stored, ${extra.length} stored but not acknowledged`}`,
  )

  if (missing.length > 0 || extra.length > 0 || errors > 0) process.exitCode = 1
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
