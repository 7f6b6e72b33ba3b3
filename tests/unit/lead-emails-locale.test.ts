/**
 * A visitor's e-mails in the language of their lead (issue 44), as the function queues them on a
 * real (in-memory) PGlite database: the welcome of each form, the newsletter's double opt-in, a
 * booked session's confirmation with its invite, its reminders, its update and its cancellation.
 * In Arabic: an Arabic subject and body, `lang="ar" dir="rtl"`, Western digits, the phone, the
 * address, prices and links kept left to right, links to the /ar pages. The agency's notification
 * stays in English and names the language. English e-mails are byte for byte what they were.
 *
 * An e-mail links to a page in its language only where the route has one (core/i18n/routes.ts
 * TRANSLATED_ROUTES); every page these e-mails link to has (the booking pages, /book-call, the
 * newsletter's confirm and unsubscribe pages), and the table read here is the site's own.
 */
import { describe, expect, it } from 'vitest'
import { renderLeadEmails, type OutboxEmail } from '@/core/leads/lead-emails.ts'
import { buildLeadRecord, type LeadRecord } from '@/core/leads/lead-record.ts'
import { schemaForLabel } from '@/core/leads/lead-schemas.ts'
import { createSqlLeadStore } from '@/core/leads/lead-store.ts'
import { newsletterConfirmation } from '@/core/privacy/newsletter.ts'
import { createSignedLinks } from '@/core/privacy/signed-links.ts'
import {
  bookingDatabase,
  bookingHandler,
  bookingRequest,
  halfHourAfter,
  readInvite,
  slotAt,
} from '../helpers/booking'
import { handlerFor, leadRequest, SITE, validSubmissions } from '../helpers/leads'

const store = bookingDatabase()

interface OutboxRow {
  kind: string
  subject: string
  text_body: string
  html_body: string
  attachments: { fileName: string; contentType: string; content: string }[]
}
const outbox = async () =>
  (
    await store.db.query<OutboxRow>(
      'select kind, subject, text_body, html_body, attachments from email_outbox order by id',
    )
  ).rows
const mailOf = async (kind: string) => (await outbox()).find((row) => row.kind === kind)!

async function send(
  submission: { formType: string; leadData: Record<string, unknown> },
  locale?: string,
  handle = handlerFor(null as never, { store: createSqlLeadStore(store.sql) }),
) {
  const response = await handle(
    leadRequest(locale === undefined ? submission : { ...submission, locale }),
  )
  expect(response.status).toBe(200)
}

const RTL_HTML = '<html lang="ar" dir="rtl">'
/** Arabic-Indic and Eastern Arabic-Indic digits: the site writes Western ones. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/
const PHONE_LTR = `<span dir="ltr">${SITE.phone}</span>`
const EMAIL_LTR = `<span dir="ltr">${SITE.email}</span>`

/** What an Arabic e-mail to the visitor always is. */
function expectArabic(mail: { subject: string; text_body: string; html_body: string }) {
  expect(mail.subject).toMatch(/\p{Script=Arabic}/u)
  expect(mail.html_body).toContain(RTL_HTML)
  expect(mail.html_body).toMatch(/<body dir="rtl"/)
  expect(mail.text_body).not.toMatch(EASTERN_DIGITS)
  expect(mail.html_body).not.toMatch(EASTERN_DIGITS)
  // None of the English words slipped through.
  expect(mail.text_body).not.toMatch(/\b(Thank you|Hello|Hi|Reschedule|Cancel|When|Where)\b/)
}

describe('the welcome', () => {
  it('is written in Arabic for an Arabic lead, the phone and address kept left to right', async () => {
    await send(validSubmissions().contact, 'ar')
    const welcome = await mailOf('welcome')
    expectArabic(welcome)
    expect(welcome.subject).toBe('شكراً لتواصلك مع Codehome')
    expect(welcome.text_body.split('\n')[0]).toBe('مرحباً Jane Doe،')
    expect(welcome.text_body).toContain('سيرد عليك أحد أعضاء فريقنا خلال 24 ساعة')
    expect(welcome.html_body).toContain(PHONE_LTR)
    expect(welcome.html_body).toContain(EMAIL_LTR)
  })

  it('is English, byte for byte as before, for a lead without a locale or with "en"', async () => {
    for (const locale of [undefined, 'en']) {
      await store.db.exec('delete from email_outbox; delete from leads;')
      await send(validSubmissions().contact, locale)
      const welcome = await mailOf('welcome')
      expect(welcome.subject).toBe('Thank you for contacting Codehome')
      expect(welcome.text_body).toBe(
        'Hi Jane Doe,\n\nThank you for getting in touch. We have received your message and will reply within 24 hours.\n\nCodehome\n+1 (212) 555-0142 · hello@codehome.example · http://127.0.0.1\n',
      )
      expect(welcome.html_body).toBe(`<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">
<p style="margin:0 0 16px">Hi Jane Doe,</p>
<p style="margin:0 0 16px">Thank you for getting in touch. We have received your message and will reply within 24 hours.</p>
<p style="margin:24px 0 0"><strong>Codehome</strong><br>+1 (212) 555-0142 · hello@codehome.example</p>
</body></html>`)
    }
  })

  it("leaves the agency's notification in English, naming the lead's language", async () => {
    await send(validSubmissions().contact, 'ar')
    const notification = await mailOf('notification')
    expect(notification.subject).toBe('New contact lead: Jane Doe')
    expect(notification.text_body).toContain('\nLanguage: Arabic (ar)\n')
    expect(notification.html_body).not.toContain('dir="rtl"')
    await store.db.exec('delete from email_outbox; delete from leads;')
    await send(validSubmissions().contact)
    expect((await mailOf('notification')).text_body).toContain('\nLanguage: English (en)\n')
  })

  describe('of every form, rendered', () => {
    const site = { ...SITE, siteUrl: 'https://codehome.example' }
    const welcomeOf = (label: string, data: Record<string, unknown>, locale: 'ar' | 'en') => {
      const { shortType, schema } = schemaForLabel(label)
      const input = schema.parse(data)
      const quote = input.selectedServices.length
        ? {
            selectedServices: ['SEO', 'PPC Advertising'],
            servicesBreakdown: [
              { name: 'SEO', price: 599 },
              { name: 'PPC Advertising', price: 1200 },
            ],
            estimatedTotal: 1799,
          }
        : null
      const facts = { now: new Date(), pageUrl: '', referrer: '', userAgent: '' }
      const record: LeadRecord = { ...buildLeadRecord(shortType, input, facts, quote), locale }
      const options = { sendWelcomeEmail: true, sendNotificationEmail: false }
      return renderLeadEmails(shortType, record, site, options)[0]!
    }
    const asRow = (mail: OutboxEmail) => ({
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
    })

    it('speaks Arabic in each, with its own subject', () => {
      const quote = { name: 'Q', email: 'q@example.com', selectedServices: 'SEO, PPC Advertising' }
      const subjects = {
        'Consultation Form': 'طلب الاستشارة الخاص بك لدى Codehome',
        newsletter: 'أهلاً بك في النشرة البريدية من Codehome',
        'Career Application': 'وصلنا طلب التوظيف الخاص بك',
        'Cost Calculator': 'تقدير تكلفة مشروعك من Codehome',
      }
      const data: Record<keyof typeof subjects, Record<string, unknown>> = {
        'Consultation Form': { name: 'Sam', email: 's@example.com' },
        newsletter: { email: 'r@example.com', name: 'Newsletter Subscriber' },
        'Career Application': validSubmissions().career.leadData,
        'Cost Calculator': quote,
      }
      for (const [label, subject] of Object.entries(subjects)) {
        const mail = welcomeOf(label, data[label as keyof typeof subjects], 'ar')
        expect(mail.subject, label).toBe(subject)
        expectArabic(asRow(mail))
      }
      expect(welcomeOf('newsletter', data.newsletter, 'ar').text.split('\n')[0]).toBe('مرحباً،')
    })

    it('prices in US dollars as the site shows them, kept left to right', () => {
      const mail = welcomeOf(
        'Cost Calculator',
        { name: 'Q', email: 'q@example.com', selectedServices: 'SEO, PPC Advertising' },
        'ar',
      )
      expect(mail.text).toContain('SEO، PPC Advertising — $1,799')
      expect(mail.html).toContain('<span dir="ltr">$1,799</span>')
    })

    it('names the session asked for in Arabic words, Western digits and the zone in Arabic', () => {
      const mail = welcomeOf(
        'Google Meet Booking',
        {
          name: 'Sam Lee',
          email: 'sam@example.com',
          timezone: 'Asia/Dubai',
          preferredDate: '2099-03-13',
          preferredTime: '2:30 PM',
        },
        'ar',
      )
      expect(mail.subject).toBe('جلستك الاستراتيجية مع Codehome')
      expect(mail.text).toContain('وموعدها الجمعة، 13 مارس 2099 الساعة 2:30 م، دبي (توقيت الخليج).')
      expect(mail.text).toContain('سنتواصل معك خلال ساعة لتأكيد الموعد')
    })
  })
})

describe('the newsletter’s double opt-in', () => {
  const links = createSignedLinks('test-link-secret-0123456789abcdef0123')

  it('asks an Arabic subscriber in Arabic, linking to the Arabic confirm and unsubscribe pages', async () => {
    const handle = handlerFor(null as never, {
      store: createSqlLeadStore(store.sql),
      newsletterConfirmation: newsletterConfirmation(links, 7),
    })
    await send(validSubmissions().newsletter, 'ar', handle)
    const welcome = await mailOf('welcome')
    expectArabic(welcome)
    expect(welcome.subject).toBe(
      'أهلاً بك في النشرة البريدية من Codehome: يرجى تأكيد بريدك الإلكتروني',
    )
    expect(welcome.text_body).toContain(`${SITE.siteUrl}/ar/newsletter/confirm?token=`)
    expect(welcome.text_body).toContain(`${SITE.siteUrl}/ar/newsletter/unsubscribe?token=`)
    expect(welcome.text_body).toContain('بعد 7 أيام')
    expect(welcome.html_body).toContain('>تأكيد اشتراكي</a>')
    expect(welcome.html_body).toContain(PHONE_LTR)

    await store.db.exec('delete from email_outbox; delete from leads;')
    await send(validSubmissions().newsletter, undefined, handle)
    const english = await mailOf('welcome')
    expect(english.subject).toBe('Welcome to the Codehome newsletter: please confirm your address')
    expect(english.text_body).toContain(`${SITE.siteUrl}/newsletter/confirm?token=`)
    expect(english.html_body).toContain('<html><body style=')
  })
})

describe('a booked session', () => {
  /** A session booked from an Arabic page, at least three days ahead. */
  async function bookInArabic() {
    const booking = bookingHandler(store.sql)
    const request = bookingRequest(slotAt(halfHourAfter(new Date(), 72)), 'sara@example.com')
    const body = { ...((await request.json()) as object), locale: 'ar' }
    expect((await booking.handle(leadRequest(body))).status).toBe(200)
    return booking.service
  }
  const arabicLink = (text: string, action = '') => {
    const match = new RegExp(`${SITE.siteUrl}/ar/booking/([^\\s?]+)${action}`).exec(text)
    if (!match) throw new Error(`No Arabic booking link in:\n${text}`)
    return match[1]!
  }

  it('is confirmed in Arabic with its invite, links to the Arabic pages and Arabic reminders', async () => {
    await bookInArabic()
    const welcome = await mailOf('welcome')
    expectArabic(welcome)
    expect(welcome.subject).toBe('تم تأكيد جلستك الاستراتيجية مع Codehome')
    expect(welcome.text_body).toContain('الموعد: ')
    expect(welcome.text_body).toContain('رابط الاجتماع: https://meet.google.com/abc-defg-hij')
    arabicLink(welcome.text_body)
    arabicLink(welcome.text_body, '\\?action=cancel')
    expect(welcome.html_body).toContain(`<a dir="ltr" href="${SITE.siteUrl}/ar/booking/`)

    const invite = welcome.attachments[0]!
    expect(invite.content).toContain('SUMMARY;LANGUAGE=ar:')
    const event = readInvite(invite.content)
    expect(event.summary).toBe('جلسة استراتيجية مع Codehome')
    expect(event.description).toContain(`لإعادة الجدولة: ${SITE.siteUrl}/ar/booking/`)
    expect(event.description).toContain('للإلغاء: ')

    // The agency's copy: English words, the English pages.
    const notification = await mailOf('notification')
    expect(notification.text_body).toContain(
      `Need another time? Reschedule: ${SITE.siteUrl}/booking/`,
    )
    expect(notification.text_body).not.toContain('/ar/booking/')
    expect(readInvite(notification.attachments[0]!.content).description).toContain(
      `Reschedule: ${SITE.siteUrl}/booking/`,
    )

    const reminders = (await outbox()).filter((row) => row.kind.startsWith('booking-reminder-'))
    expect(reminders.map((row) => row.subject)).toEqual([
      'تذكير: جلستك الاستراتيجية مع Codehome غداً',
      'تذكير: جلستك الاستراتيجية مع Codehome تبدأ بعد ساعة',
    ])
    for (const reminder of reminders) {
      expectArabic(reminder)
      arabicLink(reminder.text_body)
    }
  })

  it('is moved and cancelled in Arabic, from the links of its Arabic e-mails', async () => {
    const service = await bookInArabic()
    const token = decodeURIComponent(arabicLink((await mailOf('welcome')).text_body))
    const to = slotAt(halfHourAfter(new Date(), 96))
    expect(await service.reschedule(token, to.date, to.time, to.zone)).toMatchObject({ ok: true })
    const update = await mailOf('booking-update')
    expectArabic(update)
    expect(update.subject).toBe('تم تغيير موعد جلستك الاستراتيجية مع Codehome')
    expect(readInvite(update.attachments[0]!.content).summary).toBe('جلسة استراتيجية مع Codehome')
    expect((await mailOf('booking-update-agency')).subject).toMatch(/^Session moved: /)

    const moved = decodeURIComponent(arabicLink(update.text_body))
    expect(await service.cancel(moved)).toMatchObject({ ok: true })
    const cancelled = await mailOf('booking-cancel')
    expectArabic(cancelled)
    expect(cancelled.subject).toBe('تم إلغاء جلستك الاستراتيجية مع Codehome')
    expect(cancelled.text_body).toContain(`${SITE.siteUrl}/ar/book-call`)
    expect((await mailOf('booking-cancel-agency')).subject).toMatch(/^Session cancelled: /)
  })

  it('booked from an English page stays English, with the English pages', async () => {
    const booking = bookingHandler(store.sql)
    const slot = slotAt(halfHourAfter(new Date(), 72))
    expect((await booking.handle(bookingRequest(slot, 'sam@example.com'))).status).toBe(200)
    const welcome = await mailOf('welcome')
    expect(welcome.subject).toBe('Your strategy session with Codehome is confirmed')
    expect(welcome.text_body).toContain(`Reschedule: ${SITE.siteUrl}/booking/`)
    expect(welcome.html_body).not.toContain('dir=')
    const invite = welcome.attachments[0]!.content
    expect(invite).toContain('SUMMARY:Strategy session with Codehome')
  })
})
