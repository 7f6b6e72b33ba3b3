import { describe, expect, it } from 'vitest'
import {
  careerSchema,
  consultationBookingSchema,
  contactSchema,
  createStrategySessionSchema,
  envelopeSchema,
  fieldMessages,
  messageList,
  newsletterSchema,
  schemaForLabel,
} from '@/supabase/functions/_shared/lead-schemas.ts'
import { DOC_BYTES, DOCX_BYTES, dataUrl, PDF_BYTES, PNG_BYTES } from '../helpers/leads'

const messages = (result: { success: boolean; error?: unknown }) =>
  result.success ? [] : messageList(result.error as never)

describe('contact form schema (spec §5)', () => {
  it('requires name, email and message with the spec’s messages, in that order', () => {
    expect(messages(contactSchema.safeParse({}))).toEqual([
      'Name is required',
      'Email is required',
      'Message is required',
    ])
    expect(messages(contactSchema.safeParse({ name: '  ', email: '', message: '\n' }))).toEqual([
      'Name is required',
      'Email is required',
      'Message is required',
    ])
  })

  it('accepts a message without a phone, trimming fields', () => {
    const result = contactSchema.parse({
      name: ' Jane ',
      email: 'jane@example.com',
      message: 'Hi\nthere',
    })
    expect(result.name).toBe('Jane')
    expect(result.phone).toBe('')
    expect(result.message).toBe('Hi\nthere')
  })

  it('refuses an address that is not one', () => {
    expect(messages(contactSchema.safeParse({ name: 'J', email: 'jane@', message: 'x' }))).toEqual([
      'Please enter a valid email address',
    ])
  })

  it.each(['name', 'email', 'phone', 'company'])('refuses a line break in %s', (field) => {
    const base = { name: 'Jane', email: 'jane@example.com', phone: '1', company: 'C', message: 'x' }
    for (const value of ['a\nb', 'a\r\nBcc: x@evil.example', 'a\rb', 'a\u2028b']) {
      const result = contactSchema.safeParse({ ...base, [field]: value })
      expect(result.success).toBe(false)
      expect(fieldMessages(result.error!)[field]?.join()).toMatch(/single line/)
    }
  })

  it('refuses control characters anywhere', () => {
    const result = contactSchema.safeParse({
      name: 'J',
      email: 'j@example.com',
      message: 'a\u0000b',
    })
    expect(messages(result)).toEqual(['Message contains an invalid character'])
  })

  it('refuses over-long values and values of the wrong type', () => {
    expect(
      messages(
        contactSchema.safeParse({ name: 'x'.repeat(101), email: 'j@example.com', message: 'x' }),
      ),
    ).toEqual(['Name must be at most 100 characters'])
    expect(contactSchema.safeParse({ name: 5, email: 'j@example.com', message: 'x' }).success).toBe(
      false,
    )
    expect(
      contactSchema.safeParse({ name: 'J', email: 'j@example.com', message: ['x'] }).success,
    ).toBe(false)
  })
})

describe('newsletter schema (spec §5)', () => {
  it('requires an e-mail', () => {
    expect(messages(newsletterSchema.safeParse({ email: '   ' }))).toEqual([
      'Please enter your email address to subscribe.',
    ])
    expect(newsletterSchema.safeParse({ email: 'reader@example.com' }).success).toBe(true)
  })
})

describe('consultation booking schema (spec §5)', () => {
  it('requires name, email, date and time, and checks no e-mail or phone format', () => {
    expect(messages(consultationBookingSchema.safeParse({}))).toEqual([
      'Name is required',
      'Email is required',
      'Preferred date is required',
      'Preferred time is required',
    ])
    const ok = consultationBookingSchema.safeParse({
      name: 'Sam',
      email: 'not-an-address',
      phone: 'call me',
      preferredDate: '2030-01-02',
      preferredTime: '10:00 AM',
    })
    expect(ok.success).toBe(true)
  })
})

describe('strategy session schema (spec §3, §5)', () => {
  // 23:30 UTC on 5 March: already 6 March in Tokyo, still 5 March in New York.
  const schema = createStrategySessionSchema(() => new Date('2026-03-05T23:30:00Z'))
  const base = { name: 'Ana', email: 'ana@example.com', preferredTime: '9:00 AM' }

  it('requires name, email, time zone, date and time', () => {
    expect(messages(schema.safeParse({}))).toEqual([
      'Name is required',
      'Email is required',
      'Please choose a time zone',
      'Please choose a date',
      'Please choose a time',
    ])
  })

  it('takes no date earlier than tomorrow in the chosen zone', () => {
    expect(
      schema.safeParse({ ...base, timezone: 'America/New_York', preferredDate: '2026-03-06' })
        .success,
    ).toBe(true)
    expect(
      messages(schema.safeParse({ ...base, timezone: 'Asia/Tokyo', preferredDate: '2026-03-06' })),
    ).toEqual(['Please choose a date from tomorrow onwards'])
    expect(
      schema.safeParse({ ...base, timezone: 'Asia/Tokyo', preferredDate: '2026-03-07' }).success,
    ).toBe(true)
  })

  it('defaults urgency to normal and takes only low, normal or urgent', () => {
    const ok = schema.parse({ ...base, timezone: 'Europe/London', preferredDate: '2026-03-09' })
    expect(ok.urgency).toBe('normal')
    expect(
      schema.safeParse({
        ...base,
        timezone: 'Europe/London',
        preferredDate: '2026-03-09',
        urgency: 'asap',
      }).success,
    ).toBe(false)
  })

  it('takes only offered slots, services and real zones', () => {
    const ok = { ...base, timezone: 'Europe/London', preferredDate: '2026-03-09' }
    expect(messages(schema.safeParse({ ...ok, preferredTime: '5:30 PM' }))).toEqual([
      'Please choose one of the offered times',
    ])
    expect(messages(schema.safeParse({ ...ok, service: 'hacking' }))).toEqual([
      'Please choose one of the offered services',
    ])
    expect(messages(schema.safeParse({ ...ok, timezone: 'Mars/Olympus' }))).toEqual([
      'Please choose a valid time zone',
    ])
    expect(schema.safeParse({ ...ok, timezone: 'America/Denver' }).success).toBe(true)
  })
})

describe('career application schema', () => {
  const base = {
    name: 'Lee',
    email: 'lee@example.com',
    position: 'SEO Specialist',
    resumeFileName: 'cv.pdf',
  }

  it.each([
    ['PDF', PDF_BYTES],
    ['DOC', DOC_BYTES],
    ['DOCX', DOCX_BYTES],
  ])('accepts a %s recognised by its content, whatever it is called', (_kind, bytes) => {
    const result = careerSchema.safeParse({
      ...base,
      resumeFileData: dataUrl('application/octet-stream', bytes),
    })
    expect(result.success).toBe(true)
  })

  it('refuses a file that is not a PDF, DOC or DOCX even when named and typed like one', () => {
    const result = careerSchema.safeParse({
      ...base,
      resumeFileData: dataUrl('application/pdf', PNG_BYTES),
    })
    expect(messages(result)).toEqual(['Your resume must be a PDF, DOC or DOCX file'])
  })

  it('refuses a résumé over 5 MB', () => {
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(5 * 1024 * 1024)])
    expect(
      messages(
        careerSchema.safeParse({ ...base, resumeFileData: dataUrl('application/pdf', big) }),
      ),
    ).toEqual(['Your resume must be 5 MB or smaller'])
  })

  it('requires name, email, position and a résumé', () => {
    expect(messages(careerSchema.safeParse({}))).toEqual([
      'Name is required',
      'Email is required',
      'Please choose a position',
      'Please attach your resume (PDF, DOC or DOCX)',
    ])
  })
})

describe('which schema governs a label', () => {
  it('uses the strategy session rules for Book Call Form and the booking rules for Google Meet Booking', () => {
    const booking = {
      name: 'A',
      email: 'not-an-address',
      preferredDate: '2031-01-01',
      preferredTime: '11:11',
    }
    expect(schemaForLabel('Google Meet Booking').schema.safeParse(booking).success).toBe(true)
    expect(schemaForLabel('Book Call Form').schema.safeParse(booking).success).toBe(false)
  })

  it('an unknown label is a consultation needing a name and an e-mail', () => {
    const { shortType, schema } = schemaForLabel('Something else')
    expect(shortType).toBe('consultation')
    expect(messages(schema.safeParse({}))).toEqual(['Name is required', 'Email is required'])
  })
})

describe('the submission envelope', () => {
  it('needs a form type and an object of lead data', () => {
    expect(envelopeSchema.safeParse({ formType: 'contact', leadData: {} }).success).toBe(true)
    for (const bad of [
      null,
      [],
      'x',
      { formType: '', leadData: {} },
      { formType: 'x', leadData: [] },
      { formType: 'x' },
      { formType: 'x', leadData: {}, sendWelcomeEmail: 'yes' },
    ]) {
      expect(envelopeSchema.safeParse(bad).success).toBe(false)
    }
  })
})
