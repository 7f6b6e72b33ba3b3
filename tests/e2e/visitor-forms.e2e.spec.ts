/**
 * What a careful visitor tripped over in the forms (issue 14, items 9–11 and 13–15): bookings in
 * the past, fast genuine leads silenced, the newsletter twice, the hidden 'Thank You', repeated
 * messages for one long field, and 'Apply' without the role.
 */
import {
  AGENCY_EMAIL,
  expect,
  leadFor,
  leadsFor,
  openToast,
  takeHumanTime,
  test,
  visit,
} from '../helpers/lead-fixtures'
import type { APIRequestContext, Locator } from '@playwright/test'
import { hydrated } from '../helpers/page'
import { freeSlot } from '../helpers/slots'

const FIX = 'Please fix the following errors:'
const FUNCTION = '**/functions/v1/enhanced-crm-automation'

/**
 * Fills the home page's consultation booking in London: who, then the first time the agency can
 * take from the earliest date offered (asked of the e2e site); or, without `request`, 10:30 AM on
 * `date` (chosen before the date, whose slots would all be closed).
 */
async function fillBooking(
  booking: Locator,
  who: { name: string; email: string },
  request: APIRequestContext | null,
  date?: string,
) {
  await booking.getByLabel('Name').fill(who.name)
  await booking.getByLabel('Email').fill(who.email)
  await booking.getByLabel('Time zone').selectOption('Europe/London')
  const earliest = await booking.getByLabel('Preferred date').getAttribute('min')
  if (!request) {
    // The time first, while no date has closed any: a refused date's slots are all disabled.
    await booking.getByLabel('Preferred time').selectOption('10:30 AM')
    await booking.getByLabel('Preferred date').fill(date ?? earliest!)
    return
  }
  const slot = await freeSlot(request, 'Europe/London', date ?? earliest!)
  await booking.getByLabel('Preferred date').fill(slot.date)
  await booking.getByLabel('Preferred time').selectOption(slot.time)
}

/** Today in a zone, as the date input writes it. */
const todayIn = (zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date())

test.describe('consultation booking on the home page', () => {
  test('refuses a date in the past in the browser, and the function refuses it too (item 9)', async ({
    page,
    request,
  }) => {
    let posts = 0
    page.on('request', (r) => {
      if (r.url().includes('/functions/v1/') && r.method() === 'POST') posts++
    })
    await visit(page, '/')
    await page.getByRole('button', { name: 'Schedule', exact: true }).click()
    const booking = page.getByRole('form', { name: 'Consultation booking' })
    await fillBooking(
      booking,
      { name: 'Sam Past', email: 'sam.past@example.com' },
      null,
      '2020-01-01',
    )
    // The picker offers today on (a consultation can be today).
    await expect(booking.getByLabel('Preferred date')).toHaveAttribute(
      'min',
      todayIn('Europe/London'),
    )
    await takeHumanTime(page)
    await booking.getByRole('button', { name: 'Schedule Google Meet' }).click()
    const toast = openToast(page)
    await expect(toast).toContainText(FIX)
    await expect(toast).toContainText('Please choose a date from today onwards')
    await expect(toast).not.toContainText('Scheduled')
    expect(posts).toBe(0)
    await expect(booking.getByLabel('Name')).toHaveValue('Sam Past')

    const refused = await request.post('/functions/v1/enhanced-crm-automation', {
      data: {
        formType: 'Google Meet Booking',
        leadData: {
          name: 'Sam Past',
          email: 'sam.past@example.com',
          preferredDate: '2020-01-01',
          preferredTime: '10:30 AM',
          timezone: 'Europe/London',
        },
      },
    })
    expect(refused.status()).toBe(422)
    expect((await refused.json()).fields).toEqual({
      preferredDate: ['Please choose a date from today onwards'],
    })
  })

  test('a booking sent at once (autofill) is stored and e-mails both sides (item 10)', async ({
    page,
    request,
    mailbox,
    unique,
  }) => {
    const email = `quick.${unique}@example.com`
    await page.clock.install()
    await page.goto('/')
    await hydrated(page)
    // The page's clock stands still: whatever the browser measures, no time passes in it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
    await page.getByRole('button', { name: 'Schedule', exact: true }).click()
    const booking = page.getByRole('form', { name: 'Consultation booking' })
    await fillBooking(booking, { name: `Quick ${unique}`, email }, request)
    // No waiting: sent as fast as a password manager would.
    await booking.getByRole('button', { name: 'Schedule Google Meet' }).click()
    await expect(openToast(page)).toContainText('check your email')

    const lead = await leadFor(request, email)
    expect(lead.spamReasons).toEqual([])
    const [welcome] = await mailbox.waitFor((m) => m.envelopeTo.includes(email))
    expect(welcome!.subject).toBe('Your strategy session with Codehome is confirmed')
    await mailbox.waitFor((m) => m.envelopeTo.includes(AGENCY_EMAIL) && m.text.includes(email))
  })

  test('a lead the function could not time is marked for the agency, never silenced (item 10)', async ({
    page,
    request,
    mailbox,
    unique,
  }) => {
    const email = `untimed.${unique}@example.com`
    // The form's ticket cannot be fetched: the function gets no timing at all.
    await page.route(`${FUNCTION}?ticket*`, (route) => route.abort())
    await visit(page, '/')
    await page.getByRole('button', { name: 'Schedule', exact: true }).click()
    const booking = page.getByRole('form', { name: 'Consultation booking' })
    await fillBooking(booking, { name: `Untimed ${unique}`, email }, request)
    await takeHumanTime(page)
    await booking.getByRole('button', { name: 'Schedule Google Meet' }).click()
    await expect(openToast(page)).toContainText('✅ Meeting Scheduled Successfully!')

    const lead = await leadFor(request, email)
    expect(lead.spamReasons).toEqual(['no-timing'])
    await mailbox.waitFor((m) => m.envelopeTo.includes(email))
    const [notification] = await mailbox.waitFor(
      (m) => m.envelopeTo.includes(AGENCY_EMAIL) && m.text.includes(email),
    )
    expect(notification!.subject).toBe(
      `[Suspected spam] New strategy session lead: Untimed ${unique}`,
    )
  })
})

test.describe('newsletter', () => {
  test('one subscription per address: the second says Successfully Subscribed! and stores nothing (item 11)', async ({
    page,
    request,
    mailbox,
    unique,
  }) => {
    const email = `twice.${unique}@example.com`
    await visit(page, '/')
    const form = page.getByRole('form', { name: 'Newsletter' })
    for (const address of [email, email.toUpperCase()]) {
      await form.getByPlaceholder('Enter your email').fill(address)
      await takeHumanTime(page)
      await form.getByRole('button', { name: 'Subscribe' }).click()
      await expect(openToast(page)).toContainText('Successfully Subscribed!')
      await expect(form.getByPlaceholder('Enter your email')).toHaveValue('')
      await page.clock.fastForward(6_000)
    }
    await leadFor(request, email)
    expect(await leadsFor(request, email.toUpperCase())).toEqual([])
    await mailbox.waitFor((m) => m.envelopeTo.includes(email))
    expect(mailbox.messages.filter((m) => m.envelopeTo.includes(email))).toHaveLength(1)
  })
})

test.describe('contact form', () => {
  test(
    'after sending, the Thank You panel is on screen and has the focus (item 13)',
    { tag: '@mobile' },
    async ({ page, unique }) => {
      await visit(page, '/')
      const form = page.getByRole('form', { name: 'Contact form' }).first()
      await form.getByLabel('Name').fill(`Thanks ${unique}`)
      await form.getByLabel('Email').fill(`thanks.${unique}@example.com`)
      await form.getByLabel('Project details').fill('A new website, please.')
      await takeHumanTime(page)
      await form.getByRole('button', { name: 'Send Message' }).click()
      const heading = page.getByRole('heading', { name: 'Thank You' })
      await expect(heading).toBeInViewport({ ratio: 1 })
      const panel = page.getByRole('status').filter({ has: heading })
      await expect(panel).toBeFocused()
      await expect(panel.getByRole('button', { name: 'Send Another Message' })).toBeInViewport()

      await panel.getByRole('button', { name: 'Send Another Message' }).click()
      await expect(
        page.getByRole('form', { name: 'Contact form' }).first().getByLabel('Name'),
      ).toBeFocused()
    },
  )

  test(
    'a very long message gets one message under the field the visitor sees, and a counter (item 14)',
    { tag: '@mobile' },
    async ({ page }) => {
      let posts = 0
      page.on('request', (r) => {
        if (r.url().includes('/functions/v1/') && r.method() === 'POST') posts++
      })
      await visit(page, '/contact')
      const form = page.getByRole('form', { name: 'Contact form' })
      await form.getByLabel('Name').fill('Long Story')
      await form.getByLabel('Email').fill('long.story@example.com')
      const details = form.getByLabel('Project details')
      await details.fill('x'.repeat(3_900))
      await expect(form.getByTestId('character-counter')).toHaveCount(0)
      await details.fill('x'.repeat(4_200))
      await expect(form.getByTestId('character-counter')).toHaveText('4,200 of 5,000 characters')
      await details.fill('x'.repeat(5_001))
      const counter = form.getByTestId('character-counter')
      await expect(counter).toHaveText('5,001 of 5,000 characters (1 too many)')
      await expect(details).toHaveAttribute('aria-describedby', (await counter.getAttribute('id'))!)

      await form.getByRole('button', { name: 'Send Message' }).click()
      const toast = openToast(page)
      await expect(toast).toContainText(FIX)
      await expect(toast.getByRole('listitem')).toHaveText([
        'Project details must be at most 5,000 characters',
      ])
      expect(posts).toBe(0)
    },
  )

  test('the booking form names its long field once too (item 14)', async ({ page, request }) => {
    await visit(page, '/')
    await page.getByRole('button', { name: 'Schedule', exact: true }).click()
    const booking = page.getByRole('form', { name: 'Consultation booking' })
    await fillBooking(booking, { name: 'Long Talk', email: 'long.talk@example.com' }, request)
    await booking.getByLabel('What would you like to discuss?').fill('y'.repeat(5_050))
    await expect(booking.getByTestId('character-counter')).toContainText('50 too many')
    await booking.getByRole('button', { name: 'Schedule Google Meet' }).click()
    const toast = openToast(page)
    await expect(toast.getByRole('listitem')).toHaveText([
      'Project details must be at most 5,000 characters',
    ])
    await expect(toast).not.toContainText('Additional information')
  })
})

test.describe('careers', () => {
  test(
    "'Apply' on a position goes to the form with that position chosen (item 15)",
    { tag: '@mobile' },
    async ({ page }) => {
      await page.goto('/careers')
      await hydrated(page)
      const form = page.getByRole('form', { name: 'Career application' })
      await expect(form.getByLabel('Position')).toHaveValue('')
      await page.getByRole('link', { name: 'Apply for SEO Specialist' }).click()
      await expect(page).toHaveURL(/#apply$/)
      await expect(form.getByLabel('Position')).toHaveValue('SEO Specialist')
      await expect(page.getByRole('heading', { name: 'Apply now' })).toBeInViewport()

      await page.getByRole('link', { name: 'Apply for UI/UX Design Intern' }).click()
      await expect(form.getByLabel('Position')).toHaveValue('UI/UX Design Intern')

      // A shared link chooses it too.
      await page.goto('/careers?position=Senior%20Full-Stack%20Developer#apply')
      await hydrated(page)
      await expect(
        page.getByRole('form', { name: 'Career application' }).getByLabel('Position'),
      ).toHaveValue('Senior Full-Stack Developer')
    },
  )
})
