import { describe, expect, it } from 'vitest'
import { contactSchema, consultationSchema, newsletterSchema } from '@/core/leads/lead-schemas.ts'
import {
  buildLeadRecord,
  LEAD_FIELDS,
  requestFacts,
  spamReasons,
} from '@/core/leads/lead-record.ts'

const now = new Date('2026-03-05T12:00:00.000Z')
const facts = {
  now,
  pageUrl: 'http://site/contact',
  referrer: 'https://google.com/',
  userAgent: 'UA',
}

const SPEC_FIELDS = [
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
]

describe('the lead record', () => {
  it('has every field of the spec, missing values as empty strings, and the defaults', () => {
    const input = newsletterSchema.parse({ email: 'a@example.com', formElapsedMs: 5000 })
    const record = buildLeadRecord('newsletter', input, facts)
    expect(Object.keys(record)).toEqual(expect.arrayContaining(SPEC_FIELDS))
    expect(LEAD_FIELDS).toEqual(expect.arrayContaining(SPEC_FIELDS))
    expect(record).toMatchObject({
      email: 'a@example.com',
      name: '',
      phone: '',
      company: '',
      country: '',
      message: '',
      formType: 'newsletter',
      leadSource: 'Website Form',
      priority: 'Medium',
      service: 'General Inquiry',
      timezoneLabel: 'Not specified',
      timestamp: '2026-03-05T12:00:00.000Z',
      pageUrl: 'http://site/contact',
      referrer: 'https://google.com/',
      userAgent: 'UA',
      selectedServices: [],
      servicesBreakdown: [],
      estimatedTotal: '',
      fromCostCalculator: false,
      leadType: '',
      source: '',
    })
    for (const field of SPEC_FIELDS) {
      const value = record[field as keyof typeof record]
      if (
        typeof value === 'string' &&
        ![
          'leadSource',
          'priority',
          'service',
          'timezoneLabel',
          'formType',
          'timestamp',
          'pageUrl',
          'referrer',
          'userAgent',
          'email',
        ].includes(field)
      ) {
        expect(value, field).toBe('')
      }
    }
  })

  it('keeps given values over defaults and labels a given time zone', () => {
    const input = consultationSchema.parse({
      name: 'Jo',
      email: 'jo@example.com',
      service: 'SEO',
      priority: 'High',
      timezone: 'America/New_York',
    })
    const record = buildLeadRecord('consultation', input, facts)
    expect(record.service).toBe('SEO')
    expect(record.priority).toBe('High')
    expect(record.timezoneLabel).toMatch(/^New York/)
  })

  it('takes time, page and browser from the request, not from the browser’s say-so', () => {
    const input = contactSchema.parse({
      name: 'Jo',
      email: 'jo@example.com',
      message: 'Hi',
      timestamp: '1999-01-01',
      userAgent: 'forged',
      pageUrl: 'http://fallback/',
      referrer: 'https://ref.example/',
    })
    const request = new Request('http://site/functions/v1/x', {
      method: 'POST',
      headers: { referer: 'http://site/contact?x=1', 'user-agent': 'Real UA' },
    })
    const record = buildLeadRecord('contact', input, requestFacts(request, input, now))
    expect(record.timestamp).toBe(now.toISOString())
    expect(record.userAgent).toBe('Real UA')
    expect(record.pageUrl).toBe('http://site/contact?x=1')
    expect(record.referrer).toBe('https://ref.example/')
  })

  it('only a career application carries a résumé', () => {
    const input = contactSchema.parse({
      name: 'Jo',
      email: 'jo@example.com',
      message: 'Hi',
      resumeFileName: 'x.pdf',
      resumeFileData: 'data:application/pdf;base64,JVBERi0=',
    })
    const record = buildLeadRecord('contact', input, facts)
    expect(record.resumeFileName).toBe('')
    expect(record.resumeFileData).toBe('')
  })
})

describe('spam signals', () => {
  const base = { name: 'Jo', email: 'jo@example.com', message: 'Hi' }
  it('a filled honeypot is spam', () => {
    expect(
      spamReasons('contact', contactSchema.parse({ ...base, website: 'http://spam' }), 9000),
    ).toEqual(['honeypot'])
  })
  it('a form the function timed as faster than a person can fill it in is suspected', () => {
    expect(spamReasons('contact', contactSchema.parse(base), 300)).toEqual(['too-fast'])
    expect(spamReasons('contact', contactSchema.parse(base), null)).toEqual(['no-timing'])
  })
  it('what the browser says it measured is not believed', () => {
    expect(
      spamReasons('contact', contactSchema.parse({ ...base, formElapsedMs: 60_000 }), 300),
    ).toEqual(['too-fast'])
    expect(
      spamReasons('contact', contactSchema.parse({ ...base, formElapsedMs: 60_000 }), null),
    ).toEqual(['no-timing'])
  })
  it('a person is not spam', () => {
    expect(spamReasons('contact', contactSchema.parse(base), 4000)).toEqual([])
    expect(spamReasons('newsletter', newsletterSchema.parse({ email: 'a@b.co' }), 1500)).toEqual([])
  })
})
