/**
 * Orders, payment links and payment events in Postgres (the leads' database: PGlite in the
 * embedded default, Postgres with DATABASE_URL). Everything that must happen together is one
 * statement: a SQL function of supabase/migrations/*_payments.sql, so a single-connection PGlite
 * shared with the leads never interleaves half a payment with another query.
 */
import type { SqlClient } from '@/core/db/sql-client.ts'
import { DEFAULT_LOCALE, type Locale, locales } from '@/core/i18n/locales'
import type { PaymentEmail } from './emails'
import type {
  AppliedEvent,
  BillingPeriod,
  EventOutcome,
  GatewayName,
  Order,
  OrderState,
  PaymentEvent,
  PaymentLink,
  PaymentMode,
} from './types'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const LINK_ID = /^pl_[A-Za-z0-9_-]{20,64}$/

/** Whether `id` could be an order id (anything else is unknown without asking the database). */
export const isOrderId = (id: string) => UUID.test(id)
export const isPaymentLinkId = (id: string) => LINK_ID.test(id)

const iso = (value: unknown): string | null =>
  value instanceof Date
    ? value.toISOString()
    : value == null
      ? null
      : new Date(String(value)).toISOString()

const ORDER_COLUMNS = `o.id, o.state, o.mode, o.gateway, o.amount_cents, o.currency, o.billing_period,
  o.description, o.service_slug, o.package_position, o.package_name, o.client_name, o.client_email,
  o.company, o.notes, o.payment_link_id, o.lead_id, o.checkout_session_id, o.checkout_url,
  o.checkout_expires_at, o.gateway_reference, o.paid_at, o.failure_reason, o.locale, o.created_at,
  o.updated_at`

interface OrderRow {
  id: string
  state: OrderState
  mode: PaymentMode
  gateway: GatewayName
  amount_cents: number
  currency: string
  billing_period: BillingPeriod
  description: string
  service_slug: string | null
  package_position: number | null
  package_name: string | null
  client_name: string
  client_email: string
  company: string
  notes: string
  payment_link_id: string | null
  lead_id: string | null
  checkout_session_id: string | null
  checkout_url: string | null
  checkout_expires_at: unknown
  gateway_reference: string | null
  paid_at: unknown
  failure_reason: string | null
  locale: string
  created_at: unknown
  updated_at: unknown
}

function orderOf(row: OrderRow): Order {
  return {
    id: row.id,
    state: row.state,
    mode: row.mode,
    gateway: row.gateway,
    amountCents: Number(row.amount_cents),
    currency: row.currency,
    billingPeriod: row.billing_period,
    description: row.description,
    serviceSlug: row.service_slug,
    packagePosition: row.package_position === null ? null : Number(row.package_position),
    packageName: row.package_name,
    clientName: row.client_name,
    clientEmail: row.client_email,
    company: row.company,
    notes: row.notes,
    paymentLinkId: row.payment_link_id,
    leadId: row.lead_id,
    checkoutSessionId: row.checkout_session_id,
    checkoutUrl: row.checkout_url,
    checkoutExpiresAt: iso(row.checkout_expires_at),
    gatewayReference: row.gateway_reference,
    paidAt: iso(row.paid_at),
    failureReason: row.failure_reason,
    // A code the table no longer has (a language taken off the site) reads as the default.
    locale: locales.isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  }
}

const LINK_COLUMNS = `l.id, l.client_name, l.client_email, l.description, l.amount_cents, l.currency,
  l.service_slug, l.package_position, l.expires_at, l.cancelled_at, l.paid_at, l.paid_order_id,
  l.created_at`

interface LinkRow {
  id: string
  client_name: string
  client_email: string
  description: string
  amount_cents: number
  currency: string
  service_slug: string | null
  package_position: number | null
  expires_at: unknown
  cancelled_at: unknown
  paid_at: unknown
  paid_order_id: string | null
  created_at: unknown
}

function linkOf(row: LinkRow, now: Date): PaymentLink {
  const expiresAt = iso(row.expires_at)
  const paidAt = iso(row.paid_at)
  const cancelledAt = iso(row.cancelled_at)
  const state = paidAt
    ? 'paid'
    : cancelledAt
      ? 'cancelled'
      : expiresAt && Date.parse(expiresAt) <= now.getTime()
        ? 'expired'
        : 'open'
  return {
    id: row.id,
    state,
    clientName: row.client_name,
    clientEmail: row.client_email,
    description: row.description,
    amountCents: Number(row.amount_cents),
    currency: row.currency,
    serviceSlug: row.service_slug,
    packagePosition: row.package_position === null ? null : Number(row.package_position),
    expiresAt,
    cancelledAt,
    paidAt,
    paidOrderId: row.paid_order_id,
    createdAt: iso(row.created_at)!,
  }
}

export interface NewPackageOrder {
  mode: PaymentMode
  gateway: GatewayName
  amountCents: number
  billingPeriod: BillingPeriod
  description: string
  serviceSlug: string
  packagePosition: number
  packageName: string
  clientName: string
  clientEmail: string
  company: string
  notes: string
  /** The language of the checkout page (the receipt's); English when not given. */
  locale?: Locale
}

export async function createPackageOrder(sql: SqlClient, order: NewPackageOrder): Promise<string> {
  const { rows } = await sql.query<{ id: string }>(
    `insert into orders (mode, gateway, amount_cents, currency, billing_period, description,
       service_slug, package_position, package_name, client_name, client_email, company, notes,
       locale)
     values ($1, $2, $3, 'usd', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     returning id`,
    [
      order.mode,
      order.gateway,
      order.amountCents,
      order.billingPeriod,
      order.description,
      order.serviceSlug,
      order.packagePosition,
      order.packageName,
      order.clientName,
      order.clientEmail,
      order.company,
      order.notes,
      order.locale ?? DEFAULT_LOCALE,
    ],
  )
  return rows[0]!.id
}

export type LinkOrderOutcome = 'created' | 'existing' | 'unknown' | 'paid' | 'cancelled' | 'expired'

/**
 * The order that pays a link: the one in progress, or a new one (refused when not open). A
 * pending order takes `locale`, the language of the page it is being paid from (the receipt's);
 * without one it keeps its language (a new order: English).
 */
export async function openLinkOrder(
  sql: SqlClient,
  linkId: string,
  mode: PaymentMode,
  gateway: GatewayName,
  locale?: Locale,
): Promise<{ outcome: LinkOrderOutcome; orderId: string | null }> {
  if (!isPaymentLinkId(linkId)) return { outcome: 'unknown', orderId: null }
  const { rows } = await sql.query<{ outcome: LinkOrderOutcome; order_id: string | null }>(
    'select outcome, order_id from open_payment_link_order($1, $2, $3, $4::text)',
    [linkId, mode, gateway, locale ?? null],
  )
  return { outcome: rows[0]!.outcome, orderId: rows[0]!.order_id }
}

export async function getOrder(sql: SqlClient, id: string): Promise<Order | null> {
  if (!isOrderId(id)) return null
  const { rows } = await sql.query<OrderRow>(
    `select ${ORDER_COLUMNS} from orders o where o.id = $1`,
    [id],
  )
  return rows[0] ? orderOf(rows[0]) : null
}

/** A pending order moves to the gateway configured now (a site that switched to Stripe). */
export async function switchOrderGateway(
  sql: SqlClient,
  id: string,
  gateway: GatewayName,
  mode: PaymentMode,
): Promise<void> {
  await sql.query(
    `update orders set gateway = $2, mode = $3, updated_at = now()
      where id = $1 and state = 'pending' and checkout_session_id is null`,
    [id, gateway, mode],
  )
}

/**
 * Keeps the order's hosted checkout. The first session stored wins (two tabs opening the gateway
 * at once get the same session from Stripe through the idempotency key anyway).
 */
export async function saveCheckoutSession(
  sql: SqlClient,
  id: string,
  session: { id: string; url: string; expiresAt: string | null },
): Promise<void> {
  await sql.query(
    `update orders
        set checkout_session_id = $2, checkout_url = $3, checkout_expires_at = $4, updated_at = now()
      where id = $1 and checkout_session_id is null`,
    [id, session.id, session.url, session.expiresAt],
  )
}

export async function getPaymentLink(
  sql: SqlClient,
  id: string,
  now = new Date(),
): Promise<PaymentLink | null> {
  if (!isPaymentLinkId(id)) return null
  const { rows } = await sql.query<LinkRow>(
    `select ${LINK_COLUMNS} from payment_links l where l.id = $1`,
    [id],
  )
  return rows[0] ? linkOf(rows[0], now) : null
}

export interface NewPaymentLink {
  id: string
  clientName: string
  clientEmail: string
  description: string
  amountCents: number
  serviceSlug: string | null
  packagePosition: number | null
  expiresAt: string | null
}

export async function insertPaymentLink(sql: SqlClient, link: NewPaymentLink): Promise<void> {
  await sql.query(
    `insert into payment_links (id, client_name, client_email, description, amount_cents, currency,
       service_slug, package_position, expires_at)
     values ($1, $2, $3, $4, $5, 'usd', $6, $7, $8)`,
    [
      link.id,
      link.clientName,
      link.clientEmail,
      link.description,
      link.amountCents,
      link.serviceSlug,
      link.packagePosition,
      link.expiresAt,
    ],
  )
}

/** Cancels an open link; a paid or already cancelled one stays as it is. */
export async function cancelPaymentLink(
  sql: SqlClient,
  id: string,
): Promise<'cancelled' | 'unknown' | 'paid' | 'already-cancelled'> {
  if (!isPaymentLinkId(id)) return 'unknown'
  const { rows } = await sql.query<{ paid: boolean; cancelled: boolean; changed: boolean }>(
    `with target as (select id, paid_at, cancelled_at from payment_links where id = $1),
          changed as (
            update payment_links l set cancelled_at = now()
              from target t
             where l.id = t.id and t.paid_at is null and t.cancelled_at is null
            returning l.id)
     select (t.paid_at is not null) as paid, (t.cancelled_at is not null) as cancelled,
            exists (select 1 from changed) as changed
       from target t`,
    [id],
  )
  const row = rows[0]
  if (!row) return 'unknown'
  if (row.changed) return 'cancelled'
  return row.paid ? 'paid' : 'already-cancelled'
}

export interface OrderEventSummary {
  id: string
  type: string
  outcome: EventOutcome
  receivedAt: string
}

export interface OrderEmailSummary {
  kind: string
  to: string
  status: 'pending' | 'sent' | 'failed' | 'dead'
}

export type ListedOrder = Order & { events: OrderEventSummary[]; emails: OrderEmailSummary[] }

const parsed = <T>(value: unknown): T =>
  (typeof value === 'string' ? JSON.parse(value) : value) as T

/** The newest orders first, each with its events and e-mails (the admin list and API). */
export async function listOrders(sql: SqlClient, limit: number): Promise<ListedOrder[]> {
  const { rows } = await sql.query<OrderRow & { events: unknown; emails: unknown }>(
    `select ${ORDER_COLUMNS},
            coalesce((select json_agg(json_build_object('id', e.id, 'type', e.type,
                'outcome', e.outcome, 'receivedAt', e.received_at) order by e.received_at)
              from payment_events e where e.order_id = o.id), '[]'::json) as events,
            coalesce((select json_agg(json_build_object('kind', m.kind, 'to', m.to_address,
                'status', m.status) order by m.id)
              from email_outbox m where m.order_id = o.id), '[]'::json) as emails
       from orders o
      order by o.created_at desc, o.seq desc
      limit $1`,
    [limit],
  )
  return rows.map((row) => ({
    ...orderOf(row),
    events: parsed<OrderEventSummary[]>(row.events).map((event) => ({
      ...event,
      receivedAt: iso(event.receivedAt)!,
    })),
    emails: parsed<OrderEmailSummary[]>(row.emails),
  }))
}

/** The newest payment links first. */
export async function listPaymentLinks(
  sql: SqlClient,
  limit: number,
  now = new Date(),
): Promise<PaymentLink[]> {
  const { rows } = await sql.query<LinkRow>(
    `select ${LINK_COLUMNS} from payment_links l order by l.created_at desc, l.seq desc limit $1`,
    [limit],
  )
  return rows.map((row) => linkOf(row, now))
}

/**
 * Applies one gateway event (once per event id): see apply_payment_event. `emails` (the receipt
 * and the agency's notification) are queued only if the order becomes paid.
 */
export async function applyPaymentEvent(
  sql: SqlClient,
  event: PaymentEvent,
  emails: PaymentEmail[],
): Promise<AppliedEvent> {
  const orderId = event.orderId && isOrderId(event.orderId) ? event.orderId : null
  const { rows } = await sql.query<{
    outcome: EventOutcome
    order_state: OrderState | null
    duplicate: boolean
  }>(
    `select outcome, order_state, duplicate
       from apply_payment_event($1, $2, $3, $4::uuid, $5, $6, $7, $8, $9, $10, $11::jsonb, $12::jsonb)`,
    [
      event.id,
      event.gateway,
      event.type,
      orderId,
      event.action,
      event.amountCents,
      event.currency,
      event.sessionId,
      event.reference,
      event.reason,
      JSON.stringify(event.payload ?? {}),
      JSON.stringify(emails),
    ],
  )
  const row = rows[0]!
  return { outcome: row.outcome, orderState: row.order_state, duplicate: row.duplicate }
}
