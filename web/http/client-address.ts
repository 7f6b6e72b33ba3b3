import 'server-only'
/**
 * The client's address for rate limits, from what the host tells every request (no socket is
 * within reach of a route handler on any Next host):
 *
 * - CLIENT_IP_HEADER, when set: the header the host's edge writes itself (Vercel, Netlify,
 *   Cloudflare, nginx's X-Real-IP);
 * - otherwise X-Forwarded-For, where each of TRUSTED_PROXY_HOPS proxies appended the address it
 *   was reached from: the client is that many entries from the right. With nothing in front
 *   (0), its last entry: the socket's address, which Next writes there when the client sent none.
 */
import { addressKey, clientAddress } from '@/core/http/rate-limit.ts'
import { env } from '@/web/env'

export function requestAddress(request: Request): string {
  return addressFrom(request, env)
}

export function addressFrom(
  request: Request,
  config: { CLIENT_IP_HEADER?: string; TRUSTED_PROXY_HOPS: number },
): string {
  if (config.CLIENT_IP_HEADER) {
    const given = request.headers.get(config.CLIENT_IP_HEADER)?.split(',')[0]?.trim()
    if (given) return addressKey(given)
  }
  const chain = (request.headers.get('x-forwarded-for') ?? '').split(',')
  const last = chain[chain.length - 1]?.trim() || null
  return clientAddress(request, { peer: last, trustedHops: config.TRUSTED_PROXY_HOPS })
}
