/**
 * The forms and panels left in English on Arabic pages, now in Arabic (issue 44): the career
 * application on /ar/careers, the privacy request section on /ar/privacy-policy, the quote carried
 * from the calculator on /ar/book-call and every lead form's hidden spam trap. Each takes its words
 * as props from the server on an Arabic page only (translatedProps): drawn with them it says its
 * words in Arabic and none of its English; drawn with an English page's props (none) it is the
 * same markup as without, in the English it always said; the values sent stay the English ones.
 */
import { createElement, type FunctionComponent, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { careerSchema, CAREER_MESSAGES, messageList } from '@/core/leads/lead-schemas.ts'
import { formatNumber } from '@/core/format/format'
import { FIELD_LIMITS } from '@/core/leads/field-limits.ts'
import { FORM_LABELS } from '@/core/leads/form-labels.ts'
import { QuoteCard } from '@/web/components/calculator/quote-card'
import { QuoteSummary } from '@/web/components/calculator/quote-summary'
import {
  CareerApplicationForm,
  OPEN_APPLICATION,
} from '@/web/components/forms/career-application-form'
import { ContactForm } from '@/web/components/forms/contact-form'
import { FooterNewsletterForm } from '@/web/components/forms/footer-newsletter-form'
import {
  careerFormProps,
  contactFormProps,
  outboxText,
  privacyRequestProps,
  quoteSummaryProps,
} from '@/web/components/forms/form-props'
import { CAREER } from '@/web/components/forms/messages/career'
import { storedNotice } from '@/web/components/forms/outbox-notices'
import { answerNotice, requestBody } from '@/web/components/privacy/privacy-request-form'
import { PrivacyRequestSection } from '@/web/components/privacy/privacy-request-section'
import { fill } from '@/web/i18n/fill'
import { MESSAGES } from '@/web/i18n/messages'
import { issueText } from '@/web/leads/issue-text'
import type { Quote } from '@/web/leads/quote'
import { escaped } from '../helpers/markup'

const quote: Quote = {
  selectedServices: 'SEO, Web Development',
  estimatedTotal: 4500,
  budgetRange: '',
  timeline: '1-2weeks',
  timestamp: '2026-01-01T00:00:00Z',
  quoteId: 'quote_1',
}

// The carried quote, and its card's code failing to load (the summary's own fallback).
vi.mock('@/web/components/calculator/quote-handoff', () => ({ useQuote: () => quote }))
vi.mock('@/web/components/ui/lazy-piece', () => ({
  LazyPiece: ({ failed }: { failed: (retry: () => void) => ReactNode }) => failed(() => {}),
}))
// The rules each form submits by, as it hands them to the hook.
const rules = vi.hoisted(() => [] as Record<string, unknown>[])
vi.mock('@/web/components/forms/use-lead-submission', async (original) => {
  const actual = await original<typeof import('@/web/components/forms/use-lead-submission')>()
  return {
    ...actual,
    useLeadSubmission: (given: Parameters<typeof actual.useLeadSubmission>[0]) => {
      rules.push(given as never)
      return actual.useLeadSubmission(given)
    },
  }
})

// A content page's own part (what the page module adds below the document), drawn by itself.
vi.mock('@/web/pages/content-page', () => ({
  contentRoute: (_slug: string, _path: string, extra: unknown) => extra,
}))
const { careersPage } = await import('@/web/pages/careers')
const { privacyPolicyPage } = await import('@/web/pages/privacy-policy')
type Extra = (page: { page: object; settings: object; locale: 'en' | 'ar' }) => ReactNode

const ar = MESSAGES.ar
const en = MESSAGES.en
const arabic = /[\u0600-\u06FF]/

/** Markup as the server streams it (with the marks between adjacent texts). */
const draw = <P extends object>(component: FunctionComponent<P>, props: P) =>
  renderToString(createElement(component as FunctionComponent<object>, props))

/** Every string of a messages tree. */
const strings = (tree: object): string[] =>
  Object.values(tree).flatMap((value) =>
    typeof value === 'string' ? [value] : strings(value as object),
  )

/** The markup has each text as an element's whole text or an attribute's whole value. */
function expectShown(html: string, texts: readonly string[]) {
  for (const text of texts) {
    const written = escaped(text)
    expect(html.includes(`>${written}<`) || html.includes(`="${written}"`), text).toBe(true)
  }
}
/** The text of the page's first h2 (or the one with `id`), its tags removed. */
function headingText(html: string, id?: string) {
  const open = id ? `<h2 id="${id}"` : '<h2'
  const start = html.indexOf(open)
  if (start < 0) return null
  const body = html.slice(html.indexOf('>', start) + 1, html.indexOf('</h2>', start))
  return body.replace(/<[^>]+>/g, '')
}
function expectNotShown(html: string, texts: readonly string[]) {
  for (const text of texts) {
    const written = escaped(text)
    expect(html, text).not.toContain(`>${written}<`)
    expect(html, text).not.toContain(`placeholder="${written}"`)
    expect(html, text).not.toContain(`aria-label="${written}"`)
  }
}

const positions = [{ title: 'Senior Developer', location: 'Doha' }, { title: 'Designer' }]
const careerProps = { positions, agencyEmail: 'jobs@codehome.example', className: 'mt-8' }

describe('the career application', () => {
  const words = ar.careerForm
  const arabicForm = () => draw(CareerApplicationForm, { ...careerProps, ...careerFormProps('ar') })

  it('on an Arabic page: its labels, choices, placeholders, hint and button in Arabic', () => {
    const html = arabicForm()
    // All but what it says after a submission (the button's "sending…" too).
    const {
      successTitle,
      successDescription,
      failureTitle,
      failureDescription,
      submitting,
      ...shown
    } = words
    expectShown(html, strings(shown))
    expectShown(html, [ar.leadForm.honeypotLabel])
    // None of its English words; the spam trap's neither.
    expectNotShown(html, [...strings(en.careerForm), en.leadForm.honeypotLabel])
    expect(html).not.toContain('>Website')
    // The values sent are the English ones the agency reads.
    for (const value of [
      OPEN_APPLICATION,
      ...Object.values(en.careerForm.experienceOptions),
      ...Object.values(en.careerForm.availabilityOptions),
    ]) {
      expect(html).toContain(`value="${escaped(value)}"`)
    }
    expect(html).toContain(`>${escaped(words.openApplication)}</option>`)
    expect(html).toContain('>Senior Developer (Doha)</option>')
    // The address, phone and link fields read left to right.
    expect(html.match(/ dir="ltr"/g)).toHaveLength(3)
    expect(html).toMatch(/type="email"[^>]* dir="ltr"/)
  })

  it('its notices and the schema’s messages in Arabic', () => {
    rules.length = 0
    arabicForm()
    const given = rules.at(-1)! as {
      success: () => { title: string; description: string }
      failure: { title: string; description: string }
      language: unknown
    }
    expect(given.success()).toEqual({
      title: words.successTitle,
      description: words.successDescription,
    })
    expect(given.failure.title).toBe(words.failureTitle)
    expect(given.failure.description).toBe(
      fill(words.failureDescription, { email: 'jobs@codehome.example' }),
    )
    expect(given.failure.description).toContain('\u2068jobs@codehome.example\u2069')
    expect(given.language).toEqual({ locale: 'ar', common: ar.leadForm, errors: ar.formErrors })

    const inArabic = issueText({ text: ar.formErrors, locale: 'ar' })
    const list = (payload: Record<string, unknown>) => {
      const result = careerSchema.safeParse(payload)
      return result.success ? [] : messageList(result.error, payload, inArabic)
    }
    expect(list({})).toEqual([
      ar.formErrors.nameRequired,
      ar.formErrors.emailRequired,
      ar.formErrors.positionRequired,
      ar.formErrors.resumeRequired,
    ])
    const payloads = [
      {},
      { name: 'S', email: 's@', position: 'x\u0001', resumeFileName: 'cv.txt' },
      {
        resumeFileData: 'data:text/plain;base64,aGVsbG8=',
        coverLetter: 'x'.repeat(FIELD_LIMITS.coverLetter + 1),
      },
      { location: 'a\nb', portfolio: 'x'.repeat(501), salary: 'a\u0001', experience: 'a\u0001' },
      { availability: 'x'.repeat(121), resumeFileName: 'x'.repeat(256) },
    ]
    for (const payload of payloads) {
      const messages = list(payload)
      expect(messages.length).toBeGreaterThan(0)
      for (const message of messages) {
        expect(message).toMatch(arabic)
        expect(message).not.toMatch(/\b(is required|Please|must|valid|This field)\b/)
      }
    }
    expect(list(payloads[2]!)).toContain(ar.formErrors.resumeType)
    expect(list(payloads[2]!)).toContain(
      fill(ar.formErrors.tooLong, {
        field: ar.formErrors.fields.coverLetter,
        max: formatNumber(FIELD_LIMITS.coverLetter, 'ar'),
      }),
    )
  })

  it('a career application kept on the device and then stored is told in Arabic', () => {
    const language = { locale: 'ar' as const, text: outboxText(ar) }
    expect(storedNotice(FORM_LABELS.career, '{}', language)).toEqual({
      title: words.successTitle,
      description: words.successDescription,
    })
    expect(storedNotice(FORM_LABELS.career, '{}')).toEqual({
      title: 'Application Submitted Successfully!',
      description: CAREER.successDescription,
    })
  })

  it('on an English page: no props, the same markup, in English', () => {
    expect(careerFormProps('en')).toEqual({})
    const html = draw(CareerApplicationForm, { ...careerProps, ...careerFormProps('en') })
    expect(html).toBe(draw(CareerApplicationForm, careerProps))
    expect(html).not.toMatch(arabic)
    expect(html).not.toContain('dir=')
    expectShown(html, [
      'Career application',
      'Select a position',
      'Open application',
      'Less than 1 year',
      '10+ years',
      'Select experience',
      'Portfolio or GitHub',
      'In more than 1 month',
      'Select availability',
      'Expected salary',
      'Cover letter',
      'PDF, DOC or DOCX, up to 5 MB.',
      'Submit Application',
    ])
    expect(html).toContain('>Name<span')
    expect(html).toContain('>Resume<span')
    expect(html).toContain('<label>Website<input')
  })

  it("the English kept in code is the messages' and the schemas'", () => {
    expect(OPEN_APPLICATION).toBe('Open application')
    expect(CAREER.failureDescription('a@b.example')).toBe(
      'There was a problem sending your application. Please try again or email us at a@b.example.',
    )
    const written = strings(en.formErrors)
    for (const message of Object.values(CAREER_MESSAGES)) expect(written).toContain(message)
  })
})

describe('the privacy request section', () => {
  const words = ar.privacyRequest
  const answered = ['checkInbox', 'sent', 'linkValidity', 'failed', 'tooMany', 'unavailable']

  it('on an Arabic page: its heading, choices, label, button and note in Arabic', () => {
    const html = draw(PrivacyRequestSection, privacyRequestProps('ar'))
    const shown = Object.entries(words)
      .filter(([key]) => ![...answered, 'sending', 'offline', 'heading'].includes(key))
      .map(([, text]) => text)
    expectShown(html, shown)
    // The heading's text, whatever it is broken into (after its colon, a span of its own).
    expect(headingText(html)).toBe(escaped(words.heading))
    expectNotShown(html, strings(en.privacyRequest))
    expect(html).toMatch(/type="email"[^>]* dir="ltr"/)
  })

  it('asks in Arabic and tells its outcome in Arabic, whatever the API says in English', () => {
    const text = privacyRequestProps('ar').text!
    expect(JSON.parse(requestBody('p@x.example', 'erasure', 'ar'))).toEqual({
      email: 'p@x.example',
      kind: 'erasure',
      locale: 'ar',
    })
    const ok = answerNotice(
      { ok: true, status: 202, body: { message: 'Check p@x.example: we sent a link' } },
      'p@x.example',
      text,
    )
    expect(ok).toEqual({ state: 'sent', message: fill(words.sent, { email: 'p@x.example' }) })
    const invalid = answerNotice(
      {
        ok: false,
        status: 422,
        body: { error: 'Please check', fields: { email: ['Please enter a valid email address'] } },
      },
      'p@',
      text,
    )
    expect(invalid).toEqual({
      state: 'failed',
      message: words.failed,
      fields: { email: [ar.formErrors.emailInvalid] },
    })
    const failed = (status: number) =>
      answerNotice({ ok: false, status, body: { error: 'English' } }, 'p@x.example', text)
    expect(failed(429)).toEqual({ state: 'failed', message: words.tooMany, fields: undefined })
    expect(failed(503)).toEqual({ state: 'failed', message: words.unavailable, fields: undefined })
    expect(failed(500)).toEqual({ state: 'failed', message: words.failed, fields: undefined })
  })

  it('on an English page: no props, the same markup and requests, the API’s messages', () => {
    expect(privacyRequestProps('en')).toEqual({})
    const html = draw(PrivacyRequestSection, privacyRequestProps('en'))
    expect(html).toBe(draw(PrivacyRequestSection, {}))
    expect(html).not.toMatch(arabic)
    expect(html).not.toContain('dir=')
    expect(headingText(html)).toBe('Your data: see it or erase it')
    expectShown(html, [
      'What would you like?',
      'See my data',
      'A copy of everything we hold about you.',
      'Erase my data',
      'Your email address',
      'Send request',
    ])
    expect(requestBody('p@x.example', 'access')).toBe('{"email":"p@x.example","kind":"access"}')
    const body = { message: 'Check p@x.example: we sent a link to confirm the request.' }
    expect(answerNotice({ ok: true, status: 202, body }, 'p@x.example')).toEqual({
      state: 'sent',
      message: body.message,
    })
    const fields = { email: ['Please enter a valid email address'] }
    expect(
      answerNotice({ ok: false, status: 422, body: { error: 'E', fields } }, 'p@x.example'),
    ).toEqual({ state: 'failed', message: 'E', fields })
    expect(answerNotice({ ok: false, status: 500, body: {} }, 'p@x.example')).toEqual({
      state: 'failed',
      message: 'The request could not be sent. Please try again.',
      fields: undefined,
    })
  })
})

describe('the quote carried to /book-call', () => {
  const cardProps = {
    quote,
    budgetOptions: [],
    timelineOptions: [{ value: '1-2weeks', label: '1-2 weeks' }],
  }
  const english = [
    'From the cost calculator',
    'Your Project Estimate',
    'Selected services',
    'Estimated total',
    'Budget',
    'Timeline',
    'Not specified',
    'Try again',
  ]

  it('on an Arabic page: the card and its fallback in Arabic, the total left to right', () => {
    const props = quoteSummaryProps('ar')
    expect(props.text).toMatchObject({
      estimatedTotal: ar.calculator.estimatedTotal,
      timeline: ar.calculator.timeline,
    })
    const card = draw(QuoteCard, { ...cardProps, ...props })
    expectShown(card, [
      ar.quoteSummary.eyebrow,
      ar.quoteSummary.heading,
      ar.quoteSummary.selectedServices,
      ar.calculator.estimatedTotal,
      ar.quoteSummary.notSpecified,
    ])
    expect(card).toContain(`${escaped(ar.quoteSummary.budget)}</dt>`)
    expect(card).toContain(`${escaped(ar.calculator.timeline)}</dt>`)
    expect(card).toContain('<span dir="ltr">$4,500</span>')
    expectNotShown(card, english)
    expect(card).not.toMatch(/> ?(Budget|Timeline)<\/dt>/)

    const summary = draw(QuoteSummary, { budgetOptions: [], timelineOptions: [], ...props })
    expectShown(summary, [ar.quoteSummary.heading, ar.quoteSummary.tryAgain])
    expect(summary).toMatch(/data-testid="quote-total" dir="ltr">\$4,500</)
    expectNotShown(summary, english)
  })

  it('on an English page: no props, the same markup, in English', () => {
    expect(quoteSummaryProps('en')).toEqual({})
    const card = draw(QuoteCard, { ...cardProps, ...quoteSummaryProps('en') })
    expect(card).toBe(draw(QuoteCard, cardProps))
    expect(card).not.toMatch(arabic)
    expect(card).not.toContain('dir=')
    expectShown(card, english.slice(0, 3).concat('Not specified', '1-2 weeks'))
    expect(card).toContain('data-testid="quote-total">$4,500</dd>')
    expect(card).toContain('</svg>Budget</dt>')
    expect(card).toContain('</svg>Timeline</dt>')
    const summary = draw(QuoteSummary, {
      budgetOptions: [],
      timelineOptions: [],
      ...quoteSummaryProps('en'),
    })
    expect(summary).toBe(draw(QuoteSummary, { budgetOptions: [], timelineOptions: [] }))
    expectShown(summary, ['Your Project Estimate', 'Try again'])
  })
})

describe("the lead forms' hidden spam trap", () => {
  const contact = { phone: '+1 212', budgetOptions: [], timelineOptions: [] }

  it('is labelled in Arabic on an Arabic page, in every lead form', () => {
    const label = `<label>${escaped(ar.leadForm.honeypotLabel)}<input`
    expect(draw(ContactForm, { ...contact, ...contactFormProps('ar') })).toContain(label)
    expect(draw(CareerApplicationForm, { ...careerProps, ...careerFormProps('ar') })).toContain(
      label,
    )
    const footer = draw(FooterNewsletterForm, {
      text: ar.newsletter,
      notices: ar.newsletterNotices,
    })
    expect(footer).toContain(`<label>${escaped(ar.newsletterNotices.honeypotLabel)}<input`)
    expect(footer).not.toContain('Website')
  })

  it("keeps 'Website' on English pages", () => {
    expect(en.leadForm.honeypotLabel).toBe('Website')
    expect(en.newsletterNotices.honeypotLabel).toBe('Website')
    expect(draw(ContactForm, contact)).toContain('<label>Website<input')
    expect(draw(FooterNewsletterForm, { text: en.newsletter })).toContain('<label>Website<input')
  })
})

describe('the page modules hand the words over on Arabic pages only', () => {
  const draw = (extra: unknown, locale: 'en' | 'ar') =>
    renderToString(
      (extra as Extra)({
        page: { positions: [{ _key: 'p1', title: 'Designer', location: 'Doha' }] },
        settings: { email: 'jobs@codehome.example' },
        locale,
      }),
    )

  it('/ar/careers: the application form in Arabic; /careers as before', () => {
    const arabicPage = draw(careersPage, 'ar')
    expect(arabicPage).toContain(`aria-label="${escaped(ar.careerForm.label)}"`)
    expect(arabicPage).toContain(`>${escaped(ar.careerForm.submit)}</button>`)
    expect(arabicPage).not.toContain('Submit Application')
    // The résumé field's button and "no file" text in Arabic, not the browser's language.
    expect(arabicPage).toContain(`>${escaped(ar.careerForm.chooseFile)}</span>`)
    expect(arabicPage).toContain(`>${escaped(ar.careerForm.noFileChosen)}</span>`)
    const englishPage = draw(careersPage, 'en')
    expect(englishPage).toContain('aria-label="Career application"')
    expect(englishPage).toContain('>Submit Application</button>')
    expect(englishPage).not.toMatch(arabic)
  })

  it('/ar/privacy-policy: the request section in Arabic; /privacy-policy as before', () => {
    const arabicPage = draw(privacyPolicyPage, 'ar')
    expect(headingText(arabicPage, 'privacy-request-heading')).toBe(
      escaped(ar.privacyRequest.heading),
    )
    expect(arabicPage).toContain(`>${escaped(ar.privacyRequest.send)}</button>`)
    expect(arabicPage).not.toContain('Send request')
    const englishPage = draw(privacyPolicyPage, 'en')
    expect(englishPage).toBe(renderToString(createElement(PrivacyRequestSection)))
  })
})
