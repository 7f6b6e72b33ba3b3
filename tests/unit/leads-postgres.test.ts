/**
 * The migrations on PGlite and on a real PostgreSQL server (a throwaway one on loopback): they
 * apply once, leave row-level security on with no access for the anon role, and the lead function
 * and the outbox work the same on Postgres, two senders never sending one e-mail twice.
 */
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSqlLeadStore } from '@/core/leads/lead-store.ts'
import { listLeads } from '@/web/admin/lead-queries'
import { applyMigrations } from '@/core/db/migrations.ts'
import { drainOutbox, type Mailer, type OutgoingMail } from '@/core/leads/email-outbox.ts'
import {
  isTransactionPooler,
  loadMigrations,
  type LeadsDatabase,
  openLeadsDatabase,
} from '@/web/server/open-database'
import { E2E_PORT } from '../helpers/e2e-env'
import { handlerFor, leadRequest, validSubmissions } from '../helpers/leads'
import { startPostgres, type TestPostgres } from '../helpers/postgres'

const SECURITY_QUERY = `
  select
    (select relrowsecurity from pg_class where oid = 'public.leads'::regclass) as leads_rls,
    (select relrowsecurity from pg_class where oid = 'public.email_outbox'::regclass) as outbox_rls,
    has_table_privilege('anon', 'public.leads', 'select') as anon_select,
    has_table_privilege('anon', 'public.leads', 'insert') as anon_insert,
    has_table_privilege('authenticated', 'public.email_outbox', 'select') as authenticated_select,
    has_function_privilege('anon', 'public.submit_lead(text, text, text, text, jsonb, text[], jsonb)', 'execute') as anon_execute,
    has_function_privilege('anon', 'public.submit_leads(jsonb)', 'execute') as anon_execute_batch,
    has_function_privilege('service_role', 'public.submit_lead(text, text, text, text, jsonb, text[], jsonb)', 'execute') as service_execute`

const LOCKED_DOWN = {
  leads_rls: true,
  outbox_rls: true,
  anon_select: false,
  anon_insert: false,
  authenticated_select: false,
  anon_execute: false,
  anon_execute_batch: false,
  service_execute: true,
}

describe('migrations on PGlite', () => {
  it('apply once, and lock the tables away from the anon role', async () => {
    const db = await PGlite.create()
    try {
      const session = {
        exec: (t: string) => db.exec(t),
        query: (t: string, p?: unknown[]) => db.query(t, p) as never,
      }
      const migrations = await loadMigrations()
      // Every file of supabase/migrations, in order (the first two create the leads).
      const files = migrations.map((m) => `${m.version}_${m.name}`)
      expect(files.slice(0, 2)).toEqual(['20260301000000_leads', '20260301000100_submit_leads'])
      expect(await applyMigrations(session, migrations)).toEqual(files)
      expect(await applyMigrations(session, migrations)).toEqual([])
      const { rows } = await db.query(
        'select version, name from supabase_migrations.schema_migrations order by version',
      )
      expect(rows).toEqual(migrations.map(({ version, name }) => ({ version, name })))
      expect((await db.query(SECURITY_QUERY)).rows[0]).toEqual(LOCKED_DOWN)
    } finally {
      await db.close()
    }
  })
})

describe('on a real PostgreSQL server', () => {
  let server: TestPostgres
  let database: LeadsDatabase

  beforeAll(() => {
    server = startPostgres(E2E_PORT + 53)
  })
  afterAll(async () => {
    await database?.close()
    server?.destroy()
  })

  it('the app applies the migrations (twice is the same as once)', async () => {
    database = await openLeadsDatabase({ databaseUrl: server.url, pgliteDataDir: 'unused' })
    const again = await openLeadsDatabase({ databaseUrl: server.url, pgliteDataDir: 'unused' })
    await again.close()
    const { rows } = await database.sql.query(
      'select count(*)::int as n from supabase_migrations.schema_migrations',
    )
    expect(rows).toEqual([{ n: (await loadMigrations()).length }])
    expect((await database.sql.query(SECURITY_QUERY)).rows[0]).toEqual(LOCKED_DOWN)
  })

  it('never migrates over a transaction pooler: the direct URL does, else opening names the fix (issue 42, item 7)', async () => {
    expect(isTransactionPooler('postgres://u:p@aws-0-eu.pooler.supabase.com:6543/postgres')).toBe(
      true,
    )
    expect(isTransactionPooler('postgres://u:p@db.example/leads?pgbouncer=true')).toBe(true)
    expect(isTransactionPooler('postgres://u:p@aws-0-eu.pooler.supabase.com:5432/postgres')).toBe(
      false,
    )
    expect(isTransactionPooler(server.url)).toBe(false)

    // A database of its own, never migrated, reached as if through the pooler.
    const admin = new pg.Client(server.url)
    await admin.connect()
    await admin.query('create database pooled')
    await admin.end()
    const direct = new URL(server.url)
    direct.pathname = '/pooled'
    const pooled = new URL(direct)
    pooled.searchParams.set('pgbouncer', 'true')
    await expect(
      openLeadsDatabase({ databaseUrl: pooled.toString(), pgliteDataDir: 'unused' }),
    ).rejects.toThrow(/transaction pooler.*DATABASE_DIRECT_URL/s)
    const check = new pg.Client(direct.toString())
    await check.connect()
    try {
      // Nothing ran there.
      const { rows } = await check.query(`select to_regclass('public.leads') as leads`)
      expect(rows).toEqual([{ leads: null }])
      // With the direct URL beside it, the migrations run on that one; then the pooler alone opens.
      const first = await openLeadsDatabase({
        databaseUrl: pooled.toString(),
        directUrl: direct.toString(),
        pgliteDataDir: 'unused',
      })
      await first.close()
      const migrated = await check.query(
        'select count(*)::int as n from supabase_migrations.schema_migrations',
      )
      expect(migrated.rows).toEqual([{ n: (await loadMigrations()).length }])
      const second = await openLeadsDatabase({
        databaseUrl: pooled.toString(),
        pgliteDataDir: 'unused',
      })
      await second.close()
    } finally {
      await check.end()
    }
  })

  it('the anon role can neither read nor write leads', async () => {
    const client = new pg.Client(server.url)
    await client.connect()
    try {
      await client.query('set role anon')
      await expect(client.query('select * from public.leads')).rejects.toThrow(/permission denied/)
      await expect(
        client.query(
          "select * from public.submit_lead('k', 'h', 'contact', 'x', '{}', '{}', '[]')",
        ),
      ).rejects.toThrow(/permission denied/)
    } finally {
      await client.end()
    }
  })

  it('stores leads through the function, one per idempotency key, even when sent at once', async () => {
    const handler = handlerFor(null as never, { store: createSqlLeadStore(database.sql) })
    const submit = () =>
      handler(
        leadRequest(validSubmissions().newsletter, { 'idempotency-key': 'pg-concurrent-key' }),
      )
    const responses = await Promise.all(Array.from({ length: 10 }, submit))
    const bodies = await Promise.all(responses.map((r) => r.json() as Promise<{ leadId: string }>))
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200))
    expect(new Set(bodies.map((b) => b.leadId)).size).toBe(1)
    const leads = await listLeads(database.sql, 10)
    expect(leads).toHaveLength(1)
    expect(leads[0]!.emails).toHaveLength(2)
  })

  it('two senders draining at once send each e-mail once', async () => {
    const handler = handlerFor(null as never, { store: createSqlLeadStore(database.sql) })
    for (let i = 0; i < 10; i++) {
      const submission = validSubmissions().contact
      const response = await handler(
        leadRequest({
          ...submission,
          leadData: { ...submission.leadData, email: `pg${i}@example.com` },
        }),
      )
      expect(response.status).toBe(200)
    }
    const sent: OutgoingMail[] = []
    const slowMailer: Mailer = {
      async send(mail) {
        await new Promise((resolve) => setTimeout(resolve, 5))
        sent.push(mail)
      },
    }
    const second = new pg.Pool({ connectionString: server.url, max: 4 })
    try {
      const sqlB = {
        query: (text: string, params?: unknown[]) => second.query(text, params) as never,
      }
      await Promise.all([
        drainOutbox(database.sql, slowMailer, { from: 'a@example.com', batchSize: 3 }),
        drainOutbox(sqlB, slowMailer, { from: 'a@example.com', batchSize: 3 }),
      ])
    } finally {
      await second.end()
    }
    const keys = sent.map((mail) => `${mail.to}|${mail.text}`)
    expect(new Set(keys).size).toBe(keys.length)
    const { rows } = await database.sql.query<{ status: string; n: number }>(
      'select status, count(*)::int as n from email_outbox group by status',
    )
    // The 2 e-mails of the previous test's lead and the 20 of these ten, each sent once.
    expect(rows).toEqual([{ status: 'sent', n: 22 }])
    expect(sent).toHaveLength(22)
  })
})
