/**
 * Booking across a clock change, as a visitor in London sees it with the browser's clock in the
 * week the United States move to summer time (2027-03-14) and London does not yet (2027-03-28).
 * The agency's hours are 10:30 AM – 6:30 PM in New York (the seeded Booking settings): 3:30 PM
 * in London the week before the change, 2:30 PM the week after. The unit tests
 * (booking-availability) cover every offered zone's transitions; this checks the form and the
 * slots API agree with them in a real browser.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { editDocument, signedWebhook } from '../helpers/dataset'
import { expect, test } from '../helpers/lead-fixtures'
import { hydrated } from '../helpers/page'

/**
 * The server books by its own clock, and the next clock change may lie past the seeded booking
 * horizon (90 days) from today: the editor's horizon is set to two years for this test, as an
 * editor would, and put back after it.
 */
async function withLongHorizon(request: APIRequestContext, run: () => Promise<void>) {
  const publish = async () => {
    const body = { _type: 'siteSettings', _id: 'siteSettings' }
    expect((await request.post('/api/revalidate', await signedWebhook(body))).status()).toBe(200)
  }
  const restore = await editDocument('siteSettings', (doc) => {
    ;(doc.booking as { horizonDays: number }).horizonDays = 730
  })
  try {
    await publish()
    // The booking rules are read again within seconds of a publish.
    await expect
      .poll(
        async () =>
          (await request.get('/api/booking/slots?date=2027-03-15&timezone=Europe/London')).status(),
        { timeout: 15_000 },
      )
      .toBe(200)
    await run()
  } finally {
    await restore()
    await publish()
  }
}

test('a London visitor sees the agency’s hours move an hour when New York changes its clocks', async ({
  page,
  request,
}) => {
  await withLongHorizon(request, () => londonVisitorAcrossTheChange(page))
})

async function londonVisitorAcrossTheChange(page: Page) {
  // Saturday 6 March 2027, noon in London: tomorrow is Sunday the 7th.
  await page.clock.install({ time: new Date('2027-03-06T12:00:00Z') })
  await page.goto('/book-call')
  await hydrated(page, 'footer')
  const form = page.getByRole('form', { name: 'Strategy session order' })
  const time = form.getByLabel('Preferred time')
  const date = form.getByLabel('Preferred date')

  const slotsFor = (day: string) =>
    page.waitForResponse(
      (response) =>
        response.url().includes('/api/booking/slots') &&
        response.url().includes(`date=${day}`) &&
        response.url().includes('Europe%2FLondon'),
    )

  // Awaited from before the zone is chosen: the calendar opens on the first day with free times
  // (Monday the 8th) as soon as the month's days arrive, which may be before the date is typed, and
  // typing the same date again asks for nothing (a wait begun after the zone was chosen then never
  // ended: the test's 60 s ran out).
  let answered = slotsFor('2027-03-08')
  await form.getByLabel('Time zone').selectOption('Europe/London')
  await expect(date).toHaveAttribute('min', '2027-03-07')

  // Monday 8 March: New York is on standard time (UTC-5), 10:30 AM there is 3:30 PM here.
  await date.fill('2027-03-08')
  let slots = (await (await answered).json()) as { slots: { time: string; start: string }[] }
  expect(slots.slots.find((slot) => slot.time === '3:30 PM')?.start).toBe(
    '2027-03-08T15:30:00.000Z',
  )
  await expect(time.locator('option[value="3:00 PM"]')).toBeDisabled()
  await expect(time.locator('option[value="3:30 PM"]')).toBeEnabled()

  // Monday 15 March: New York is on summer time (UTC-4), London not yet: 10:30 AM is 2:30 PM.
  answered = slotsFor('2027-03-15')
  await date.fill('2027-03-15')
  slots = (await (await answered).json()) as { slots: { time: string; start: string }[] }
  expect(slots.slots.find((slot) => slot.time === '2:30 PM')?.start).toBe(
    '2027-03-15T14:30:00.000Z',
  )
  await expect(time.locator('option[value="2:00 PM"]')).toBeDisabled()
  await expect(time.locator('option[value="2:30 PM"]')).toBeEnabled()
  await expect(time.locator('option[value="2:30 PM"]')).toHaveText('2:30 PM')
}
