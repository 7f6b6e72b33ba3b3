/**
 * The Edge Function's own entry (supabase/functions/enhanced-crm-automation/index.ts) run by Deno,
 * as Supabase runs it, against a throwaway PostgreSQL on loopback migrated like Supabase's, with a
 * stand-in for Sanity's query API: a booking takes its seat by the CMS's rules, a second visitor
 * for that seat gets 409 slot_taken, the invites and reminders are outbox rows, and the links it
 * signs open on the app's booking service over the same database. With Sanity unreachable, it still
 * books, by the seeded rules and the brand facts of its secrets.
 *
 * Deno comes from the npm dev dependency; its npm: imports are pinned by the function's deno.lock
 * (--frozen: a test never rewrites it) and fetched once from the npm registry into Deno's cache.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SLOT_TAKEN_MESSAGE } from '@/core/booking/availability.ts'
import { BOOKING_SETTINGS_QUERY } from '@/core/booking/booking-settings.ts'
import { createSiteBooking } from '@/core/booking/site-booking.ts'
import { NEWSLETTER_UNSUBSCRIBE_PATH } from '@/core/privacy/newsletter.ts'
import { createSignedLinks, linkSecret } from '@/core/privacy/signed-links.ts'
import { type LeadsDatabase, openLeadsDatabase } from '@/web/server/open-database'
import { bookingBody } from '../helpers/booking-body'
import { editedBookingSettings, halfHourAfter, readInvite, slotAt } from '../helpers/booking'
import { E2E_PORT } from '../helpers/e2e-env'
import { SITE, TICKET_SECRET, ticketIssued, validSubmissions } from '../helpers/leads'
import { startPostgres, type TestPostgres } from '../helpers/postgres'

const root = path.resolve(import.meta.dirname, '../..')
const FUNCTION_DIR = path.join(root, 'supabase/functions/enhanced-crm-automation')
const PG_PORT = E2E_PORT + 70
const SANITY_PORT = E2E_PORT + 71
const FUNCTION_PORT = E2E_PORT + 72

const EDITED = editedBookingSettings('https://meet.google.com/den-oent-ryx')

let postgres: TestPostgres
let database: LeadsDatabase
let sanity: Server
let deno: RunningFunction
const asked: string[] = []

interface RunningFunction {
  process: ChildProcess
  /** What it printed (shown when an assertion fails). */
  output(): string
}

/** `deno run` of the entry, on loopback, reading Sanity at `sanityOrigin`; ready when it listens. */
async function startFunction(port: number, sanityOrigin: string): Promise<RunningFunction> {
  const child: ChildProcess = spawn(
    path.join(root, 'node_modules/.bin/deno'),
    ['run', '-A', '--frozen', '--config', 'deno.json', 'index.ts'],
    {
      cwd: FUNCTION_DIR,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        // Its npm: packages are fetched on a first run: through the machine's own trusted
        // certificates too (a registry mirror behind a company's certificate), not only Deno's.
        DENO_TLS_CA_STORE: process.env.DENO_TLS_CA_STORE ?? 'mozilla,system',
        NODE_ENV: 'production',
        NO_COLOR: '1',
        DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
        // What Supabase sets (it sets no DATABASE_URL).
        SUPABASE_DB_URL: postgres.url,
        SITE_URL: SITE.siteUrl,
        SANITY_PROJECT_ID: 'abc123',
        SANITY_API_ORIGIN: sanityOrigin,
        FORM_TICKET_SECRET: TICKET_SECRET,
        BRAND_NAME: SITE.brandName,
        AGENCY_EMAIL: SITE.email,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  // Deno.serve's own line says where it listens.
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes(`Listening on http://127.0.0.1:${port}/`)) resolve()
    }
    child.stdout!.on('data', read)
    child.stderr!.on('data', read)
    child.once('exit', (code: number | null) =>
      reject(new Error(`deno exited with ${code}:\n${output}`)),
    )
  })
  return { process: child, output: () => output }
}

async function stopFunction(running: RunningFunction | undefined) {
  if (!running || running.process.exitCode !== null) return
  running.process.kill('SIGTERM')
  await once(running.process, 'exit')
}

/** Sanity's query endpoint: the booking rules, the brand's settings, no calculator prices. */
function sanityAnswer(query: string): unknown {
  if (query === BOOKING_SETTINGS_QUERY) return EDITED
  if (query.includes('"siteSettings"')) {
    return { brandName: SITE.brandName, email: SITE.email, phone: SITE.phone }
  }
  return []
}

beforeAll(async () => {
  postgres = startPostgres(PG_PORT)
  database = await openLeadsDatabase({ databaseUrl: postgres.url, pgliteDataDir: 'unused' })

  sanity = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${SANITY_PORT}`)
    const query = url.searchParams.get('query')
    if (url.pathname !== '/v2025-10-01/data/query/production' || !query) {
      response.writeHead(404).end()
      return
    }
    asked.push(query)
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ result: sanityAnswer(query) }))
  })
  sanity.listen(SANITY_PORT, '127.0.0.1')
  await once(sanity, 'listening')

  deno = await startFunction(FUNCTION_PORT, `http://127.0.0.1:${SANITY_PORT}`)
}, 60_000)

afterAll(async () => {
  await stopFunction(deno)
  sanity?.close()
  await database?.close()
  postgres?.destroy()
})

const book = (
  slot: { date: string; time: string; zone: string },
  email: string,
  port = FUNCTION_PORT,
) =>
  fetch(`http://127.0.0.1:${port}/functions/v1/enhanced-crm-automation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(bookingBody(slot, email, { formTicket: ticketIssued(8000), website: '' })),
  })

describe('the Edge Function (Deno) on PostgreSQL', () => {
  it('books by the CMS’s rules: one seat, one 200, one 409 slot_taken; invites, reminders and links as the app’s', async () => {
    const start = halfHourAfter(new Date(), 72)
    const slot = slotAt(start)
    const responses = await Promise.all([
      book(slot, 'first@example.com'),
      book(slot, 'second@example.com'),
    ])
    expect(responses.map((r) => r.status).sort(), deno.output()).toEqual([200, 409])
    expect(await responses.find((r) => r.status === 409)!.json()).toEqual({
      success: false,
      error: SLOT_TAKEN_MESSAGE,
      code: 'slot_taken',
    })
    expect(asked).toContain(BOOKING_SETTINGS_QUERY)

    const { sql } = database
    const bookings = await sql.query<{ starts_at: Date; blocked_until: Date }>(
      'select starts_at, blocked_until from bookings',
    )
    // The buffer is the CMS's: 30 minutes of session, 15 kept free after it.
    expect(bookings.rows).toEqual([
      { starts_at: start, blocked_until: new Date(start.getTime() + 45 * 60_000) },
    ])

    const { rows: mails } = await sql.query<{
      kind: string
      attachments: { fileName: string; content: string }[] | null
      next_attempt_at: Date
    }>('select kind, attachments, next_attempt_at from email_outbox order by id')
    for (const kind of ['welcome', 'notification']) {
      const mail = mails.find((m) => m.kind === kind)!
      expect(mail.attachments?.map((file) => file.fileName)).toEqual(['invite.ics'])
      const invite = readInvite(mail.attachments![0]!.content)
      expect(invite.method).toBe('REQUEST')
      expect(invite.start.toISOString()).toBe(start.toISOString())
      expect(invite.location).toBe(EDITED.meetingLink)
    }
    expect(
      mails
        .filter((m) => m.kind.startsWith('booking-reminder-'))
        .map((m) => m.next_attempt_at.getTime())
        .sort(),
    ).toEqual([start.getTime() - 24 * 3_600_000, start.getTime() - 3_600_000])

    // The reschedule link points at the site and opens on the app's wiring over this database.
    const welcome = mails.find((m) => m.kind === 'welcome')!
    const link = /Reschedule: (\S+)/.exec(readInvite(welcome.attachments![0]!.content).description)
    const url = new URL(link![1]!)
    expect(url.origin).toBe(new URL(SITE.siteUrl).origin)
    const site = createSiteBooking({
      sql,
      readSettings: async () => EDITED,
      siteFacts: async () => SITE,
    })
    const token = decodeURIComponent(url.pathname.split('/').pop()!)
    expect((await site.open(token)).state).toBe('live')
  })

  it('books by the seeded defaults, with the secrets’ brand, while Sanity cannot be reached', async () => {
    // Nothing listens where this one looks for Sanity.
    const cut = await startFunction(FUNCTION_PORT + 1, `http://127.0.0.1:${SANITY_PORT + 2}`)
    try {
      // A weekday at 2:00 PM in New York, a few days on: inside the seeded Working Hours.
      const day = new Date(Date.now() + 4 * 86_400_000)
      while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1)
      const slot = {
        date: day.toISOString().slice(0, 10),
        time: '2:00 PM',
        zone: 'America/New_York',
      }
      const response = await book(slot, 'outage@example.com', FUNCTION_PORT + 1)
      expect(response.status, cut.output()).toBe(200)
      expect(cut.output()).toContain('booking settings unavailable')

      const { rows } = await database.sql.query<{
        kind: string
        subject: string
        attachments: { content: string }[]
      }>(
        `select o.kind, o.subject, o.attachments from email_outbox o join leads l on l.id = o.lead_id
          where l.email = 'outage@example.com' and o.kind = 'welcome'`,
      )
      const invite = readInvite(rows[0]!.attachments[0]!.content)
      expect(invite.location).toBe('The meeting link follows by e-mail before the session.')
      expect(invite.organizer).toBe(`mailto:${SITE.email}`)
    } finally {
      await stopFunction(cut)
    }
  })

  it('signs newsletter links with the secret kept in the database, which the site verifies (issue 42, item 4)', async () => {
    // No LINK_SIGNING_SECRET on either side: both read site_secrets.
    const email = 'reader-42@example.com'
    const submission = validSubmissions().newsletter
    const response = await fetch(
      `http://127.0.0.1:${FUNCTION_PORT}/functions/v1/enhanced-crm-automation`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...submission,
          leadData: { ...submission.leadData, email, formTicket: ticketIssued(8000) },
        }),
      },
    )
    expect(response.status, deno.output()).toBe(200)
    const { rows } = await database.sql.query<{ text_body: string }>(
      `select text_body from email_outbox where to_address = $1 and kind = 'welcome'`,
      [email],
    )
    const link = new RegExp(`(https?://\\S+${NEWSLETTER_UNSUBSCRIBE_PATH}\\?token=\\S+)`).exec(
      rows[0]?.text_body ?? '',
    )
    expect(link, rows[0]?.text_body).not.toBeNull()
    const token = new URL(link![1]!).searchParams.get('token')!
    const site = createSignedLinks(() => linkSecret(undefined, () => database.sql))
    expect(await site.verify('newsletter-unsubscribe', token, new Date())).toEqual({
      ok: true,
      subject: email,
    })
  })
})
