/**
 * POST /api/payments/orders, runtime-neutral: creates the order a client is about to pay, then
 * the browser goes to its gateway page.
 *
 * - A package: `{ service, package, name, email, company?, notes?, amountCents }`. The amount is
 *   the CMS price, read here; `amountCents` is only what the page showed, and when it differs (a
 *   tampered form, or a price changed meanwhile) nothing is created: 409 with the current price.
 * - A payment link: `{ paymentLinkId }`. The order in progress for the link, or a new one.
 *
 * Either may say `locale`, the site's language of the page it is sent from (core/i18n/locales.ts):
 * the order's receipt is written in it. Absent or null (an older page, another client) is English;
 * a code the language table does not know is refused with a 400 that says so, as the leads'
 * function does, and nothing is created.
 *
 * Answers 201 (or 200 for a link's order in progress) `{ orderId, gatewayUrl }`; 400 malformed
 * JSON or an unknown language; 403 a browser on another site; 404 unknown service, package or
 * link; 409 a changed price or a paid link; 410 an expired or cancelled link; 413 too large; 415 a
 * body not declared JSON; 422 field messages; 429 too many; 503 storage unavailable.
 *
 * JSON only, and from the site's own pages: another site's page can send a form or text/plain
 * POST without asking (no CORS preflight), and would create orders in the visitor's name.
 */
import type { SqlClient } from '@/core/db/sql-client.ts'
import { checked, fieldMessages } from '@/core/leads/lead-schemas.ts'
import { clientAddress as defaultClientAddress, type RateLimiter } from '@/core/http/rate-limit.ts'
import { readBody, TooLarge } from '@/core/http/read-body.ts'
import { isJsonType, originAllowed, originOf } from '@/core/leads/lead-handler.ts'
import { LOCALE_MESSAGE, mailLocale } from '@/core/leads/mail-locale.ts'
import { type Locale, locales } from '@/core/i18n/locales'
import { LINK_MESSAGES, UNAVAILABLE } from './messages'
import { formatCents } from '@/core/money/money'
import { type CmsService, lookupPackage, priceChangedMessage } from './pricing'
import { linkCheckoutSchema, packageCheckoutSchema } from './schemas'
import { createPackageOrder, openLinkOrder } from './store'
import type { GatewayName, PaymentMode } from './types'

export const MAX_ORDER_BODY_BYTES = 16 * 1024

export interface OrdersApiDeps {
  sql: () => Promise<SqlClient>
  /** The service as the CMS has it now (null when there is none with that slug). */
  getService: (slug: string) => Promise<CmsService | null>
  /** The gateway configured now: orders carry its name and mode. */
  gateway: () => { name: GatewayName; mode: PaymentMode }
  rateLimiter: RateLimiter
  clientAddress?: (request: Request) => string
  log?: (message: string, error?: unknown) => void
  /** The site's own origins, besides the one the API is served on (its address, preview hosts). */
  allowedOrigins?: readonly string[]
}

export const gatewayPath = (orderId: string) => `/payment-gateway/${orderId}`

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

const unavailable = () => json(503, { error: UNAVAILABLE }, { 'Retry-After': '2' })

export function createOrdersHandler(deps: OrdersApiDeps) {
  const log = deps.log ?? ((message, error) => console.error(`[payments] ${message}`, error ?? ''))
  const addressOf = deps.clientAddress ?? ((request: Request) => defaultClientAddress(request))
  const allowedOrigins = (deps.allowedOrigins ?? []).flatMap((value) => originOf(value) ?? [])

  async function packageOrder(body: unknown, locale: Locale): Promise<Response> {
    const parsed = checked(packageCheckoutSchema, body)
    if (!parsed?.success) {
      return json(422, {
        error: 'Please check the highlighted fields',
        fields: parsed ? fieldMessages(parsed.error) : {},
      })
    }
    const input = parsed.data
    let service: CmsService | null
    try {
      service = await deps.getService(input.service)
    } catch (error) {
      log('content unavailable', error)
      return unavailable()
    }
    const found = lookupPackage(service, input.package)
    if (!found.ok) return json(404, { error: found.error })
    if (input.amountCents !== found.pkg.amountCents) {
      return json(409, {
        error: priceChangedMessage(formatCents(found.pkg.amountCents)),
        amountCents: found.pkg.amountCents,
      })
    }
    const gateway = deps.gateway()
    try {
      const orderId = await createPackageOrder(await deps.sql(), {
        mode: gateway.mode,
        gateway: gateway.name,
        amountCents: found.pkg.amountCents,
        billingPeriod: found.pkg.billingPeriod,
        description: found.description,
        serviceSlug: found.service.slug,
        packagePosition: found.pkg.position,
        packageName: found.pkg.name,
        clientName: input.name,
        clientEmail: input.email,
        company: input.company,
        notes: input.notes,
        locale,
      })
      return json(201, { orderId, gatewayUrl: gatewayPath(orderId) })
    } catch (error) {
      log('order storage unavailable', error)
      return unavailable()
    }
  }

  async function linkOrder(body: unknown, locale: Locale): Promise<Response> {
    const parsed = checked(linkCheckoutSchema, body)
    if (!parsed?.success) {
      return json(422, {
        error: 'paymentLinkId is required',
        fields: parsed ? fieldMessages(parsed.error) : {},
      })
    }
    const gateway = deps.gateway()
    let opened
    try {
      opened = await openLinkOrder(
        await deps.sql(),
        parsed.data.paymentLinkId,
        gateway.mode,
        gateway.name,
        locale,
      )
    } catch (error) {
      log('order storage unavailable', error)
      return unavailable()
    }
    switch (opened.outcome) {
      case 'created':
      case 'existing':
        return json(opened.outcome === 'created' ? 201 : 200, {
          orderId: opened.orderId,
          gatewayUrl: gatewayPath(opened.orderId!),
        })
      case 'unknown':
        return json(404, { error: LINK_MESSAGES.unknown })
      case 'paid':
        return json(409, { error: LINK_MESSAGES.paid })
      case 'cancelled':
        return json(410, { error: LINK_MESSAGES.cancelled })
      case 'expired':
        return json(410, { error: LINK_MESSAGES.expired })
    }
  }

  return async function handle(request: Request): Promise<Response> {
    if (request.method !== 'POST') {
      return json(405, { error: 'Use POST to create an order' }, { Allow: 'POST' })
    }
    const origin = request.headers.get('origin')
    if (origin !== null && !originAllowed(request, origin, allowedOrigins)) {
      return json(403, { error: 'This origin may not create orders' })
    }
    if (!isJsonType(request.headers.get('content-type'))) {
      return json(415, { error: 'Send the order as JSON (Content-Type: application/json)' })
    }
    if (!(await deps.rateLimiter.take(addressOf(request)))) {
      return json(
        429,
        { error: 'Too many orders from this address. Please try again in a minute.' },
        { 'Retry-After': '60' },
      )
    }
    let text: string
    try {
      text = (await readBody(request, MAX_ORDER_BODY_BYTES)).text
    } catch (error) {
      if (error instanceof TooLarge) return json(413, { error: 'The order is too large' })
      return json(400, { error: 'The body must be UTF-8 encoded JSON' })
    }
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return json(400, { error: 'Malformed JSON body' })
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return json(400, { error: 'Expected a JSON object' })
    }
    const locale = 'locale' in body ? (body.locale ?? null) : null
    if (locale !== null && !locales.isLocale(locale)) return json(400, { error: LOCALE_MESSAGE })
    const language = mailLocale(locale)
    return 'paymentLinkId' in body ? linkOrder(body, language) : packageOrder(body, language)
  }
}
