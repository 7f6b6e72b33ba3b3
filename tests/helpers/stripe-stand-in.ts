/**
 * A stand-in for Stripe, for tests only: an HTTP server on loopback (an ephemeral port) that
 * answers what the site asks of Stripe's API (creating and reading Checkout Sessions, with
 * idempotency keys honoured as Stripe does), and serves a bare "hosted checkout" page whose Pay
 * button completes the session the way Stripe does: it sends the signed
 * `checkout.session.completed` event to the site's webhook, then returns the browser to the
 * session's success URL. The `stripe` SDK is pointed at it with `host`, `port` and `protocol`.
 */
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

export interface StandInSession {
  id: string
  object: 'checkout.session'
  mode: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid'
  amount_total: number
  currency: string
  client_reference_id: string | null
  customer_email: string | null
  metadata: Record<string, string>
  success_url: string
  cancel_url: string
  url: string
  expires_at: number
  livemode: false
  payment_intent: string | null
  subscription: string | null
}

export interface StandInRequest {
  method: string
  path: string
  idempotencyKey: string | null
  authorization: string | null
  /** The form-encoded parameters, keys as Stripe writes them (`line_items[0][quantity]`). */
  params: Record<string, string>
}

export interface StripeStandIn {
  url: string
  port: number
  requests: StandInRequest[]
  sessions: Map<string, StandInSession>
  /** Where the hosted page's Pay sends its signed event (set once the site is known). */
  webhook: { url: string; secret: string } | null
  /** A Stripe event about `session` (completed, async succeeded, …), as Stripe sends it. */
  event(type: string, session: StandInSession, overrides?: Partial<StandInSession>): object
  close(): Promise<void>
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')))
}

/** Signs `body` with the webhook secret as Stripe does (the `Stripe-Signature` header). */
export function signStripeEvent(body: string, secret: string, timestamp?: number) {
  return Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp })
}

export async function startStripeStandIn(
  options: { webhook?: { url: string; secret: string } } = {},
): Promise<StripeStandIn> {
  const requests: StandInRequest[] = []
  const sessions = new Map<string, StandInSession>()
  const byIdempotencyKey = new Map<string, { params: string; session: StandInSession }>()
  let origin = ''

  const standIn: StripeStandIn = {
    url: '',
    port: 0,
    requests,
    sessions,
    webhook: options.webhook ?? null,
    event(type, session, overrides = {}) {
      return {
        id: id('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object: { ...session, ...overrides } },
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }

  async function completeAndNotify(session: StandInSession) {
    session.status = 'complete'
    session.payment_status = 'paid'
    session.payment_intent ??= session.mode === 'payment' ? id('pi') : null
    session.subscription ??= session.mode === 'subscription' ? id('sub') : null
    if (!standIn.webhook) throw new Error('The stand-in has no webhook to notify')
    const body = JSON.stringify(standIn.event('checkout.session.completed', session))
    const response = await fetch(standIn.webhook.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signStripeEvent(body, standIn.webhook.secret),
      },
      body,
    })
    if (!response.ok) throw new Error(`The site refused the event: ${response.status}`)
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') })
      res.end(JSON.stringify(body))
    }
    const params = req.method === 'POST' ? await readForm(req) : {}
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      idempotencyKey: (req.headers['idempotency-key'] as string | undefined) ?? null,
      authorization: (req.headers.authorization as string | undefined) ?? null,
      params,
    })

    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const key = (req.headers['idempotency-key'] as string | undefined) ?? null
      const fingerprint = JSON.stringify(params)
      const earlier = key ? byIdempotencyKey.get(key) : undefined
      if (earlier) {
        if (earlier.params !== fingerprint) {
          return send(400, {
            error: {
              type: 'idempotency_error',
              message: 'Keys for idempotent requests can only be used with the same parameters.',
            },
          })
        }
        return send(200, earlier.session)
      }
      const amount = Number(params['line_items[0][price_data][unit_amount]'])
      const quantity = Number(params['line_items[0][quantity]'] ?? '1')
      const sessionId = id('cs_test')
      const session: StandInSession = {
        id: sessionId,
        object: 'checkout.session',
        mode: params.mode ?? 'payment',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: amount * quantity,
        currency: params['line_items[0][price_data][currency]'] ?? 'usd',
        client_reference_id: params.client_reference_id ?? null,
        customer_email: params.customer_email ?? null,
        metadata: Object.fromEntries(
          Object.entries(params)
            .filter(([name]) => /^metadata\[[^\]]+\]$/.test(name))
            .map(([name, value]) => [name.slice('metadata['.length, -1), value]),
        ),
        success_url: params.success_url ?? '',
        cancel_url: params.cancel_url ?? '',
        url: `${origin}/c/pay/${sessionId}`,
        expires_at: Math.floor(Date.now() / 1000) + 24 * 3600,
        livemode: false,
        payment_intent: null,
        subscription: null,
      }
      sessions.set(sessionId, session)
      if (key) byIdempotencyKey.set(key, { params: fingerprint, session })
      return send(200, session)
    }

    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname)
    if (req.method === 'GET' && retrieve) {
      const session = sessions.get(retrieve[1]!)
      return session
        ? send(200, session)
        : send(404, { error: { type: 'invalid_request_error', message: 'No such session' } })
    }

    // The "hosted checkout": the order's amount, and a Pay button.
    const page = /^\/c\/pay\/([^/]+)(\/complete)?$/.exec(url.pathname)
    const session = page ? sessions.get(page[1]!) : undefined
    if (page && session && req.method === 'GET' && !page[2]) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(`<!doctype html><title>Stripe Checkout (stand-in)</title>
<h1>Stripe Checkout stand-in</h1>
<p data-testid="stand-in-amount">${session.amount_total} ${session.currency} (${session.mode})</p>
<form method="post" action="/c/pay/${session.id}/complete"><button>Pay</button></form>
<a href="${session.cancel_url}">Back</a>`)
      return
    }
    if (page && session && req.method === 'POST' && page[2]) {
      try {
        await completeAndNotify(session)
      } catch (error) {
        res.writeHead(502, { 'content-type': 'text/plain' })
        res.end(String(error))
        return
      }
      res.writeHead(303, { location: session.success_url })
      res.end()
      return
    }
    send(404, { error: { type: 'invalid_request_error', message: `Unknown path ${url.pathname}` } })
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  origin = `http://127.0.0.1:${port}`
  standIn.url = origin
  standIn.port = port
  return standIn
}
