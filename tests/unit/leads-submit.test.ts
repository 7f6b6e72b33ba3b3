/**
 * submitLead through a real supabase-js client (its fetch replaced by a scripted one): what it
 * sends, when it says true, and how it retries.
 */
import { createClient } from '@supabase/supabase-js'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSubmitLead, submitLead } from '@/web/leads/submit-lead'

type Reply = { status: number; body?: unknown } | 'network-error'

function scriptedFetch(replies: Reply[]) {
  const calls: { url: string; init: RequestInit }[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} })
    const reply = replies.shift() ?? { status: 500, body: { success: false } }
    if (reply === 'network-error') throw new TypeError('Failed to fetch')
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    })
  })
  return { fetch, calls }
}

function setup(replies: Reply[]) {
  const { fetch, calls } = scriptedFetch(replies)
  const client = createClient('http://site.test', 'embedded-site-function', {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: fetch as typeof globalThis.fetch },
  })
  const sleeps: number[] = []
  const logs: unknown[] = []
  const submit = createSubmitLead({
    client: async () => client,
    sleep: async (ms) => void sleeps.push(ms),
    inBrowser: () => true,
    log: (...args) => void logs.push(args),
    random: () => 0.5,
    attempts: 5,
    baseDelayMs: 500,
    timeoutMs: 5_000,
  })
  return { submit, calls, sleeps, logs }
}

const headerOf = (init: RequestInit, name: string) => new Headers(init.headers).get(name)

beforeEach(() => {
  vi.stubGlobal('window', { location: { href: 'http://site.test/contact' } })
  vi.stubGlobal('document', { referrer: 'https://search.example/' })
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('submitLead', () => {
  it('sends nothing outside a browser', async () => {
    vi.unstubAllGlobals()
    const fetch = vi.spyOn(globalThis, 'fetch')
    expect(await submitLead('Enhanced Contact Form', { name: 'x' })).toBe(false)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('invokes enhanced-crm-automation with the envelope and an Idempotency-Key; true on success', async () => {
    const { submit, calls } = setup([{ status: 200, body: { success: true, leadId: 'abc' } }])
    expect(await submit('Enhanced Contact Form', { name: 'Jane' })).toBe(true)
    expect(calls).toHaveLength(1)
    const [{ url, init }] = calls as [{ url: string; init: RequestInit }]
    expect(url).toBe('http://site.test/functions/v1/enhanced-crm-automation')
    expect(init.method).toBe('POST')
    expect(headerOf(init, 'idempotency-key')).toMatch(/^lead_[0-9a-f]{32}$/)
    expect(headerOf(init, 'content-type')).toBe('application/json')
    expect(JSON.parse(String(init.body))).toEqual({
      formType: 'Enhanced Contact Form',
      leadData: {
        name: 'Jane',
        pageUrl: 'http://site.test/contact',
        referrer: 'https://search.example/',
      },
      sendWelcomeEmail: true,
      sendNotificationEmail: true,
    })
  })

  it('is false when the answer does not say success: true', async () => {
    const { submit, logs } = setup([{ status: 200, body: { success: false } }])
    expect(await submit('newsletter', { email: 'a@example.com' })).toBe(false)
    expect(logs).toHaveLength(1)
  })

  it('retries 503 with growing delays and the same key, then succeeds', async () => {
    const { submit, calls, sleeps } = setup([
      { status: 503, body: { success: false } },
      { status: 503, body: { success: false } },
      { status: 200, body: { success: true, leadId: 'abc' } },
    ])
    expect(await submit('newsletter', { email: 'a@example.com' })).toBe(true)
    expect(calls).toHaveLength(3)
    expect(new Set(calls.map((c) => headerOf(c.init, 'idempotency-key'))).size).toBe(1)
    expect(sleeps).toEqual([500, 1000])
  })

  it('retries a network failure with the same key', async () => {
    const { submit, calls } = setup([
      'network-error',
      { status: 200, body: { success: true, leadId: 'x' } },
    ])
    expect(await submit('newsletter', { email: 'a@example.com' })).toBe(true)
    expect(calls).toHaveLength(2)
    expect(headerOf(calls[0]!.init, 'idempotency-key')).toBe(
      headerOf(calls[1]!.init, 'idempotency-key'),
    )
  })

  it('does not retry a refusal (422) and logs it', async () => {
    const { submit, calls, logs } = setup([
      { status: 422, body: { success: false, fields: { name: ['Name is required'] } } },
    ])
    expect(await submit('Enhanced Contact Form', {})).toBe(false)
    expect(calls).toHaveLength(1)
    expect(JSON.stringify(logs)).toContain('Name is required')
  })

  it('gives up after five attempts', async () => {
    const { submit, calls, sleeps } = setup(Array.from({ length: 9 }, () => ({ status: 503 })))
    expect(await submit('newsletter', { email: 'a@example.com' })).toBe(false)
    expect(calls).toHaveLength(5)
    expect(sleeps).toEqual([500, 1000, 2000, 4000])
  })

  it('each submission has its own key', async () => {
    const { submit, calls } = setup([
      { status: 200, body: { success: true, leadId: 'a' } },
      { status: 200, body: { success: true, leadId: 'b' } },
    ])
    await submit('newsletter', { email: 'a@example.com' })
    await submit('newsletter', { email: 'a@example.com' })
    expect(headerOf(calls[0]!.init, 'idempotency-key')).not.toBe(
      headerOf(calls[1]!.init, 'idempotency-key'),
    )
  })
})
