/**
 * Payments on the embedded default, in the browser: a package bought from its service page
 * through the test gateway, a payment link created through the admin API and paid once, an
 * expired link, bad ids and amounts, and the admin pages behind the sign-in.
 */
import type { APIRequestContext } from '@playwright/test'
import { documentById } from '../helpers/content'
import { ADMIN_HEADERS, AGENCY_EMAIL, expect, test } from '../helpers/lead-fixtures'

interface Service {
  title: string
  packages: { name: string; price: number; billingPeriod: string }[]
}

interface ListedOrder {
  id: string
  state: string
  mode: string
  gateway: string
  amountCents: number
  currency: string
  description: string
  clientEmail: string
  paymentLinkId: string | null
  paidAt: string | null
  emails: { kind: string; to: string; status: string }[]
}

const ORDERS_API = '/api/payments/orders'
const TEST_MODE = 'Test mode — no money moves'

async function ordersFor(request: APIRequestContext, email: string): Promise<ListedOrder[]> {
  const response = await request.get('/api/admin/orders?limit=200', { headers: ADMIN_HEADERS })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { orders: ListedOrder[] }).orders.filter(
    (order) => order.clientEmail === email,
  )
}

async function createLink(request: APIRequestContext, data: Record<string, unknown>) {
  const response = await request.post('/api/admin/payment-links', { headers: ADMIN_HEADERS, data })
  expect(response.status()).toBe(201)
  const link = (await response.json()) as { id: string; url: string }
  return { ...link, path: new URL(link.url).pathname }
}

test('a package bought from its service page through the test gateway is paid at the CMS price', async ({
  page,
  request,
  mailbox,
  unique,
}) => {
  const seo = await documentById<Service>('service-seo')
  const growth = [...seo.packages].sort((a, b) => a.price - b.price)[1]!
  const email = `buyer.${unique}@example.com`

  await page.goto('/services/seo')
  await page.getByTestId('package').nth(1).getByRole('link', { name: 'Get started' }).click()
  await expect(page).toHaveURL('/checkout?service=seo&package=2')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get started with SEO')
  await expect(page.getByTestId('amount')).toHaveText(`$${growth.price}.00`)
  await expect(page.getByTestId('billing-note')).toHaveText(
    'Billed monthly as a subscription. In test mode the first month is simulated.',
  )
  await expect(page.getByTestId('test-mode')).toHaveText(TEST_MODE)

  // Nothing filled in: the fields say what they need, and nothing is ordered.
  const pay = page.getByRole('button', { name: `Continue to payment · $${growth.price}.00/month` })
  await pay.click()
  await expect(page.getByText('Please enter your name')).toBeVisible()
  await expect(page.getByText('Please enter your email address')).toBeVisible()

  const form = page.getByRole('form', { name: 'Checkout' })
  await form.getByLabel('Full name').fill('Jane Buyer')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Company (optional)').fill('Buyer & Co')
  await pay.click()

  await expect(page).toHaveURL(/\/payment-gateway\/[0-9a-f-]{36}$/)
  await expect(page).toHaveTitle('Payment | Codehome')
  await expect(page.getByRole('note')).toHaveText(TEST_MODE)
  await expect(page.getByTestId('amount')).toHaveText(`$${growth.price}.00`)
  await page.getByRole('button', { name: `Pay $${growth.price}.00` }).click()

  await expect(page).toHaveURL(/\/payment-success\?order=[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, Jane!')
  await expect(page).toHaveTitle('Payment status | Codehome')
  await expect(page.getByRole('status').first()).toContainText(email)
  await expect(page.getByTestId('test-mode')).toHaveText(TEST_MODE)

  const [order] = await ordersFor(request, email)
  expect(order).toMatchObject({
    state: 'paid',
    mode: 'test',
    gateway: 'test',
    amountCents: growth.price * 100,
    currency: 'usd',
    description: `SEO — ${growth.name} package`,
    paymentLinkId: null,
  })
  expect(page.url()).toContain(order!.id)
  // An order's page is the client's alone: no shared cache may keep it.
  const success = await request.get(new URL(page.url()).pathname + new URL(page.url()).search)
  expect(success.headers()['cache-control']).toMatch(/private|no-store/)
  const [receipt] = await mailbox.waitFor((mail) => mail.envelopeTo.includes(email))
  expect(receipt!.subject).toBe(
    `[Test] Your receipt from Codehome — $${growth.price.toLocaleString('en-US')}.00`,
  )
  await mailbox.waitFor(
    (mail) => mail.envelopeTo.includes(AGENCY_EMAIL) && mail.text.includes(order!.id),
  )
})

test('a payment link created through the API is paid once, then shown as paid and refused', async ({
  page,
  request,
  unique,
}) => {
  const email = `client.${unique}@example.com`
  const link = await createLink(request, {
    clientName: 'Sam Client',
    clientEmail: email,
    description: 'Website audit and roadmap',
    amountCents: 123_456,
  })
  expect(link.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/secure-payment\/pl_[\w-]{22}$/)

  await page.goto(link.path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment request from Codehome')
  await expect(page.getByText('Website audit and roadmap')).toBeVisible()
  await expect(page.getByTestId('amount')).toHaveText('$1,234.56')
  await page.getByRole('button', { name: 'Pay $1,234.56' }).click()
  await expect(page).toHaveURL(/\/payment-gateway\//)
  await page.getByRole('button', { name: 'Pay $1,234.56' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, Sam!')

  await page.goto(link.path)
  await expect(page.getByTestId('link-state')).toHaveText('Paid')
  await expect(page.getByText('This payment link has already been paid. Thank you!')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0)

  const again = await request.post(ORDERS_API, { data: { paymentLinkId: link.id } })
  expect(again.status()).toBe(409)
  expect((await again.json()).error).toBe('This payment link has already been paid. Thank you!')
  const orders = await ordersFor(request, email)
  expect(orders).toHaveLength(1)
  expect(orders[0]).toMatchObject({ state: 'paid', amountCents: 123_456, paymentLinkId: link.id })
})

test('an expired link says so and cannot be paid', async ({ page, request, unique }) => {
  const email = `late.${unique}@example.com`
  const link = await createLink(request, {
    clientName: 'Lou Late',
    clientEmail: email,
    description: 'Logo design',
    amountCents: 49_900,
    expiresAt: new Date(Date.now() + 1_000).toISOString(),
  })
  await expect(async () => {
    await page.goto(link.path)
    await expect(page.getByTestId('link-state')).toHaveText('Expired', { timeout: 1_000 })
  }).toPass()
  await expect(page.getByText('This payment link has expired.')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0)
  const refused = await request.post(ORDERS_API, { data: { paymentLinkId: link.id } })
  expect(refused.status()).toBe(410)
  expect(await ordersFor(request, email)).toHaveLength(0)
})

test('unknown ids, packages and amounts get a clear 4xx and change nothing', async ({
  page,
  request,
}) => {
  for (const path of [
    '/payment-gateway/00000000-0000-4000-8000-000000000000',
    '/payment-gateway/not-an-order',
    '/payment-success?order=00000000-0000-4000-8000-000000000000',
    '/payment-success',
    '/secure-payment/pl_doesnotexistAAAAAAAAAAAA',
    '/checkout?service=nope&package=1',
    '/checkout?service=seo&package=4',
    '/checkout?service=analytics&package=1',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404)
  }
  const response = await page.goto('/payment-success?order=00000000-0000-4000-8000-000000000000')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that order')

  const tampered = await request.post(ORDERS_API, {
    data: { service: 'seo', package: 1, amountCents: 100, name: 'Eve', email: 'eve@example.com' },
  })
  expect(tampered.status()).toBe(409)
  expect((await tampered.json()).error).toMatch(/^The price of this package is \$\d/)
  expect(await ordersFor(request, 'eve@example.com')).toHaveLength(0)

  // Without Stripe there is no webhook endpoint at all.
  const webhook = await request.post('/api/payments/stripe-webhook', {
    data: { id: 'evt_1', type: 'checkout.session.completed' },
  })
  expect(webhook.status()).toBe(404)
})

test('the admin pages and API are refused without a session or token; signed in, the agency creates and cancels links', async ({
  page,
  request,
  unique,
}) => {
  for (const [method, path] of [
    ['GET', '/api/admin/orders'],
    ['GET', '/api/admin/payment-links'],
    ['POST', '/api/admin/payment-links'],
  ] as const) {
    const response = await request.fetch(path, { method, data: method === 'POST' ? {} : undefined })
    expect(response.status(), `${method} ${path}`).toBe(401)
  }
  const existing = await createLink(request, {
    clientName: 'Private Client',
    clientEmail: `private.${unique}@example.com`,
    description: `Private quote ${unique}`,
    amountCents: 10_000,
  })

  await page.goto('/admin/payment-links')
  await expect(page.getByRole('heading', { name: 'Payment links' })).toBeVisible()
  await expect(page.getByText(`Private quote ${unique}`)).toHaveCount(0)
  await page.getByLabel('Admin token').fill(ADMIN_HEADERS.authorization.slice('Bearer '.length))
  await page.getByRole('button', { name: 'Sign in' }).click()

  await expect(page).toHaveURL('/admin/payment-links')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payments')
  await expect(page.locator(`[data-link-id="${existing.id}"]`)).toContainText('Open')

  // A new link for a package: the amount and description come from the price list.
  const web = await documentById<Service>('service-web-development')
  const starter = [...web.packages].sort((a, b) => a.price - b.price)[0]!
  const email = `desk.${unique}@example.com`
  const form = page.getByRole('form', { name: 'New payment link' })
  await form.getByLabel('Client name').fill('Desk Client')
  await form.getByLabel('Client email').fill(email)
  await form.getByLabel('Package (optional)').selectOption('web-development:1')
  await expect(form.getByLabel('Amount (USD)')).toHaveValue(String(starter.price))
  await form.getByRole('button', { name: 'Create payment link' }).click()
  await expect(form.getByTestId('new-link')).toContainText('/secure-payment/pl_')
  const row = page.locator('[data-link-id]').filter({ hasText: email })
  await expect(row).toContainText(`Website Development — ${starter.name} package`)
  await expect(row).toContainText(`$${starter.price.toLocaleString('en-US')}.00`)

  await row.getByRole('button', { name: 'Cancel link' }).click()
  await row.getByRole('button', { name: /Confirm: cancel/ }).click()
  await expect(row.getByTestId('link-state')).toHaveText('Cancelled')
  const links = (await (
    await request.get('/api/admin/payment-links', { headers: ADMIN_HEADERS })
  ).json()) as { paymentLinks: { clientEmail: string; state: string; amountCents: number }[] }
  expect(links.paymentLinks.find((link) => link.clientEmail === email)).toMatchObject({
    state: 'cancelled',
    amountCents: starter.price * 100,
  })

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByLabel('Admin token')).toBeVisible()
  await expect(page).toHaveURL('/admin/payment-links')
})
