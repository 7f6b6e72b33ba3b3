/**
 * A CRM webhook receiver on loopback, the way a Zapier or n8n endpoint behaves: it checks the
 * Standard Webhooks signature with the `standardwebhooks` package (401 when it does not verify),
 * keeps every attempt it got, and accepts each webhook-id once (a repeated id is answered 200
 * and dropped, as the specification asks of receivers). A test can make it answer with another
 * status, or refuse connections as if it were down.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { Webhook } from 'standardwebhooks'
import type { LeadWebhookPayload } from '@/core/leads/crm-handoff.ts'

export interface ReceivedDelivery {
  id: string
  timestamp: string
  signature: string
  headers: IncomingHttpHeaders
  body: string
  verified: boolean
  /** What the receiver answered. */
  status: number
}

export interface CrmReceiver {
  url: string
  port: number
  secret: string
  /** Every request, in order (refused and duplicate ones included). */
  attempts: ReceivedDelivery[]
  /** The leads accepted, once per webhook-id. */
  leads: LeadWebhookPayload[]
  /** Answer with this status instead of accepting (e.g. 500); null to accept. */
  respond: ((delivery: ReceivedDelivery, attemptOfId: number) => number | null) | null
  attemptsFor(leadId: string): ReceivedDelivery[]
  /** Refuse connections (true) or take them again (false), on the same port. */
  setDown(down: boolean): Promise<void>
  close(): Promise<void>
}

export const TEST_CRM_SECRET = `whsec_${Buffer.from('codehome-test-crm-secret-0123456789').toString('base64')}`

export async function startCrmReceiver(
  options: { port?: number; secret?: string; path?: string } = {},
): Promise<CrmReceiver> {
  const secret = options.secret ?? TEST_CRM_SECRET
  const path = options.path ?? '/crm/leads'
  const webhook = new Webhook(secret)
  const seen = new Set<string>()
  const sockets = new Set<Socket>()

  const receiver: CrmReceiver = {
    url: '',
    port: 0,
    secret,
    attempts: [],
    leads: [],
    respond: null,
    attemptsFor: (leadId) => receiver.attempts.filter((a) => a.id === `lead_${leadId}`),
    setDown: async () => undefined,
    close: async () => undefined,
  }

  const handler = (
    request: import('node:http').IncomingMessage,
    response: import('node:http').ServerResponse,
  ) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const header = (name: string) => String(request.headers[name] ?? '')
      let verified = false
      try {
        webhook.verify(body, {
          'webhook-id': header('webhook-id'),
          'webhook-timestamp': header('webhook-timestamp'),
          'webhook-signature': header('webhook-signature'),
        })
        verified = true
      } catch {
        verified = false
      }
      const delivery: ReceivedDelivery = {
        id: header('webhook-id'),
        timestamp: header('webhook-timestamp'),
        signature: header('webhook-signature'),
        headers: request.headers,
        body,
        verified,
        status: 0,
      }
      const attemptOfId = receiver.attempts.filter((a) => a.id === delivery.id).length + 1
      receiver.attempts.push(delivery)
      if (request.method !== 'POST' || request.url !== path) delivery.status = 404
      else if (!verified) delivery.status = 401
      else delivery.status = receiver.respond?.(delivery, attemptOfId) ?? 200
      if (delivery.status === 200 && !seen.has(delivery.id)) {
        seen.add(delivery.id)
        receiver.leads.push(JSON.parse(body) as LeadWebhookPayload)
      }
      response.writeHead(delivery.status, { 'content-type': 'text/plain' })
      response.end(delivery.status === 200 ? 'ok' : `refused with ${delivery.status}`)
    })
  }

  let server: Server = createServer(handler)
  const track = (s: Server) =>
    s.on('connection', (socket) => {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
    })
  track(server)
  const listen = (s: Server, port: number) =>
    new Promise<void>((resolve, reject) => {
      s.once('error', reject)
      s.listen(port, '127.0.0.1', () => resolve())
    })
  await listen(server, options.port ?? 0)
  receiver.port = (server.address() as AddressInfo).port
  receiver.url = `http://127.0.0.1:${receiver.port}${path}`

  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy()
      server.close(() => resolve())
    })
  let down = false
  receiver.setDown = async (value) => {
    if (value === down) return
    down = value
    if (down) await stop()
    else {
      server = createServer(handler)
      track(server)
      await listen(server, receiver.port)
    }
  }
  receiver.close = async () => {
    if (!down) await stop()
    down = true
  }
  return receiver
}
