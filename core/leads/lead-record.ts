/**
 * The lead record sent to the CRM automation, as the spec defines it: every field present,
 * missing values as empty strings, and the spec's defaults. Request facts (time, page, browser)
 * are the function's, not the browser's say-so.
 */
import type { Attribution } from './attribution.ts'
import type { LeadConsent } from './attribution-schema.ts'
import type { Locale } from '../i18n/locales.ts'
import { timeZoneLabel } from '../booking/booking-form.ts'
import type { LeadInput } from './lead-schemas.ts'
import type { ShortType } from './form-types.ts'
import { truncate } from './truncate.ts'

export const LEAD_DEFAULTS = {
  leadSource: 'Website Form',
  priority: 'Medium',
  service: 'General Inquiry',
  timezoneLabel: 'Not specified',
} as const

export interface ServiceLine {
  name: string
  price: number
}

export interface LeadRecord {
  name: string
  email: string
  phone: string
  company: string
  country: string
  service: string
  message: string
  budget: string
  projectDetails: string
  formType: ShortType
  leadSource: string
  priority: string
  timestamp: string
  pageUrl: string
  referrer: string
  userAgent: string
  position: string
  experience: string
  location: string
  portfolio: string
  availability: string
  salary: string
  coverLetter: string
  resumeFileName: string
  resumeFileData: string
  preferredDate: string
  preferredTime: string
  timezone: string
  timezoneLabel: string
  meetingDate: string
  meetingTime: string
  additionalInfo: string
  urgency: string
  subscriptionType: string
  selectedServices: string[]
  servicesBreakdown: ServiceLine[]
  /** The sum of the CMS prices of selectedServices, or '' without a quote. */
  estimatedTotal: number | ''
  calculatorTimeline: string
  fromCostCalculator: boolean
  leadType: string
  source: string
  /** The contact form's timeline answer (not in the spec's list, kept so it is not lost). */
  timeline: string
  /**
   * Beside the spec's fields, stored in the same row (attribution-schema.ts): where the visitor
   * came from, and the consent the lead was sent under. Not in LEAD_FIELDS: listed on their own.
   */
  attribution?: Attribution
  consent?: LeadConsent
  /**
   * The site's language the visitor wrote from (core/i18n/locales.ts): their e-mails are written
   * in it. Stored in the row too (leads.locale); absent from records stored before languages.
   */
  locale?: Locale
}

/** The record's fields in the spec's order (plus timeline), for e-mails and listings. */
export const LEAD_FIELDS: readonly (keyof LeadRecord)[] = [
  'name',
  'email',
  'phone',
  'company',
  'country',
  'service',
  'message',
  'budget',
  'projectDetails',
  'formType',
  'leadSource',
  'priority',
  'timestamp',
  'pageUrl',
  'referrer',
  'userAgent',
  'position',
  'experience',
  'location',
  'portfolio',
  'availability',
  'salary',
  'coverLetter',
  'resumeFileName',
  'resumeFileData',
  'preferredDate',
  'preferredTime',
  'timezone',
  'timezoneLabel',
  'meetingDate',
  'meetingTime',
  'additionalInfo',
  'urgency',
  'subscriptionType',
  'selectedServices',
  'servicesBreakdown',
  'estimatedTotal',
  'calculatorTimeline',
  'fromCostCalculator',
  'leadType',
  'source',
  'timeline',
]

/** The record with its fields in the spec's order (jsonb stores keys in its own order). */
export function inFieldOrder(record: LeadRecord): LeadRecord {
  const ordered: Record<string, unknown> = {}
  for (const field of LEAD_FIELDS) if (field in record) ordered[field] = record[field]
  for (const [key, value] of Object.entries(record)) if (!(key in ordered)) ordered[key] = value
  return ordered as unknown as LeadRecord
}

export interface RequestFacts {
  /** When the function received the submission. */
  now: Date
  /** The page the form was on: the request's Referer, else what the browser sent. */
  pageUrl: string
  referrer: string
  userAgent: string
}

export interface QuoteFacts {
  selectedServices: string[]
  servicesBreakdown: ServiceLine[]
  estimatedTotal: number
}

const clip = (value: string, max: number) => truncate(value, max)

/** Facts about the request that the record carries, read from its headers. */
export function requestFacts(
  request: Request,
  input: Pick<LeadInput, 'pageUrl' | 'referrer'>,
  now: Date,
): RequestFacts {
  const header = (name: string) => (request.headers.get(name) ?? '').replace(/[\r\n]/g, '')
  return {
    now,
    pageUrl: clip(header('referer') || input.pageUrl || header('origin'), 2000),
    referrer: clip(input.referrer, 2000),
    userAgent: clip(header('user-agent'), 1000),
  }
}

/** The full lead record for a validated submission. */
export function buildLeadRecord(
  shortType: ShortType,
  input: LeadInput,
  facts: RequestFacts,
  quote: QuoteFacts | null = null,
): LeadRecord {
  const timezone = input.timezone
  return {
    name: input.name,
    email: input.email,
    phone: input.phone,
    company: input.company,
    country: input.country,
    service: input.service || LEAD_DEFAULTS.service,
    message: input.message,
    budget: input.budget,
    projectDetails: input.projectDetails,
    formType: shortType,
    leadSource: input.leadSource || LEAD_DEFAULTS.leadSource,
    priority: input.priority || LEAD_DEFAULTS.priority,
    timestamp: facts.now.toISOString(),
    pageUrl: facts.pageUrl,
    referrer: facts.referrer,
    userAgent: facts.userAgent,
    position: input.position,
    experience: input.experience,
    location: input.location,
    portfolio: input.portfolio,
    availability: input.availability,
    salary: input.salary,
    coverLetter: input.coverLetter,
    // Only a career application carries a résumé.
    resumeFileName: shortType === 'career' ? input.resumeFileName : '',
    resumeFileData: shortType === 'career' ? input.resumeFileData : '',
    preferredDate: input.preferredDate,
    preferredTime: input.preferredTime,
    timezone,
    timezoneLabel: timezone ? timeZoneLabel(timezone) : LEAD_DEFAULTS.timezoneLabel,
    meetingDate: input.meetingDate,
    meetingTime: input.meetingTime,
    additionalInfo: input.additionalInfo,
    urgency: input.urgency,
    subscriptionType: input.subscriptionType,
    selectedServices: quote?.selectedServices ?? [],
    servicesBreakdown: quote?.servicesBreakdown ?? [],
    estimatedTotal: quote ? quote.estimatedTotal : '',
    calculatorTimeline: input.calculatorTimeline,
    fromCostCalculator: quote !== null,
    leadType: input.leadType,
    source: input.source,
    timeline: input.timeline,
  }
}

export const SPAM_REASONS = ['honeypot', 'too-fast', 'no-timing'] as const
export type SpamReason = (typeof SPAM_REASONS)[number]

/** Shortest time a person needs to fill each form in (milliseconds). */
export const MIN_FILL_MS: Record<ShortType, number> = {
  newsletter: 1000,
  contact: 2000,
  consultation: 2000,
  gmeet: 2000,
  career: 2000,
  calculator: 2000,
}

/**
 * Why a submission looks automated, if it does: the honeypot was filled, or it came faster than a
 * person can fill the form in, or without a ticket to time it by. `elapsedMs` is the function's
 * own measure (form-ticket.ts), never the browser's. Only the honeypot withholds the welcome
 * e-mail; every flagged lead still notifies the agency, marked.
 */
export function spamReasons(
  shortType: ShortType,
  input: Pick<LeadInput, 'website'>,
  elapsedMs: number | null,
  minFillMs: number = MIN_FILL_MS[shortType],
): SpamReason[] {
  const reasons: SpamReason[] = []
  if (input.website.trim()) reasons.push('honeypot')
  if (elapsedMs === null) reasons.push('no-timing')
  else if (elapsedMs < minFillMs) reasons.push('too-fast')
  return reasons
}
