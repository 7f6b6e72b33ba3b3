/**
 * The database stopped in the middle of a run of submissions. A second production server (the
 * same build) runs against a throwaway PostgreSQL via DATABASE_URL; clients keep sending leads
 * (retrying 503 and network failures with the same Idempotency-Key, as submitLead does) while the
 * database is killed and later started again. Every submission acknowledged with success must be
 * in the database afterwards, and nothing may be acknowledged while it is down.
 */
import pg from 'pg'
import { E2E_ENV, E2E_PORT } from '../helpers/e2e-env'
import { expect, test } from '../helpers/test'
import { startPostgres, type TestPostgres } from '../helpers/postgres'
import { type SiteServer, startSite } from '../helpers/site-server'

const PG_PORT = E2E_PORT + 51
const SITE_PORT = E2E_PORT + 52
const ORIGIN = `http://127.0.0.1:${SITE_PORT}`
const FUNCTION = `${ORIGIN}/functions/v1/enhanced-crm-automation`

let database: TestPostgres
let site: SiteServer | undefined

test.describe.configure({ mode: 'serial', timeout: 180_000 })

test.beforeAll(async () => {
  database = startPostgres(PG_PORT)
  site = await startSite(
    SITE_PORT,
    { DATABASE_URL: database.url, SMTP_URL: '', CRM_WEBHOOK_URL: '', LEADS_RATE_LIMIT: '100000' },
    () => fetch(FUNCTION, { method: 'OPTIONS' }).then((r) => r.status === 204),
  )
})

test.afterAll(async () => {
  await site?.stop()
  database?.destroy()
})

interface Outcome {
  key: string
  email: string
  leadId: string | null
  statuses: number[]
}

/** One submission the way submitLead sends it: retried on 503 and network failure, same key. */
async function submit(n: number, run: string, until: number): Promise<Outcome> {
  const key = `${run}-${n}`
  const email = `durable.${run}.${n}@example.com`
  const outcome: Outcome = { key, email, leadId: null, statuses: [] }
  for (let attempt = 0; Date.now() < until; attempt++) {
    let status = 0
    try {
      const response = await fetch(FUNCTION, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({
          formType: 'Enhanced Contact Form',
          leadData: { name: `Durable ${n}`, email, message: 'Still here?' },
          sendWelcomeEmail: true,
          sendNotificationEmail: true,
        }),
        signal: AbortSignal.timeout(15_000),
      })
      status = response.status
      const body = (await response.json()) as { success?: boolean; leadId?: string }
      if (status === 200 && body.success === true && body.leadId) {
        outcome.leadId = body.leadId
        outcome.statuses.push(status)
        return outcome
      }
    } catch {
      status = -1
    }
    outcome.statuses.push(status)
    if (status !== 503 && status !== -1) return outcome
    await new Promise((resolve) => setTimeout(resolve, Math.min(2_000, 100 * 2 ** attempt)))
  }
  return outcome
}

// Issue 14, item 12: the same second server is a production configuration (DATABASE_URL)
// without SMTP_URL, whose e-mails nobody would see.
test('without SMTP_URL it warns at start, and the admin shows the waiting e-mails, rendered', async ({
  page,
}) => {
  expect(site!.log()).toMatch(/e-mail delivery is off\. SMTP_URL is not set/)
  const response = await fetch(FUNCTION, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      formType: 'Enhanced Contact Form',
      leadData: {
        name: 'Pending Person',
        email: `pending.${Date.now().toString(36)}@example.com`,
        message: 'Is anyone reading this?',
        formElapsedMs: 5000,
      },
      sendWelcomeEmail: true,
      sendNotificationEmail: true,
    }),
  })
  expect(response.status).toBe(200)
  const { leadId } = (await response.json()) as { leadId: string }

  await page.goto(`${ORIGIN}/admin/leads/${leadId}`)
  await page.getByLabel('Admin token').fill(E2E_ENV.ADMIN_TOKEN!)
  await page.getByRole('button', { name: 'Sign in' }).click()
  const banner = page.getByTestId('delivery-off')
  await expect(banner).toContainText('E-mail delivery is off.')
  await expect(banner).toContainText(/\d+ e-mails? (is|are) waiting/)
  await page.goto(`${ORIGIN}/admin/leads/${leadId}`)
  await expect(banner).toBeVisible()
  for (const kind of ['Welcome e-mail', 'Notification e-mail']) {
    await expect(page.getByRole('article', { name: kind })).toContainText('pending')
  }
  await expect(
    page.frameLocator('iframe[title="Notification e-mail, as sent"]').locator('body'),
  ).toContainText('Is anyone reading this?')
  await expect(
    page.frameLocator('iframe[title="Welcome e-mail, as sent"]').locator('body'),
  ).toContainText('Codehome')
})

test('every submission acknowledged while the database was killed and restarted is stored', async () => {
  const run = Date.now().toString(36)
  const start = Date.now()
  const stopAt = start + 3_000
  const restartAt = start + 8_000
  const endAt = start + 14_000
  const giveUpAt = start + 40_000
  const outcomes: Outcome[] = []
  const acknowledgedWhileDown: Outcome[] = []
  let down = false
  let n = 0

  const clients = Array.from({ length: 8 }, async () => {
    while (Date.now() < endAt) {
      const sentWhileDown = down
      const outcome = await submit(n++, run, giveUpAt)
      outcomes.push(outcome)
      if (sentWhileDown && down && outcome.leadId) acknowledgedWhileDown.push(outcome)
    }
  })
  const chaos = (async () => {
    await new Promise((resolve) => setTimeout(resolve, stopAt - Date.now()))
    database.stop('immediate') // a crash: no shutdown checkpoint
    down = true
    await new Promise((resolve) => setTimeout(resolve, restartAt - Date.now()))
    down = false
    database.start()
  })()
  await Promise.all([...clients, chaos])

  const acknowledged = outcomes.filter((o) => o.leadId)
  const refused = outcomes.filter((o) => o.statuses.some((s) => s >= 500 && s !== 503))
  expect(refused, 'no 5xx other than 503').toEqual([])
  expect(acknowledged.length).toBeGreaterThan(20)
  expect(
    outcomes.some((o) => o.statuses.includes(503)),
    'the outage was seen as 503',
  ).toBe(true)
  expect(acknowledgedWhileDown, 'nothing acknowledged while the database was down').toEqual([])

  const client = new pg.Client(database.url)
  await client.connect()
  try {
    const { rows } = await client.query<{ id: string; email: string; idempotency_key: string }>(
      'select id::text, email, idempotency_key from leads where idempotency_key like $1',
      [`${run}-%`],
    )
    const stored = new Map(rows.map((row) => [row.id, row]))
    for (const outcome of acknowledged) {
      expect(stored.get(outcome.leadId!), `lead ${outcome.key}`).toMatchObject({
        email: outcome.email,
        idempotency_key: outcome.key,
      })
    }
    // One row per key, whatever the retries.
    expect(new Set(rows.map((r) => r.idempotency_key)).size).toBe(rows.length)
    const outbox = await client.query<{ n: number }>(
      `select count(*)::int as n from email_outbox o join leads l on l.id = o.lead_id
        where l.idempotency_key like $1`,
      [`${run}-%`],
    )
    expect(outbox.rows[0]!.n).toBe(rows.length * 2)
  } finally {
    await client.end()
  }
})
