/**
 * The lead forms' interface in every language (issue 44): what each form shows with no texts
 * given, as an English page draws it, is messages/en/*.json word for word (the words the specs
 * fix); given Arabic (web/components/forms/form-props.ts, through translatedProps) it shows Arabic
 * and none of those English words. The schemas' messages, the notices and the booking's dates,
 * times and zones follow the page's language too; the English kept in code for the schemas, the
 * slots API and the booking rules is the same messages'.
 */
import { describe, expect, it, vi } from 'vitest'
import { REASON_WORDS, SLOT_TAKEN_MESSAGE } from '@/core/booking/availability.ts'
import { SERVICE_OPTIONS, URGENCY_OPTIONS } from '@/core/booking/booking-form.ts'
import { locales } from '@/core/i18n/locales'
import {
  CONSULTATION_MESSAGES,
  STRATEGY_MESSAGES,
  contactSchema,
  createStrategySessionSchema,
  messageList,
} from '@/core/leads/lead-schemas.ts'
import { EAGER_PIECES } from '@/web/blocks/eager-pieces'
import { ContactBand } from '@/web/blocks/contact-band/component'
import { FinalContact } from '@/web/blocks/final-contact/component'
import { Newsletter } from '@/web/blocks/newsletter/component'
import type { BlockContext } from '@/web/blocks/types'
import { BookingCalendar, slotColumns } from '@/web/components/forms/booking-calendar'
import { bookingOutcome } from '@/web/components/forms/booking-outcome'
import { joinHyphenated } from '@/web/components/ui/whole-words'
import { OTHER_TIMES_HEADING } from '@/web/components/forms/booking-slots'
import { ContactForm } from '@/web/components/forms/contact-form'
import { ConsultationBookingForm } from '@/web/components/forms/consultation-booking-form'
import {
  bookingFormProps,
  contactFormProps,
  newsletterSectionProps,
  outboxText,
} from '@/web/components/forms/form-props'
import { bookingReader, readerOf } from '@/web/components/forms/messages/booking'
import {
  FIX_ERRORS_TITLE,
  KEPT_ON_DEVICE,
  keptOnDeviceNotice,
} from '@/web/components/forms/messages/common'
import { NewsletterSection } from '@/web/components/forms/newsletter-section'
import { storedNotice } from '@/web/components/forms/outbox-notices'
import { StrategySessionForm } from '@/web/components/forms/strategy-session-form'
import { fill } from '@/web/i18n/fill'
import { type Messages, MESSAGES, translator } from '@/web/i18n/messages'
import { formatPlural } from '@/web/i18n/plural'
import { issueText } from '@/web/leads/issue-text'
import { escaped, render } from '../helpers/markup'

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined }) }))

/** Whether `html` shows `text` as a whole: an element's text, or an attribute's value. */
/** Whether the markup shows `text`: as written, or with its hyphenated words joined (whole-words). */
const shows = (html: string, text: string) =>
  [text, joinHyphenated(text)].some(
    (shown) => html.includes(`>${escaped(shown)}<`) || html.includes(`="${escaped(shown)}"`),
  )

type Tree = { [key: string]: string | Tree }
const at = (tree: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], tree) as string

const choices = [{ value: 'small', label: '$5k – $10k' }]
const ENGLISH = {}

/**
 * Each form as a page draws it before anyone types: given its props in a language (none: English),
 * with the messages (namespace.key) whose words it shows.
 */
const FORMS = [
  {
    name: 'contact form',
    keys: [
      'contactForm.label',
      'contactForm.name',
      'contactForm.email',
      'contactForm.phoneOptional',
      'contactForm.projectDetails',
      'contactForm.detailsPlaceholder',
      'contactForm.budget',
      'contactForm.selectBudget',
      'contactForm.timeline',
      'contactForm.selectTimeline',
      'contactForm.send',
    ],
    props: contactFormProps,
    draw: (props: object) =>
      render(ContactForm, {
        phone: '+1 (212) 555-0142',
        budgetOptions: choices,
        timelineOptions: choices,
        ...props,
      }),
  },
  {
    name: 'consultation booking',
    keys: [
      'booking.consultationLabel',
      'booking.scheduleMeet',
      'booking.name',
      'booking.email',
      'booking.phone',
      'booking.company',
      'booking.service',
      'booking.selectService',
      ...SERVICE_OPTIONS.map((option) => `booking.services.${option.value}`),
      'booking.timeZone',
      'booking.selectTimeZone',
      'booking.preferredDate',
      'booking.preferredTime',
      'booking.selectTime',
      'booking.discuss',
    ],
    props: bookingFormProps,
    draw: (props: object) =>
      render(ConsultationBookingForm, { agencyEmail: 'a@b.example', ...props }),
  },
  {
    name: 'strategy session order',
    keys: [
      'booking.strategyLabel',
      'booking.bookSession',
      'booking.urgency',
      ...URGENCY_OPTIONS.map((option) => `booking.urgencyOptions.${option.value}`),
      'booking.pickDayAndTime',
      'booking.previousMonth',
      'booking.nextMonth',
      'booking.daysWithFreeTimes',
      'booking.chooseDay',
      'booking.projectDetails',
      ...Object.keys(MESSAGES.en.booking.weekdays).flatMap((day) => [
        `booking.weekdays.${day}`,
        `booking.weekdayNames.${day}`,
      ]),
    ],
    props: bookingFormProps,
    draw: (props: object) => render(StrategySessionForm, { agencyEmail: 'a@b.example', ...props }),
  },
  {
    name: 'newsletter section',
    keys: [
      'newsletterSection.label',
      'newsletterSection.heading',
      'newsletterSection.intro',
      'newsletterSection.schedule',
      'newsletter.emailLabel',
      'newsletter.placeholder',
      'newsletter.subscribe',
    ],
    props: newsletterSectionProps,
    draw: (props: object) => render(NewsletterSection, { agencyEmail: 'a@b.example', ...props }),
  },
] as const

describe('the lead forms', () => {
  it.each(FORMS.map((form) => [form.name, form] as const))(
    '%s: with no texts given (an English page), the English of messages/en',
    (_, form) => {
      expect(form.props('en')).toEqual({})
      const html = form.draw(form.props('en'))
      expect(html).toBe(form.draw(ENGLISH))
      for (const key of form.keys) expect(shows(html, at(MESSAGES.en, key)), key).toBe(true)
    },
  )

  it.each(FORMS.map((form) => [form.name, form] as const))(
    '%s: given Arabic, Arabic and none of those English words',
    (_, form) => {
      const html = form.draw(form.props('ar'))
      for (const key of form.keys) {
        expect(html, key).toContain(escaped(at(MESSAGES.ar, key)))
        expect(shows(html, at(MESSAGES.en, key)), key).toBe(false)
      }
    },
  )

  it('an English page draws the forms as before: left to right, no direction of their own', () => {
    for (const form of FORMS) expect(form.draw(ENGLISH)).not.toContain('dir=')
    const arabic = FORMS[0].draw(contactFormProps('ar'))
    // The address and the phone number are typed left to right on a right-to-left page.
    expect(arabic.match(/<input[^>]*type="(email|tel)"[^>]*>/g)).toHaveLength(2)
    for (const input of arabic.match(/<input[^>]*type="(email|tel)"[^>]*>/g)!) {
      expect(input).toContain('dir="ltr"')
    }
  })

  it('the booking forms offer the time slots as the language writes a time', () => {
    const english = FORMS[1].draw(ENGLISH)
    const arabic = FORMS[1].draw(bookingFormProps('ar'))
    expect(english).toContain('<option value="9:00 AM">9:00 AM</option>')
    expect(english).toContain('<option value="5:00 PM">5:00 PM</option>')
    // The value sent is the spec's label in every language.
    expect(arabic).toContain('<option value="9:00 AM">9:00 ص</option>')
    expect(arabic).toContain('<option value="5:00 PM">5:00 م</option>')
    expect(arabic).not.toMatch(/>[^<]*\d (AM|PM)</)
  })

  it('the newsletter section counts its subscribers in each language', () => {
    const count = { subscriberCount: '500+' }
    const english = render(NewsletterSection, { agencyEmail: 'a@b.example', ...count })
    expect(english).toContain(
      escaped(
        joinHyphenated(fill(MESSAGES.en.newsletterSection.introWithCount, { count: '500+' })),
      ),
    )
    const arabic = render(NewsletterSection, {
      agencyEmail: 'a@b.example',
      ...count,
      ...newsletterSectionProps('ar'),
    })
    expect(arabic).toContain(
      escaped(
        joinHyphenated(fill(MESSAGES.ar.newsletterSection.introWithCount, { count: '500+' })),
      ),
    )
  })
})

describe("the home page's blocks with a form", () => {
  const context = (locale?: 'ar') =>
    ({
      settings: { phone: '+1 (212) 555-0142', email: 'hello@codehome.example' },
      leadForms: { budgetOptions: choices, timelineOptions: choices },
      breadcrumbs: [],
      pieces: EAGER_PIECES,
      ...(locale ? { locale } : {}),
    }) as unknown as BlockContext & { leadForms: NonNullable<BlockContext['leadForms']> }
  const heading = { title: 'T', eyebrow: null, intro: null, link: null }
  const draw = (locale?: 'ar') =>
    [
      render(ContactBand, {
        block: { heading } as never,
        context: context(locale),
        headingId: 'c',
        tone: 'light',
      }),
      render(FinalContact, {
        block: { heading } as never,
        context: context(locale),
        headingId: 'f',
        tone: 'light',
      }),
      render(Newsletter, {
        block: { heading, subscribers: null } as never,
        context: context(locale),
        headingId: 'n',
        tone: 'light',
      }),
    ].join('')
  const keys = [
    'contactSection.label',
    'contactSection.replyPromise',
    'contactSection.finalFormLabel',
    'contactForm.label',
    'contactForm.send',
    'newsletterSection.label',
    'newsletterSection.schedule',
  ]

  it('in English (no locale in the context) as before', () => {
    const html = draw()
    for (const key of keys) expect(html, key).toContain(escaped(at(MESSAGES.en, key)))
    expect(html).toContain('Prefer to talk? Call')
    expect(html).toContain('<span class="sr-only">Call </span>')
    expect(html).not.toContain('dir=')
  })

  it("in the context's language: its words, the phone number left to right", () => {
    const html = draw('ar')
    for (const key of keys) {
      expect(html, key).toContain(escaped(at(MESSAGES.ar, key)))
      expect(html, key).not.toContain(escaped(at(MESSAGES.en, key)))
    }
    expect(html).toContain(MESSAGES.ar.contactSection.preferToTalk)
    expect(html).not.toContain('Prefer to talk')
    expect(html).toMatch(/<a [^>]*dir="ltr"[^>]*>\+1 \(212\) 555-0142<\/a>/)
    expect(html).toContain('<bdi dir="ltr">+1 (212) 555-0142</bdi>')
  })
})

describe('the booking calendar', () => {
  const slots = [
    { time: '9:00 AM', available: true },
    { time: '9:30 AM', available: false, reason: 'booked' as const, reasonText: 'Booked' },
    { time: '8:00 PM', available: true, outsideSpecList: true },
  ]
  const draw = (read?: ReturnType<typeof bookingReader>) =>
    render(BookingCalendar, {
      id: 'b',
      zone: 'Asia/Dubai',
      earliest: '2026-03-02',
      date: '2026-03-06',
      time: '',
      slots,
      refresh: 0,
      onPick: () => undefined,
      read,
    })

  it('in English: the month, the day, its times and the zone as before', () => {
    const html = draw()
    for (const text of [
      'March 2026',
      'Friday, March 6, 2026',
      'Times in Dubai (Gulf Standard Time)',
      '9:00 AM',
      '8:00 PM',
      'March 2026: days with free times',
      'Friday, March 6, 2026: no free times',
      OTHER_TIMES_HEADING,
      MESSAGES.en.booking.otherTimesNote,
      MESSAGES.en.booking.freeTimes,
    ]) {
      expect(shows(html, text), text).toBe(true)
    }
    // English's short names fit a phone: drawn once, as before.
    expect(html).toContain('>Th</th>')
  })

  it('in Arabic: the month, the day and the times in Arabic, the zone by its Arabic name', () => {
    const html = draw(readerOf('ar', bookingFormProps('ar').text))
    for (const text of [
      'مارس 2026',
      'الجمعة، 6 مارس 2026',
      'الأوقات بتوقيت دبي (توقيت الخليج)',
      '9:00 ص',
      '8:00 م',
      'مارس 2026: الأيام التي تتوفر فيها مواعيد',
      'الجمعة، 6 مارس 2026: لا توجد مواعيد متاحة',
      MESSAGES.ar.booking.otherTimes,
      MESSAGES.ar.booking.otherTimesNote,
      MESSAGES.ar.booking.freeTimes,
    ]) {
      expect(shows(html, text), text).toBe(true)
    }
    for (const text of ['March 2026', '9:00 AM', OTHER_TIMES_HEADING, 'Free times']) {
      expect(html, text).not.toContain(text)
    }
    // The month's arrows turn with the page's direction.
    expect(html.match(/rtl:-scale-x-100/g)).toHaveLength(2)
    // The weekdays' short names from 640 px, one letter on a phone (the short ones ran together).
    expect(html).toContain(
      `<span class="sm:hidden">${MESSAGES.ar.booking.weekdaysNarrow.thursday}</span><span class="max-sm:hidden">${MESSAGES.ar.booking.weekdays.thursday}</span>`,
    )
  })

  it("a day's free times are counted in the language's plural forms", () => {
    const label = (code: 'en' | 'ar', count: number) =>
      fill(formatPlural(MESSAGES[code].booking.dayFreeTimes, count, locales.entry(code).intl), {
        date: 'D',
      })
    expect([1, 2].map((n) => label('en', n))).toEqual(['D: 1 free time', 'D: 2 free times'])
    expect([1, 2, 3, 11, 100].map((n) => label('ar', n))).toEqual([
      'D: موعد واحد متاح',
      'D: موعدان متاحان',
      'D: 3 مواعيد متاحة',
      'D: 11 موعدًا متاحًا',
      'D: 100 موعد متاح',
    ])
  })
})

describe("the schemas' messages on the page's language", () => {
  const english = MESSAGES.en.formErrors
  const arabic = MESSAGES.ar.formErrors
  const strategy = createStrategySessionSchema(() => new Date('2026-03-01T12:00:00Z'))
  const inArabic = issueText({ text: arabic, locale: 'ar' })
  const list = (
    schema: typeof contactSchema | typeof strategy,
    payload: Record<string, unknown>,
    describe?: typeof inArabic,
  ) => {
    const result = schema.safeParse(payload)
    return result.success ? [] : messageList(result.error, payload, describe)
  }

  it("the English messages are the schemas' own", () => {
    const spec = [...Object.values(STRATEGY_MESSAGES), CONSULTATION_MESSAGES.tooEarly]
    const written = Object.values(english).filter((value) => typeof value === 'string')
    for (const message of spec) expect(written, message).toContain(message)
    expect(list(contactSchema, {})).toEqual([
      english.nameRequired,
      english.emailRequired,
      english.messageRequired,
    ])
    expect(list(contactSchema, { name: 'J', email: 'j@', message: 'x' })).toEqual([
      english.emailInvalid,
    ])
  })

  it('each field by the name the schemas give it, in the templates they write', () => {
    const fields = Object.keys(english.fields).filter((field) => field !== 'other')
    for (const field of fields) {
      const name = english.fields[field as keyof typeof english.fields]
      const payload = { [field]: 'a\u0001' }
      expect(list(strategy, payload), field).toContain(
        fill(english.invalidCharacter, { field: name }),
      )
      expect(list(strategy, payload, inArabic), field).toContain(
        fill(arabic.invalidCharacter, {
          field: arabic.fields[field as keyof typeof arabic.fields],
        }),
      )
    }
    expect(list(contactSchema, { name: 'x'.repeat(101) })).toContain(
      fill(english.tooLong, { field: 'Name', max: '100' }),
    )
    expect(list(contactSchema, { name: 'x'.repeat(101) }, inArabic)).toContain(
      fill(arabic.tooLong, { field: arabic.fields.name, max: '100' }),
    )
    expect(list(contactSchema, { name: 'a\nb' }, inArabic)).toContain(
      fill(arabic.singleLine, { field: arabic.fields.name }),
    )
  })

  it('in Arabic, every message a form can list is Arabic', () => {
    const payloads = [
      {},
      { name: 'J', email: 'j@', message: 'x' },
      { name: 'J', email: 'j@x.example', timezone: 'Mars/Base', preferredDate: '2026-02-31' },
      { name: 'J', email: 'j@x.example', timezone: 'Asia/Dubai', preferredDate: '2026-03-01' },
      { preferredTime: '9:10 AM', service: 'astrology', urgency: 'now', budget: 'x'.repeat(81) },
    ]
    const englishWords = new Set(
      Object.values(english).filter((value): value is string => typeof value === 'string'),
    )
    for (const payload of payloads) {
      for (const schema of [contactSchema, strategy]) {
        const messages = list(schema, payload, inArabic)
        expect(messages.length).toBeGreaterThan(0)
        for (const message of messages) {
          expect(message).toMatch(/[\u0600-\u06FF]/)
          expect(englishWords.has(message)).toBe(false)
          expect(message).not.toMatch(/\b(is required|Please|must|valid)\b/)
        }
      }
    }
    expect(list(strategy, {}, inArabic)).toEqual([
      arabic.nameRequired,
      arabic.emailRequired,
      arabic.timezoneRequired,
      arabic.dateRequired,
      arabic.timeRequired,
    ])
  })
})

describe('the notices', () => {
  it("in English, the specs' words as before", () => {
    expect(FIX_ERRORS_TITLE).toBe('Please fix the following errors:')
    expect(KEPT_ON_DEVICE.refusedDescription('a@b.example')).toBe(
      'A message saved on this device could not be delivered. Please send it again or email us at a@b.example.',
    )
    expect(keptOnDeviceNotice()).toEqual({
      title: 'Saved on this device',
      description: MESSAGES.en.leadForm.keptDescription,
      duration: 10_000,
    })
    const outcome = bookingOutcome('a@b.example', bookingReader())
    expect(outcome.failure.description).toBe(
      'There was an issue scheduling your meeting. Please try again or contact us directly at a@b.example',
    )
    expect(outcome.taken.description).toBe(SLOT_TAKEN_MESSAGE)
    expect(outcome.language).toBeUndefined()
    const booked = {
      preferredDate: '2026-03-06',
      preferredTime: '10:30 AM',
      timezone: 'Asia/Dubai',
    }
    const success = {
      title: '✅ Meeting Scheduled Successfully!',
      description:
        'Your strategy session is confirmed for Friday, March 6, 2026 at 10:30 AM (Dubai (Gulf Standard Time)). Please check your email for details.',
      duration: 6000,
    }
    expect(outcome.success({ ...outcome.empty, ...booked })).toEqual(success)
    const body = JSON.stringify({ leadData: booked })
    expect(storedNotice('Book Call Form', body)).toEqual(success)
    expect(storedNotice('Contact Form', '{}')).toEqual({
      title: 'Request Submitted Successfully!',
      description: "Thank you for reaching out. We'll get back to you within 24 hours.",
    })
  })

  it('in Arabic, Arabic: the date, time and zone too', () => {
    expect(keptOnDeviceNotice(MESSAGES.ar.leadForm).title).toBe(MESSAGES.ar.leadForm.keptTitle)
    const { locale, text } = bookingFormProps('ar')
    const outcome = bookingOutcome('a@b.example', readerOf(locale, text), text)
    expect(outcome.language).toEqual({
      locale: 'ar',
      common: MESSAGES.ar.leadForm,
      errors: MESSAGES.ar.formErrors,
    })
    expect(outcome.taken.description).toBe(MESSAGES.ar.booking.takenDescription)
    expect(outcome.failure.description).toContain('\u2068a@b.example\u2069')
    const booked = {
      preferredDate: '2026-03-06',
      preferredTime: '10:30 AM',
      timezone: 'Asia/Riyadh',
    }
    const description = outcome.success({ ...outcome.empty, ...booked }).description
    expect(description).toBe(
      'تم تأكيد موعدك يوم الجمعة، 6 مارس 2026 الساعة 10:30 ص، الرياض (توقيت السعودية). ستجد التفاصيل في بريدك الإلكتروني.',
    )
    // A kept booking's notice, told by the shell once it is stored, says the same.
    const language = { locale: 'ar' as const, text: outboxText(MESSAGES.ar) }
    const body = JSON.stringify({ leadData: booked })
    expect(storedNotice('Book Call Form', body, language).description).toBe(description)
    expect(storedNotice('Contact Form', '{}', language).title).toBe(
      MESSAGES.ar.contactForm.successTitle,
    )
  })
})

describe('English kept in code is the messages', () => {
  it('the booking rules, the slots API and the lead rules say what messages/en says', () => {
    const words = MESSAGES.en.booking
    expect(SERVICE_OPTIONS.map((option) => words.services[option.value])).toEqual(
      SERVICE_OPTIONS.map((option) => option.label),
    )
    expect(URGENCY_OPTIONS.map((option) => words.urgencyOptions[option.value])).toEqual(
      URGENCY_OPTIONS.map((option) => option.label),
    )
    expect(words.reasons).toEqual(REASON_WORDS)
    expect(words.takenDescription).toBe(SLOT_TAKEN_MESSAGE)
    expect(words.otherTimes).toBe(OTHER_TIMES_HEADING)
  })
})

describe('messages with values, as the browser fills them', () => {
  const namespaces = [
    'booking',
    'contactForm',
    'formErrors',
    'leadForm',
    'newsletterSection',
  ] as const satisfies readonly (keyof Messages)[]

  it.each(['en', 'ar'] as const)('%s: fill (and formatPlural) read as use-intl formats', (code) => {
    for (const namespace of namespaces) {
      const t = translator(code, namespace) as unknown as (key: string, values: object) => string
      const walk = (tree: Tree, prefix: string) => {
        for (const [key, message] of Object.entries(tree)) {
          if (typeof message !== 'string') {
            walk(message, `${prefix}${key}.`)
            continue
          }
          const names = [...message.matchAll(/\{\s*(\w+)/g)].map((match) => match[1]!)
          if (!names.length) continue
          const plural = /\{\s*count\s*,\s*plural/.test(message)
          const values = Object.fromEntries(
            names.map((name) => [name, name === 'count' && plural ? 3 : `<${name} $1>`]),
          )
          const filled = fill(
            plural ? formatPlural(message, 3, locales.entry(code).intl) : message,
            values,
          )
          expect(filled, `${namespace}.${prefix}${key}`).toBe(t(`${prefix}${key}`, values))
        }
      }
      walk(MESSAGES[code][namespace] as Tree, '')
    }
  })
})

describe("the booking calendar's times", () => {
  it('are three to a row, or two where three would leave one alone and two would not', () => {
    expect(slotColumns(17)).toBe('grid-cols-3') // a whole day: 9:00 to 17:00
    expect(slotColumns(4)).toBe('grid-cols-2')
    expect(slotColumns(10)).toBe('grid-cols-2')
    expect(slotColumns(16)).toBe('grid-cols-2')
    expect(slotColumns(7)).toBe('grid-cols-3')
    expect(slotColumns(1)).toBe('grid-cols-3')
    expect(slotColumns(6)).toBe('grid-cols-3')
  })
})
