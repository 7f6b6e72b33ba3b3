/**
 * What the function accepts beside the spec's lead data (`attribution`, `consent` in the body next
 * to formType and leadData), and what it stores from them: checked, capped, and made to agree with
 * the visitor's consent whatever the browser sent.
 *
 * Stored consent is the visitor's choice at the moment of submitting, the privacy notice version
 * then in force (a CMS field) and the function's own time. A Global Privacy Control signal (the
 * `Sec-GPC: 1` header, or the browser's `navigator.globalPrivacyControl` as sent) is a refusal of
 * analytics and marketing, whatever was clicked. Without marketing consent a lead keeps only this
 * visit's touch, without click ids (attribution.ts `visitOnly`).
 */
import { z } from 'zod'
import {
  ATTRIBUTION_LIMITS,
  type Attribution,
  PARAM_KEYS,
  type ParamKey,
  type Touch,
  visitOnly,
} from './attribution.ts'

const CONTROL = /[\u0000-\u001F\u007F]/

const param = (name: string) =>
  z
    .string({ error: `${name} must be text` })
    .max(ATTRIBUTION_LIMITS.param, {
      error: `${name} must be at most ${ATTRIBUTION_LIMITS.param} characters`,
    })
    .refine((value) => !CONTROL.test(value), { error: `${name} contains an invalid character` })
    .optional()
    .default('')

const url = (name: string) =>
  z
    .string({ error: `${name} must be text` })
    .max(ATTRIBUTION_LIMITS.url, {
      error: `${name} must be at most ${ATTRIBUTION_LIMITS.url} characters`,
    })
    .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), {
      error: `${name} must be an http(s) address`,
    })
    .optional()
    .default('')

const isoTime = (name: string) =>
  z.iso.datetime({ error: `${name} must be an ISO 8601 time`, offset: true })

export const touchSchema = z.strictObject(
  {
    ...(Object.fromEntries(PARAM_KEYS.map((key) => [key, param(key)])) as Record<
      ParamKey,
      ReturnType<typeof param>
    >),
    landing_page: url('landing_page'),
    referrer: url('referrer'),
    at: isoTime('at'),
  },
  { error: 'A touch has only the UTM parameters, click ids, landing_page, referrer and at' },
)

export const attributionSchema = z.strictObject(
  { first: touchSchema.nullable(), last: touchSchema.nullable() },
  { error: 'attribution must be { first, last }' },
)

/** The visitor's cookie choice as the browser sends it with a lead. */
export const consentInputSchema = z.strictObject(
  {
    necessary: z.literal(true, { error: 'necessary is always true' }).optional(),
    analytics: z.boolean({ error: 'analytics must be true or false' }),
    marketing: z.boolean({ error: 'marketing must be true or false' }),
    functional: z.boolean({ error: 'functional must be true or false' }),
    /** When the visitor made the choice; null when none was made. */
    chosenAt: isoTime('chosenAt').nullable().optional().default(null),
    /** navigator.globalPrivacyControl. */
    gpc: z.boolean({ error: 'gpc must be true or false' }).optional().default(false),
  },
  { error: 'consent must be { analytics, marketing, functional, chosenAt, gpc }' },
)

export type ConsentInput = z.output<typeof consentInputSchema>

/** `lead.consent`: what the lead was sent under. */
export interface LeadConsent {
  necessary: true
  analytics: boolean
  marketing: boolean
  functional: boolean
  /** When the visitor chose (the cookie banner), or null when no choice had been made. */
  chosenAt: string | null
  /** A Global Privacy Control signal was present: analytics and marketing are refused. */
  gpc: boolean
  /** The privacy notice in force when the lead was sent (site settings). */
  privacyNoticeVersion: string
  /** When the function received the lead. */
  recordedAt: string
}

/** Whether a request carries the Global Privacy Control header (https://w3c.github.io/gpc/). */
export const gpcHeader = (request: Request) => request.headers.get('sec-gpc')?.trim() === '1'

/** The consent stored with a lead. No choice sent: nothing but the necessary is consented to. */
export function leadConsent(
  input: ConsentInput | undefined,
  facts: { gpcHeader: boolean; privacyNoticeVersion: string; now: Date },
): LeadConsent {
  const gpc = facts.gpcHeader || (input?.gpc ?? false)
  return {
    necessary: true,
    analytics: !gpc && (input?.analytics ?? false),
    marketing: !gpc && (input?.marketing ?? false),
    functional: input?.functional ?? false,
    chosenAt: input?.chosenAt ?? null,
    gpc,
    privacyNoticeVersion: facts.privacyNoticeVersion,
    recordedAt: facts.now.toISOString(),
  }
}

/**
 * The attribution stored with a lead: as sent with marketing consent; otherwise only the last
 * touch (this visit), without click ids. Nothing sent: { first: null, last: null }.
 */
export function leadAttribution(
  input: z.output<typeof attributionSchema> | undefined,
  consent: Pick<LeadConsent, 'marketing'>,
): Attribution {
  if (!input) return { first: null, last: null }
  const first = (input.first ?? input.last) as Touch | null
  const last = (input.last ?? input.first) as Touch | null
  return consent.marketing ? { first, last } : visitOnly(last)
}

/** The two facts the function stores beside the lead record, from the body and the request. */
export function attributionAndConsent(
  request: Request,
  body: {
    attribution?: z.output<typeof attributionSchema> | null
    consent?: ConsentInput | null
  },
  site: { privacyNoticeVersion?: string },
  now: Date,
): { attribution: Attribution; consent: LeadConsent } {
  const consent = leadConsent(body.consent ?? undefined, {
    gpcHeader: gpcHeader(request),
    privacyNoticeVersion: site.privacyNoticeVersion ?? '',
    now,
  })
  return { attribution: leadAttribution(body.attribution ?? undefined, consent), consent }
}
