/**
 * End-to-end fixtures for the lead forms: the SMTP server the e2e site delivers to (one per
 * worker), reading leads back through the admin API, unique values per test (the e2e database
 * keeps earlier runs' leads, so tests find their own rows by unique addresses), and a visitor who
 * takes human time to fill a form in.
 */
import { type APIRequestContext, type Page } from '@playwright/test'
import { expect, test as base } from './test'
import type { StoredLead } from '@/web/admin/lead-queries'
import { E2E_ENV, E2E_SMTP_PORT } from './e2e-env'
import { hydrated } from './page'
import { type Mailbox, startMailbox } from './mailbox'

export const ADMIN_HEADERS = { authorization: `Bearer ${E2E_ENV.ADMIN_TOKEN}` }
export const AGENCY_EMAIL = 'hello@codehome.example'
export const AGENCY_PHONE = '+1 (212) 555-0142'

export const test = base.extend<{ unique: string }, { mailbox: Mailbox }>({
  mailbox: [
    async ({}, use) => {
      const mailbox = await startMailbox({ port: E2E_SMTP_PORT })
      await use(mailbox)
      await mailbox.close()
    },
    { scope: 'worker' },
  ],
  unique: async ({}, use, testInfo) => {
    await use(
      `${Date.now().toString(36)}${testInfo.workerIndex}${Math.random().toString(36).slice(2, 6)}`,
    )
  },
})

export { expect }

export async function recentLeads(request: APIRequestContext, limit = 200): Promise<StoredLead[]> {
  const response = await request.get(`/api/admin/leads?limit=${limit}`, { headers: ADMIN_HEADERS })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { leads: StoredLead[] }).leads
}

/** The stored lead(s) whose e-mail address is `email` (unique per test). */
export async function leadsFor(request: APIRequestContext, email: string) {
  return (await recentLeads(request)).filter((lead) => lead.email === email)
}

/** The one stored lead for `email`, waiting briefly for it. */
export async function leadFor(request: APIRequestContext, email: string): Promise<StoredLead> {
  let found: StoredLead[] = []
  await expect
    .poll(async () => (found = await leadsFor(request, email)).length, { timeout: 10_000 })
    .toBe(1)
  return found[0]!
}

/** Waits until the lead's e-mails are all sent (the outbox delivered them). */
export async function emailsSent(request: APIRequestContext, email: string) {
  await expect
    .poll(async () => (await leadFor(request, email)).emails.map((e) => e.status).join(','), {
      timeout: 30_000,
    })
    .toBe('sent,sent')
}

/**
 * Installs Playwright's clock before the page loads, so a test can let "human" time pass before
 * sending (the function flags forms sent faster than a person can fill them in), and waits until
 * React has hydrated the page: the page starts its scripts after its first paint
 * (web/first-paint/deferred-scripts.mjs), so the load event no longer means its forms are React's.
 */
export async function visit(page: Page, path: string) {
  await page.clock.install()
  await page.goto(path)
  await hydrated(page, 'footer')
}

/** Lets the seconds a person needs to fill a form in pass. */
export const takeHumanTime = (page: Page) => page.clock.fastForward(6_000)

/** A form ticket from the e2e site's lead function, as a form gets one when it is started. */
export async function formTicket(request: APIRequestContext): Promise<string> {
  const response = await request.get('/functions/v1/enhanced-crm-automation?ticket')
  expect(response.status()).toBe(200)
  return ((await response.json()) as { ticket: string }).ticket
}

/** The toast on screen (at most one is visible): an open item of Radix's notification region. */
export const openToast = (page: Page) =>
  page.getByRole('region', { name: /^Notifications/ }).locator('li[data-state="open"]')

export function futureDate(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

/** Signs in to the admin with the e2e token at `path`, and ends on that page. */
export async function signIn(page: Page, path = '/admin/leads') {
  await page.goto(path)
  await page.getByLabel('Admin token').fill(E2E_ENV.ADMIN_TOKEN!)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  if (new URL(page.url()).pathname !== path) await page.goto(path)
}
