import 'server-only'
/**
 * The client's address for rate limits: the socket's (stamped by ./server-hooks.ts), or, behind
 * TRUSTED_PROXY_HOPS proxies, the X-Forwarded-For entry the outermost trusted proxy wrote.
 */
import { clientAddress } from '@/supabase/functions/_shared/rate-limit.ts'
import { env } from '@/web/env'
import { peerAddress } from './peer-stamp'

export function requestAddress(request: Request): string {
  return clientAddress(request, {
    peer: peerAddress(request.headers),
    trustedHops: env.TRUSTED_PROXY_HOPS,
  })
}
