/**
 * The CRM hand-off against a real HTTP receiver on loopback: queued with the lead in its
 * transaction, signed by the Standard Webhooks scheme, retried on failure, dead after the last
 * attempt, and received once per lead even when it is sent again.
 */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { Webhook } from 'standardwebhooks'
import { type CrmTarget, drainHandoffs, signedDelivery } from '@/core/leads/crm-handoff.ts'
import { getLead, listLeads, queueHandoff } from '@/web/admin/lead-queries'
import { createBatchingLeadStore, createSqlLeadStore } from '@/core/leads/lead-store.ts'
import { type CrmReceiver, startCrmReceiver } from '../helpers/crm-receiver'
import {
  handlerFor,
  human,
  leadRequest,
  memoryDatabase,
  PDF_BYTES,
  validSubmissions,
} from '../helpers/leads'

let db: PGlite
let receiver: CrmReceiver
const sql = () => ({ query: (text: string, params?: unknown[]) => db.query(text, params) as never })
const target = (): CrmTarget => ({
  url: receiver.url,
  secret: receiver.secret,
  siteUrl: 'https://codehome.example',
})
const deliver = (options: { maxAttempts?: number } = {}) =>
  drainHandoffs(sql(), target(), {
    baseDelayMs: 60_000,
    maxAttempts: 4,
    random: () => 0.5,
    ...options,
  })

/** The retry delay passes: a failed hand-off is due again (the database's clock is real). */
async function afterRetryDelay() {
  // Not due before its delay: nothing is sent.
  expect(await deliver()).toEqual({ delivered: 0, failed: 0, dead: 0 })
  await db.exec(`update crm_outbox set next_attempt_at = now() where status = 'failed'`)
}

beforeAll(async () => {
  db = await memoryDatabase()
  receiver = await startCrmReceiver()
})
afterAll(async () => {
  await receiver.close()
  await db.close()
})
beforeEach(async () => {
  await db.exec('delete from crm_outbox; delete from email_outbox; delete from leads;')
  receiver.attempts.length = 0
  receiver.leads.length = 0
  receiver.respond = null
  await receiver.setDown(false)
})

async function store(submission: unknown, crmHandoff = true) {
  const handle = handlerFor(db, { store: createSqlLeadStore(sql(), { crmHandoff }) })
  const response = await handle(leadRequest(submission))
  expect(response.status).toBe(200)
  return ((await response.json()) as { leadId: string }).leadId
}

describe('CRM hand-off', () => {
  it('POSTs each lead once, signed: webhook-id, timestamp and a signature the package verifies', async () => {
    const leadId = await store(validSubmissions().contact)
    expect((await getLead(sql(), leadId))!.crm).toMatchObject({ status: 'pending', attempts: 0 })

    expect(await deliver()).toEqual({ delivered: 1, failed: 0, dead: 0 })
    expect(receiver.attempts).toHaveLength(1)
    const [attempt] = receiver.attempts
    expect(attempt).toMatchObject({ id: `lead_${leadId}`, verified: true, status: 200 })
    expect(attempt!.headers['content-type']).toBe('application/json')
    expect(Math.abs(Number(attempt!.timestamp) - Date.now() / 1000)).toBeLessThan(60)
    expect(attempt!.signature).toMatch(/^v1,[A-Za-z0-9+/]+=*$/)

    const [payload] = receiver.leads
    expect(payload).toMatchObject({
      type: 'lead.created',
      data: {
        leadId,
        formType: 'contact',
        formLabel: 'Enhanced Contact Form',
        spam: false,
        spamReasons: [],
        resume: null,
        adminUrl: `https://codehome.example/admin/leads/${leadId}`,
        lead: {
          name: 'Jane Doe',
          email: 'jane@example.com',
          formType: 'contact',
          leadSource: 'Website Form',
          priority: 'Medium',
          timezoneLabel: 'Not specified',
        },
      },
    })
    // The full record of the spec, in its order.
    expect(Object.keys(payload!.data.lead).slice(0, 3)).toEqual(['name', 'email', 'phone'])
    expect(Date.parse(payload!.timestamp)).not.toBeNaN()

    const lead = await getLead(sql(), leadId)
    expect(lead!.crm).toMatchObject({ status: 'delivered', attempts: 1, responseStatus: 200 })
    expect(await deliver()).toEqual({ delivered: 0, failed: 0, dead: 0 })
    expect(receiver.attempts).toHaveLength(1)
  })

  it('retries after a 500 twice, with the same webhook-id, and the receiver keeps the lead once', async () => {
    receiver.respond = (_delivery, attemptOfId) => (attemptOfId <= 2 ? 500 : null)
    const leadId = await store(validSubmissions().newsletter)

    expect(await deliver()).toEqual({ delivered: 0, failed: 1, dead: 0 })
    let lead = await getLead(sql(), leadId)
    expect(lead!.crm).toMatchObject({
      status: 'failed',
      attempts: 1,
      responseStatus: 500,
      lastError: 'HTTP 500: refused with 500',
    })
    await afterRetryDelay()
    expect(await deliver()).toEqual({ delivered: 0, failed: 1, dead: 0 })
    await afterRetryDelay()
    expect(await deliver()).toEqual({ delivered: 1, failed: 0, dead: 0 })

    expect(receiver.attemptsFor(leadId).map((a) => a.status)).toEqual([500, 500, 200])
    expect(new Set(receiver.attemptsFor(leadId).map((a) => a.id))).toEqual(
      new Set([`lead_${leadId}`]),
    )
    expect(receiver.leads.map((l) => l.data.leadId)).toEqual([leadId])
    lead = await getLead(sql(), leadId)
    expect(lead!.crm).toMatchObject({ status: 'delivered', attempts: 3, lastError: null })

    // Sent again from the admin: same id, so the receiver drops it as a duplicate.
    expect(await queueHandoff(sql(), leadId)).toBe(true)
    expect(await deliver()).toEqual({ delivered: 1, failed: 0, dead: 0 })
    expect(receiver.attemptsFor(leadId)).toHaveLength(4)
    expect(receiver.leads).toHaveLength(1)
  })

  it('stores the lead while the receiver is down, and delivers it once it is back', async () => {
    await receiver.setDown(true)
    const leadId = await store(validSubmissions().contact)
    expect((await listLeads(sql(), 10)).map((l) => l.id)).toEqual([leadId])

    expect(await deliver()).toEqual({ delivered: 0, failed: 1, dead: 0 })
    const failed = (await getLead(sql(), leadId))!.crm!
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, responseStatus: null })
    expect(failed.lastError).toMatch(/fetch failed|ECONNREFUSED/)

    await receiver.setDown(false)
    await afterRetryDelay()
    expect(await deliver()).toEqual({ delivered: 1, failed: 0, dead: 0 })
    expect(receiver.leads.map((l) => l.data.leadId)).toEqual([leadId])
  })

  it('is dead after the last attempt; sending it again starts a new round', async () => {
    receiver.respond = () => 503
    const leadId = await store(validSubmissions().contact)
    for (let i = 0; i < 3; i++) {
      await deliver({ maxAttempts: 3 })
      await db.exec(`update crm_outbox set next_attempt_at = now() where status = 'failed'`)
    }
    expect((await getLead(sql(), leadId))!.crm).toMatchObject({ status: 'dead', attempts: 3 })
    expect(await deliver({ maxAttempts: 3 })).toEqual({ delivered: 0, failed: 0, dead: 0 })

    receiver.respond = null
    await queueHandoff(sql(), leadId)
    expect(await deliver({ maxAttempts: 3 })).toEqual({ delivered: 1, failed: 0, dead: 0 })
  })

  it('hands over spam-flagged leads marked as such, and a résumé as a link, not bytes', async () => {
    const spam = validSubmissions().contact
    spam.leadData.website = 'http://spam.example'
    const spamId = await store(spam)
    const careerId = await store(validSubmissions().career)
    await deliver()
    const byId = new Map(receiver.leads.map((l) => [l.data.leadId, l.data]))
    expect(byId.get(spamId)).toMatchObject({ spam: true, spamReasons: ['honeypot'] })
    const career = byId.get(careerId)!
    expect(career.lead.resumeFileData).toBe('')
    expect(career.resume).toEqual({
      fileName: 'resume.pdf',
      contentType: 'application/pdf',
      size: PDF_BYTES.length,
      url: `https://codehome.example/admin/leads/${careerId}/resume`,
    })
    expect(JSON.stringify(career)).not.toContain(PDF_BYTES.toString('base64').slice(0, 20))
  })

  it('queues nothing without a CRM, and a repeated submission queues nothing new', async () => {
    const leadId = await store(validSubmissions().contact, false)
    expect((await getLead(sql(), leadId))!.crm).toBeNull()

    const handle = handlerFor(db, { store: createSqlLeadStore(sql(), { crmHandoff: true }) })
    const submission = { ...validSubmissions().newsletter }
    for (let i = 0; i < 2; i++) {
      const response = await handle(leadRequest(submission, { 'idempotency-key': 'same-key-1' }))
      expect(response.status).toBe(200)
    }
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from crm_outbox')
    expect(rows[0]!.n).toBe(1)
  })

  it('the group-commit store (PGlite) queues the hand-off with each lead of a batch', async () => {
    const store = createBatchingLeadStore(sql(), 64, { crmHandoff: true })
    const handle = handlerFor(db, { store })
    const responses = await Promise.all(
      [1, 2, 3].map((n) =>
        handle(
          leadRequest({
            formType: 'newsletter',
            leadData: { email: `batch${n}@example.com`, ...human },
          }),
        ),
      ),
    )
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200])
    expect(await deliver()).toEqual({ delivered: 3, failed: 0, dead: 0 })
    expect(receiver.leads.map((l) => l.data.lead.email).sort()).toEqual([
      'batch1@example.com',
      'batch2@example.com',
      'batch3@example.com',
    ])
  })

  it('signs exactly as the specification says: base64 HMAC-SHA256 of id.timestamp.body', async () => {
    const { createHmac } = await import('node:crypto')
    const at = new Date('2026-03-16T12:00:00Z')
    const body = '{"type":"lead.created"}'
    const headers = signedDelivery('abc', body, receiver.secret, at)
    const key = Buffer.from(receiver.secret.slice('whsec_'.length), 'base64')
    const expected = createHmac('sha256', key).update(`lead_abc.${at.getTime() / 1000}.${body}`)
    expect(headers).toEqual({
      'webhook-id': 'lead_abc',
      'webhook-timestamp': String(at.getTime() / 1000),
      'webhook-signature': `v1,${expected.digest('base64')}`,
    })
    expect(() =>
      new Webhook(receiver.secret).verify(body, {
        ...headers,
        'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
      }),
    ).toThrow()
  })
})

describe('résumés stored apart from the lead row', () => {
  it('keeps the bytes in lead_resumes and out of the record, the listing and the lead', async () => {
    const leadId = await store(validSubmissions().career, false)
    const { rows } = await db.query<{ data: string; n: number }>(
      `select record ->> 'resumeFileData' as data,
              (select octet_length(content) from lead_resumes where lead_id = $1) as n
         from leads where id = $1`,
      [leadId],
    )
    expect(rows[0]).toEqual({ data: '', n: PDF_BYTES.length })
    const [listed] = await listLeads(sql(), 1)
    expect(listed!.lead.resumeFileData).toBe('')
    expect(listed!.resume).toEqual({
      fileName: 'resume.pdf',
      contentType: 'application/pdf',
      size: PDF_BYTES.length,
    })
    expect(JSON.stringify(listed)).not.toContain('base64')
  })
})

describe('the desk migration', () => {
  it('locks the new tables and functions away from the anon and authenticated roles', async () => {
    const { rows } = await db.query(`
      select
        (select bool_and(relrowsecurity) from pg_class
          where oid in ('public.crm_outbox'::regclass, 'public.lead_resumes'::regclass,
                        'public.lead_state_changes'::regclass,
                        'public.admin_session_version'::regclass)) as rls,
        has_table_privilege('anon', 'public.crm_outbox', 'select') as anon_crm,
        has_table_privilege('anon', 'public.lead_resumes', 'select') as anon_resumes,
        has_table_privilege('authenticated', 'public.admin_session_version', 'update') as auth_session,
        has_function_privilege('anon',
          'public.store_lead(text, text, text, text, jsonb, text[], jsonb, boolean)', 'execute')
          as anon_store,
        has_function_privilege('anon', 'public.store_leads(jsonb, boolean)', 'execute')
          as anon_store_batch,
        has_function_privilege('service_role', 'public.store_leads(jsonb, boolean)', 'execute')
          as service_store_batch`)
    expect(rows[0]).toEqual({
      rls: true,
      anon_crm: false,
      anon_resumes: false,
      auth_session: false,
      anon_store: false,
      anon_store_batch: false,
      service_store_batch: true,
    })
  })
})
