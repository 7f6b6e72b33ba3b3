/**
 * The Stripe path end to end: a second production server (the same build) configured with Stripe
 * keys, its API pointed at a local stand-in of Stripe (tests/helpers/stripe-stand-in.ts). The
 * browser checks out a monthly package, is sent to the stand-in's hosted checkout, pays there,
 * and the stand-in delivers the signed `checkout.session.completed` to the site's webhook, which
 * marks the order paid; forged and repeated deliveries change nothing.
 */
import { rmSync } from 'node:fs'
import { expect, test } from '../helpers/test'
import { documentById } from '../helpers/content'
import { E2E_ENV, E2E_PORT } from '../helpers/e2e-env'
import { type SiteServer, startSite } from '../helpers/site-server'
import { signStripeEvent, startStripeStandIn, type StripeStandIn } from '../helpers/stripe-stand-in'

const SITE_PORT = E2E_PORT + 55
const ORIGIN = `http://127.0.0.1:${SITE_PORT}`
const WEBHOOK_SECRET = 'whsec_e2e_stand_in_secret_0123456789'
const DATA_DIR = '.data/e2e/pglite-stripe'
const ADMIN = { authorization: `Bearer ${E2E_ENV.ADMIN_TOKEN}` }

let stripe: StripeStandIn
let site: SiteServer | undefined

test.describe.configure({ mode: 'serial', timeout: 120_000 })

test.beforeAll(async () => {
  stripe = await startStripeStandIn({
    webhook: { url: `${ORIGIN}/api/payments/stripe-webhook`, secret: WEBHOOK_SECRET },
  })
  rmSync(DATA_DIR, { recursive: true, force: true })
  site = await startSite(
    SITE_PORT,
    {
      PGLITE_DATA_DIR: DATA_DIR,
      SMTP_URL: '',
      STRIPE_SECRET_KEY: 'sk_test_e2eStandIn0123456789',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
    },
    async (origin) => (await fetch(`${origin}/api/admin/orders`, { headers: ADMIN })).ok,
  )
})

test.afterAll(async () => {
  await site?.stop()
  await stripe?.close()
})

test('a monthly package is paid on Stripe Checkout as a subscription, confirmed by the signed webhook once', async ({
  page,
  request,
}) => {
  const seo = await documentById<{ packages: { name: string; price: number }[] }>('service-seo')
  const growth = [...seo.packages].sort((a, b) => a.price - b.price)[1]!
  const email = `stripe.${Date.now().toString(36)}@example.com`

  await page.goto(`${ORIGIN}/checkout?service=seo&package=2`)
  await expect(page.getByTestId('billing-note')).toHaveText(
    'Billed monthly as a subscription through Stripe. Cancel any time.',
  )
  await expect(page.getByTestId('test-mode')).toHaveCount(0)
  const form = page.getByRole('form', { name: 'Checkout' })
  await form.getByLabel('Full name').fill('Jane Stripe')
  await form.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: /^Continue to payment/ }).click()

  // Stripe's hosted page (the stand-in's): the order's amount, as a subscription.
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/c/pay/cs_test_`))
  await expect(page.getByTestId('stand-in-amount')).toHaveText(
    `${growth.price * 100} usd (subscription)`,
  )
  const session = [...stripe.sessions.values()].find((s) => s.customer_email === email)!
  const orderId = session.client_reference_id!
  expect(session.metadata).toEqual({ order_id: orderId })
  expect(session.success_url).toMatch(new RegExp(`/payment-success\\?order=${orderId}$`))

  // Reopening the gateway goes back to the same session: one per order.
  await page.goto(`${ORIGIN}/payment-gateway/${orderId}`)
  await expect(page).toHaveURL(session.url)
  expect(stripe.sessions.size).toBe(1)

  await page.getByRole('button', { name: 'Pay' }).click()
  await page.goto(`${ORIGIN}/payment-success?order=${orderId}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, Jane!')

  const list = async () =>
    (
      (await (await request.get(`${ORIGIN}/api/admin/orders`, { headers: ADMIN })).json()) as {
        orders: Record<string, unknown>[]
      }
    ).orders.find((order) => order.id === orderId)
  expect(await list()).toMatchObject({
    state: 'paid',
    gateway: 'stripe',
    mode: 'test',
    amountCents: growth.price * 100,
    billingPeriod: 'monthly',
    events: [expect.objectContaining({ type: 'checkout.session.completed', outcome: 'paid' })],
  })

  // The same event again: acknowledged, nothing changes. A forged one: 400.
  const event = stripe.event('checkout.session.completed', session)
  const body = JSON.stringify(event)
  const webhook = `${ORIGIN}/api/payments/stripe-webhook`
  const repeat = () =>
    request.post(webhook, {
      data: body,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signStripeEvent(body, WEBHOOK_SECRET),
      },
    })
  expect((await repeat()).status()).toBe(200)
  expect(await (await repeat()).json()).toMatchObject({ duplicate: true })
  const cheaper = body.replace(`"amount_total":${growth.price * 100}`, '"amount_total":1')
  expect(cheaper).not.toBe(body)
  const forged = await request.post(webhook, {
    data: cheaper,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signStripeEvent(body, WEBHOOK_SECRET),
    },
  })
  expect(forged.status()).toBe(400)
  const unsigned = await request.post(webhook, { data: body })
  expect(unsigned.status()).toBe(400)
  expect((await list())!.events).toHaveLength(2)

  // A paid order's gateway page goes to its success page, never to another payment.
  await page.goto(`${ORIGIN}/payment-gateway/${orderId}`)
  await expect(page).toHaveURL(`${ORIGIN}/payment-success?order=${orderId}`)
})
