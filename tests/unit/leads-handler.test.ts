/**
 * The lead function against a real (in-memory PGlite) database: every answer of the issue, the
 * record it stores, the e-mails it queues, idempotency and spam flags.
 */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { headerSafe } from '@/core/leads/lead-emails.ts'
import { StorageUnavailableError } from '@/core/leads/lead-store.ts'
import { listLeads } from '@/web/admin/lead-queries'
import { clientAddress, createRateLimiter } from '@/core/http/rate-limit.ts'
import { truncate } from '@/core/leads/truncate.ts'
import {
  countRows,
  dataUrl,
  DOCX_BYTES,
  handlerFor,
  human,
  leadRequest,
  memoryDatabase,
  PDF_BYTES,
  PNG_BYTES,
  ticketIssued,
  validSubmissions,
  zipArchive,
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

  it('405 for other methods; 415 for a body not sent as JSON, storing nothing', async () => {
    const handler = handlerFor(db)
    const get = await handler(leadRequest(undefined, {}, 'GET'))
    expect(get.status).toBe(405)
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      '',
    ]) {
      const response = await handler(
        leadRequest(validSubmissions().contact, { 'content-type': type }),
      )
      expect(response.status, type).toBe(415)
    }
    expect(
      (
        await handler(
          leadRequest(validSubmissions().contact, {
            'content-type': 'application/json; charset=utf-8',
          }),
        )
      ).status,
    ).toBe(200)
    expect(await countRows(db)).toEqual({ leads: 1, emails: 2 })
  })
})

describe('CORS: the site’s own origins only (issue 13, item 8)', () => {
  const SITE_ORIGIN = 'https://www.codehome.example'
  const handler = () => handlerFor(db, { allowedOrigins: [`${SITE_ORIGIN}/`] })
  const preflight = (origin: string) =>
    handler()(
      leadRequest(
        undefined,
        {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, idempotency-key',
        },
        'OPTIONS',
      ),
    )

  it('a preflight from the site is allowed, naming the site; from anywhere else it is refused', async () => {
    const allowed = await preflight(SITE_ORIGIN)
    expect(allowed.status).toBe(204)
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN)
    expect(allowed.headers.get('vary')).toMatch(/origin/i)
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/idempotency-key/)
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/x-client-info/)

    const foreign = await preflight('https://evil.example')
    expect(foreign.status).toBe(403)
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('a submission from another site’s page is refused and stores nothing', async () => {
    const foreign = await send(
      validSubmissions().contact,
      { origin: 'https://evil.example' },
      handler(),
    )
    expect(foreign.status).toBe(403)
    expect(foreign.response.headers.get('access-control-allow-origin')).toBeNull()
    expect(await countRows(db)).toEqual({ leads: 0, emails: 0 })

    const site = await send(validSubmissions().contact, { origin: SITE_ORIGIN }, handler())
    expect(site.status).toBe(200)
    expect(site.response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN)
  })

  it('the origin the function is served on is its own (the app serving it)', async () => {
    const own = await send(
      validSubmissions().contact,
      { origin: 'http://127.0.0.1', host: '127.0.0.1' },
      handler(),
    )
    expect(own.status).toBe(200)
    expect(own.response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1')
  })

  it('never answers with a wildcard', async () => {
    const responses = [
      await preflight(SITE_ORIGIN),
      (await send(validSubmissions().contact, {}, handler())).response,
      await handler()(leadRequest(undefined, {}, 'GET')),
    ]
    for (const response of responses) {
      expect(response.headers.get('access-control-allow-origin')).not.toBe('*')
    }
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

describe('timing and spam (issue 14, item 10)', () => {
  const kinds = async () =>
    (await listLeads(sql(), 10)).map((lead) => ({
      reasons: lead.spamReasons,
      emails: lead.emails.map((e) => [e.kind, e.subject]),
    }))

  it('GET ?ticket gives a ticket the function later times the form by', async () => {
    const issuedAt = new Date('2030-01-01T10:00:00Z')
    let now = issuedAt
    const handler = handlerFor(db, { now: () => now })
    const answer = await handler(
      new Request('http://127.0.0.1/functions/v1/enhanced-crm-automation?ticket'),
    )
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const { ticket } = (await answer.json()) as { ticket: string }
    expect(ticket).toMatch(/^v1\.\d+\.[0-9a-f]{64}$/)

    const contact = validSubmissions().contact
    now = new Date(issuedAt.getTime() + 900)
    await send({ ...contact, leadData: { ...contact.leadData, formTicket: ticket } }, {}, handler)
    now = new Date(issuedAt.getTime() + 30_000)
    await send(
      {
        ...contact,
        leadData: { ...contact.leadData, email: 'jo@example.com', formTicket: ticket },
      },
      {},
      handler,
    )
    const leads = await listLeads(sql(), 10)
    expect(leads.map((lead) => [lead.email, lead.spamReasons])).toEqual([
      ['jo@example.com', []],
      ['jane@example.com', ['too-fast']],
    ])
  })

  it('a form sent in under 2 s (autofill) is stored, marked, and both e-mails go out', async () => {
    const booking = validSubmissions().consultationBooking
    const fast = await send({
      ...booking,
      leadData: { ...booking.leadData, formTicket: ticketIssued(400) },
    })
    expect(fast.status).toBe(200)
    expect(await kinds()).toEqual([
      {
        reasons: ['too-fast'],
        emails: [
          ['welcome', 'Your strategy session with Codehome'],
          ['notification', '[Suspected spam] New strategy session lead: Sam Lee'],
        ],
      },
    ])
  })

  it('what the browser says it measured is not believed; a forged ticket is no timing', async () => {
    const contact = validSubmissions().contact
    const { formTicket: _ticket, ...withoutTicket } = contact.leadData
    await send({ ...contact, leadData: { ...withoutTicket, formElapsedMs: 60_000 } })
    await send({
      ...contact,
      leadData: {
        ...withoutTicket,
        email: 'b@example.com',
        formTicket: ticketIssued(60_000, Date.now(), 'another secret'),
      },
    })
    const leads = await listLeads(sql(), 10)
    expect(leads.map((lead) => lead.spamReasons)).toEqual([['no-timing'], ['no-timing']])
    expect(leads.every((lead) => lead.emails.length === 2)).toBe(true)
    expect(leads.every((lead) => lead.emails[1]!.subject.startsWith('[Suspected spam] '))).toBe(
      true,
    )
  })

  it('only a filled honeypot withholds the welcome; the agency is still notified, marked', async () => {
    const contact = validSubmissions().contact
    expect(
      (
        await send({
          ...contact,
          leadData: { ...contact.leadData, website: 'http://spam.example' },
        })
      ).status,
    ).toBe(200)
    expect(await kinds()).toEqual([
      {
        reasons: ['honeypot'],
        emails: [['notification', '[Suspected spam] New contact lead: Jane Doe']],
      },
    ])
    const { rows } = await db.query<{ text_body: string }>('select text_body from email_outbox')
    expect(rows[0]!.text_body).toContain('Suspected spam: a field people never see was filled in')
  })

  it('the shortest fill time is configurable (LEADS_MIN_FILL_MS)', async () => {
    const contact = validSubmissions().contact
    const quick = { ...contact, leadData: { ...contact.leadData, formTicket: ticketIssued(100) } }
    await send(quick, {}, handlerFor(db, { minFillMs: 0 }))
    await send(
      { ...quick, leadData: { ...quick.leadData, email: 'slow@example.com' } },
      {},
      handlerFor(db, { minFillMs: 60_000 }),
    )
    const leads = await listLeads(sql(), 10)
    expect(leads.map((lead) => [lead.email, lead.spamReasons])).toEqual([
      ['slow@example.com', ['too-fast']],
      ['jane@example.com', []],
    ])
  })

  it('a person’s lead is not marked', async () => {
    await send(validSubmissions().contact)
    expect(await kinds()).toEqual([
      {
        reasons: [],
        emails: [
          ['welcome', 'Thank you for contacting Codehome'],
          ['notification', 'New contact lead: Jane Doe'],
        ],
      },
    ])
  })
})

describe('newsletter: one subscription per address (issue 14, item 11)', () => {
  it('a second subscription of an address succeeds and stores nothing new', async () => {
    const newsletter = validSubmissions().newsletter
    const first = await send(newsletter, { 'idempotency-key': 'lead_first' })
    const again = await send(
      {
        ...newsletter,
        leadData: {
          ...newsletter.leadData,
          email: 'Reader@Example.com',
          formTicket: ticketIssued(20_000),
        },
      },
      { 'idempotency-key': 'lead_second' },
    )
    expect(first.status).toBe(200)
    expect(again.status).toBe(200)
    expect(again.body).toEqual({ success: true, leadId: first.body.leadId })
    expect(await countRows(db)).toEqual({ leads: 1, emails: 2 })

    await send({ ...newsletter, leadData: { ...newsletter.leadData, email: 'other@example.com' } })
    expect(await countRows(db)).toEqual({ leads: 2, emails: 4 })
  })

  it('a bot’s subscription (honeypot) does not take the address from the person', async () => {
    const newsletter = validSubmissions().newsletter
    await send({ ...newsletter, leadData: { ...newsletter.leadData, website: 'x' } })
    await send(newsletter)
    const leads = await listLeads(sql(), 10)
    expect(leads.map((lead) => lead.spamReasons)).toEqual([[], ['honeypot']])
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
        subject: 'We received your application',
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

  it('sendNotificationEmail false still notifies the agency: nobody mails through the site unseen', async () => {
    const contact = validSubmissions().contact
    const body = { ...contact, sendNotificationEmail: false }
    expect((await send(body)).status).toBe(200)
    const { rows } = await db.query<{ kind: string; to_address: string }>(
      'select kind, to_address from email_outbox order by id',
    )
    expect(rows).toEqual([
      { kind: 'welcome', to_address: 'jane@example.com' },
      { kind: 'notification', to_address: 'hello@codehome.example' },
    ])
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

describe('the welcome e-mail echoes no free text (issue 13, item 5)', () => {
  const outbox = async () =>
    (
      await db.query<{ kind: string; subject: string; text_body: string; html_body: string }>(
        'select kind, subject, text_body, html_body from email_outbox order by id',
      )
    ).rows

  it('name, message and other typed text reach the agency, never the address given', async () => {
    const spam = 'Win money at https://evil.example now'
    const submissions = validSubmissions()
    const sent = [
      {
        ...submissions.contact,
        leadData: { ...submissions.contact.leadData, name: spam, message: spam, company: spam },
      },
      {
        ...submissions.consultationBooking,
        leadData: {
          ...submissions.consultationBooking.leadData,
          email: 'victim@example.com',
          name: spam,
          projectDetails: spam,
        },
      },
      {
        ...submissions.newsletter,
        leadData: {
          ...submissions.newsletter.leadData,
          email: 'reader2@example.com',
          name: spam,
          subscriptionType: spam,
        },
      },
      {
        ...submissions.career,
        leadData: { ...submissions.career.leadData, name: spam, position: spam, coverLetter: spam },
      },
    ]
    for (const submission of sent) expect((await send(submission)).status).toBe(200)
    // The booking fields take no free text at all (issue 42, item 6): refused, nothing stored.
    const booking = submissions.consultationBooking
    for (const field of ['preferredTime', 'timezone', 'preferredDate']) {
      const response = await send({ ...booking, leadData: { ...booking.leadData, [field]: spam } })
      expect(response.status, field).toBe(422)
    }
    const emails = await outbox()
    const welcomes = emails.filter((email) => email.kind === 'welcome')
    expect(welcomes).toHaveLength(4)
    for (const welcome of welcomes) {
      for (const part of [welcome.subject, welcome.text_body, welcome.html_body]) {
        expect(part).not.toContain('evil.example')
        expect(part).not.toContain('Win money')
      }
    }
    const notifications = emails.filter((email) => email.kind === 'notification')
    expect(notifications).toHaveLength(4)
    for (const notification of notifications) expect(notification.text_body).toContain(spam)
  })

  it('a booking’s welcome names the date, slot and zone only when they are real ones', async () => {
    const booking = validSubmissions().strategySession
    await send(booking)
    const [welcome] = await outbox()
    expect(welcome!.text_body).toContain('2:00 PM')
    expect(welcome!.text_body).toContain('New York')
  })
})

describe('subjects are cut by character (issue 13, item 10)', () => {
  const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

  it('a valid 100-character name of emoji is stored and its notification subject stays valid', async () => {
    const contact = validSubmissions().contact
    const name = '😀'.repeat(100)
    const { status } = await send({ ...contact, leadData: { ...contact.leadData, name } })
    expect(status).toBe(200)
    const { rows } = await db.query<{ subject: string }>(
      "select subject from email_outbox where kind = 'notification'",
    )
    const subject = rows[0]!.subject
    expect(subject).toBe(`New contact lead: ${name}`)
    expect(LONE_SURROGATE.test(subject)).toBe(false)
  })

  it('a cut never splits a character, and counts characters, not UTF-16 units', () => {
    const cut = headerSafe('😀'.repeat(300), 200)
    expect(cut).toBe(`${'😀'.repeat(199)}…`)
    expect(LONE_SURROGATE.test(cut)).toBe(false)
    const family = '👨‍👩‍👧'
    // Five code points (three people joined by two zero-width joiners): kept whole or not at all.
    expect(truncate(`ab${family}cd`, 8)).toBe(`ab${family}c`)
    expect(truncate(`ab${family}cd`, 5)).toBe('ab')
    expect(truncate('short', 200)).toBe('short')
  })
})

describe('résumé names come from what the file is (issue 13, item 4)', () => {
  const career = validSubmissions().career
  const apply = (resumeFileName: string, bytes: Buffer, email: string) =>
    send({
      ...career,
      leadData: {
        ...career.leadData,
        email,
        resumeFileName,
        resumeFileData: dataUrl('application/octet-stream', bytes),
      },
    })

  it('a PDF named cv.html, a DOCX named invoice.exe and a path are stored as resume.pdf / resume.docx', async () => {
    const pdfThenHtml = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ])
    expect((await apply('cv.html', pdfThenHtml, 'a@example.com')).status).toBe(200)
    expect((await apply('invoice.exe', DOCX_BYTES, 'b@example.com')).status).toBe(200)
    expect((await apply('../../etc/cv.pdf', PDF_BYTES, 'c@example.com')).status).toBe(200)
    // Résumé bytes are stored apart from the lead (issue 13, item 2): the listing names them.
    const leads = await listLeads(sql(), 10)
    expect(
      Object.fromEntries(
        leads.map((lead) => [
          lead.email,
          [lead.lead.resumeFileName, lead.resume?.fileName, lead.resume?.contentType],
        ]),
      ),
    ).toEqual({
      'a@example.com': ['resume.pdf', 'resume.pdf', 'application/pdf'],
      'b@example.com': [
        'resume.docx',
        'resume.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      'c@example.com': ['resume.pdf', 'resume.pdf', 'application/pdf'],
    })
  })

  it('a ZIP that is not a Word package is refused, whatever its name says', async () => {
    const archive = zipArchive({ 'invoice.exe': 'MZ word/document.xml [Content_Types].xml' })
    const { status, body } = await apply('resume.docx', archive, 'd@example.com')
    expect(status).toBe(422)
    expect(body.fields).toEqual({ resumeFileData: ['Your resume must be a PDF, DOC or DOCX file'] })
    expect(await countRows(db)).toEqual({ leads: 0, emails: 0 })
  })
})

describe('bookings in the past (issue 14, item 9)', () => {
  it('the function refuses a consultation dated before today, and accepts today', async () => {
    const booking = validSubmissions().consultationBooking
    const past = await send({
      ...booking,
      leadData: { ...booking.leadData, preferredDate: '2020-01-01', meetingDate: '2020-01-01' },
    })
    expect(past.status).toBe(422)
    expect(past.body.fields).toEqual({ preferredDate: ['Please choose a date from today onwards'] })
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date())
    const now = await send({
      ...booking,
      leadData: { ...booking.leadData, preferredDate: today, meetingDate: today },
    })
    expect(now.status).toBe(200)
  })
})
