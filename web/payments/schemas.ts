/**
 * What the payment endpoints accept: the checkout of a package, the opening of a payment link, and
 * the agency's new payment link. One zod schema each, with the messages a person reads.
 */
import { z } from 'zod'
import { isEmailAddress } from '@/core/leads/lead-schemas.ts'
import { formatCents, MAX_AMOUNT_CENTS } from '@/core/money/money'

// Control characters other than tab and line breaks (Postgres refuses NUL; none belong in text).
const INVALID_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/

const missingAsEmpty = (value: unknown) => (value === null || value === undefined ? '' : value)

/** Text of at most `max` characters, trimmed; `required` is the message when it is blank. */
function field(label: string, options: { max: number; multiline?: boolean; required?: string }) {
  let schema = z
    .string({ error: `${label} must be text` })
    .refine((value) => !INVALID_CHARACTER.test(value), {
      error: `${label} contains an invalid character`,
    })
  if (!options.multiline) {
    schema = schema.refine((value) => !LINE_BREAK.test(value), {
      error: `${label} must be on a single line`,
    })
  }
  const trimmed = schema.trim().max(options.max, {
    error: `${label} must be at most ${options.max} characters`,
  })
  return z.preprocess(
    missingAsEmpty,
    options.required ? trimmed.min(1, { error: options.required }) : trimmed,
  )
}

const email = (required: string) =>
  field('Email', { max: 254, required }).refine((value) => isEmailAddress(value), {
    error: 'Please enter a valid email address',
  })

/** An amount in cents: a positive whole number within what one checkout can take. */
const amountCents = z
  .number({ error: 'amountCents must be a number of cents' })
  .int({ error: 'amountCents must be a whole number of cents' })
  .positive({ error: 'The amount must be more than $0.00' })
  .max(MAX_AMOUNT_CENTS, { error: `The amount must be at most ${formatCents(MAX_AMOUNT_CENTS)}` })

/** A package checkout: the package by service and position, the client, and the amount shown. */
export const packageCheckoutSchema = z.object({
  service: field('Service', { max: 100, required: 'A service is required' }),
  package: z.union([z.string(), z.number()], { error: 'A package is required' }),
  name: field('Name', { max: 200, required: 'Please enter your name' }),
  email: email('Please enter your email address'),
  company: field('Company', { max: 200 }),
  notes: field('Notes', { max: 2000, multiline: true }),
  /** The amount the page showed: compared with the CMS price, never charged as such. */
  amountCents,
})

export type PackageCheckoutInput = z.output<typeof packageCheckoutSchema>

/** Opening a payment link: the link's id is all the client sends. */
export const linkCheckoutSchema = z.object({
  paymentLinkId: z.string({ error: 'paymentLinkId must be text' }).max(100),
})

const FAR_FUTURE_MS = 366 * 24 * 60 * 60 * 1000

/** A new payment link, from the admin page or `POST /api/admin/payment-links`. */
export function createPaymentLinkSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      clientName: field('Client name', { max: 200, required: 'The client name is required' }),
      clientEmail: field('Client email', {
        max: 254,
        required: 'The client email is required',
      }).refine((value) => isEmailAddress(value), {
        error: 'Please enter a valid client email address',
      }),
      description: field('Description', { max: 1000, multiline: true }),
      amountCents: z.preprocess(
        (value) => (value === null ? undefined : value),
        amountCents.optional(),
      ),
      service: z.preprocess(
        (value) => (value === null || value === '' ? undefined : value),
        z.string({ error: 'service must be a service slug' }).max(100).optional(),
      ),
      package: z.preprocess(
        (value) => (value === null || value === '' ? undefined : value),
        z.union([z.string(), z.number()]).optional(),
      ),
      expiresAt: z.preprocess(
        (value) => (value === null || value === '' ? undefined : value),
        z.iso
          .datetime({
            offset: true,
            error: 'expiresAt must be a date and time such as 2030-01-31T17:00:00Z',
          })
          .optional(),
      ),
    })
    .superRefine((value, ctx) => {
      const byPackage = value.service !== undefined || value.package !== undefined
      if (value.amountCents === undefined && !byPackage) {
        ctx.addIssue({
          code: 'custom',
          path: ['amountCents'],
          message: 'Give an amount, or a service and package to take the price from',
        })
      }
      if (value.amountCents !== undefined && byPackage) {
        ctx.addIssue({
          code: 'custom',
          path: ['amountCents'],
          message: 'Give either an amount or a package, not both',
        })
      }
      if (byPackage && (value.service === undefined || value.package === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: [value.service === undefined ? 'service' : 'package'],
          message: 'A package needs both its service and its position (1, 2 or 3)',
        })
      }
      if (value.amountCents !== undefined && !value.description) {
        ctx.addIssue({
          code: 'custom',
          path: ['description'],
          message: 'The description is required',
        })
      }
      if (value.expiresAt !== undefined) {
        const at = Date.parse(value.expiresAt)
        if (at <= now().getTime()) {
          ctx.addIssue({
            code: 'custom',
            path: ['expiresAt'],
            message: 'The expiry must be in the future',
          })
        } else if (at - now().getTime() > FAR_FUTURE_MS) {
          ctx.addIssue({
            code: 'custom',
            path: ['expiresAt'],
            message: 'The expiry must be within a year',
          })
        }
      }
    })
}

export type PaymentLinkInput = z.output<ReturnType<typeof createPaymentLinkSchema>>
