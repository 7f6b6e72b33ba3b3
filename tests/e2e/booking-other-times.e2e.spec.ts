/**
 * Every zone can book (issue 45, item 3): a visitor in Tokyo, where the spec's 9:00 AM–5:00 PM
 * never meets the agency's New York hours on a weekday, picks a day on the calendar with the
 * keyboard, gets "Other times our team is free", books one, and lands on the confirmation page:
 * the time in Tokyo, a calendar file that a calendar reads at that instant, Google and Outlook
 * links at that instant, the manage links; the booking is stored at that instant.
 */
import type { APIRequestContext } from '@playwright/test'
import ICAL from 'ical.js'
import { formatBookingDate } from '@/core/booking/booking-form.ts'
import { ADMIN_HEADERS, expect, openToast, takeHumanTime, test } from '../helpers/lead-fixtures'
import { hydrated } from '../helpers/page'

test.use({ timezoneId: 'Asia/Tokyo' })

interface Slot {
  time: string
  start: string
  available: boolean
  outsideSpecList?: boolean
}

/**
 * Noon in Tokyo on the first Monday at least a week from now (inside the 90-day horizon) whose
 * Tuesday still has other times free, with that Tuesday and its slots from the API: a Tuesday in
 * Tokyo meets the agency's day for an hour, and an earlier run on the same database may have
 * booked it.
 */
async function tokyoMonday(request: APIRequestContext) {
  const day = new Date(Date.now() + 7 * 86_400_000)
  day.setUTCHours(3, 0, 0, 0)
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1)
  for (let week = 0; week < 8; week++) {
    const now = new Date(day.getTime() + week * 7 * 86_400_000)
    const tuesday = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10)
    const answer = await request.get(`/api/booking/slots?date=${tuesday}&timezone=Asia/Tokyo`)
    expect(answer.status()).toBe(200)
    const slots = ((await answer.json()) as { slots: Slot[] }).slots
    if (slots.some((slot) => slot.outsideSpecList && slot.available)) return { now, tuesday, slots }
  }
  throw new Error('No Tuesday in Tokyo has other times free in the next eight weeks')
}

test('@mobile a Tokyo visitor books one of the other times on the calendar and gets the confirmation page', async ({
  page,
  request,
  unique,
}) => {
  const { now, tuesday, slots } = await tokyoMonday(request)
  await page.clock.install({ time: now })
  await page.goto('/book-call')
  await hydrated(page, 'footer')
  const form = page.getByRole('form', { name: 'Strategy session order' })
  await expect(form.getByLabel('Time zone')).toHaveValue('Asia/Tokyo')

  // The API: none of the spec's 17 on a Tuesday in Tokyo, other times marked and available.
  const listed = slots.filter((slot) => !slot.outsideSpecList)
  expect(listed).toHaveLength(17)
  expect(listed.every((slot) => !slot.available)).toBe(true)
  const others = slots.filter((slot) => slot.outsideSpecList && slot.available)
  expect(others.length).toBeGreaterThan(0)

  // The calendar, by keyboard: tomorrow (Tuesday) is the tab stop; right, left, Enter.
  const calendar = form.getByTestId('booking-calendar')
  const day = calendar.getByRole('button', {
    name: new RegExp(`^${formatBookingDate(tuesday)}: \\d+ free times?$`),
  })
  await expect(day).toHaveAttribute('tabindex', '0')
  await day.focus()
  await page.keyboard.press('ArrowRight')
  await expect(day).not.toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(day).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(day).toHaveAttribute('aria-pressed', 'true')
  await expect(form.getByLabel('Preferred date')).toHaveValue(tuesday)

  const otherTimes = calendar.getByRole('list', { name: 'Other times our team is free' })
  await expect(otherTimes).toBeVisible()
  const first = others[0]!
  await otherTimes.getByRole('button', { name: first.time, exact: true }).click()
  await expect(form.getByLabel('Preferred time')).toHaveValue(first.time)

  const email = `tokyo.${unique}@example.com`
  await form.getByLabel('Name').fill('Aiko Tanaka')
  await form.getByLabel('Email').fill(email)
  await takeHumanTime(page)
  await form.getByRole('button', { name: 'Book My Strategy Session' }).click()
  await expect(openToast(page)).toContainText('Meeting Scheduled Successfully')

  // The confirmation page: the time in Tokyo.
  await expect(page).toHaveURL(/\/booking\/[^/]+\/confirmed$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your strategy session is booked',
  )
  await expect(page.getByTestId('confirmed-time')).toContainText(
    `${formatBookingDate(tuesday)} at ${first.time}, Tokyo (Japan Standard Time)`,
  )

  // Add to calendar: the file a calendar reads, at the slot's instant; Google and Outlook too.
  const ics = page.getByRole('link', { name: 'Calendar file (.ics)' })
  const file = await request.get((await ics.getAttribute('href'))!)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toContain('text/calendar')
  const calendarFile = new ICAL.Component(ICAL.parse(await file.text()))
  const event = new ICAL.Event(calendarFile.getFirstSubcomponent('vevent')!)
  expect(event.startDate.toJSDate().toISOString()).toBe(first.start)
  const stamp = first.start.replace(/[-:]/g, '').replace('.000', '')
  const google = new URL(
    (await page.getByRole('link', { name: 'Google Calendar' }).getAttribute('href'))!,
  )
  expect(google.host).toBe('calendar.google.com')
  expect(google.searchParams.get('dates')?.startsWith(`${stamp}/`)).toBe(true)
  const outlook = new URL((await page.getByRole('link', { name: 'Outlook' }).getAttribute('href'))!)
  expect(outlook.host).toBe('outlook.live.com')
  expect(outlook.searchParams.get('startdt')).toBe(first.start)

  // The manage links open the session's page.
  const reschedule = page.getByRole('link', { name: 'Reschedule' })
  await expect(reschedule).toHaveAttribute('href', /^\/booking\/[^/?]+$/)
  await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
    'href',
    /^\/booking\/[^/?]+\?action=cancel$/,
  )
  await reschedule.click()
  await expect(page.getByTestId('booked-session')).toContainText(`${first.time}`)

  // Stored: the booking at that instant, in Tokyo's zone, for this visitor.
  const stored = await request.get(
    `/api/admin/bookings?from=${tuesday.slice(0, 8)}01&to=${new Date(Date.parse(first.start) + 86_400_000 * 2).toISOString()}`,
    { headers: ADMIN_HEADERS },
  )
  expect(stored.status()).toBe(200)
  const bookings = (
    (await stored.json()) as {
      bookings: { email: string; start: string; timeZone: string; state: string }[]
    }
  ).bookings.filter((booking) => booking.email === email)
  expect(bookings).toEqual([
    expect.objectContaining({ start: first.start, timeZone: 'Asia/Tokyo', state: 'booked' }),
  ])
})

test('the days and invite endpoints refuse bad input with words (4xx)', async ({ request }) => {
  for (const query of [
    'month=2026-13&timezone=Asia/Tokyo',
    'month=2026-12&timezone=Mars/Base',
    '',
  ]) {
    const response = await request.get(`/api/booking/days?${query}`)
    expect(response.status(), query).toBe(400)
    expect(((await response.json()) as { error: string }).error, query).toBeTruthy()
  }
  expect((await request.get('/api/booking/invite')).status()).toBe(400)
  expect((await request.get('/api/booking/invite?token=not-a-token')).status()).toBe(404)
})

test('opened on a month with no free day left, the calendar turns to the next; once the visitor moves it, it stays', async ({
  page,
}) => {
  // The month the calendar opens on answers that no day is free (its last days were taken).
  let opened: string | null = null
  await page.route('**/api/booking/days?*', async (route) => {
    const month = new URL(route.request().url()).searchParams.get('month')!
    opened ??= month
    if (month === opened) return route.fulfill({ json: { days: [] } })
    return route.fallback()
  })
  const title = (month: string) =>
    new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${month}-01T00:00:00Z`),
    )
  const shift = (month: string, by: number) => {
    const [y, m] = month.split('-').map(Number) as [number, number]
    return new Date(Date.UTC(y, m - 1 + by, 1)).toISOString().slice(0, 7)
  }
  await page.goto('/book-call')
  await hydrated(page, 'footer')
  const calendar = page.getByTestId('booking-calendar')
  await expect.poll(() => opened).not.toBeNull()
  const next = shift(opened!, 1)
  await expect(calendar.getByText(title(next), { exact: true })).toBeVisible()
  await expect(calendar.getByRole('button', { name: /: \d+ free times?$/ }).first()).toBeVisible()

  // Back to the full month: the visitor's choice, which the calendar keeps.
  const days = page.waitForResponse((response) => response.url().includes(`month=${opened}`))
  await calendar.getByRole('button', { name: 'Previous month' }).click()
  await days
  await expect(calendar.getByText(title(opened!), { exact: true })).toBeVisible()
  await expect(calendar.getByText('No free days left this month: try the next one.')).toBeVisible()
  await expect(calendar.getByText(title(opened!), { exact: true })).toBeVisible()
})
