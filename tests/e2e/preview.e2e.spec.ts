/**
 * Editors preview drafts on the local dataset (the embedded default): draft mode is turned on at a
 * preview host with the preview secret, shows `drafts.*` documents with the preview bar, and ends
 * with 'Exit preview'. Visitors keep the cached, published pages throughout.
 */
import { expect, test } from '../helpers/test'
import { htmlText, hydrated } from '../helpers/page'
import { documentById } from '../helpers/content'
import { addDocuments } from '../helpers/dataset'
import { E2E_ENV, E2E_PORT, E2E_PREVIEW_HOST } from '../helpers/e2e-env'
import { ADMIN_HEADERS } from '../helpers/lead-fixtures'
import { hasVisualEditingCode, scriptsLoadedBy, VISUAL_EDITING_COMPONENT } from '../helpers/scripts'

const PREVIEW_ORIGIN = `http://${E2E_PREVIEW_HOST}:${E2E_PORT}`
const SECRET = E2E_ENV.PREVIEW_SECRET!
const PUBLISHED_PRICE = '$399'
const DRAFT_PRICE = '$455'

const enableUrl = (params: Record<string, string>, origin = PREVIEW_ORIGIN) =>
  `${origin}/api/draft-mode/enable?${new URLSearchParams(params)}`

test.describe('draft preview on the local dataset', () => {
  let restore: (() => Promise<void>) | undefined

  test.beforeAll(async () => {
    // An editor's unpublished change: the SEO service's first package at another price.
    const draft = structuredClone(await documentById('service-seo'))
    draft._id = 'drafts.service-seo'
    ;(draft.packages as { price: number }[])[0]!.price = 455
    restore = await addDocuments([draft])
  })
  test.afterAll(async () => {
    await restore?.()
  })

  test('an editor sees the draft with the preview bar until Exit preview; visitors keep the cached published page', async ({
    page,
    request,
  }) => {
    // The visitor's page is the cached one (a first request renders it if an earlier test
    // revalidated it).
    await request.get('/services/seo')
    const before = await request.get('/services/seo')
    expect(before.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/)

    const price = page.getByTestId('package-price').first()
    const bar = page.getByRole('complementary', { name: 'Preview' })

    const scripts = await scriptsLoadedBy(
      page,
      async () => {
        const response = await page.goto(
          enableUrl({
            'sanity-preview-secret': SECRET,
            'sanity-preview-pathname': '/services/seo',
          }),
        )
        // Redirected to the page, rendered for this editor alone and kept by no cache.
        expect(new URL(page.url()).pathname).toBe('/services/seo')
        expect(response?.status()).toBe(200)
        expect(response?.headers()['cache-control']).toMatch(/private/)
        expect(response?.headers()['cache-control']).toMatch(/no-store/)
      },
      () => hydrated(page, 'footer'),
    )
    await expect(price).toHaveText(DRAFT_PRICE)
    await expect(bar).toContainText('Preview — showing drafts')
    // The local dataset has no Studio to edit in: no visual-editing code, even in draft mode.
    expect(hasVisualEditingCode(scripts)).toBe(false)

    // Another page of the preview shows drafts too (the draft price in the catalogue's range).
    await page.goto(`${PREVIEW_ORIGIN}/services`)
    // Scoped to the page's main landmark: a draft-mode render streams, and until React swaps the
    // streamed catalogue in, a hidden copy of it sits at the end of the body.
    await expect(page.locator('#main [data-service="seo"]').getByTestId('price-range')).toHaveText(
      '$455 – $1,799',
    )
    await expect(bar).toBeVisible()

    // Meanwhile a visitor gets the published page, still from the cache, without the bar.
    const visitor = await request.get('/services/seo')
    expect(visitor.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/)
    const html = await htmlText(visitor)
    expect(html).toContain(`data-testid="package-price">${PUBLISHED_PRICE}<`)
    expect(html).not.toContain(DRAFT_PRICE)
    expect(html).not.toContain('Preview — showing drafts')

    // Exit preview: a form post, back to the same page, published again.
    await page.goto(`${PREVIEW_ORIGIN}/services/seo`)
    await expect(price).toHaveText(DRAFT_PRICE)
    const exit = bar.getByRole('button', { name: 'Exit preview' })
    await expect(bar.locator('form')).toHaveAttribute('method', 'post')
    await expect(bar.locator('form')).toHaveAttribute('action', '/api/draft-mode/disable')
    await exit.click()
    await expect(bar).toHaveCount(0)
    expect(new URL(page.url()).pathname).toBe('/services/seo')
    await expect(price).toHaveText(PUBLISHED_PRICE)
    const cookies = await page.context().cookies(PREVIEW_ORIGIN)
    expect(cookies.map((cookie) => cookie.name)).not.toContain('__prerender_bypass')
  })

  test('an order started in draft mode is charged the published price, never the draft', async ({
    page,
    request,
  }) => {
    const email = `draft.buyer.${Date.now().toString(36)}@example.com`
    await page.goto(
      enableUrl({
        'sanity-preview-secret': SECRET,
        'sanity-preview-pathname': '/checkout?service=seo&package=1',
      }),
    )
    await hydrated(page, 'footer')
    await expect(page.getByRole('complementary', { name: 'Preview' })).toBeVisible()
    // The amount on the checkout is the amount charged: the published one, even in a preview.
    await expect(page.getByTestId('amount')).toHaveText(`${PUBLISHED_PRICE}.00`)

    // The orders API asked with the draft's amount from the editor's page (Node cannot resolve
    // *.localhost; the browser sends the draft-mode cookie): refused, with the published price.
    const draftPriced = await page.evaluate(
      async (data) => {
        const response = await fetch('/api/payments/orders', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(data),
        })
        return { status: response.status, body: (await response.json()) as unknown }
      },
      { service: 'seo', package: 1, amountCents: 45_500, name: 'Dee Draft', email },
    )
    expect(draftPriced.status).toBe(409)
    expect(draftPriced.body).toMatchObject({ amountCents: 39_900 })

    // The form sends what it shows; the stored order has the published amount.
    const form = page.getByRole('form', { name: 'Checkout' })
    await form.getByLabel('Full name').fill('Dee Draft')
    await form.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: /^Continue to payment/ }).click()
    await expect(page).toHaveURL(/\/payment-gateway\/[0-9a-f-]{36}$/)
    const listed = await request.get('/api/admin/orders?limit=200', { headers: ADMIN_HEADERS })
    const orders = ((await listed.json()) as { orders: { clientEmail: string }[] }).orders
    expect(orders.filter((o) => o.clientEmail === email)).toEqual([
      expect.objectContaining({ amountCents: 39_900, state: 'pending' }),
    ])
  })

  test('the enable route refuses a wrong secret, a path to another site and a host that is not a preview host', async ({
    page,
  }) => {
    const text = async (url: string) => {
      const response = await page.goto(url)
      return { status: response?.status(), body: await response?.text(), url: page.url() }
    }
    const pathname = '/services/seo'

    const wrong = await text(
      enableUrl({
        'sanity-preview-secret': 'not-the-secret-0000',
        'sanity-preview-pathname': pathname,
      }),
    )
    expect(wrong.status).toBe(401)
    expect(wrong.body).toMatch(/secret is missing or wrong/)

    const missing = await text(enableUrl({ 'sanity-preview-pathname': pathname }))
    expect(missing.status).toBe(401)

    for (const elsewhere of ['//evil.example', '/\\evil.example', 'https://evil.example/']) {
      const refused = await text(
        enableUrl({ 'sanity-preview-secret': SECRET, 'sanity-preview-pathname': elsewhere }),
      )
      expect(refused.status, elsewhere).toBe(400)
      expect(refused.body).toMatch(/must be a path on this site/)
      expect(new URL(refused.url).host).toBe(`${E2E_PREVIEW_HOST}:${E2E_PORT}`)
    }

    // The site's own host is not a preview host: the right secret does nothing there.
    const publicHost = await text(
      enableUrl(
        { 'sanity-preview-secret': SECRET, 'sanity-preview-pathname': pathname },
        `http://127.0.0.1:${E2E_PORT}`,
      ),
    )
    expect(publicHost.status).toBe(403)
    expect(publicHost.body).toMatch(/preview host/)

    // None of these turned draft mode on.
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
      '__prerender_bypass',
    )
    await page.goto(`${PREVIEW_ORIGIN}/services/seo`)
    await expect(page.getByTestId('package-price').first()).toHaveText(PUBLISHED_PRICE)
    await expect(page.getByRole('complementary', { name: 'Preview' })).toHaveCount(0)
  })

  test('a visitor page loads no visual-editing code', async ({ page }) => {
    const scripts = await scriptsLoadedBy(
      page,
      () => page.goto('/services/seo'),
      () => hydrated(page, 'footer'),
    )
    expect(hasVisualEditingCode(scripts)).toBe(false)
    expect(await page.content()).not.toContain(VISUAL_EDITING_COMPONENT)
    await expect(page.locator('sanity-visual-editing')).toHaveCount(0)
  })
})
