/**
 * Two hooks on Node's HTTP server, installed once per process by instrumentation.ts (`next start`
 * offers no middleware below the router for either):
 *
 * - Each request gets its socket address stamped in a header (see ./peer-stamp.ts), which
 *   replaces whatever the client sent under that name.
 * - Each response whose Cache-Control is Next's own shared-cache value gets the site's CDN policy
 *   (./cdn-cache.ts) at the moment its status is final.
 */
import { randomBytes } from 'node:crypto'
import { type IncomingMessage, Server, ServerResponse } from 'node:http'
import { cdnCacheControl, type CdnPolicy } from './cdn-cache'
import { PEER_HEADER, peerSecret } from './peer-stamp'

const INSTALLED = Symbol.for('codehome.http.server-hooks')
type Holder = { [INSTALLED]?: boolean }

export function installServerHooks(policy: CdnPolicy) {
  const holder = globalThis as Holder
  if (holder[INSTALLED]) return
  holder[INSTALLED] = true

  const secret = peerSecret(() => randomBytes(16).toString('hex'))!
  const emit = Server.prototype.emit
  Server.prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as IncomingMessage
      const address = request.socket?.remoteAddress
      if (address) request.headers[PEER_HEADER] = `${secret} ${address}`
      else delete request.headers[PEER_HEADER]
    }
    return (emit as (...args: unknown[]) => boolean).call(this, event, ...args)
  } as typeof emit

  const writeHead = ServerResponse.prototype.writeHead
  ServerResponse.prototype.writeHead = function (
    this: ServerResponse,
    statusCode: number,
    ...rest: unknown[]
  ) {
    const value = cdnCacheControl(statusCode, this.getHeader('cache-control'), policy)
    if (value) this.setHeader('Cache-Control', value)
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest)
  } as typeof writeHead
}
