/**
 * The agency's payment links: a client, a description and an amount (typed in, or the CMS price
 * of a package), optionally an expiry. The id is the client's unguessable key to
 * /secure-payment/{id}. Shared by the admin page (a server action) and the admin API.
 */
import { randomBytes } from 'node:crypto'
import type { SqlClient } from '@/core/db/sql-client.ts'
import { checked, fieldMessages } from '@/core/leads/lead-schemas.ts'
import { type CmsService, lookupPackage } from './pricing'
import { createPaymentLinkSchema } from './schemas'
import { getPaymentLink, insertPaymentLink } from './store'
import type { PaymentLink } from './types'

/** 'pl_' and 128 random bits. */
export const newPaymentLinkId = () => `pl_${randomBytes(16).toString('base64url')}`

export const securePaymentPath = (id: string) => `/secure-payment/${id}`

export interface PaymentLinkDeps {
  sql: () => Promise<SqlClient>
  getService: (slug: string) => Promise<CmsService | null>
  siteUrl: string
  now?: () => Date
  newId?: () => string
}

export type CreatePaymentLinkResult =
  | { ok: true; id: string; url: string; link: PaymentLink }
  | { ok: false; status: 404 | 422; error: string; fields?: Record<string, string[]> }

/** Validates and stores a new link. Throws only when storage or content is unavailable. */
export async function createPaymentLink(
  deps: PaymentLinkDeps,
  body: unknown,
): Promise<CreatePaymentLinkResult> {
  const now = deps.now ?? (() => new Date())
  const parsed = checked(createPaymentLinkSchema(now), body)
  if (!parsed?.success) {
    return {
      ok: false,
      status: 422,
      error: 'Please check the highlighted fields',
      fields: parsed ? fieldMessages(parsed.error) : {},
    }
  }
  const input = parsed.data
  let amountCents = input.amountCents
  let description = input.description
  let serviceSlug: string | null = null
  let packagePosition: number | null = null
  if (input.service !== undefined) {
    const found = lookupPackage(await deps.getService(input.service), input.package)
    if (!found.ok) return { ok: false, status: 404, error: found.error }
    amountCents = found.pkg.amountCents
    description ||=
      found.pkg.billingPeriod === 'monthly' ? `${found.description}, one month` : found.description
    serviceSlug = found.service.slug
    packagePosition = found.pkg.position
  }
  const id = (deps.newId ?? newPaymentLinkId)()
  const sql = await deps.sql()
  await insertPaymentLink(sql, {
    id,
    clientName: input.clientName,
    clientEmail: input.clientEmail,
    description,
    amountCents: amountCents!,
    serviceSlug,
    packagePosition,
    expiresAt: input.expiresAt ? new Date(input.expiresAt).toISOString() : null,
  })
  const link = (await getPaymentLink(sql, id, now()))!
  return { ok: true, id, url: `${deps.siteUrl}${securePaymentPath(id)}`, link }
}
