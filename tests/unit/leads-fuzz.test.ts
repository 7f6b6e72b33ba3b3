/**
 * Property-based: thousands of malformed payloads per form get a 4xx and store nothing; no input
 * at all gets a 5xx; and whatever is accepted is stored exactly once.
 */
import type { PGlite } from '@electric-sql/pglite'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  countRows,
  handlerFor,
  leadRequest,
  memoryDatabase,
  validSubmissions,
} from '../helpers/leads'

let db: PGlite
let handle: ReturnType<typeof handlerFor>

beforeAll(async () => {
  db = await memoryDatabase()
  handle = handlerFor(db)
})
afterAll(async () => {
  await db.close()
})

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000)

type Submission = { formType: string; leadData: Record<string, unknown> }
const forms = validSubmissions() as Record<string, Submission>

const REQUIRED: Record<string, string[]> = {
  contact: ['name', 'email', 'message'],
  newsletter: ['email'],
  consultationBooking: ['name', 'email', 'timezone', 'preferredDate', 'preferredTime'],
  strategySession: ['name', 'email', 'timezone', 'preferredDate', 'preferredTime'],
  career: ['name', 'email', 'position', 'resumeFileName', 'resumeFileData'],
}
const SINGLE_LINE = ['name', 'email', 'phone', 'company']
const NON_TEXT: Record<string, fc.Arbitrary<unknown>> = {
  formElapsedMs: fc.oneof(fc.string(), fc.integer({ max: -1 }), fc.boolean()),
  // The honeypot takes any text (whatever a bot types is a spam signal, not an error).
  website: fc.oneof(fc.integer(), fc.constant('w'.repeat(501)), fc.array(fc.string())),
  fromCostCalculator: fc.oneof(fc.string(), fc.integer(), fc.array(fc.boolean())),
}

/** A value no field of the lead accepts: wrong type, NUL, or far too long. */
const alwaysBad = fc.oneof(
  fc.integer(),
  // Finite only: JSON has no NaN or Infinity (JSON.stringify sends them as null, which is "missing").
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.array(fc.string(), { minLength: 1 }),
  fc.dictionary(fc.string(), fc.string()),
  fc.string().map((s) => `${s}\u0000${s}`),
  fc.string().map((s) => `${s}\u0007`),
  fc.constant('y'.repeat(12_000)),
)
/** Values a required field refuses: missing, blank, or always bad. */
const missing = fc.constantFrom(undefined, null, '', '   ', '\t')
/** A line break, the way a header injection starts. */
const lineBreak = fc
  .tuple(
    fc.string(),
    fc.constantFrom('\n', '\r', '\r\n', '\u2028', '\u2029', '\u0085'),
    fc.string(),
  )
  .map(([a, br, b]) => `${a}${br}Bcc: x@evil.example${b}`)

function malformed(form: string) {
  const base = forms[form]!
  const mutation = fc.oneof(
    // A required field missing, blank or wrong.
    fc.record({ field: fc.constantFrom(...REQUIRED[form]!), value: fc.oneof(missing, alwaysBad) }),
    // A line break in a single-line field.
    fc.record({ field: fc.constantFrom(...SINGLE_LINE), value: lineBreak }),
    // Any text field given a value no text field takes.
    fc.record({
      field: fc.constantFrom(...Object.keys(base.leadData).filter((key) => !(key in NON_TEXT))),
      value: alwaysBad,
    }),
    // The non-text fields given what they do not take.
    ...Object.entries(NON_TEXT)
      .filter(([key]) => key in base.leadData)
      .map(([field, value]) => fc.record({ field: fc.constant(field), value })),
  )
  return fc.array(mutation, { minLength: 1, maxLength: 4 }).map((mutations) => {
    const leadData: Record<string, unknown> = { ...base.leadData }
    for (const { field, value } of mutations) {
      if (value === undefined) delete leadData[field]
      else leadData[field] = value
    }
    return { formType: base.formType, leadData }
  })
}

async function post(body: unknown) {
  const response = await handle(leadRequest(body))
  return response.status
}

describe.each(Object.keys(forms))('%s: malformed payloads', (form) => {
  it(`${RUNS} malformed payloads each get a 4xx and store nothing`, async () => {
    const before = await countRows(db)
    await fc.assert(
      fc.asyncProperty(malformed(form), async (payload) => {
        const status = await post(payload)
        expect([400, 413, 422]).toContain(status)
      }),
      { numRuns: RUNS },
    )
    expect(await countRows(db)).toEqual(before)
  })

  it(`${RUNS} arbitrary lead data objects never get a 5xx; an accepted one is stored once`, async () => {
    const base = forms[form]!
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.oneof(
            fc.constantFrom(...Object.keys(base.leadData), '__proto__', 'constructor'),
            fc.string(),
          ),
          fc.oneof(fc.anything(), fc.string(), lineBreak),
        ),
        fc.boolean(),
        async (changes, keepBase) => {
          const leadData = keepBase ? { ...base.leadData, ...changes } : changes
          const before = await countRows(db)
          const status = await post({ formType: base.formType, leadData })
          expect(status).toBeLessThan(500)
          const after = await countRows(db)
          if (status === 200) {
            // A newsletter subscription is stored once per address: a repeat stores nothing.
            const repeat = form === 'newsletter' && after.leads === before.leads
            expect(after.leads).toBe(before.leads + (repeat ? 0 : 1))
          } else {
            expect(status).toBeGreaterThanOrEqual(400)
            expect(after).toEqual(before)
          }
        },
      ),
      { numRuns: RUNS },
    )
  })
})

describe('a value zod throws on instead of reporting', () => {
  // fast-check's counterexample: zod's length checks read `.length` of an object that has one,
  // after its type check failed, and throw converting it to a number.
  const thrower = { length: [[{ toString: false }]] }

  it.each(Object.keys(forms))('%s: a field sent as such an object gets a 422', async (form) => {
    const base = forms[form]!
    const before = await countRows(db)
    for (const field of [...Object.keys(base.leadData), 'selectedServices']) {
      const status = await post({
        formType: base.formType,
        leadData: { ...base.leadData, [field]: thrower },
      })
      expect(status, field).toBe(422)
    }
    expect(await countRows(db)).toEqual(before)
  })

  it('formType sent as such an object gets a 400', async () => {
    expect(await post({ formType: thrower, leadData: {} })).toBe(400)
  })
})

describe('any body at all', () => {
  it(`${RUNS} arbitrary JSON values and raw strings never get a 5xx or store anything`, async () => {
    const before = await countRows(db)
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue().map((value) => JSON.stringify(value)),
          fc.string(),
          fc
            .record({ formType: fc.string(), leadData: fc.anything() })
            .map((v) => JSON.stringify(v)),
          fc.uint8Array().map((bytes) => new TextDecoder().decode(bytes)),
        ),
        async (body) => {
          const status = await post(body)
          expect(status).toBeGreaterThanOrEqual(400)
          expect(status).toBeLessThan(500)
        },
      ),
      { numRuns: RUNS },
    )
    expect(await countRows(db)).toEqual(before)
  })
})
