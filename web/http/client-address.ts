/**
 * Who the client is, for rate limits, the admin lockout and logs: one rule, wherever the site runs
 * (docs/security.md#rate-limits-and-the-client-address).
 *
 * - CLIENT_IP_HEADER, when set: the header the host's edge writes itself (Vercel, Netlify,
 *   Cloudflare, nginx's X-Real-IP), replacing any the client sent;
 * - else TRUSTED_PROXY_HOPS > 0: X-Forwarded-For, where each trusted proxy appended the address it
 *   was reached from; the client is that many entries from the right, anything further left was
 *   written by the client and is ignored;
 * - else (nothing in front) the TCP peer. No Next host hands a route handler its socket, but Next
 *   writes the socket's address into X-Forwarded-For when the request has none (`??=`); so that a
 *   client's own header never stays there, proxy.ts removes the headers a client can write to
 *   claim an address before Next sees them (`clientClaimsRemoved`), on every path that keys on
 *   the address (its matcher: /api, /functions, /admin and server actions). Next then writes the
 *   peer. tests/e2e/client-address.e2e.spec.ts holds this on `next start`, on a server bound to
 *   127.0.0.1 and on the standalone server; topology.e2e.spec.ts behind nginx.
 *
 * No `server-only` marker: proxy.ts imports it (it reads only the server's env).
 */
import { addressKey, clientAddress } from '@/core/http/rate-limit.ts'
import { env } from '@/web/env'

export interface ClientAddressConfig {
  CLIENT_IP_HEADER?: string
  TRUSTED_PROXY_HOPS: number
}

/** Headers a client can send to name an address of its choosing. */
export const CLIENT_WRITTEN_ADDRESS_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded'] as const

export function requestAddress(request: Request): string {
  return addressFrom(request, env)
}

export function addressFrom(request: Request, config: ClientAddressConfig): string {
  if (config.CLIENT_IP_HEADER) {
    const given = request.headers.get(config.CLIENT_IP_HEADER)?.split(',')[0]?.trim()
    if (given) return addressKey(given)
  }
  const chain = (request.headers.get('x-forwarded-for') ?? '').split(',')
  const last = chain[chain.length - 1]?.trim() || null
  const address = clientAddress(request, { peer: last, trustedHops: config.TRUSTED_PROXY_HOPS })
  if (address === 'unknown') warnNoAddress()
  return address
}

/**
 * The request's headers for Next, without the ones a client wrote to claim an address, when no
 * proxy or host header is trusted to write them (else null: nothing to change). Next then writes
 * the socket's address into X-Forwarded-For itself.
 */
export function clientClaimsRemoved(headers: Headers, config: ClientAddressConfig): Headers | null {
  if (config.CLIENT_IP_HEADER || config.TRUSTED_PROXY_HOPS > 0) return null
  if (!CLIENT_WRITTEN_ADDRESS_HEADERS.some((name) => headers.has(name))) return null
  const cleaned = new Headers(headers)
  for (const name of CLIENT_WRITTEN_ADDRESS_HEADERS) cleaned.delete(name)
  return cleaned
}

let warned = false
/**
 * A request with no address at all: every such client would share one counter. Said once, loudly,
 * with what to do (a host that gives Next no socket address needs a proxy or its own header).
 */
function warnNoAddress() {
  if (warned) return
  warned = true
  console.error(
    '[client-address] A request reached the app with no client address (no X-Forwarded-For from ' +
      'Next or a proxy, no CLIENT_IP_HEADER): such clients share one rate-limit counter. Put a ' +
      'proxy in front that appends X-Forwarded-For and set TRUSTED_PROXY_HOPS, or set ' +
      "CLIENT_IP_HEADER to the host's own client-address header (docs/deployment.md).",
  )
}
