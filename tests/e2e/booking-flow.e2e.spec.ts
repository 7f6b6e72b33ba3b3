/**
 * Booking that schedules, as a visitor meets it: the form's slots follow the agency's hours (the
 * CMS's Booking settings: 10:30 AM – 6:30 PM in New York, Monday to Friday) and the sessions
 * already booked; twenty people for one seat give one booking; the invite in the confirmation is
 * a calendar file at the right time; its links move and then cancel the session, once each.
 */
import ICAL from 'ical.js'
import { formatBookingDate } from '@/core/booking/booking-form.ts'
import { E2E_PORT } from '../helpers/e2e-env'
import { httpRequest } from '../helpers/http'
import {
  ADMIN_HEADERS,
  expect,
  formTicket,
  leadFor,
  openToast,
  takeHumanTime,
  test,
  visit,
} from '../helpers/lead-fixtures'
import { bookingBody } from '../helpers/booking-body'
import { freeSlot, nextDate, nextWeekday, slotsOf } from '../helpers/slots'

const FUNCTION = '/functions/v1/enhanced-crm-automation'
const ZONE = 'America/New_York'
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

const booking = (
  slot: { date: string; time: string; zone: string },
  email: string,
  ticket: string,
) => bookingBody(slot, email, { formTicket: ticket, website: '' })

interface AdminEmail {
  kind: string
  to: string
  text: string
  attachments?: { fileName: string; contentType: string; content: string }[]
}

async function emailsOf(request: import('@playwright/test').APIRequestContext, leadId: string) {
  const response = await request.get(`/api/admin/leads/${leadId}`, { headers: ADMIN_HEADERS })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { lead: { emails: AdminEmail[] } }).lead.emails
}

const linkIn = (text: string, word: 'Reschedule' | 'Cancel') =>
  new URL(new RegExp(`${word}: (\\S+)`).exec(text)![1]!).pathname +
  new URL(new RegExp(`${word}: (\\S+)`).exec(text)![1]!).search

test('the calendar opens on the first day with free times and shows them; the time stays the visitor’s pick', async ({
  page,
  request,
}) => {
  await visit(page, '/book-call')
  const form = page.getByRole('form', { name: 'Strategy session order' })
  const calendar = form.getByTestId('booking-calendar')
  const chosen = calendar.locator('button[data-date][aria-pressed="true"]')
  await expect(chosen).toHaveCount(1)
  const date = (await chosen.getAttribute('data-date'))!
  await expect(form.getByLabel('Preferred date')).toHaveValue(date)
  // The first bookable day of its month in the visitor's zone, as the days API counts them.
  const min = (await form.getByLabel('Preferred date').getAttribute('min'))!
  const zone = await form.getByLabel('Time zone').inputValue()
  const days = (await (
    await request.get(`/api/booking/days?month=${date.slice(0, 7)}&timezone=${zone}`)
  ).json()) as { days: { date: string; free: number }[] }
  expect(days.days.find((day) => day.date >= min && day.free > 0)?.date).toBe(date)
  // Its times are on show beside the calendar, none of them taken for the visitor.
  const times = calendar.getByRole('button', { name: /^\d{1,2}:\d{2} [AP]M$/ })
  await expect(times.first()).toBeVisible()
  await expect(
    calendar.getByRole('button', { name: /^\d{1,2}:\d{2} [AP]M$/, pressed: true }),
  ).toHaveCount(0)
  await expect(form.getByLabel('Preferred time')).toHaveValue('')
  await expect(calendar.getByText('Choose a day with a dot to see its free times.')).toHaveCount(0)
})

test('@mobile the form offers only what the agency can take, and says why', async ({
  page,
  request,
}) => {
  await visit(page, '/book-call')
  const form = page.getByRole('form', { name: 'Strategy session order' })
  await form.getByLabel('Time zone').selectOption(ZONE)
  const time = form.getByLabel('Preferred time')

  // A Saturday: nothing can be booked, and each label says so.
  await form.getByLabel('Preferred date').fill(nextWeekday(inDays(2), 6))
  await expect(time.locator('option:not([disabled])')).toHaveCount(1) // 'Select time'
  await expect(time.locator('option', { hasText: '9:00 AM' })).toHaveText(
    '9:00 AM · Outside our hours',
  )
  await expect(form.getByText('No free times on this date.')).toBeVisible()

  // A weekday: before 10:30 AM is outside the hours; the free times can be chosen.
  const slot = await freeSlot(request, ZONE, nextWeekday(inDays(2), 3))
  await form.getByLabel('Preferred date').fill(slot.date)
  await expect(time.locator('option', { hasText: '10:00 AM' })).toBeDisabled()
  await expect(time.locator(`option[value="${slot.time}"]`)).toBeEnabled()
  await expect(time.locator(`option[value="${slot.time}"]`)).toHaveText(slot.time)

  // Another visitor takes that time; the form, refused, keeps the input and marks it booked.
  const ticket = await formTicket(request)
  expect(
    (await request.post(FUNCTION, { data: booking(slot, 'first@example.com', ticket) })).status(),
  ).toBe(200)
  await form.getByLabel('Name').fill('Ana')
  await form.getByLabel('Email').fill('ana@example.com')
  await time.selectOption(slot.time)
  await takeHumanTime(page)
  await form.getByRole('button', { name: 'Book My Strategy Session' }).click()
  await expect(openToast(page)).toContainText('that time was just taken')
  await expect(form.getByLabel('Name')).toHaveValue('Ana')
  await expect(time.locator(`option[value="${slot.time}"]`)).toHaveText(`${slot.time} · Booked`)
  await expect(time.locator(`option[value="${slot.time}"]`)).toBeDisabled()
})

test('twenty visitors at once for the last seat: one booking, nineteen told it was taken', async ({
  request,
}) => {
  const slot = await freeSlot(request, ZONE, inDays(9))
  const ticket = await formTicket(request)
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      httpRequest(`http://127.0.0.1:${E2E_PORT}${FUNCTION}`, {
        method: 'POST',
        // Each from its own loopback address: twenty people, not one over the rate limit.
        localAddress: `127.0.0.${10 + i}`,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(booking(slot, `race${i}.${Date.now()}@example.com`, ticket)),
      }),
    ),
  )
  const statuses = answers.map((answer) => answer.status).sort()
  expect(statuses).toEqual([200, ...Array(19).fill(409)])
  const refused = JSON.parse(answers.find((answer) => answer.status === 409)!.body)
  expect(refused).toMatchObject({ success: false, code: 'slot_taken' })
  expect(refused.error).toContain('that time was just taken')
  const after = (await slotsOf(request, slot.date, ZONE)).find((s) => s.time === slot.time)!
  expect(after).toMatchObject({ available: false, reason: 'booked' })
})

test('the confirmation’s invite and links: move the session, then cancel it', async ({
  page,
  request,
  unique,
}) => {
  const email = `mover.${unique}@example.com`
  const slot = await freeSlot(request, ZONE, inDays(12))
  const answer = await request.post(FUNCTION, {
    data: booking(slot, email, await formTicket(request)),
  })
  expect(answer.status()).toBe(200)
  const { leadId } = (await answer.json()) as { leadId: string }
  await leadFor(request, email)

  // The invite a calendar imports: the session at the slot's instant, the links inside.
  const welcome = (await emailsOf(request, leadId)).find((m) => m.kind === 'welcome')!
  const file = welcome.attachments!.find((a) => a.fileName === 'invite.ics')!
  expect(file.contentType).toContain('text/calendar')
  const calendar = new ICAL.Component(ICAL.parse(file.content))
  expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
  expect(event.startDate.toJSDate().toISOString()).toBe(slot.start)
  expect(event.description).toContain('/booking/')

  // Move it to another free time.
  const target = await freeSlot(request, ZONE, nextDate(slot.date, 1))
  await page.goto(linkIn(welcome.text, 'Reschedule'))
  await expect(page.getByTestId('booked-session')).toContainText(slot.time)
  const move = page.getByRole('form', { name: 'Move my session' })
  await move.getByLabel('Time zone').selectOption(ZONE)
  // The booking page's calendar: the day (a month on, when it is next month's), then its time.
  const picker = move.getByTestId('booking-calendar')
  // Once the month's days have come (before, the month could still turn by itself).
  await expect(picker.locator('table')).toHaveAttribute('aria-busy', 'false')
  if (!(await picker.locator(`button[data-date="${target.date}"]`).count())) {
    await picker.getByRole('button', { name: 'Next month' }).click()
  }
  await picker
    .getByRole('button', {
      name: new RegExp(`^${formatBookingDate(target.date)}: \\d+ free times?$`),
    })
    .click()
  await picker.getByRole('button', { name: target.time, exact: true }).click()
  await expect(move.getByLabel('New date')).toHaveValue(target.date)
  await expect(move.getByLabel('New time')).toHaveValue(target.time)
  await move.getByRole('button', { name: 'Move my session' }).click()
  const outcome = page.getByTestId('booking-link-state')
  await expect(outcome).toContainText('has moved to')
  await expect(outcome).toContainText(target.time)

  // The old link is spent; the update carries SEQUENCE 1 and a link that works.
  await page.goto(linkIn(welcome.text, 'Cancel'))
  await expect(page.getByTestId('booking-link-state')).toContainText('already used')
  let update: AdminEmail | undefined
  await expect
    .poll(
      async () =>
        (update = (await emailsOf(request, leadId)).find((m) => m.kind === 'booking-update')),
    )
    .toBeTruthy()
  const moved = new ICAL.Event(
    new ICAL.Component(ICAL.parse(update!.attachments![0]!.content)).getFirstSubcomponent(
      'vevent',
    )!,
  )
  expect(moved.sequence).toBe(1)
  expect(moved.startDate.toJSDate().toISOString()).toBe(target.start)

  // Cancel: the time is free again.
  await page.goto(linkIn(update!.text, 'Cancel'))
  await page.getByRole('button', { name: 'Cancel my session' }).click()
  await expect(outcome).toContainText('Your session is cancelled')
  expect(
    (await slotsOf(request, target.date, ZONE)).find((s) => s.time === target.time),
  ).toMatchObject({ available: true })
  await page.goto(linkIn(update!.text, 'Cancel'))
  await expect(page.getByTestId('booking-link-state')).toContainText('cancelled')

  // A forged link answers 404, as its API does, with a clear page, not an error; so does garbage.
  const forged = await page.goto(
    `/booking/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.0.9999999999.${'a'.repeat(64)}`,
  )
  expect(forged!.status()).toBe(404)
  await expect(page.getByTestId('booking-link-state')).toContainText('not valid')
  const garbage = await page.goto('/booking/garbage')
  expect(garbage!.status()).toBe(404)
  await expect(page.getByTestId('booking-link-state')).toContainText('not valid')
})

test('the slots API refuses a bad date or zone with words', async ({ request }) => {
  const bad = await request.get('/api/booking/slots?date=2027-02-30&timezone=Europe/London')
  expect(bad.status()).toBe(400)
  expect(((await bad.json()) as { error: string }).error).toContain('YYYY-MM-DD')
  const zone = await request.get('/api/booking/slots?date=2027-03-01&timezone=Mars/Base')
  expect(zone.status()).toBe(400)
  // Past the booking horizon (90 days by default): words and the last date, never a 503.
  const far = await request.get('/api/booking/slots?date=9999-12-31&timezone=Pacific/Kiritimati')
  expect(far.status()).toBe(400)
  expect(await far.json()).toMatchObject({ lastDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })
  // A Tuesday: the team's other free times are on working days (three days from a Thursday was a
  // Sunday, which has none).
  const tuesday = nextWeekday(inDays(3), 2)
  const good = await request.get(`/api/booking/slots?date=${tuesday}&timezone=Asia/Karachi`)
  const body = (await good.json()) as {
    timezone: string
    slots: {
      time: string
      start: string
      available: boolean
      reason?: string
      outsideSpecList?: boolean
    }[]
  }
  expect(body.timezone).toBe('Asia/Karachi')
  // The spec's seventeen times, then the team's other free times, marked. Available unless a
  // session holds one (another test's booking that week): never refused by the agency's rules.
  expect(body.slots.filter((s) => !s.outsideSpecList)).toHaveLength(17)
  const others = body.slots.filter((s) => s.outsideSpecList)
  expect(others.some((s) => s.available)).toBe(true)
  for (const taken of others.filter((s) => !s.available)) expect(taken.reason).toBe('booked')
  expect(body.slots[0]!.start).toMatch(/Z$/)
})
