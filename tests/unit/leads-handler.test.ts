/**
 * The lead function against a real (in-memory PGlite) database: every answer of the issue, the
 * record it stores, the e-mails it queues, idempotency and spam flags.
 */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { listLeads, StorageUnavailableError } from '@/supabase/functions/_shared/lead-store.ts'
import { clientAddress, createRateLimiter } from '@/supabase/functions/_shared/rate-limit.ts'
import {
  countRows,
  dataUrl,
  handlerFor,
  human,
  leadRequest,
  memoryDatabase,
  PDF_BYTES,
  PNG_BYTES,
  validSubmissions,
} from '../helpers/leads'

let db: PGlite
const sql = () => ({ query: (text: string, params?: unknown[]) => db.query(text, params) as never })

beforeAll(async () => {
  db = await memoryDatabase()
})
afterAll(async () => {
  await db.close()
})
beforeEach(async () => {
  await db.exec('delete from email_outbox; delete from leads;')
})

async function send(body: unknown, headers: Record<string, string> = {}, handler = handlerFor(db)) {
  const response = await handler(leadRequest(body, headers))
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    response,
  }
}

describe('answers', () => {
  it('200 { success: true, leadId } after the lead and its two e-mails are stored', async () => {
    const { status, body } = await send(validSubmissions().contact, {
      referer: 'http://site/contact',
    })
    expect(status).toBe(200)
    expect(body).toEqual({ success: true, leadId: expect.stringMatching(/^[0-9a-f-]{36}$/) })
    const [lead] = await listLeads(sql(), 10)
    expect(lead!.id).toBe(body.leadId)
    expect(lead!.formType).toBe('contact')
    expect(lead!.lead).toMatchObject({
      name: 'Jane Doe',
      email: 'jane@example.com',
      message: 'We need a new website.',
      leadSource: 'Website Form',
      priority: 'Medium',
      pageUrl: 'http://site/contact',
      userAgent: 'vitest',
      timeline: '1-2months',
    })
    expect(lead!.emails.map((e) => [e.kind, e.to, e.status])).toEqual([
      ['welcome', 'jane@example.com', 'pending'],
      ['notification', 'hello@codehome.example', 'pending'],
    ])
  })

  it('every form is stored under its short type', async () => {
    const all = validSubmissions()
    const expected = {
      contact: 'contact',
      newsletter: 'newsletter',
      consultationBooking: 'gmeet',
      strategySession: 'gmeet',
      career: 'career',
    } as const
    for (const [form, submission] of Object.entries(all)) {
      const { status, body } = await send(submission)
      expect(status, `${form}: ${JSON.stringify(body)}`).toBe(200)
    }
    const leads = await listLeads(sql(), 10)
    expect(leads.map((l) => l.formType).sort()).toEqual(Object.values(expected).sort())
  })

  it('400 with a message for malformed JSON, and stores nothing', async () => {
    const { status, body } = await send('{"formType": "contact", ')
    expect(status).toBe(400)
    expect(body).toMatchObject({ success: false, error: 'Malformed JSON body' })
    expect(await countRows(db)).toEqual({ leads: 0, emails: 0 })
  })

  it('400 for a body that is not the envelope', async () => {
    for (const body of ['[]', '"x"', '{}', '{"formType":"contact","leadData":[]}', 'null']) {
      expect((await send(body)).status).toBe(400)
    }
  })

  it('413 over 64 KB without a résumé, and over 8 MB with one', async () => {
    const contact = validSubmissions().contact
    const big = { ...contact, leadData: { ...contact.leadData, message: 'x'.repeat(70_000) } }
    expect((await send(big)).status).toBe(413)

    const career = validSubmissions().career
    const resume = dataUrl(
      'application/pdf',
      Buffer.concat([PDF_BYTES, Buffer.alloc(2 * 1024 * 1024)]),
    )
    expect(
      (await send({ ...career, leadData: { ...career.leadData, resumeFileData: resume } })).status,
    ).toBe(200)

    const huge = 'x'.repeat(8 * 1024 * 1024 + 1)
    expect(
      (await send({ ...career, leadData: { ...career.leadData, coverLetter: huge } })).status,
    ).toBe(413)
    const declared = await handlerFor(db)(
      leadRequest('{}', { 'content-length': String(9 * 1024 * 1024) }),
    )
    expect(declared.status).toBe(413)
  })

  it('422 with the field messages of the form’s schema', async () => {
    const { status, body } = await send({
      formType: 'Enhanced Contact Form',
      leadData: { name: '', email: 'x' },
    })
    expect(status).toBe(422)
    expect(body).toMatchObject({
      success: false,
      fields: {
        name: ['Name is required'],
        email: ['Please enter a valid email address'],
        message: ['Message is required'],
      },
    })
  })

  it('422 for a line break in a single-line field (no header injection)', async () => {
    const contact = validSubmissions().contact
    for (const field of ['name', 'email', 'phone', 'company']) {
      const { status, body } = await send({
        ...contact,
        leadData: { ...contact.leadData, [field]: 'x\r\nBcc: victim@example.com' },
      })
      expect(status).toBe(422)
      expect((body.fields as Record<string, string[]>)[field]?.[0]).toMatch(/single line/)
    }
    expect(await countRows(db)).toEqual({ leads: 0, emails: 0 })
  })

  it('422 for a résumé that is not a PDF, DOC or DOCX', async () => {
    const career = validSubmissions().career
    const { status, body } = await send({
      ...career,
      leadData: {
        ...career.leadData,
        resumeFileName: 'cv.pdf',
        resumeFileData: dataUrl('application/pdf', PNG_BYTES),
      },
    })
    expect(status).toBe(422)
    expect(body.fields).toEqual({ resumeFileData: ['Your resume must be a PDF, DOC or DOCX file'] })
  })

  it('429 past the per-address limit (the limit is configurable)', async () => {
    // Behind one trusted proxy, which appends the client's address to X-Forwarded-For.
    const handler = handlerFor(db, {
      rateLimiter: createRateLimiter(2),
      clientAddress: (request) => clientAddress(request, { trustedHops: 1 }),
    })
    const headers = { 'x-forwarded-for': '203.0.113.7' }
    const contact = validSubmissions().contact
    expect((await send(contact, headers, handler)).status).toBe(200)
    expect((await send(contact, headers, handler)).status).toBe(200)
    const limited = await send(contact, headers, handler)
    expect(limited.status).toBe(429)
    expect(limited.response.headers.get('retry-after')).toBe('60')
    expect((await send(contact, { 'x-forwarded-for': '203.0.113.8' }, handler)).status).toBe(200)
  })

  it('503 when the database is unavailable, and never a success', async () => {
    const handler = handlerFor(db, {
      store: {
        submit: async () => {
          throw new StorageUnavailableError('connect ECONNREFUSED 127.0.0.1:5432')
        },
      },
    })
    const { status, body, response } = await send(validSubmissions().contact, {}, handler)
    expect(status).toBe(503)
    expect(body.success).toBe(false)
    expect(response.headers.get('retry-after')).toBe('2')
  })

  it('405 for other methods, 204 with CORS headers for a preflight', async () => {
    const handler = handlerFor(db)
    const get = await handler(leadRequest(undefined, {}, 'GET'))
    expect(get.status).toBe(405)
    const preflight = await handler(
      leadRequest(undefined, { 'access-control-request-headers': 'idempotency-key' }, 'OPTIONS'),
    )
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/idempotency-key/)
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/x-client-info/)
  })
})

describe('idempotency', () => {
  it('the same key twice stores one lead and one pair of e-mails, and answers the same lead', async () => {
    const headers = { 'idempotency-key': 'lead_test_key_1' }
    const first = await send(validSubmissions().contact, headers)
    const second = await send(validSubmissions().contact, headers)
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    expect(second.body.leadId).toBe(first.body.leadId)
    expect(second.response.headers.get('idempotent-replayed')).toBe('true')
    expect(await countRows(db)).toEqual({ leads: 1, emails: 2 })
  })

  it('concurrent requests with one key store one lead', async () => {
    const headers = { 'idempotency-key': 'lead_test_key_concurrent' }
    const results = await Promise.all(
      Array.from({ length: 8 }, () => send(validSubmissions().newsletter, headers)),
    )
    expect(new Set(results.map((r) => r.body.leadId)).size).toBe(1)
    expect(results.every((r) => r.status === 200)).toBe(true)
    expect(await countRows(db)).toEqual({ leads: 1, emails: 2 })
  })

  it('409 when a key is reused for a different submission', async () => {
    const headers = { 'idempotency-key': 'lead_test_key_2' }
    const contact = validSubmissions().contact
    expect((await send(contact, headers)).status).toBe(200)
    const other = { ...contact, leadData: { ...contact.leadData, message: 'Something else' } }
    expect((await send(other, headers)).status).toBe(409)
    expect(await countRows(db)).toEqual({ leads: 1, emails: 2 })
  })

  it('400 for a key that is not visible ASCII', async () => {
    expect((await send(validSubmissions().contact, { 'idempotency-key': 'a b' })).status).toBe(400)
    expect(
      (await send(validSubmissions().contact, { 'idempotency-key': 'x'.repeat(201) })).status,
    ).toBe(400)
  })
})

describe('spam', () => {
  it('a filled honeypot or a too-fast submission is stored, flagged, and not e-mailed', async () => {
    const contact = validSubmissions().contact
    const honeypot = await send({
      ...contact,
      leadData: { ...contact.leadData, website: 'http://spam.example' },
    })
    const fast = await send({ ...contact, leadData: { ...contact.leadData, formElapsedMs: 250 } })
    expect(honeypot.status).toBe(200)
    expect(fast.status).toBe(200)
    const leads = await listLeads(sql(), 10)
    expect(leads.map((l) => l.spamReasons).sort()).toEqual([['honeypot'], ['too-fast']])
    expect(leads.every((l) => l.emails.length === 0)).toBe(true)
  })
})

describe('the calculator quote', () => {
  it('is priced from the CMS, not from the browser’s total', async () => {
    const strategy = validSubmissions().strategySession
    const { status, body } = await send({
      ...strategy,
      leadData: {
        ...strategy.leadData,
        selectedServices: 'SEO, PPC Advertising',
        estimatedTotal: 1,
        budget: '1000-5000',
        calculatorTimeline: '3-4weeks',
        fromCostCalculator: true,
      },
    })
    expect(status).toBe(200)
    const [lead] = await listLeads(sql(), 1)
    expect(lead!.id).toBe(body.leadId)
    expect(lead!.lead).toMatchObject({
      selectedServices: ['SEO', 'PPC Advertising'],
      servicesBreakdown: [
        { name: 'SEO', price: 599 },
        { name: 'PPC Advertising', price: 799 },
      ],
      estimatedTotal: 1398,
      calculatorTimeline: '3-4weeks',
      budget: '1000-5000',
      fromCostCalculator: true,
    })
  })

  it('422 for a service the calculator does not offer', async () => {
    const strategy = validSubmissions().strategySession
    const { status, body } = await send({
      ...strategy,
      leadData: {
        ...strategy.leadData,
        selectedServices: ['SEO', 'Free Lunch'],
        fromCostCalculator: true,
      },
    })
    expect(status).toBe(422)
    expect(body.fields).toEqual({ selectedServices: ['Unknown calculator service: Free Lunch'] })
  })
})

describe('e-mails', () => {
  it('a career application’s notification carries the résumé; the welcome goes to the applicant', async () => {
    expect((await send(validSubmissions().career)).status).toBe(200)
    const { rows } = await db.query<{
      kind: string
      to_address: string
      attach_resume: boolean
      subject: string
    }>('select kind, to_address, attach_resume, subject from email_outbox order by id')
    expect(rows).toEqual([
      {
        kind: 'welcome',
        to_address: 'lee@example.com',
        attach_resume: false,
        subject: 'We received your application for SEO Specialist',
      },
      {
        kind: 'notification',
        to_address: 'hello@codehome.example',
        attach_resume: true,
        subject: 'New career application lead: Lee Park',
      },
    ])
  })

  it('sendWelcomeEmail false queues only the notification', async () => {
    const contact = validSubmissions().contact
    expect((await send({ ...contact, sendWelcomeEmail: false })).status).toBe(200)
    const { rows } = await db.query<{ kind: string }>('select kind from email_outbox')
    expect(rows.map((r) => r.kind)).toEqual(['notification'])
  })

  it('HTML bodies escape what the visitor typed', async () => {
    const contact = validSubmissions().contact
    await send({
      ...contact,
      leadData: { ...contact.leadData, name: '<img src=x onerror=alert(1)>', ...human },
    })
    const { rows } = await db.query<{ html_body: string }>(
      "select html_body from email_outbox where kind = 'notification'",
    )
    expect(rows[0]!.html_body).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(rows[0]!.html_body).not.toContain('<img')
  })
})
