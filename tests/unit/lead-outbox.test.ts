/**
 * Leads kept on the device until they are sent (issue 10): what submitLead keeps, and how the
 * outbox sends kept leads again — once stored they are forgotten, a temporary failure keeps them,
 * a refusal drops them (and says so), and nothing older than 24 hours is sent.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  flushOutbox,
  type KeptLead,
  OUTBOX_MAX_AGE_MS,
  type OutboxMessage,
  sendKeptLead,
} from '@/web/leads/outbox'
import { createSendLead, type SubmitLeadDeps } from '@/web/leads/submit-lead'

const lead = (key: string, keptAt: number): KeptLead => ({
  key,
  formType: 'Enhanced Contact Form',
  url: 'http://site.test/functions/v1/enhanced-crm-automation',
  headers: { Authorization: 'Bearer anon', apikey: 'anon' },
  body: JSON.stringify({ formType: 'Enhanced Contact Form', leadData: { name: key } }),
  keptAt,
})

function memoryStore(leads: KeptLead[]) {
  const kept = new Map(leads.map((l) => [l.key, l]))
  return {
    kept,
    list: async () => [...kept.values()],
    remove: async (key: string) => void kept.delete(key),
  }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('sendKeptLead', () => {
  it('sends the kept request with its Idempotency-Key and counts only success: true as stored', async () => {
    const fetcher = vi.fn(async () => json(200, { success: true, leadId: 'l1' }))
    expect(await sendKeptLead(lead('k1', 0), fetcher)).toEqual({ result: 'stored' })
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('http://site.test/functions/v1/enhanced-crm-automation')
    expect(init.method).toBe('POST')
    expect(new Headers(init.headers).get('idempotency-key')).toBe('k1')
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer anon')
    expect(init.body).toBe(lead('k1', 0).body)
    expect(await sendKeptLead(lead('k1', 0), async () => json(200, {}))).toEqual({
      result: 'retry',
    })
  })

  it('keeps a lead on no network, 429 and 5xx; drops it on a refusal', async () => {
    const failing = async () => {
      throw new TypeError('Failed to fetch')
    }
    expect(await sendKeptLead(lead('k', 0), failing)).toEqual({ result: 'retry' })
    expect(await sendKeptLead(lead('k', 0), async () => json(503, {}))).toEqual({ result: 'retry' })
    expect(await sendKeptLead(lead('k', 0), async () => json(429, {}))).toEqual({ result: 'retry' })
    expect(await sendKeptLead(lead('k', 0), async () => json(422, {}))).toEqual({
      result: 'rejected',
      status: 422,
    })
  })
})

describe('flushOutbox', () => {
  it('sends the oldest first, forgets what was stored, and stops while the network is down', async () => {
    const now = 10 * 60 * 60 * 1000
    const store = memoryStore([lead('b', now - 1000), lead('a', now - 2000), lead('c', now - 500)])
    const replies = [json(200, { success: true }), 'offline' as const]
    const sent: string[] = []
    const messages: OutboxMessage[] = []
    const remaining = await flushOutbox({
      store,
      now: () => now,
      onMessage: (m) => void messages.push(m),
      fetcher: async (_url, init) => {
        sent.push(new Headers(init?.headers).get('idempotency-key')!)
        const reply = replies.shift()
        if (reply === 'offline' || !reply) throw new TypeError('Failed to fetch')
        return reply
      },
    })
    expect(sent).toEqual(['a', 'b'])
    expect(remaining).toBe(2)
    expect([...store.kept.keys()].sort()).toEqual(['b', 'c'])
    expect(messages).toEqual([
      { type: 'lead-stored', key: 'a', formType: 'Enhanced Contact Form', body: lead('a', 0).body },
    ])
  })

  it('drops leads older than 24 hours unsent, and reports a refused one', async () => {
    const now = 3 * OUTBOX_MAX_AGE_MS
    const store = memoryStore([lead('old', now - OUTBOX_MAX_AGE_MS - 1), lead('bad', now - 10)])
    const messages: OutboxMessage[] = []
    const fetcher = vi.fn(async () => json(422, { success: false }))
    expect(
      await flushOutbox({
        store,
        now: () => now,
        fetcher,
        onMessage: (m) => void messages.push(m),
      }),
    ).toBe(0)
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(store.kept.size).toBe(0)
    expect(messages).toEqual([
      { type: 'lead-rejected', key: 'bad', formType: 'Enhanced Contact Form', status: 422 },
    ])
  })
})

describe('sendLead without network', () => {
  beforeEach(() => {
    vi.stubGlobal('window', { location: { href: 'http://site.test/contact' } })
    vi.stubGlobal('document', { referrer: '' })
  })
  afterEach(() => vi.unstubAllGlobals())

  function setup(
    errors: { name: string; context?: unknown }[],
    online: boolean,
    keepOk = true,
    codeLoads = true,
  ) {
    const kept: { key: string; formType: string; body: unknown }[] = []
    const invoke = vi.fn(async () => ({ data: null, error: errors.shift() ?? null }))
    const deps: SubmitLeadDeps = {
      client: async () => {
        if (!codeLoads) throw new TypeError('Failed to load chunk /_next/static/chunks/supabase.js')
        return { functions: { invoke } } as never
      },
      sleep: async () => undefined,
      inBrowser: () => true,
      log: () => undefined,
      random: () => 0.5,
      attempts: 5,
      baseDelayMs: 500,
      timeoutMs: 1000,
      online: () => online,
      keep: async (l) => {
        kept.push(l)
        return keepOk
      },
    }
    return { send: createSendLead(deps), kept, invoke }
  }

  const networkError = { name: 'FunctionsFetchError' }

  it('keeps the lead at once, with its key and body, when the browser knows it is offline', async () => {
    const { send, kept, invoke } = setup([networkError], false)
    expect(await send('Enhanced Contact Form', { name: 'Jane' })).toBe('kept')
    expect(invoke).toHaveBeenCalledTimes(1)
    expect(kept).toHaveLength(1)
    expect(kept[0]!.key).toMatch(/^lead_[0-9a-f]{32}$/)
    expect(kept[0]!.body).toMatchObject({
      formType: 'Enhanced Contact Form',
      leadData: { name: 'Jane', pageUrl: 'http://site.test/contact' },
      sendWelcomeEmail: true,
      sendNotificationEmail: true,
    })
  })

  it('keeps it after the retries when the network keeps failing', async () => {
    const { send, kept, invoke } = setup(Array(5).fill(networkError), true)
    expect(await send('newsletter', { email: 'a@example.com' })).toBe('kept')
    expect(invoke).toHaveBeenCalledTimes(5)
    expect(kept).toHaveLength(1)
  })

  it('never keeps an HTTP answer: a 503 after the retries is a failure', async () => {
    const unavailable = { name: 'FunctionsHttpError', context: { status: 503 } }
    const { send, kept } = setup(Array(5).fill(unavailable), true)
    expect(await send('newsletter', { email: 'a@example.com' })).toBe('failed')
    expect(kept).toHaveLength(0)
  })

  it('keeps it when the sending code cannot be loaded (the connection dropped before it came)', async () => {
    const { send, kept, invoke } = setup([], false, true, false)
    expect(await send('Enhanced Contact Form', { name: 'Jane' })).toBe('kept')
    expect(invoke).not.toHaveBeenCalled()
    expect(kept).toHaveLength(1)
    expect(kept[0]!.body).toMatchObject({ formType: 'Enhanced Contact Form' })
  })

  it('fails when the device cannot keep it', async () => {
    const { send } = setup([networkError], false, false)
    expect(await send('newsletter', { email: 'a@example.com' })).toBe('failed')
  })
})
