/**
 * The payments migration on PGlite and on a real PostgreSQL server (a throwaway one on loopback):
 * row-level security on with no access for the anon role, the outbox's kinds extended without
 * losing the leads', and the one-statement functions holding under concurrency: an event
 * delivered twice at once pays its order once, and a link opened twice at once has one order.
 */
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SqlClient } from '@/core/db/sql-client.ts'
import { createFulfilment } from '@/web/payments/fulfilment'
import {
  createPackageOrder,
  getOrder,
  insertPaymentLink,
  openLinkOrder,
} from '@/web/payments/store'
import type { PaymentEvent } from '@/web/payments/types'
import { type LeadsDatabase, openLeadsDatabase } from '@/web/server/open-database'
import { E2E_PORT } from '../helpers/e2e-env'
import { memoryDatabase, SITE } from '../helpers/payments'
import { startPostgres, type TestPostgres } from '../helpers/postgres'

const SECURITY_QUERY = `
  select
    (select bool_and(relrowsecurity) from pg_class
      where oid in ('public.orders'::regclass, 'public.payment_links'::regclass,
                    'public.payment_events'::regclass)) as rls,
    has_table_privilege('anon', 'public.orders', 'select') as anon_orders,
    has_table_privilege('anon', 'public.payment_links', 'select') as anon_links,
    has_table_privilege('authenticated', 'public.payment_events', 'insert') as authenticated_events,
    has_function_privilege('anon',
      'public.apply_payment_event(text, text, text, uuid, text, integer, text, text, text, text, jsonb, jsonb)',
      'execute') as anon_apply,
    has_function_privilege('anon', 'public.open_payment_link_order(text, text, text)', 'execute')
      as anon_open,
    has_function_privilege('service_role', 'public.open_payment_link_order(text, text, text)', 'execute')
      as service_open`

const LOCKED_DOWN = {
  rls: true,
  anon_orders: false,
  anon_links: false,
  authenticated_events: false,
  anon_apply: false,
  anon_open: false,
  service_open: true,
}

const newOrder = (sql: SqlClient, email = 'jane@example.com') =>
  createPackageOrder(sql, {
    mode: 'test',
    gateway: 'test',
    amountCents: 149_900,
    billingPeriod: 'one-time',
    description: 'Website Development — Starter package',
    serviceSlug: 'web-development',
    packagePosition: 1,
    packageName: 'Starter',
    clientName: 'Jane Doe',
    clientEmail: email,
    company: '',
    notes: '',
  })

const paidEvent = (orderId: string, id = `test_evt_${orderId}`): PaymentEvent => ({
  id,
  gateway: 'test',
  type: 'test.payment_succeeded',
  orderId,
  action: 'paid',
  amountCents: 149_900,
  currency: 'usd',
  sessionId: null,
  reference: null,
  reason: null,
  payload: {},
})

describe('the payments migration on PGlite', () => {
  let db: PGlite
  beforeAll(async () => {
    db = await memoryDatabase()
  })
  afterAll(() => db.close())

  it('locks the payment tables away from the anon role', async () => {
    expect((await db.query(SECURITY_QUERY)).rows[0]).toEqual(LOCKED_DOWN)
  })

  it('adds the payment e-mail kinds to the outbox and keeps the leads’ kinds', async () => {
    const { rows } = await db.query<{ definition: string }>(
      `select pg_get_constraintdef(oid) as definition from pg_constraint
        where conname = 'email_outbox_kind_check'`,
    )
    for (const kind of ['welcome', 'notification', 'receipt', 'payment-notification']) {
      expect(rows[0]!.definition).toContain(`'${kind}'`)
    }
    // A row must belong to a lead or to an order.
    await expect(
      db.query(
        `insert into email_outbox (kind, to_address, subject, text_body, html_body)
         values ('receipt', 'a@example.com', 's', 't', 'h')`,
      ),
    ).rejects.toThrow(/email_outbox_owner_check/)
  })

  it('keeps amounts in whole positive cents', async () => {
    await expect(
      db.query(
        `insert into orders (mode, gateway, amount_cents, description, client_name, client_email)
         values ('test', 'test', 0, 'x', 'y', 'z@example.com')`,
      ),
    ).rejects.toThrow(/orders_amount_cents_check/)
    await expect(
      db.query(
        `insert into payment_links (id, client_name, client_email, description, amount_cents)
         values ('pl_short', 'a', 'a@example.com', 'x', 100)`,
      ),
    ).rejects.toThrow(/payment_links_id_check/)
  })
})

describe('payments on a real PostgreSQL server', () => {
  let server: TestPostgres
  let database: LeadsDatabase

  beforeAll(async () => {
    server = startPostgres(E2E_PORT + 54)
    database = await openLeadsDatabase({ databaseUrl: server.url, pgliteDataDir: 'unused' })
  })
  afterAll(async () => {
    await database?.close()
    server?.destroy()
  })

  it('applies the migration with row-level security on and no anon access', async () => {
    expect((await database.sql.query(SECURITY_QUERY)).rows[0]).toEqual(LOCKED_DOWN)
    const client = new pg.Client(server.url)
    await client.connect()
    try {
      await client.query('set role anon')
      await expect(client.query('select * from public.orders')).rejects.toThrow(/permission denied/)
    } finally {
      await client.end()
    }
  })

  it('an event delivered twice at once pays the order once, with one receipt', async () => {
    const orderId = await newOrder(database.sql)
    const fulfil = createFulfilment({ sql: async () => database.sql, siteFacts: async () => SITE })
    const answers = await Promise.all(Array.from({ length: 6 }, () => fulfil(paidEvent(orderId))))
    expect(answers.filter((a) => !a.duplicate)).toEqual([
      { outcome: 'paid', orderState: 'paid', duplicate: false },
    ])
    // Other events for the same payment (a retry under another id) change nothing either.
    const others = await Promise.all(
      Array.from({ length: 4 }, (_, i) => fulfil(paidEvent(orderId, `test_evt_other_${i}`))),
    )
    expect(others.map((a) => a.outcome)).toEqual(Array(4).fill('already-paid'))
    const { rows } = await database.sql.query<{ kind: string; n: number }>(
      `select kind, count(*)::int as n from email_outbox where order_id = $1 group by kind order by kind`,
      [orderId],
    )
    expect(rows).toEqual([
      { kind: 'payment-notification', n: 1 },
      { kind: 'receipt', n: 1 },
    ])
    expect((await getOrder(database.sql, orderId))!.state).toBe('paid')
  })

  it('a link opened twice at once gets one order', async () => {
    const id = 'pl_postgresconcurrentAAAAAA'
    await insertPaymentLink(database.sql, {
      id,
      clientName: 'Sam',
      clientEmail: 'sam@example.com',
      description: 'Audit',
      amountCents: 50_000,
      serviceSlug: null,
      packagePosition: null,
      expiresAt: null,
    })
    const opened = await Promise.all(
      Array.from({ length: 8 }, () => openLinkOrder(database.sql, id, 'test', 'test')),
    )
    expect(new Set(opened.map((o) => o.orderId)).size).toBe(1)
    expect(opened.filter((o) => o.outcome === 'created')).toHaveLength(1)
  })
})
