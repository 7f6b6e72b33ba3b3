/**
 * The socket address of a request, as stamped by ./server-hooks.ts.
 *
 * `next start` gives route handlers no socket address: the only address they see is
 * X-Forwarded-For, which Next fills in from the socket only when the client did not send one, so
 * a client can write it. The server hooks therefore stamp each incoming request with its socket
 * address under a per-process secret that no client can know: a stamp without it is ignored.
 */
import { timingSafeEqual } from 'node:crypto'

/** The request header that carries the stamp: `<secret> <socket address>`. */
export const PEER_HEADER = 'x-codehome-peer'

const SECRET_KEY = Symbol.for('codehome.http.peer-secret')
type Holder = { [SECRET_KEY]?: string }

/** The stamp's secret, shared by every bundle of this process through globalThis. */
export function peerSecret(create?: () => string): string | undefined {
  const holder = globalThis as Holder
  if (create) holder[SECRET_KEY] ??= create()
  return holder[SECRET_KEY]
}

/** The socket address stamped on the request by this process, or null (no or a forged stamp). */
export function peerAddress(headers: Headers): string | null {
  const secret = peerSecret()
  const stamp = headers.get(PEER_HEADER)
  if (!secret || !stamp) return null
  const space = stamp.indexOf(' ')
  if (space !== secret.length) return null
  if (!timingSafeEqual(Buffer.from(stamp.slice(0, space)), Buffer.from(secret))) return null
  return stamp.slice(space + 1) || null
}
