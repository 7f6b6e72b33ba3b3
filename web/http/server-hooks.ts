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
 * - A request for a canonical service or case-study page is marked (CANONICAL_PAGE_HEADER, which
 *   replaces whatever the client sent under that name), so Next skips the proxy for it: the proxy
 *   only redirects aliases, and running it costs a cached page a tenth of its time.
 * - A cached page's HTML, which Next hands to `res.end()` as a string on every hit, is sent as
 *   bytes encoded once per page version (./encoded-bodies.ts) instead of being encoded again for
 *   each request: with a single character outside ASCII in the page (an en dash, ©) V8 holds it
 *   as UTF-16 and Node's encoding of ~200 kB for the socket is a third of the page's time.
 */
import { randomBytes } from 'node:crypto'
import { type IncomingMessage, Server, ServerResponse } from 'node:http'
import { CANONICAL_PAGE_HEADER } from '@/web/lib/redirects'
import { cdnCacheControl, type CdnPolicy, isNextSharedCache } from './cdn-cache'
import {
  contentSecurityPolicy,
  type CspConfig,
  type CspRequest,
  responseKind,
} from './content-security-policy'
import { encodedBody } from './encoded-bodies'
import { PEER_HEADER, peerSecret } from './peer-stamp'

const INSTALLED = Symbol.for('codehome.http.server-hooks')
type Holder = { [INSTALLED]?: boolean }

const CSP_HEADER = 'content-security-policy'
/** Next's build output, content-hashed and immutable. */
const BUILD_ASSETS = '/_next/static/'
/** Next's draft-mode cookie (https://nextjs.org/docs/app/guides/draft-mode). */
const DRAFT_COOKIE = /(?:^|;\s*)__prerender_bypass=/

export interface ServerHookOptions {
  /** Whether a path (as requested) is a canonical page that needs no redirect (see above). */
  canonicalPage?: (pathname: string) => boolean
}

/**
 * `csp`: the policy's configuration, or a function that gives the configuration of the moment
 * (the integrations' ids may change with a publish); the same object gives the same policies.
 */
export function installServerHooks(
  policy: CdnPolicy,
  csp?: CspConfig | (() => CspConfig),
  { canonicalPage }: ServerHookOptions = {},
) {
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
      delete request.headers[CANONICAL_PAGE_HEADER]
      if (canonicalPage) {
        const target = request.url ?? '/'
        if (target.startsWith('/services/') || target.startsWith('/our-work/')) {
          const query = target.indexOf('?')
          if (canonicalPage(query === -1 ? target : target.slice(0, query))) {
            request.headers[CANONICAL_PAGE_HEADER] = '1'
          }
        }
      }
      // Build assets (/_next/static: scripts, styles, fonts, images) are never a document or a
      // worker, the only responses a browser applies a policy to: sparing them the header saves
      // ~0.4 kB on each of the dozen script requests a page starts before its first paint.
      if (cspConfig && args[1] instanceof ServerResponse && !isBuildAsset(request.url)) {
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

  // Pages served from Next's cache (its shared-cache Cache-Control, status 200). A 404 is left
  // out: it is rendered for each unknown address, so its text is new every time.
  const cachedPages = new WeakSet<ServerResponse>()
  const writeHead = ServerResponse.prototype.writeHead
  ServerResponse.prototype.writeHead = function (
    this: ServerResponse,
    statusCode: number,
    ...rest: unknown[]
  ) {
    const value = cdnCacheControl(statusCode, this.getHeader('cache-control'), policy)
    if (value) {
      this.setHeader('Cache-Control', value)
      if (statusCode === 200) cachedPages.add(this)
    }
    const csp = responsePolicy.get(this)
    if (csp && !this.hasHeader(CSP_HEADER)) this.setHeader('Content-Security-Policy', csp)
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest)
  } as typeof writeHead

  // Only a cached page's body, sent whole: the same string comes back on every hit of that page
  // version. Next's compression sends the headers before it hands the body on, so the response
  // is known by its headers by then; a compressed response never gets here with its text (the
  // compression writes the text into its stream instead).
  const end = ServerResponse.prototype.end
  ServerResponse.prototype.end = function (
    this: ServerResponse,
    chunk?: unknown,
    ...rest: unknown[]
  ) {
    if (
      typeof chunk === 'string' &&
      (rest[0] === undefined || typeof rest[0] === 'function' || /^utf-?8$/i.test(String(rest[0])))
    ) {
      // Without the compression in between, end() comes first and sends the headers itself.
      const cachedPage = this.headersSent
        ? cachedPages.has(this)
        : this.statusCode === 200 && isNextSharedCache(this.getHeader('cache-control'))
      if (cachedPage) chunk = encodedBody(chunk)
    }
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest)
  } as typeof end
}

/** A file of Next's build output, named plainly (nothing encoded, no step up a folder). */
function isBuildAsset(target: string | undefined): boolean {
  return (
    !!target && target.startsWith(BUILD_ASSETS) && !target.includes('%') && !target.includes('..')
  )
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
