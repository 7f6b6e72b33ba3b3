import { expect, test } from '@playwright/test'
import { editDocument, signedWebhook } from '../helpers/dataset'

const CATEGORIES = ['Marketing', 'Design & Development', 'Branding & Creative', 'Data & Automation']

test.describe('content platform', () => {
  test('/services lists the 24 services under their four categories with price ranges', async ({
    page,
  }) => {
    await page.goto('/services')
    for (const category of CATEGORIES) {
      await expect(
        page.getByRole('heading', { level: 2, name: category, exact: true }),
      ).toBeVisible()
    }
    await expect(page.locator('[data-service]')).toHaveCount(24)
    const seo = page.locator('[data-service="seo"]')
    await expect(seo.getByRole('link', { name: 'SEO', exact: true })).toHaveAttribute(
      'href',
      '/services/seo',
    )
    await expect(seo.getByTestId('price-range')).toHaveText('$399 – $1,799')
    await expect(
      page.locator('[data-service="mobile-app-development"]').getByTestId('price-range'),
    ).toHaveText('$9,999 – $39,999')
    await expect(page.locator('[data-service="analytics"]').getByTestId('price-range')).toHaveText(
      'Custom pricing',
    )
  })

  test('/services is prerendered: served from the cache, not rendered per request', async ({
    request,
  }) => {
    const response = await request.get('/services')
    expect(response.status()).toBe(200)
    expect(response.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/)
  })

  test('/studio answers with the embedded Studio', async ({ page }) => {
    const response = await page.goto('/studio')
    expect(response?.status()).toBe(200)
    // The Studio boots in the browser. Without a Sanity project (the embedded default, offline)
    // it shows its own "Couldn't reach the Sanity servers" dialog; with one, its workspace.
    await expect(page.locator('#sanity')).not.toBeEmpty({ timeout: 30_000 })
    await expect(
      page.getByText(/Couldn.t reach the Sanity servers|Choose a login provider|Content/).first(),
    ).toBeVisible({ timeout: 30_000 })
  })

  test('a forged webhook is refused; a signed one makes an edited price appear', async ({
    page,
    request,
  }) => {
    // The service cards link to real pages, which the router prefetches on every reload; after
    // the publish they are all stale, and re-rendering them competes with the page under test on
    // a small machine. Only /services' own freshness is measured here, so skip prefetches.
    await page.route('**/*', (route) =>
      route.request().headers()['next-router-prefetch'] ? route.abort() : route.continue(),
    )
    const price = page.locator('[data-service="seo"]').getByTestId('price-range')
    await page.goto('/services')
    await expect(price).toHaveText('$399 – $1,799')

    // A publish without changes re-renders the page with the same content. It also means the
    // timing below measures a publish, not the server's first render of the page since it started.
    const unchanged = { _type: 'service', _id: 'service-seo', slug: 'seo' }
    expect((await request.post('/api/revalidate', await signedWebhook(unchanged))).status()).toBe(
      200,
    )
    await page.reload()
    await expect(price).toHaveText('$399 – $1,799')

    const restore = await editDocument('service-seo', (doc) => {
      ;(doc.packages as { price: number }[])[0]!.price = 449
    })
    try {
      const body = { _type: 'service', _id: 'service-seo', slug: 'seo' }
      const unsigned = await request.post('/api/revalidate', { data: body })
      expect(unsigned.status()).toBe(401)
      expect((await unsigned.json()).message).toMatch(/signature/i)

      const forged = await signedWebhook(body, 'not-the-secret-0000')
      const refused = await request.post('/api/revalidate', forged)
      expect(refused.status()).toBe(401)

      await page.reload()
      await expect(price).toHaveText('$399 – $1,799')

      const signed = await signedWebhook(body)
      const accepted = await request.post('/api/revalidate', signed)
      expect(accepted.status()).toBe(200)
      expect((await accepted.json()).tags).toContain('sanity:service')
      const sentAt = Date.now()

      // Live within a second, without a rebuild.
      await expect
        .poll(
          async () => {
            await page.reload()
            return price.textContent()
          },
          { timeout: 1_000, intervals: [50, 100, 200] },
        )
        .toBe('$449 – $1,799')
      expect(Date.now() - sentAt).toBeLessThan(1_500)
    } finally {
      await page.close()
      await restore()
      // A render that started before the restore can be cached after it; publish until the
      // original price is back, so later tests see the seeded content.
      await expect
        .poll(async () => {
          await request.post(
            '/api/revalidate',
            await signedWebhook({ _type: 'service', _id: 'service-seo', slug: 'seo' }),
          )
          const [catalogue, service] = await Promise.all(
            ['/services', '/services/seo'].map(async (path) => (await request.get(path)).text()),
          )
          const range = /data-service="seo"[\s\S]*?data-testid="price-range">([^<]*)</.exec(
            catalogue!,
          )
          const first = /data-testid="package-price">([^<]*)</.exec(service!)
          return [range?.[1], first?.[1]]
        })
        .toEqual(['$399 – $1,799', '$399'])
    }
  })
})
