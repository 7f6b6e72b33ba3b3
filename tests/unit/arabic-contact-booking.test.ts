/**
 * The contact, booking and payment pages in Arabic (issue 44): /ar/contact, /ar/book-call, the
 * booking pages the e-mails link to (/ar/booking/{token}, …/confirmed) and the payment pages
 * (/ar/checkout, /ar/payment-gateway/{id}, /ar/payment-success, /ar/secure-payment/{id}). Each
 * page module and component drawn in Arabic says its words in Arabic and none of its English;
 * drawn in English (no language given) it says the English it always said, the words the server
 * and the API use; the test gateway says it is a test in Arabic too; prices, phone numbers and
 * addresses stay left to right; and the links, redirects and the client's navigations lead to the
 * Arabic pages.
 */
import { createElement, isValidElement, type ReactNode } from 'react'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LINK_WORDS } from '@/core/booking/sessions.ts'
import { SLOT_TAKEN_MESSAGE } from '@/core/booking/availability.ts'
import { isTranslatedPath, localizedHref } from '@/core/i18n/routes'
import { MESSAGES } from '@/web/i18n/messages'
import { LINK_MESSAGES, TEST_MODE_LABEL, UNAVAILABLE, UNKNOWN_ORDER } from '@/web/payments/messages'
import { UNKNOWN_PACKAGE, UNKNOWN_SERVICE } from '@/web/payments/pricing'
import type { Order, PaymentLink } from '@/web/payments/types'
import { render, renderWhole } from '../helpers/markup'
import { buildSeed } from '@/scripts/seed/build'

// The seeded catalogue, as the seed script writes it (a fresh clone has no dataset file yet).
const docs = buildSeed().documents as unknown as ({ _id: string } & Record<string, unknown>)[]
const doc = (id: string) => docs.find((entry) => entry._id === id)!

const reads: { fn: string; locale?: string }[] = []
vi.mock('@/web/content', async (actual) => ({
  ...(await actual<object>()),
  getSettings: vi.fn(async (options?: { locale?: string }) => {
    reads.push({ fn: 'getSettings', locale: options?.locale })
    return doc(options?.locale === 'ar' ? 'siteSettings__i18n_ar' : 'siteSettings')
  }),
  getLeadFormOptions: vi.fn(async (options?: { locale?: string }) => {
    reads.push({ fn: 'getLeadFormOptions', locale: options?.locale })
    return { budgetOptions: [], timelineOptions: [] }
  }),
  // The contact form's client word: the seed's testimonial of order 0 in the language.
  getFirstTestimonial: vi.fn(async (options?: { locale?: string }) => {
    reads.push({ fn: 'getFirstTestimonial', locale: options?.locale })
    return docs.find(
      (entry) =>
        entry._type === 'testimonial' &&
        entry.order === 0 &&
        entry._id.endsWith('__i18n_ar') === (options?.locale === 'ar'),
    )
  }),
  getOffices: vi.fn(async () => [
    {
      _id: 'o',
      name: 'الدوحة',
      country: 'قطر',
      address: 'الشارع 1',
      phone: '+974 4000 0000',
      coordinates: [51.5, 25.3],
      flagEmoji: '',
      timeZone: null,
    },
  ]),
  getService: vi.fn(async (slug: string, options?: { locale?: string }) => {
    reads.push({ fn: 'getService', locale: options?.locale })
    if (slug !== 'seo') return null
    const service = doc(options?.locale === 'ar' ? 'service-seo__i18n_ar' : 'service-seo')
    return { slug, title: service.title, packages: service.packages }
  }),
}))
vi.mock('@/web/payments/service', () => ({
  currentGateway: () => ({ name: 'test', mode: 'test' }),
}))
vi.mock('@/web/booking/service', () => ({
  bookingService: () => {
    throw new Error('not in these tests')
  },
}))
vi.mock('@/web/blocks/page-content', () => ({
  getPage: vi.fn(async (_slug: string, options?: { locale?: string }) => {
    reads.push({ fn: 'getPage', locale: options?.locale })
    return null
  }),
}))
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND')
  },
  redirect: (to: string) => {
    throw new Error(`REDIRECT ${to}`)
  },
  useRouter: () => ({ refresh() {}, push() {} }),
  // Rendered outside a request: no path, so client links keep the href they are given.
  usePathname: () => null,
}))

const order: Order = {
  id: 'ord_1',
  state: 'paid',
  mode: 'test',
  gateway: 'test',
  amountCents: 79_900,
  currency: 'usd',
  billingPeriod: 'monthly',
  description: 'SEO — Growth package',
  serviceSlug: 'seo',
  packagePosition: 2,
  packageName: 'Growth',
  clientName: 'Sara Ahmed',
  clientEmail: 'sara@example.com',
  company: '',
  notes: '',
  paymentLinkId: null,
  leadId: null,
  checkoutSessionId: null,
  checkoutUrl: null,
  checkoutExpiresAt: null,
  gatewayReference: null,
  paidAt: '2026-03-02T10:00:00Z',
  failureReason: 'The test payment was declined. No money moved.',
  locale: 'ar',
  createdAt: '2026-03-01T10:00:00Z',
  updatedAt: '2026-03-01T10:00:00Z',
}
const link: PaymentLink = {
  id: 'pl_1',
  state: 'open',
  clientName: 'Sara Ahmed',
  clientEmail: 'sara@example.com',
  description: 'Website redesign',
  amountCents: 150_050,
  currency: 'usd',
  serviceSlug: null,
  packagePosition: null,
  expiresAt: '2030-01-31T17:00:00Z',
  cancelledAt: null,
  paidAt: null,
  paidOrderId: null,
  createdAt: '2026-01-01T00:00:00Z',
}
const settings = {
  brandName: 'Codehome',
  phone: '+1 (212) 555-0142',
  email: 'hello@codehome.example',
}

const arabic = /[\u0600-\u06FF]/

/**
 * Markup as the server streams it, with the marks between adjacent texts (`a<!-- -->b`): an
 * English page's text runs as they always were, not merely the same words.
 */
const streamed = <P extends object>(component: (props: P) => ReactNode, props: P) =>
  renderToString(createElement(component as never, props as never))

/** Every English word of a drawn page: what an Arabic page must not show. */
const EN = {
  outcome: ['Payment received', 'Thank you, Sara!', 'Amount paid', 'Payment method', 'Test mode'],
  request: [
    'Payment request from',
    'Billed to',
    'Due today',
    'Check the details',
    'Secure payment',
  ],
  gateway: ['Complete your payment', 'test gateway', 'Simulate a declined payment', 'Pay $'],
}

describe('the words the pages and the API share', () => {
  it('English is the server’s own, word for word', () => {
    const en = MESSAGES.en
    expect(en.payments.testMode).toBe(TEST_MODE_LABEL)
    expect(en.payments.request.closed).toEqual({
      paid: LINK_MESSAGES.paid,
      cancelled: LINK_MESSAGES.cancelled,
      expired: LINK_MESSAGES.expired,
    })
    expect(en.payments.notFound.linkText).toBe(LINK_MESSAGES.unknown)
    expect(en.payments.notFound.orderText).toBe(UNKNOWN_ORDER)
    expect(en.paymentForm.unavailable).toBe(UNAVAILABLE)
    expect(en.paymentForm.server).toMatchObject({
      unknownService: UNKNOWN_SERVICE,
      unknownPackage: UNKNOWN_PACKAGE,
      linkUnknown: LINK_MESSAGES.unknown,
      linkPaid: LINK_MESSAGES.paid,
      linkCancelled: LINK_MESSAGES.cancelled,
      linkExpired: LINK_MESSAGES.expired,
    })
    expect(en.manageBooking.links).toEqual(LINK_WORDS)
    expect(en.manageBooking.errors.slotTaken).toBe(SLOT_TAKEN_MESSAGE)
  })

  it('the routes are translated, and a link drawn in Arabic leads to the Arabic page', () => {
    for (const path of [
      '/contact',
      '/book-call',
      '/booking/tok',
      '/booking/tok/confirmed',
      '/checkout?service=seo&package=1',
      '/payment-success?order=ord_1',
      '/payment-gateway/ord_1',
      '/secure-payment/pl_1',
    ]) {
      expect(isTranslatedPath(path), path).toBe(true)
      expect(localizedHref(path, 'ar'), path).toBe(`/ar${path}`)
      expect(localizedHref(path, 'en'), path).toBe(path)
    }
    expect(localizedHref('/booking/tok?action=cancel', 'ar')).toBe('/ar/booking/tok?action=cancel')
  })
})

describe('the contact details', async () => {
  const { ContactDetails } = await import('@/web/components/company/contact-details')
  const arSettings = doc('siteSettings__i18n_ar') as never
  const enSettings = doc('siteSettings') as never

  it('in Arabic: its words, the hours as Arabic times, the phone and address left to right', () => {
    const html = render(ContactDetails, { settings: arSettings, locale: 'ar' })
    for (const word of Object.values(MESSAGES.ar.contactDetails)) expect(html).toContain(word)
    expect(html).toContain('<span dir="ltr">+1 (212) 555-0142</span>')
    expect(html).toContain('<span dir="ltr">hello@codehome.example</span>')
    expect(html).toContain('7:30 م – 3:30 ص')
    for (const english of ['Call us', 'E-mail us', 'Working hours', 'PM', 'WhatsApp']) {
      expect(html).not.toContain(english)
    }
    expect(html).toContain('>واتساب</a>')
  })

  it('in English: as it always was', () => {
    const html = streamed(ContactDetails, { settings: enSettings })
    expect(html).toContain('<p class="mt-6 text-sm font-medium text-slate-500">Call us</p>')
    expect(html).toContain('</svg> Working hours</h3>')
    expect(html).toContain('7:30 PM<!-- --> – <!-- -->3:30 AM')
    expect(html).toContain('>WhatsApp</a>')
    expect(html).not.toContain('dir=')
    expect(html).not.toMatch(arabic)
  })

  it("the footer's hours read as the card's: Arabic times in Arabic, English as it always was", async () => {
    const { SiteFooter } = await import('@/web/components/shell/site-footer')
    const footer = (settings: never, locale: 'en' | 'ar') =>
      streamed(SiteFooter, {
        locale,
        settings,
        categories: [],
        offices: [],
        siteIndex: { pages: [] } as never,
        links: { pages: [], caseStudies: [], posts: [] } as never,
      })
    const hours = (html: string) => /data-testid="working-hours">(.*?)<\/dl>/s.exec(html)![1]!
    const ar = hours(footer(arSettings, 'ar'))
    expect(ar).toContain('<dd class="footer-hours">7:30 م')
    expect(ar).toContain('7:30 م<!-- --> – <!-- -->3:30 ص</dd>')
    expect(ar).not.toMatch(/AM|PM|dir=/)
    const en = hours(footer(enSettings, 'en'))
    expect(en).toContain('<dd class="footer-hours">7:30 PM<!-- --> – <!-- -->3:30 AM</dd>')
    expect(en).not.toMatch(arabic)
  })
})

describe('the booking pages', async () => {
  const { BookingConfirmation } = await import('@/web/components/booking/booking-confirmation')
  const { ManageBooking } = await import('@/web/components/booking/manage-booking')
  const { manageBookingProps } = await import('@/web/pages/booking')
  const { sessionTime } = await import('@/core/booking/session-mail.ts')
  const start = new Date('2027-03-03T16:00:00Z')
  const session = (locale: 'en' | 'ar') => ({
    when: sessionTime(start, 'Asia/Tokyo', locale),
    agencyWhen: sessionTime(start, 'America/New_York', locale),
    meetingLink: 'https://meet.google.com/abc',
    email: 'sara@example.com',
    invitePath: '/api/booking/invite?token=t',
    google: 'https://calendar.google.com/x',
    outlook: 'https://outlook.live.com/x',
    reschedulePath: '/booking/t',
    cancelPath: '/booking/t?action=cancel',
  })

  it('the confirmation in Arabic: its words and times, the address left to right', () => {
    const html = render(BookingConfirmation, { session: session('ar'), locale: 'ar' })
    const words = MESSAGES.ar.bookingConfirmation
    for (const key of ['eyebrow', 'heading', 'join', 'reminders', 'addToCalendar'] as const) {
      expect(html).toContain(words[key])
    }
    expect(html).toContain('الخميس، 4 مارس 2027 الساعة 1:00 ص، طوكيو (توقيت اليابان)')
    expect(html).toContain('الأربعاء، 3 مارس 2027 الساعة 11:00 ص، نيويورك (التوقيت الشرقي)')
    expect(html).toContain('<strong class="break-all text-slate-900" dir="ltr">sara@example.com')
    for (const english of ['Booking confirmed', 'for our team', 'Reschedule', '30 minutes']) {
      expect(html).not.toContain(english)
    }
  })

  it('the confirmation in English: as it always was', () => {
    const html = streamed(BookingConfirmation, { session: session('en') })
    expect(html).toContain(
      'on their way to <strong class="break-all text-slate-900">sara@example.com</strong>.',
    )
    expect(html).toContain(
      '30 minutes<!-- --> · Wednesday, March 3, 2027 at 11:00 AM, New York (Eastern Time) for our team',
    )
    expect(html).toContain('Join on Google Meet:<!-- --> <a')
    expect(html).toContain('</svg> Calendar file (.ics)</a>')
    expect(html).not.toMatch(arabic)
  })

  const live = {
    token: 't',
    state: 'live',
    message: null,
    session: { start: start.toISOString(), timeZone: 'Asia/Dubai' },
    intent: 'reschedule' as const,
  }

  it('the manage page in Arabic: its words, the session in Arabic, the zones and times too', () => {
    const props = manageBookingProps('ar')
    const html = render(ManageBooking, { ...live, ...props })
    const words = MESSAGES.ar.manageBooking
    for (const key of ['heading', 'pickAnother', 'newDate', 'move', 'cancel'] as const) {
      expect(html).toContain(words[key])
    }
    expect(html).toContain(
      '<strong>الأربعاء، 3 مارس 2027 الساعة 8:00 م، دبي (توقيت الخليج)</strong>',
    )
    expect(html).toContain('9:00 ص')
    // (The values sent stay the API's: `value="9:00 AM"`, `value="Asia/Dubai"`.)
    for (const english of ['Booked for', 'Move my session', 'Time zone', '>9:00 AM<', '>Dubai']) {
      expect(html).not.toContain(english)
    }
    const spent = render(ManageBooking, {
      ...live,
      token: null,
      state: 'spent',
      message: words.links.spent,
      ...props,
    })
    expect(spent).toContain(words.links.spent)
    expect(spent).toContain('href="/ar/book-call"')
  })

  it('the manage page in English: as it always was', () => {
    expect(manageBookingProps('en')).toEqual({})
    const html = streamed(ManageBooking, live)
    expect(html).toContain(
      'Booked for <strong>Wednesday, March 3, 2027 at 8:00 PM, Dubai (Gulf Standard Time)</strong> (30 minutes).',
    )
    expect(html).toContain('aria-label="Move my session"')
    expect(html).not.toMatch(arabic)
  })

  it("the manage page's refusals are told in Arabic by the API's codes", async () => {
    const { manageRefusal } = await import('@/web/components/booking/manage-booking')
    const words = MESSAGES.ar.manageBooking
    expect(manageRefusal(words, 409, 'slot_taken')).toBe(words.errors.slotTaken)
    expect(manageRefusal(words, 422, 'slot_unavailable')).toBe(words.errors.slotUnavailable)
    for (const state of ['forged', 'expired', 'missing', 'spent', 'cancelled'] as const) {
      expect(manageRefusal(words, 410, `link_${state}`)).toBe(words.links[state])
    }
    expect(manageRefusal(words, 400, undefined)).toBe(words.errors.invalid)
    expect(manageRefusal(words, 503, undefined)).toBe(words.errors.serviceUnavailable)
    expect(manageRefusal(words, 500, 'other')).toBe(words.failed)
  })
})

describe('the payment pages', async () => {
  const { PaymentOutcome } = await import('@/web/components/payments/payment-outcome')
  const { PaymentRequest } = await import('@/web/components/payments/payment-request')
  const { GatewayUnavailable } = await import('@/web/components/payments/gateway-unavailable')
  const { PaymentNotFound } = await import('@/web/components/payments/payment-not-found')
  const { PackageCheckout } = await import('@/web/components/payments/package-checkout')
  const { packagesByPrice } = await import('@/web/payments/pricing')
  const outcome = {
    retryHref: '/checkout?service=seo&package=2',
    gatewayHref: '/payment-gateway/ord_1',
  }

  it('an order in Arabic: its words, the amount in US dollars left to right, a test said so', () => {
    const html = render(PaymentOutcome, {
      order,
      ...outcome,
      promise: 'نرد عليك خلال 24 ساعة',
      locale: 'ar',
    })
    expect(html).toContain(MESSAGES.ar.payments.outcome.paidEyebrow)
    expect(html).toContain('شكرًا لك يا Sara!')
    expect(html).toContain('\u2066$799.00\u2069 شهريًا')
    expect(html).toContain(MESSAGES.ar.payments.testMode)
    expect(html).toContain('2 مارس 2026')
    for (const english of EN.outcome) expect(html).not.toContain(english)
    const failed = render(PaymentOutcome, {
      order: { ...order, state: 'failed' },
      ...outcome,
      locale: 'ar',
    })
    // The gateway's reason is English: the Arabic page says it in its own words.
    expect(failed).toContain(MESSAGES.ar.payments.outcome.failedText)
    expect(failed).not.toContain(order.failureReason!)
  })

  it('an order in English: as it always was', () => {
    const html = streamed(PaymentOutcome, {
      order,
      ...outcome,
      promise: 'Response within 24 hours',
    })
    expect(html).toContain('Thank you, Sara!')
    expect(html).toContain('$799.00 per month')
    expect(html).toContain(`Test gateway (${TEST_MODE_LABEL})`)
    expect(html).toContain(
      'What happens next: our team gets in touch to plan your start (<!-- -->response within 24 hours<!-- -->).',
    )
    expect(html).not.toContain('dir=')
    expect(html).not.toMatch(arabic)
  })

  it('a payment request in Arabic, and in English as it was', () => {
    const ar = render(PaymentRequest, {
      link,
      gateway: 'test',
      settings,
      path: '/secure-payment/pl_1',
      receiptHref: null,
      locale: 'ar',
    })
    expect(ar).toContain(MESSAGES.ar.payments.request.eyebrow)
    expect(ar).toContain('طلب دفع من Codehome')
    expect(ar).toContain(MESSAGES.ar.payments.request.states.open)
    expect(ar).toContain(MESSAGES.ar.payments.testMode)
    expect(ar).toContain('<span dir="ltr">hello@codehome.example</span>')
    for (const english of EN.request) expect(ar).not.toContain(english)
    const en = render(PaymentRequest, {
      link,
      gateway: 'test',
      settings,
      path: '/secure-payment/pl_1',
      receiptHref: null,
    })
    for (const english of EN.request) expect(en).toContain(english)
    expect(en).not.toMatch(arabic)
  })

  it('a package checkout in Arabic: the form’s words too, the price the English package’s', () => {
    const [pkg] = packagesByPrice(doc('service-seo').packages as never)
    const html = render(PackageCheckout, {
      service: { slug: 'seo', title: 'تحسين محركات البحث (SEO)' },
      pkg: pkg!,
      gateway: 'test',
      settings,
      path: '/checkout?service=seo&package=1',
      locale: 'ar',
    })
    expect(html).toContain(MESSAGES.ar.paymentForm.fullName)
    expect(html).toContain(MESSAGES.ar.payments.testMode)
    expect(html).toContain('متابعة الدفع · \u2066$399.00\u2069 شهريًا')
    expect(html).toContain('data-testid="amount" dir="ltr">$399.00</span>')
    for (const english of ['Full name', 'Your details', 'Continue to payment', 'Due today']) {
      expect(html).not.toContain(english)
    }
  })

  it('the gateway unavailable and the not-found, in Arabic', () => {
    const down = render(GatewayUnavailable, {
      retryHref: '/payment-gateway/ord_1',
      phone: settings.phone,
      locale: 'ar',
    })
    expect(down).toContain(MESSAGES.ar.payments.gateway.unavailableTitle)
    expect(down).toContain('اتصل على <span dir="ltr">+1 (212) 555-0142</span>')
    const missing = render(PaymentNotFound, { title: 'ع', text: 'ن', locale: 'ar' })
    expect(missing).toContain(MESSAGES.ar.payments.notFound.error)
    expect(missing).not.toContain('Error 404')
  })
})

describe('the test gateway', async () => {
  vi.doMock('@/web/payments/actions', () => ({
    completeTestPayment: Object.assign(async () => undefined, {
      bind: (_: unknown, ...args: unknown[]) => `bound:${args.join(',')}`,
    }),
  }))
  const { TestGateway } = await import('@/web/components/payments/test-gateway')
  const pending = { ...order, state: 'pending' as const }

  it('is labelled a test in Arabic, and its buttons name the language', () => {
    const element = TestGateway({
      order: pending,
      brandName: 'Codehome',
      cancelHref: '/x',
      locale: 'ar',
    })
    const html = renderToStaticMarkup(element)
    expect(html).toContain(MESSAGES.ar.payments.testMode)
    expect(html).toContain('Codehome · بوابة الدفع التجريبية')
    expect(html).toContain('ادفع \u2066$799.00\u2069')
    for (const english of EN.gateway) expect(html).not.toContain(english)
    expect(JSON.stringify(element)).toContain('bound:ord_1,pay,ar')
  })

  it('in English, as it always was', () => {
    const element = TestGateway({ order: pending, brandName: 'Codehome', cancelHref: '/x' })
    const html = renderToString(element)
    expect(html).toContain(`</svg> <!-- -->${TEST_MODE_LABEL}</div>`)
    expect(html).toContain('</svg> Pay <!-- -->$799.00</button>')
    expect(html).not.toMatch(arabic)
    expect(JSON.stringify(element)).toContain('bound:ord_1,pay"')
  })
})

describe("the payment form's answers", async () => {
  const { failureIn, startPayment } = await import('@/web/components/payments/start-payment')
  const ar = MESSAGES.ar.paymentForm
  const assign = vi.fn()
  beforeEach(() => {
    vi.stubGlobal('window', { location: { assign } })
    assign.mockClear()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('the server’s English is told in Arabic', () => {
    expect(
      failureIn(
        {
          status: 422,
          message: 'Please check the highlighted fields',
          fields: {
            name: ['Please enter your name'],
            notes: ['Notes must be at most 2000 characters'],
          },
        },
        ar,
      ),
    ).toEqual({
      status: 422,
      message: ar.server.checkFields,
      fields: { name: [ar.server.nameRequired], notes: ['قيمة حقل «الملاحظات» غير صحيحة'] },
    })
    expect(failureIn({ status: 410, message: LINK_MESSAGES.expired }, ar).message).toBe(
      ar.server.linkExpired,
    )
    expect(
      failureIn({ status: 409, message: 'The price of this package is $9.00. Please…' }, ar)
        .message,
    ).toBe(ar.server.priceChanged)
    expect(failureIn({ status: 0, message: UNAVAILABLE }, ar).message).toBe(ar.unavailable)
  })

  it('goes on to the payment page in the page’s language', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ gatewayUrl: '/payment-gateway/ord_9' }, { status: 201 })),
    )
    void startPayment({ paymentLinkId: 'pl_1' }, 'ar')
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/ar/payment-gateway/ord_9'))
    assign.mockClear()
    void startPayment({ paymentLinkId: 'pl_1' })
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/payment-gateway/ord_9'))
  })
})

/** A server page's tree with its server components (sync and async) drawn, for the markup. */
async function resolve(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map(resolve))
  if (!isValidElement(node)) return node
  const { type, props } = node as { type: unknown; props: Record<string, unknown> }
  if (typeof type === 'function') {
    let out: unknown
    try {
      out = (type as (props: object) => unknown)(props)
    } catch {
      // A client component (its hooks need React): React draws it.
      return withChildren(node, props)
    }
    return resolve((await out) as ReactNode)
  }
  return withChildren(node, props)
}
async function withChildren(node: ReactNode, props: Record<string, unknown>) {
  const children =
    props.children === undefined ? undefined : await resolve(props.children as ReactNode)
  const { type, key } = node as unknown as { type: string; key: string | null }
  return createElement(type, { ...props, key, children } as never)
}

describe('the page modules', async () => {
  const { contactPage } = await import('@/web/pages/contact')
  const { bookCallPage } = await import('@/web/pages/book-call')
  const { checkoutPage } = await import('@/web/pages/checkout')
  beforeEach(() => {
    reads.length = 0
  })

  it('/ar/contact reads Arabic and says Arabic', async () => {
    const page = contactPage('ar')
    const metadata = await page.generateMetadata()
    expect(metadata.title).toEqual({ absolute: 'تواصل معنا | Codehome' })
    expect(metadata.description).toContain('اتصل بنا على \u2068+1 (212) 555-0142\u2069')
    const html = await renderWhole(await resolve(await page.Page()))
    expect(html).toContain('تحدّث مع فريق Codehome')
    expect(html).toContain(MESSAGES.ar.contactPage.formHeading)
    expect(html).not.toContain('Tell us about your project')
    // Beside the form: the call instead and a client's word (its link's Arabic address: e2e,
    // list-heroes).
    expect(html).toContain(MESSAGES.ar.contactPage.callTitle)
    expect(html).toContain(MESSAGES.ar.contactPage.callAction)
    expect(html).toContain('data-testimonial')
    expect(reads.every((read) => read.locale === 'ar')).toBe(true)
  })

  it("/ar/contact's offices lead to the Arabic contact page, the English one's to /contact", async () => {
    const { OfficesSection } = await import('@/web/components/offices/offices-section')
    const { EAGER_PIECES: pieces } = await import('@/web/blocks/eager-pieces')
    const draw = async (locale?: 'ar') =>
      renderToStaticMarkup(
        (await resolve(createElement(OfficesSection, { locale, pieces }))) as never,
      )
    const arabicOffices = await draw('ar')
    expect(arabicOffices).toContain('href="/ar/contact"')
    // The office's phone stays left to right ("+974 4000 0000", not "4000 0000 974+").
    expect(arabicOffices).toContain('<bdi dir="ltr">+974 4000 0000</bdi>')
    const english = await draw()
    expect(english).toContain('href="/contact"')
    expect(english).not.toContain('/ar/')
    expect(english).not.toContain('<bdi')
  })

  it('/ar/book-call reads the Arabic book-call document and says Arabic', async () => {
    const page = bookCallPage('ar')
    expect((await page.generateMetadata()).title).toEqual({ absolute: 'احجز مكالمة | Codehome' })
    const html = await renderWhole(await resolve(await page.Page()))
    expect(html).toContain(MESSAGES.ar.bookCallPage.intro)
    expect(html).toContain(MESSAGES.ar.booking.bookSession)
    expect(html).not.toContain('Schedule a Call')
    expect(reads).toContainEqual({ fn: 'getPage', locale: 'ar' })
  })

  it('/ar/checkout names the package in Arabic and charges the English package’s price', async () => {
    const page = checkoutPage('ar')
    const query = { searchParams: Promise.resolve({ service: 'seo', package: '2' }) }
    const metadata = await page.generateMetadata(query)
    expect(metadata.title).toEqual({
      absolute: 'إتمام الدفع: تحسين محركات البحث (SEO) — باقة النمو | Codehome',
    })
    const html = renderToStaticMarkup((await resolve(await page.Page(query))) as never)
    expect(html).toContain('أنت على بُعد خطوة واحدة من باقة النمو')
    expect(html).toContain('data-testid="amount" dir="ltr">$799.00</span>')
    // The price is read from the published English document (the one the order charges).
    expect(reads).toContainEqual({ fn: 'getService', locale: undefined })
  })
})
