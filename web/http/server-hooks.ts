/**
 * Hooks on Node's HTTP server, installed once per process by instrumentation.ts (`next start`
 * offers no middleware below the router for these):
 *
 * - Each request gets its socket address stamped in a header (see ./peer-stamp.ts), which
 *   replaces whatever the client sent under that name.
 * - Each response whose Cache-Control is Next's own shared-cache value gets the site's CDN policy
 *   (./cdn-cache.ts) at the moment its status is final.
 * - Each response gets the Content-Security-Policy of its kind (./content-security-policy.ts),
 *   unless it set one itself. Set here, at run time, it can name hosts configured at run time
 *   without making a page render per request. An admin request also gets the policy, with a
 *   fresh nonce, as a request header: Next reads the nonce from there and puts it on its scripts.
 */
import { randomBytes } from 'node:crypto'
import { type IncomingMessage, Server, ServerResponse } from 'node:http'
import { cdnCacheControl, type CdnPolicy } from './cdn-cache'
import {
  contentSecurityPolicy,
  type CspConfig,
  type CspRequest,
  responseKind,
} from './content-security-policy'
import { PEER_HEADER, peerSecret } from './peer-stamp'

const INSTALLED = Symbol.for('codehome.http.server-hooks')
type Holder = { [INSTALLED]?: boolean }

const CSP_HEADER = 'content-security-policy'
/** Next's draft-mode cookie (https://nextjs.org/docs/app/guides/draft-mode). */
const DRAFT_COOKIE = /(?:^|;\s*)__prerender_bypass=/

/**
 * `csp`: the policy's configuration, or a function that gives the configuration of the moment
 * (the integrations' ids may change with a publish); the same object gives the same policies.
 */
export function installServerHooks(policy: CdnPolicy, csp?: CspConfig | (() => CspConfig)) {
  const holder = globalThis as Holder
  if (holder[INSTALLED]) return
  const cspConfig = typeof csp === 'function' ? csp : csp ? () => csp : null
  // Every kind of policy once now, so a configuration that cannot make one stops the start.
  if (cspConfig) {
    for (const kind of ['page', 'studio', 'api', 'admin'] as const) {
      contentSecurityPolicy(cspConfig(), { kind, nonce: 'check', draft: true })
    }
  }
  holder[INSTALLED] = true

  const secret = peerSecret(() => randomBytes(16).toString('hex'))!
  const responsePolicy = new WeakMap<ServerResponse, string>()
  // Without a nonce a policy depends on the configuration, the kind and draft mode only.
  const built = new WeakMap<CspConfig, Map<string, string>>()
  const policyFor = (config: CspConfig, request: CspRequest) => {
    if (request.nonce) return contentSecurityPolicy(config, request)
    let policies = built.get(config)
    if (!policies) built.set(config, (policies = new Map()))
    const key = `${request.kind} ${request.draft}`
    let value = policies.get(key)
    if (!value) policies.set(key, (value = contentSecurityPolicy(config, request)))
    return value
  }

  const emit = Server.prototype.emit
  Server.prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as IncomingMessage
      const address = request.socket?.remoteAddress
      if (address) request.headers[PEER_HEADER] = `${secret} ${address}`
      else delete request.headers[PEER_HEADER]
      // Next takes a nonce from a request's CSP header: only this hook may give it one.
      delete request.headers[CSP_HEADER]
      delete request.headers[`${CSP_HEADER}-report-only`]
      if (cspConfig && args[1] instanceof ServerResponse) {
        const kind = responseKind(pathOf(request.url))
        const nonce = kind === 'admin' ? randomBytes(16).toString('base64') : undefined
        const draft = DRAFT_COOKIE.test(request.headers.cookie ?? '')
        const value = policyFor(cspConfig(), { kind, nonce, draft })
        if (nonce) request.headers[CSP_HEADER] = value
        responsePolicy.set(args[1], value)
      }
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
    const csp = responsePolicy.get(this)
    if (csp && !this.hasHeader(CSP_HEADER)) this.setHeader('Content-Security-Policy', csp)
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest)
  } as typeof writeHead
}

/** The decoded path of a request target, so `/%61dmin` is the admin's path as Next routes it. */
function pathOf(target: string | undefined): string {
  const path = (target ?? '/').split('?', 1)[0]!.replace(/\/{2,}/g, '/')
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}
