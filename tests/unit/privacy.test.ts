/**
 * Issue 33, items 4–6 over a real (in-memory) database: signed links, newsletter double opt-in
 * with its one-click unsubscribe header, a person's export and erasure (a neighbour untouched),
 * visitors' privacy requests, and retention by an injected clock.
 */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { SqlClient } from '@/core/db/sql-client.ts'
import { drainOutbox, type OutgoingMail } from '@/core/leads/email-outbox.ts'
import {
  confirmSubscription,
  newsletterConfirmation,
  newsletterHeaders,
  unsubscribe,
} from '@/core/privacy/newsletter.ts'
import { erasePerson, exportPerson } from '@/core/privacy/people.ts'
import { ERASED_EMAIL, PERSON_TABLES } from '@/core/privacy/person-tables.ts'
import {
  auditLog,
  confirmPrivacyRequest,
  createPrivacyRequest,
  listPrivacyRequests,
} from '@/core/privacy/requests.ts'
import { applyRetention, DEFAULT_RETENTION } from '@/core/privacy/retention.ts'
import { createSignedLinks, linkSecret } from '@/core/privacy/signed-links.ts'
import { leadsCsvResponse } from '@/web/admin/leads-api'
import { handlerFor, leadRequest, memoryDatabase, SITE, validSubmissions } from '../helpers/leads'

const links = createSignedLinks('test-link-secret-0123456789abcdef0123')
const DAY = 86_400_000

let db: PGlite
const sql: SqlClient = { query: (text, params) => db.query(text, params) as never }

beforeAll(async () => {
  db = await memoryDatabase()
})
afterAll(async () => {
  await db.close()
})
beforeEach(async () => {
  await db.exec(`truncate leads, orders, payment_links, payment_events, privacy_requests,
    privacy_audit_log, email_outbox restart identity cascade`)
})

const handler = () => handlerFor(db, { newsletterConfirmation: newsletterConfirmation(links, 7) })

async function submit(
  form: keyof ReturnType<typeof validSubmissions>,
  email: string,
  extra: Record<string, string> = {},
) {
  const submission = validSubmissions()[form]
  const response = await handler()(
    leadRequest({ ...submission, leadData: { ...submission.leadData, email, ...extra } }),
  )
  expect(response.status).toBe(200)
  return ((await response.json()) as { leadId: string }).leadId
}

async function addOrder(email: string, cents = 59_900, name = 'Jane Doe') {
  const { rows } = await db.query<{ id: string }>(
    `insert into orders (mode, gateway, amount_cents, description, client_name, client_email, company)
     values ('test', 'test', $1, 'SEO — Starter package', $3, $2, $4) returning id`,
    [cents, email, name, `${name.split(' ')[1]} Ltd`],
  )
  const order = rows[0]!.id
  await db.query(
    `insert into email_outbox (order_id, kind, to_address, subject, text_body, html_body)
     values ($1, 'receipt', $2, 'Your receipt', $3, $4)`,
    [order, email, `Thank you ${name}`, `<p>${name}</p>`],
  )
  await db.query(
    `insert into payment_events (id, gateway, type, order_id, payload)
     values ($1, 'test', 'checkout.session.completed', $2, $3::jsonb)`,
    [`evt_${order}`, order, JSON.stringify({ customer_email: email })],
  )
  return order
}

describe('signed links', () => {
  const now = new Date('2026-11-26T12:00:00Z')

  it('verifies its own token for its purpose, and nothing else', async () => {
    const token = await links.sign('newsletter-confirm', 'a@example.com', new Date(+now + DAY))
    expect(await links.verify('newsletter-confirm', token, now)).toEqual({
      ok: true,
      subject: 'a@example.com',
    })
    // Another purpose, another secret, a changed subject or signature: forged.
    expect(await links.verify('newsletter-unsubscribe', token, now)).toMatchObject({ ok: false })
    const other = createSignedLinks('another-secret-0123456789abcdef012345')
    expect(await other.verify('newsletter-confirm', token, now)).toMatchObject({
      reason: 'forged',
    })
    const [payload, signature] = token.split('.')
    const swapped = btoa(JSON.stringify({ s: 'b@example.com' })).replace(/=+$/, '')
    expect(await links.verify('newsletter-confirm', `${swapped}.${signature}`, now)).toMatchObject({
      reason: 'forged',
    })
    expect(await links.verify('newsletter-confirm', `${payload}.x${signature}`, now)).toMatchObject(
      { reason: 'forged' },
    )
    for (const junk of ['', '.', 'a.b.c', '%%%.%%%', 'x'.repeat(5000)]) {
      expect(await links.verify('newsletter-confirm', junk, now)).toMatchObject({ ok: false })
    }
  })

  it('refuses an expired token as expired', async () => {
    const token = await links.sign('privacy-request', 'id', new Date(+now + DAY))
    expect(await links.verify('privacy-request', token, new Date(+now + 2 * DAY))).toEqual({
      ok: false,
      reason: 'expired',
    })
  })

  it('uses the configured secret, else the one generated once and kept in the database (issue 42, item 4)', async () => {
    expect(await linkSecret('configured-secret', () => sql)).toBe('configured-secret')
    const stored = await linkSecret(undefined, () => sql)
    // 64 random hex characters, made by the migration, the same on every read (every instance
    // and the Supabase function read this row).
    expect(stored).toMatch(/^[0-9a-f]{64}$/)
    expect(await linkSecret(undefined, () => sql)).toBe(stored)
    const { rows } = await db.query<{ secret: string }>(
      `select secret from site_secrets where name = 'links'`,
    )
    expect(rows).toEqual([{ secret: stored }])
  })

  it('refuses a token signed with the values the source once held (issue 42, item 4)', async () => {
    const site = createSignedLinks(() => linkSecret(undefined, () => sql))
    // The public development default this file's module used when nothing was configured, and
    // what it derived from a database URL: a forged unsubscribe worked with the first.
    const former = [
      'codehome-dev-link-secret-do-not-use-in-production',
      'signed-links:postgres://postgres:postgres@localhost:5432/postgres',
      '',
    ]
    for (const secret of former) {
      const forger = createSignedLinks(secret || 'x')
      const token = await forger.sign('newsletter-unsubscribe', 'victim@example.com')
      expect(await site.verify('newsletter-unsubscribe', token, now), secret).toEqual({
        ok: false,
        reason: 'forged',
      })
    }
    const genuine = await site.sign('newsletter-unsubscribe', 'victim@example.com')
    expect(await site.verify('newsletter-unsubscribe', genuine, now)).toEqual({
      ok: true,
      subject: 'victim@example.com',
    })
  })

  it('reads the stored secret again after a failed read (the database down at first)', async () => {
    let fail = true
    const flaky = createSignedLinks(() =>
      linkSecret(undefined, () => {
        if (fail) throw new Error('database down')
        return sql
      }),
    )
    await expect(flaky.sign('privacy-request', 'id')).rejects.toThrow(/database down/)
    fail = false
    const token = await flaky.sign('privacy-request', 'id')
    expect(await flaky.verify('privacy-request', token, now)).toMatchObject({ ok: true })
  })
})

describe('newsletter double opt-in', () => {
  const status = async (email: string) =>
    (
      await db.query<{ status: string }>(
        `select s.status from newsletter_subscriptions s join leads l on l.id = s.lead_id
          where l.email = $1 order by l.created_at desc limit 1`,
        [email],
      )
    ).rows[0]?.status

  it('stores a subscription pending, its welcome being the confirmation with signed links', async () => {
    await submit('newsletter', 'reader@example.com')
    expect(await status('reader@example.com')).toBe('pending')
    const { rows } = await db.query<{ subject: string; text_body: string; html_body: string }>(
      `select subject, text_body, html_body from email_outbox where kind = 'welcome'`,
    )
    expect(rows).toHaveLength(1)
    const mail = rows[0]!
    expect(mail.subject).toBe('Welcome to the Codehome newsletter: please confirm your address')
    const confirm = /Confirm your subscription: (\S+)/.exec(mail.text_body)![1]!
    const unsubscribeLink = /Unsubscribe: (\S+)/.exec(mail.text_body)![1]!
    expect(new URL(confirm).pathname).toBe('/newsletter/confirm')
    expect(new URL(unsubscribeLink).pathname).toBe('/newsletter/unsubscribe')
    expect(mail.html_body).toContain('Confirm my subscription')
    // The form promises a welcome e-mail: this is it, and it asks for the confirmation.
    expect(mail.text_body.split('\n')[0]).toBe('Welcome to the Codehome newsletter!')
    expect(mail.text_body).toContain('Thank you for subscribing. Every week we send')
    expect(mail.text_body).toContain(
      'One step is left: please confirm that this is your address. Until you do, you are not subscribed and we send you nothing else.',
    )
    expect(mail.text_body).toContain(
      'If you did not subscribe, ignore this e-mail: the address is forgotten after 7 days.',
    )
    expect(mail.text_body.indexOf('Welcome')).toBeLessThan(mail.text_body.indexOf('Confirm'))
    expect(mail.html_body).toContain(
      '<h1 style="margin:0 0 16px;font-size:22px">Welcome to the Codehome newsletter!</h1>',
    )
    expect(mail.html_body).toContain('One step is left: please confirm that this is your address.')
    const token = new URL(confirm).searchParams.get('token')!
    const checked = await links.verify('newsletter-confirm', token, new Date())
    expect(checked).toEqual({ ok: true, subject: 'reader@example.com' })

    expect(await confirmSubscription(sql, 'reader@example.com', new Date())).toBe('confirmed')
    expect(await status('reader@example.com')).toBe('confirmed')
    expect(await confirmSubscription(sql, 'reader@example.com', new Date())).toBe(
      'already-confirmed',
    )
    expect(await confirmSubscription(sql, 'nobody@example.com', new Date())).toBe('not-found')
  })

  it('sends the confirmation with RFC 8058 one-click headers, other e-mails without', async () => {
    await submit('newsletter', 'reader@example.com')
    await submit('contact', 'jane@example.com')
    const sent: OutgoingMail[] = []
    await drainOutbox(
      sql,
      { send: async (mail) => void sent.push(mail) },
      { from: 'hello@codehome.example', headersFor: newsletterHeaders(sql, links, SITE.siteUrl) },
    )
    const confirmation = sent.find((mail) => mail.to === 'reader@example.com')!
    expect(confirmation.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const header = confirmation.headers?.['List-Unsubscribe'] ?? ''
    const oneClick = new URL(/^<(.+)>$/.exec(header)![1]!)
    expect(oneClick.pathname).toBe('/api/newsletter/unsubscribe')
    expect(
      await links.verify('newsletter-unsubscribe', oneClick.searchParams.get('token')!, new Date()),
    ).toEqual({ ok: true, subject: 'reader@example.com' })
    for (const mail of sent.filter((m) => m !== confirmation)) expect(mail.headers).toBeUndefined()
  })

  it('unsubscribes, and the address may subscribe again (pending again)', async () => {
    await submit('newsletter', 'reader@example.com')
    await confirmSubscription(sql, 'reader@example.com', new Date())
    expect(await unsubscribe(sql, 'Reader@Example.com', new Date())).toBe(true)
    expect(await status('reader@example.com')).toBe('unsubscribed')
    expect(await unsubscribe(sql, 'reader@example.com', new Date())).toBe(false)
    await submit('newsletter', 'reader@example.com')
    expect(await status('reader@example.com')).toBe('pending')
  })
})

describe('a person: export and erasure', () => {
  it('exports every table that holds the address, and writes the export to the audit log', async () => {
    await submit('contact', 'jane@example.com')
    await submit('newsletter', 'jane@example.com')
    await submit('contact', 'neighbour@example.com')
    await addOrder('Jane@Example.com')
    const exported = await exportPerson(sql, ' JANE@example.com ', 'admin-api')
    expect(exported.email).toBe('jane@example.com')
    expect(exported.data.leads).toHaveLength(2)
    expect(exported.data.orders).toHaveLength(1)
    expect(exported.data.newsletterSubscriptions).toHaveLength(1)
    expect(exported.data.paymentEvents).toHaveLength(1)
    // Welcome + notification of two leads, and the order's receipt.
    expect(exported.data.emails).toHaveLength(5)
    expect(JSON.stringify(exported)).not.toContain('neighbour@example.com')
    // Jane booked no session; a table this site does not have is left out, not failed on.
    expect(exported.data.bookings).toEqual([])
    expect(exported.data).not.toHaveProperty('consentRecords')
    const [entry] = await auditLog(sql)
    expect(entry).toMatchObject({
      action: 'export',
      actor: 'admin-api',
      subjectHint: 'j…@example.com',
    })
    expect(entry!.details).toMatchObject({ leads: 2, orders: 1 })
  })

  it("exports each order's language (the language of its page and receipt)", async () => {
    const arabic = await addOrder('jane@example.com')
    await db.query(`update orders set locale = 'ar' where id = $1`, [arabic])
    const english = await addOrder('jane@example.com', 19_900)
    const exported = await exportPerson(sql, 'jane@example.com', 'admin-api')
    const orders = exported.data.orders as { id: string; locale: string }[]
    expect(Object.fromEntries(orders.map((order) => [order.id, order.locale]))).toEqual({
      [arabic]: 'ar',
      [english]: 'en',
    })
  })

  it('erases the person from every table and the CSV; orders keep their amounts; the neighbour stays', async () => {
    const career = await submit('career', 'jane@example.com')
    await submit('contact', 'jane@example.com')
    const neighbour = await submit('contact', 'neighbour@example.com', { name: 'Nia Next' })
    const neighbourOrder = await addOrder('neighbour@example.com', 12_300, 'Nia Next')
    const order = await addOrder('jane@example.com', 59_900)
    expect(
      (await db.query('select 1 from lead_resumes where lead_id = $1', [career])).rows,
    ).toHaveLength(1)

    const changed = await erasePerson(sql, 'jane@example.com', 'admin')
    expect(changed).toMatchObject({ leads: 2, orders: 1, emails: 1, paymentEvents: 1 })

    const dump = async () => {
      const tables = [
        'leads',
        'lead_resumes',
        'lead_state_changes',
        'email_outbox',
        'orders',
        'payment_events',
        'payment_links',
        'newsletter_subscriptions',
        'privacy_requests',
        'crm_outbox',
      ]
      const parts = await Promise.all(
        tables.map(async (table) =>
          JSON.stringify((await db.query(`select * from ${table}`)).rows),
        ),
      )
      return parts.join('\n')
    }
    const everything = await dump()
    expect(everything.toLowerCase()).not.toContain('jane@example.com')
    expect(everything).not.toContain('Jane Doe')
    expect(everything).not.toContain('Doe Ltd')
    expect((await db.query('select 1 from lead_resumes')).rows).toHaveLength(0)

    const { rows: orders } = await db.query<{
      id: string
      amount_cents: number
      client_email: string
    }>('select id, amount_cents, client_email from orders order by amount_cents')
    expect(orders).toEqual([
      { id: neighbourOrder, amount_cents: 12_300, client_email: 'neighbour@example.com' },
      { id: order, amount_cents: 59_900, client_email: ERASED_EMAIL },
    ])
    // The neighbour's lead, its e-mails and its order's e-mail are untouched.
    const { rows: kept } = await db.query<{ email: string }>('select id, email from leads')
    expect(kept).toEqual([{ id: neighbour, email: 'neighbour@example.com' }])
    const { rows: neighbourMail } = await db.query<{ n: number }>(
      `select count(*)::int as n from email_outbox where to_address = 'neighbour@example.com' and text_body <> ''`,
    )
    expect(neighbourMail[0]!.n).toBe(2)

    const csv = await leadsCsvResponse(
      new Request('http://site/api/admin/leads.csv', {
        headers: { authorization: 'Bearer admin-token-0123456789abcdef' },
      }),
      { adminToken: 'admin-token-0123456789abcdef', sql: async () => sql, siteUrl: SITE.siteUrl },
    )
    const text = await csv.text()
    expect(text).toContain('neighbour@example.com')
    expect(text).not.toContain('jane@example.com')

    const [entry] = await auditLog(sql)
    expect(entry).toMatchObject({ action: 'erase', actor: 'admin', subjectHint: 'j…@example.com' })
    expect(JSON.stringify(await auditLog(sql))).not.toContain('jane@example.com')
  })

  it('lists every table once, each with an export; erasures are single statements', () => {
    const names = PERSON_TABLES.map((table) => table.name)
    expect(new Set(names).size).toBe(names.length)
    for (const table of PERSON_TABLES) {
      expect(table.export).toMatch(/^\s*select/i)
      if (table.erase) expect(table.erase).toMatch(/returning/i)
    }
  })
})

describe("a visitor's privacy request", () => {
  it('waits unconfirmed, then opens with a 30-day deadline once its e-mailed link is followed', async () => {
    const now = new Date('2026-11-26T10:00:00Z')
    const id = await createPrivacyRequest(
      sql,
      { email: 'Jane@Example.com', kind: 'erasure' },
      SITE,
      links,
      now,
    )
    expect(await listPrivacyRequests(sql)).toEqual([])
    const { rows } = await db.query<{ to_address: string; text_body: string; kind: string }>(
      'select to_address, text_body, kind from email_outbox where privacy_request_id = $1',
      [id],
    )
    expect(rows[0]).toMatchObject({ to_address: 'jane@example.com', kind: 'privacy-request' })
    const link = new URL(/Confirm the request: (\S+)/.exec(rows[0]!.text_body)![1]!)
    expect(link.pathname).toBe('/privacy-request/confirm')
    const checked = await links.verify('privacy-request', link.searchParams.get('token')!, now)
    expect(checked).toEqual({ ok: true, subject: id })

    const confirmed = await confirmPrivacyRequest(sql, id, now)
    expect(confirmed).toMatchObject({
      outcome: 'confirmed',
      request: { kind: 'erasure', status: 'open', dueAt: '2026-12-26T10:00:00.000Z' },
    })
    expect((await confirmPrivacyRequest(sql, id, now)).outcome).toBe('already-confirmed')
    expect((await confirmPrivacyRequest(sql, crypto.randomUUID(), now)).outcome).toBe('not-found')
    expect((await listPrivacyRequests(sql)).map((r) => r.id)).toEqual([id])

    // Erasing the person answers the request and leaves only a hint of the address.
    await erasePerson(sql, 'jane@example.com', 'admin')
    const [request] = await listPrivacyRequests(sql)
    expect(request).toMatchObject({ status: 'completed', email: 'j…@example.com' })
  })
})

describe('retention by the clock passed in', () => {
  async function age(table: string, column: string, days: number, where = 'true') {
    await db.query(
      `update ${table} set ${column} = ${column} - ($1::int * interval '1 day') where ${where}`,
      [days],
    )
  }

  it('purges old spam leads, old résumés and unconfirmed subscriptions and requests; keeps the rest and the audit log', async () => {
    const now = new Date()
    const spam = await submit('contact', 'bot@example.com')
    await db.query(`update leads set state = 'spam' where id = $1`, [spam])
    const freshSpam = await submit('contact', 'bot2@example.com')
    await db.query(`update leads set state = 'spam' where id = $1`, [freshSpam])
    const career = await submit('career', 'lee@example.com')
    const pending = await submit('newsletter', 'pending@example.com')
    const confirmed = await submit('newsletter', 'confirmed@example.com')
    await confirmSubscription(sql, 'confirmed@example.com', now)
    const real = await submit('contact', 'jane@example.com')
    await createPrivacyRequest(sql, { email: 'x@example.com', kind: 'access' }, SITE, links, now)

    // Nothing is old enough yet.
    expect(await applyRetention(sql, DEFAULT_RETENTION, now)).toEqual({
      spamLeads: 0,
      resumes: 0,
      unconfirmedSubscriptions: 0,
      unconfirmedRequests: 0,
    })

    await age('leads', 'created_at', 31, `id in ('${spam}', '${real}')`)
    await age('lead_resumes', 'created_at', 181)
    await age('newsletter_subscriptions', 'created_at', 8)
    await age('leads', 'created_at', 8, `form_type = 'newsletter'`)
    await age('privacy_requests', 'created_at', 8)

    expect(await applyRetention(sql, DEFAULT_RETENTION, now)).toEqual({
      spamLeads: 1,
      resumes: 1,
      unconfirmedSubscriptions: 1,
      unconfirmedRequests: 1,
    })
    const { rows } = await db.query<{ id: string }>('select id from leads')
    expect(rows.map((row) => row.id).sort()).toEqual([freshSpam, career, confirmed, real].sort())
    expect(rows.map((row) => row.id)).not.toContain(pending)
    expect((await db.query('select 1 from lead_resumes')).rows).toHaveLength(0)

    const [entry] = await auditLog(sql)
    expect(entry).toMatchObject({ action: 'retention', actor: 'retention' })
    // The audit log itself is kept, however old.
    await age('privacy_audit_log', 'at', 3650)
    await applyRetention(sql, DEFAULT_RETENTION, new Date(+now + 4000 * DAY))
    expect((await auditLog(sql)).length).toBeGreaterThanOrEqual(1)
  })

  it('follows a configured policy', async () => {
    const spam = await submit('contact', 'bot@example.com')
    await db.query(`update leads set state = 'spam' where id = $1`, [spam])
    const policy = { ...DEFAULT_RETENTION, spamLeadDays: 2 }
    expect((await applyRetention(sql, policy, new Date(Date.now() + DAY))).spamLeads).toBe(0)
    expect((await applyRetention(sql, policy, new Date(Date.now() + 3 * DAY))).spamLeads).toBe(1)
  })
})
