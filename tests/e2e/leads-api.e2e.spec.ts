/**
 * The lead function and the admin read-back over HTTP, as served by the e2e site.
 */
import {
  ADMIN_HEADERS,
  AGENCY_EMAIL,
  emailsSent,
  expect,
  formTicket,
  leadFor,
  leadsFor,
  test,
} from '../helpers/lead-fixtures'
import { E2E_ENV } from '../helpers/e2e-env'

const FUNCTION = '/functions/v1/enhanced-crm-automation'

const newsletter = (email: string, ticket = '') => ({
  formType: 'newsletter',
  leadData: {
    email,
    name: 'Newsletter Subscriber',
    subscriptionType: 'Weekly Updates',
    formTicket: ticket,
  },
  sendWelcomeEmail: true,
  sendNotificationEmail: true,
})

test('the same Idempotency-Key twice stores one lead and sends one pair of e-mails', async ({
  request,
  mailbox,
  unique,
}) => {
  const email = `twice.${unique}@example.com`
  const headers = { 'idempotency-key': `e2e-${unique}` }
  const ticket = await formTicket(request)
  const first = await request.post(FUNCTION, { data: newsletter(email, ticket), headers })
  const second = await request.post(FUNCTION, { data: newsletter(email, ticket), headers })
  expect(first.status()).toBe(200)
  expect(second.status()).toBe(200)
  const a = await first.json()
  const b = await second.json()
  expect(a).toEqual({ success: true, leadId: expect.any(String) })
  expect(b.leadId).toBe(a.leadId)

  expect(await leadsFor(request, email)).toHaveLength(1)
  await emailsSent(request, email)
  const arrived = () =>
    mailbox.messages.filter(
      (m) =>
        m.envelopeTo.includes(email) ||
        (m.envelopeTo.includes(AGENCY_EMAIL) && m.text.includes(email)),
    )
  await expect.poll(() => arrived().length).toBe(2)
  // A third try changes nothing either, and nothing more arrives.
  expect(
    (await request.post(FUNCTION, { data: newsletter(email, ticket), headers })).status(),
  ).toBe(200)
  await new Promise((resolve) => setTimeout(resolve, 1500))
  expect(
    arrived()
      .map((m) => m.subject)
      .sort(),
  ).toEqual([
    'New newsletter lead: ' + email,
    'Welcome to the Codehome newsletter: please confirm your address',
  ])
  expect(await leadsFor(request, email)).toHaveLength(1)
})

test('bad input gets a 4xx with a message, and is not stored', async ({ request, unique }) => {
  const email = `bad.${unique}@example.com`
  const malformed = await request.post(FUNCTION, {
    data: Buffer.from('{"formType": '),
    headers: { 'content-type': 'application/json' },
  })
  expect(malformed.status()).toBe(400)
  expect((await malformed.json()).error).toBe('Malformed JSON body')

  const invalid = await request.post(FUNCTION, {
    data: {
      formType: 'Enhanced Contact Form',
      leadData: { name: 'A\r\nBcc: x@evil.example', email },
    },
  })
  expect(invalid.status()).toBe(422)
  expect((await invalid.json()).fields).toMatchObject({
    name: ['Name must be on a single line'],
    message: ['Message is required'],
  })

  const large = await request.post(FUNCTION, {
    data: {
      formType: 'Enhanced Contact Form',
      leadData: { name: 'A', email, message: 'x'.repeat(70_000) },
    },
  })
  expect(large.status()).toBe(413)
  expect(await leadsFor(request, email)).toHaveLength(0)
})

test('answers a CORS preflight from the site (other origins: lead-hardening spec)', async ({
  request,
}) => {
  const site = E2E_ENV.NEXT_PUBLIC_SITE_URL!
  const response = await request.fetch(FUNCTION, {
    method: 'OPTIONS',
    headers: { origin: site, 'access-control-request-method': 'POST' },
  })
  expect(response.status()).toBe(204)
  expect(response.headers()['access-control-allow-origin']).toBe(site)
  expect(response.headers()['access-control-allow-headers']).toContain('idempotency-key')
})

test('the admin API needs the token and lists leads newest first with their e-mails', async ({
  request,
  unique,
}) => {
  expect((await request.get('/api/admin/leads')).status()).toBe(401)
  expect(
    (
      await request.get('/api/admin/leads', {
        headers: { authorization: 'Bearer wrong-token-0000000000' },
      })
    ).status(),
  ).toBe(401)

  const older = `older.${unique}@example.com`
  const newer = `newer.${unique}@example.com`
  expect((await request.post(FUNCTION, { data: newsletter(older) })).status()).toBe(200)
  expect((await request.post(FUNCTION, { data: newsletter(newer) })).status()).toBe(200)
  const response = await request.get('/api/admin/leads?limit=2', { headers: ADMIN_HEADERS })
  expect(response.status()).toBe(200)
  const { leads } = await response.json()
  expect(leads.map((l: { email: string }) => l.email)).toEqual([newer, older])
  const lead = await leadFor(request, newer)
  expect(lead).toMatchObject({
    formType: 'newsletter',
    name: 'Newsletter Subscriber',
    email: newer,
  })
  expect(Date.parse(lead.createdAt)).not.toBeNaN()
  expect(lead.emails.map((e) => e.kind)).toEqual(['welcome', 'notification'])
  expect(lead.lead.leadSource).toBe('Website Form')
})

test('the admin page asks for the token, then lists the leads', async ({
  page,
  request,
  unique,
}) => {
  const email = `admin.${unique}@example.com`
  expect((await request.post(FUNCTION, { data: newsletter(email) })).status()).toBe(200)

  await page.goto('/admin/leads')
  await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible()
  await expect(page.getByText(email)).toHaveCount(0)
  await page.getByLabel('Admin token').fill('not-the-token-000000')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.locator('form').getByRole('alert')).toHaveText('That token is not valid.')

  await page.getByLabel('Admin token').fill(ADMIN_HEADERS.authorization.slice('Bearer '.length))
  await page.getByRole('button', { name: 'Sign in' }).click()
  const row = page.locator('li[data-lead-id]').filter({ hasText: email })
  await expect(row).toBeVisible()
  await expect(row).toContainText('Newsletter')
  await expect(row).toContainText(/welcome: (pending|sent|failed)/)
  const cookie = (await page.context().cookies()).find((c) => c.name === 'codehome_admin')
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/admin' })

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByLabel('Admin token')).toBeVisible()
  await expect(page.getByText(email)).toHaveCount(0)
})
