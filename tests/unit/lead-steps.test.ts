/**
 * The lead function's steps on their own (core/leads/lead-steps.ts), without a database: what
 * each answers, and what it asks of the dependencies it is handed. The whole pipeline is tested
 * against PGlite in leads-handler.test.ts.
 */
import { describe, expect, it, vi } from 'vitest'
import { createFormTickets } from '@/core/leads/form-ticket.ts'
import { createRateLimiter } from '@/core/http/rate-limit.ts'
import type { SubmitResult } from '@/core/leads/lead-store.ts'
import { StorageRejectedError } from '@/core/leads/lead-store.ts'
import {
  admitResume,
  answerNonSubmission,
  assessLead,
  composeEmails,
  planBooking,
  quoteFor,
  readSubmission,
  refuseOverRate,
  storedResponse,
  storeLead,
  type Submission,
} from '@/core/leads/lead-steps.ts'
import {
  dataUrl,
  leadRequest,
  PDF_BYTES,
  PRICES,
  SITE,
  TICKET_SECRET,
  validSubmissions,
} from '../helpers/leads'

const now = () => new Date('2026-11-28T10:00:00Z')
const formTickets = createFormTickets(TICKET_SECRET)
const log = () => undefined
const limits = { now, maxBody: 64 * 1024, maxResumeBody: 8 * 1024 * 1024 }

async function submissionOf(body: unknown, headers: Record<string, string> = {}) {
  const submission = await readSubmission(leadRequest(body, headers), limits)
  if (submission instanceof Response) throw new Error(`refused: ${submission.status}`)
  return submission
}

/** A strategy session from the cost calculator, naming two of its services. */
function calculatorQuote() {
  const strategy = validSubmissions().strategySession
  return {
    ...strategy,
    leadData: {
      ...strategy.leadData,
      selectedServices: ['SEO', 'PPC Advertising', 'seo'],
      fromCostCalculator: true,
    },
  }
}

const statusOf = async (answer: Response | null | unknown) =>
  answer instanceof Response ? { status: answer.status, body: await answer.json() } : null

describe('answerNonSubmission', () => {
  it('answers a preflight, a ticket, another method and a body not declared JSON', async () => {
    const deps = { formTickets, now }
    const preflight = await answerNonSubmission(leadRequest(null, {}, 'OPTIONS'), deps)
    expect(preflight?.status).toBe(204)
    const ticket = await answerNonSubmission(
      new Request('http://127.0.0.1/functions/v1/enhanced-crm-automation?ticket'),
      deps,
    )
    expect(ticket?.status).toBe(200)
    expect(ticket?.headers.get('cache-control')).toBe('no-store')
    expect(await ticket?.json()).toEqual({ ticket: expect.stringMatching(/^v1\.\d+\./) })
    const put = await answerNonSubmission(leadRequest({}, {}, 'PUT'), deps)
    expect(put?.status).toBe(405)
    expect(put?.headers.get('allow')).toBe('GET, POST, OPTIONS')
    const text = await answerNonSubmission(
      leadRequest('{}', { 'content-type': 'text/plain' }),
      deps,
    )
    expect(text?.status).toBe(415)
  })

  it('lets a JSON POST through', async () => {
    expect(await answerNonSubmission(leadRequest({}), { formTickets, now })).toBeNull()
  })
})

describe('refuseOverRate', () => {
  it('counts each submission against its address and refuses past the limit with 429', async () => {
    const deps = { rateLimiter: createRateLimiter(1), addressOf: () => '198.51.100.7' }
    expect(await refuseOverRate(leadRequest({}), deps)).toBeNull()
    const refused = await refuseOverRate(leadRequest({}), deps)
    expect(refused?.status).toBe(429)
    expect(refused?.headers.get('retry-after')).toBe('60')
  })
})

describe('readSubmission', () => {
  it('refuses a bad Idempotency-Key, malformed JSON, no envelope and a body over the limit', async () => {
    const contact = validSubmissions().contact
    expect(
      await statusOf(
        await readSubmission(leadRequest(contact, { 'idempotency-key': ' ' }), limits),
      ),
    ).toMatchObject({ status: 400 })
    expect(await statusOf(await readSubmission(leadRequest('{"formType":'), limits))).toEqual({
      status: 400,
      body: { success: false, error: 'Malformed JSON body' },
    })
    expect(
      await statusOf(await readSubmission(leadRequest({ leadData: {} }), limits)),
    ).toMatchObject({ status: 400, body: { fields: { formType: expect.any(Array) } } })
    const small = { ...limits, maxBody: 100 }
    expect((await statusOf(await readSubmission(leadRequest(contact), small)))?.status).toBe(413)
  })

  it('answers 422 with the fields the form refuses', async () => {
    const contact = validSubmissions().contact
    const answer = await readSubmission(
      leadRequest({ ...contact, leadData: { ...contact.leadData, email: 'not an address' } }),
      limits,
    )
    expect(await statusOf(answer)).toMatchObject({
      status: 422,
      body: { fields: { email: expect.any(Array) } },
    })
  })

  it('reads the form, its short type and the client key, or a key of its own', async () => {
    const keyed = await submissionOf(validSubmissions().contact, { 'idempotency-key': 'abc-1' })
    expect(keyed).toMatchObject({
      idempotencyKey: 'abc-1',
      label: 'Enhanced Contact Form',
      shortType: 'contact',
      input: { email: 'jane@example.com' },
    })
    const unkeyed = await submissionOf(validSubmissions().contact)
    expect(unkeyed.idempotencyKey).toMatch(/^server:[0-9a-f-]{36}$/)
  })
})

describe('admitResume', () => {
  const career = () => validSubmissions().career
  const caps = (bytesStored: () => Promise<number>, maxTotalBytes = 10_000_000) => ({
    perAddress: createRateLimiter(1),
    maxTotalBytes,
    bytesStored,
  })

  it('names the résumé by its bytes, and refuses it past the total or the address cap', async () => {
    const { input } = await submissionOf({
      ...career(),
      leadData: { ...career().leadData, resumeFileData: dataUrl('application/pdf', PDF_BYTES) },
    })
    const deps = { resumes: caps(async () => 0), addressOf: () => 'a', log }
    expect(await admitResume(leadRequest({}), input, deps)).toBeNull()
    expect(input.resumeFileName).toMatch(/\.pdf$/)
    expect((await admitResume(leadRequest({}), input, deps))?.status).toBe(429)
    const full = { ...deps, resumes: caps(async () => 10_000_000) }
    expect((await admitResume(leadRequest({}), input, full))?.status).toBe(413)
    const down = {
      ...deps,
      resumes: caps(() => Promise.reject(new Error('database down'))),
    }
    expect((await admitResume(leadRequest({}), input, down))?.status).toBe(503)
  })
})

describe('quoteFor', () => {
  it('prices the named services from the CMS, once each', async () => {
    const { input } = await submissionOf(calculatorQuote())
    const quote = await quoteFor(input, { calculatorPrices: async () => PRICES, log })
    expect(quote).toEqual({
      selectedServices: ['SEO', 'PPC Advertising'],
      servicesBreakdown: [
        { name: 'SEO', price: 599 },
        { name: 'PPC Advertising', price: 799 },
      ],
      estimatedTotal: 1398,
    })
  })

  it('asks for no prices when no service is named', async () => {
    const { input } = await submissionOf(validSubmissions().contact)
    const calculatorPrices = vi.fn(async () => PRICES)
    expect(await quoteFor(input, { calculatorPrices, log })).toBeNull()
    expect(calculatorPrices).not.toHaveBeenCalled()
  })

  it('answers 422 for an unknown service and 503 while prices are unavailable', async () => {
    const { input } = await submissionOf(calculatorQuote())
    expect(
      (await statusOf(await quoteFor(input, { calculatorPrices: async () => [], log })))?.status,
    ).toBe(422)
    const down = () => Promise.reject(new Error('CMS down'))
    expect((await statusOf(await quoteFor(input, { calculatorPrices: down, log })))?.status).toBe(
      503,
    )
  })
})

async function assessed(body: unknown) {
  const submission = await submissionOf(body)
  return {
    submission,
    lead: await assessLead(leadRequest({}), submission, null, { now, formTickets }),
  }
}

describe('composeEmails and planBooking', () => {
  it('writes the welcome and the notification from the site facts; 503 without them', async () => {
    const { submission, lead } = await assessed(validSubmissions().contact)
    const mail = await composeEmails(leadRequest({}), submission, lead, {
      siteFacts: async () => SITE,
      log,
    })
    expect(mail).not.toBeInstanceOf(Response)
    const { emails } = mail as { emails: { kind: string }[] }
    expect(emails.map((email) => email.kind)).toEqual(['welcome', 'notification'])
    const down = () => Promise.reject(new Error('CMS down'))
    expect(
      (await composeEmails(leadRequest({}), submission, lead, {
        siteFacts: down,
        log,
      })) as Response,
    ).toHaveProperty('status', 503)
  })

  it('books nothing without a planner, and hands on the planner refusal as its answer', async () => {
    const { submission, lead } = await assessed(validSubmissions().consultationBooking)
    const deps = { siteFacts: async () => SITE, log }
    expect(await planBooking(submission.shortType, lead, [], deps)).toEqual({ emails: [] })
    const booking = {
      plan: async () => ({ ok: false as const, status: 409 as const, error: 'Taken', code: 'x' }),
    }
    expect(
      await statusOf(await planBooking(submission.shortType, lead, [], { ...deps, booking })),
    ).toEqual({ status: 409, body: { success: false, error: 'Taken', code: 'x' } })
  })
})

describe('storeLead and storedResponse', () => {
  const stored = (result: Partial<SubmitResult>): SubmitResult => ({
    leadId: 'lead-1',
    created: true,
    requestHash: 'h',
    ...result,
  })

  async function store(submission: Submission, submit: () => Promise<SubmitResult>) {
    const { lead } = {
      lead: await assessLead(leadRequest({}), submission, null, { now, formTickets }),
    }
    const calls: { idempotencyKey: string }[] = []
    const answer = await storeLead(
      leadRequest({}),
      submission,
      lead,
      { site: SITE, emails: [] },
      {
        store: {
          submit: async (newLead) => {
            calls.push(newLead)
            return submit()
          },
        },
        log,
      },
    )
    return { answer, calls }
  }

  it('keys a newsletter subscription by its address, any other lead by its key', async () => {
    const newsletter = await store(await submissionOf(validSubmissions().newsletter), async () =>
      stored({}),
    )
    expect(newsletter.calls[0]?.idempotencyKey).toMatch(/^newsletter:[0-9a-f]{64}$/)
    const contact = await store(
      await submissionOf(validSubmissions().contact, { 'idempotency-key': 'k-1' }),
      async () => stored({}),
    )
    expect(contact.calls[0]?.idempotencyKey).toBe('k-1')
  })

  it('answers 422 for a value the database refuses and 503 while it is down', async () => {
    const submission = await submissionOf(validSubmissions().contact)
    const rejected = await store(submission, () => Promise.reject(new StorageRejectedError('22')))
    expect((rejected.answer as Response).status).toBe(422)
    const down = await store(submission, () => Promise.reject(new Error('connection refused')))
    expect((down.answer as Response).status).toBe(503)
  })

  it('answers 200 and hands a new lead on; a replay says so; another body under the key is 409', async () => {
    const afterCommit = vi.fn()
    const created = storedResponse(
      { stored: stored({}), requestHash: 'h', subscription: false },
      afterCommit,
    )
    expect(await statusOf(created)).toEqual({
      status: 200,
      body: { success: true, leadId: 'lead-1' },
    })
    expect(afterCommit).toHaveBeenCalledWith('lead-1')
    const replay = storedResponse(
      { stored: stored({ created: false }), requestHash: 'h', subscription: false },
      afterCommit,
    )
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(afterCommit).toHaveBeenCalledTimes(1)
    const conflict = storedResponse({
      stored: stored({ created: false, requestHash: 'other' }),
      requestHash: 'h',
      subscription: false,
    })
    expect(conflict.status).toBe(409)
    const resubscribed = storedResponse({
      stored: stored({ created: false, requestHash: 'other' }),
      requestHash: 'h',
      subscription: true,
    })
    expect(resubscribed.status).toBe(200)
  })
})
