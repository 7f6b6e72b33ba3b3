/**
 * The Sanity backend end to end: a production build that reads Sanity's API (played by the
 * stand-in on loopback) through @sanity/client. An editor arriving from the Presentation tool's
 * link gets drafts, visual editing and stega-encoded text, with clean metadata, JSON-LD and links;
 * visitors get the cached published pages without any of it; a publish's webhook makes the new
 * price live; a renamed service's old path redirects, and a deleted post's path is gone.
 *
 * This spec builds the site a second time (into .next-sanity), a few minutes on a small machine;
 * E2E_SKIP_BUILD=1 reuses that build too.
 */
import { stegaClean } from '@sanity/client/stega'
import { expect, test } from '../helpers/test'
import { hydrated } from '../helpers/page'
import { buildSeed } from '@/scripts/seed/build'
import type { LocalDocument } from '@/web/content/backends/local'
import { jsonLdOf } from '../helpers/content'
import { signedWebhook, webhookBody } from '../helpers/dataset'
import { E2E_ENV, E2E_PORT } from '../helpers/e2e-env'
import { startSanitySite, type SanitySite } from '../helpers/sanity-site'
import { hasVisualEditingCode, scriptsLoadedBy, VISUAL_EDITING_COMPONENT } from '../helpers/scripts'
import { WEBHOOK_PROJECTION } from '@/web/redirects/record-move'

const PORT = E2E_PORT + 2
const PREVIEW_SECRET = 'studio-made-preview-secret-e2e'

const seed = buildSeed().documents as LocalDocument[]
const seo = seed.find((doc) => doc._id === 'service-seo')!

function withFirstPrice(doc: LocalDocument, price: number, id = doc._id): LocalDocument {
  const copy = structuredClone(doc)
  copy._id = id
  ;(copy.packages as { price: number }[])[0]!.price = price
  return copy
}

const contentMarketing = seed.find((doc) => doc._id === 'service-content-marketing')!
const pwaPost = seed.find((doc) => doc._id === 'blogPost-pwa-vs-native-app')!
/** An editor's redirect (a printed short link) to a page that gets renamed below. */
const shortLink = {
  _id: 'redirect-content',
  _type: 'redirect',
  from: '/content',
  to: '/services/content-marketing',
  permanent: false,
}

/**
 * The documents of the stand-in: the seed, an editor's draft, an editor's redirect and the
 * Studio's preview secret.
 */
const documents = (published = seo) => [
  ...seed.map((doc) => (doc._id === seo._id ? published : doc)),
  shortLink,
  withFirstPrice(seo, 455, 'drafts.service-seo'),
  {
    _id: 'sanity-preview-url-secret.e2e',
    _type: 'sanity.previewUrlSecret',
    _updatedAt: new Date().toISOString(),
    secret: PREVIEW_SECRET,
    studioUrl: `http://127.0.0.1:${PORT}/studio`,
  },
]

const isClean = (text: string) => stegaClean(text) === text

test.describe('the Sanity backend', () => {
  test.describe.configure({ mode: 'serial' })
  let site: SanitySite

  test.beforeAll(async () => {
    test.setTimeout(25 * 60_000)
    site = await startSanitySite({
      port: PORT,
      documents: documents(),
      build: !process.env.E2E_SKIP_BUILD,
      env: {
        SANITY_REVALIDATE_SECRET: E2E_ENV.SANITY_REVALIDATE_SECRET!,
        // What the webhook records slug changes with (an Editor token on Sanity).
        SANITY_API_WRITE_TOKEN: 'stand-in-write-token',
      },
      log: 'test-results/sanity-site.log',
    })
  })
  test.afterAll(async () => {
    await site?.stop()
  })

  test("a visitor gets the cached published page, without visual editing's code", async ({
    page,
  }) => {
    await page.request.get(`${site.url}/services/seo`)
    const response = await page.request.get(`${site.url}/services/seo`)
    expect(response.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/)

    const scripts = await scriptsLoadedBy(
      page,
      () => page.goto(`${site.url}/services/seo`),
      () => hydrated(page, 'footer'),
    )
    await expect(page.getByTestId('package-price').first()).toHaveText('$399')
    expect(hasVisualEditingCode(scripts)).toBe(false)
    const html = await page.content()
    expect(html).not.toContain(VISUAL_EDITING_COMPONENT)
    expect(isClean(html)).toBe(true)
    await expect(page.getByRole('complementary', { name: 'Preview' })).toHaveCount(0)
  })

  test('the enable route refuses a secret the Studio did not make', async ({ page }) => {
    const response = await page.goto(
      `${site.url}/api/draft-mode/enable?sanity-preview-secret=made-up-secret&sanity-preview-pathname=/services/seo`,
    )
    expect(response?.status()).toBe(401)
    expect(await response?.text()).toMatch(/Presentation tool/)
  })

  test("an editor from the Presentation tool's link gets drafts with visual editing; metadata, JSON-LD and links stay clean", async ({
    page,
    request,
  }) => {
    const scripts = await scriptsLoadedBy(
      page,
      async () => {
        const response = await page.goto(
          `${site.url}/api/draft-mode/enable?sanity-preview-secret=${PREVIEW_SECRET}&sanity-preview-pathname=/services/seo`,
        )
        expect(response?.status()).toBe(200)
        expect(response?.headers()['cache-control']).toMatch(/private/)
        expect(response?.headers()['cache-control']).toMatch(/no-store/)
      },
      // Visual editing mounts its element once its lazily loaded code has run.
      () => expect(page.locator('sanity-visual-editing')).toBeAttached(),
    )
    expect(new URL(page.url()).pathname).toBe('/services/seo')
    await expect(page.getByTestId('package-price').first()).toHaveText('$455')
    await expect(page.getByRole('complementary', { name: 'Preview' })).toContainText(
      'Preview — showing drafts',
    )

    // Visual editing is loaded, and the page's text carries its edit links.
    expect(hasVisualEditingCode(scripts)).toBe(true)
    expect(await page.content()).toContain(VISUAL_EDITING_COMPONENT)
    const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
    expect(isClean(heading)).toBe(false)
    expect(stegaClean(heading)).toBe('SEO')

    // …but not where text leaves the page or is compared.
    expect(await page.title()).toBe('SEO | Codehome')
    const html = await page.content()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(isClean(head)).toBe(true)
    for (const data of jsonLdOf(html)) expect(isClean(JSON.stringify(data))).toBe(true)
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    expect(hrefs.length).toBeGreaterThan(20)
    for (const href of hrefs) expect(isClean(href), href).toBe(true)
    await expect(page.locator('a[href^="tel:"]').first()).toHaveAttribute(
      'href',
      'tel:+12125550142',
    )

    // A landing page (its path compares the brand slug) still opens in draft mode.
    const landing = await page.goto(`${site.url}/codehome-global-agency`)
    expect(landing?.status()).toBe(200)
    // Its sections carry their location for the Presentation tool: a click on one opens its block.
    const locations = await page
      .locator('[data-section]')
      .evaluateAll((sections) => sections.map((section) => section.getAttribute('data-sanity')))
    expect(locations.length).toBeGreaterThan(4)
    for (const location of locations) {
      expect(location).toMatch(/^id=page-global-agency;type=page;path=sections:[0-9a-f]{12};/)
    }

    // The visitor's page is untouched.
    const visitor = await request.get(`${site.url}/services/seo`)
    expect(visitor.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/)
    expect(await visitor.text()).not.toContain('$455')
  })

  test("a publish's signed webhook makes the new price live", async ({ request }) => {
    const price = () =>
      request
        .get(`${site.url}/services/seo`)
        .then((response) => response.text())
        .then((html) => /data-testid="package-price">([^<]*)</.exec(html)?.[1])
    expect(await price()).toBe('$399')

    site.standIn.setDocuments(documents(withFirstPrice(seo, 449)))
    const body = { _type: 'service', _id: 'service-seo', slug: 'seo' }
    const webhook = await request.post(`${site.url}/api/revalidate`, await signedWebhook(body))
    expect(webhook.status()).toBe(200)
    // Live on the next visit (how fast is measured by `npm run bench:revalidate`).
    expect(await price()).toBe('$449')
  })

  test('a renamed service redirects from its old path, a deleted post is gone, both recorded where the Studio lists them', async ({
    page,
    request,
  }) => {
    /** What the Studio sends the Content Lake when an editor publishes or deletes a document. */
    const studio = async (mutations: object[]) => {
      const response = await request.post(
        `${site.standIn.url}/v2025-10-01/data/mutate/production`,
        { headers: { authorization: 'Bearer studio-session' }, data: { mutations } },
      )
      expect(response.ok()).toBe(true)
    }
    /** What the Studio lists under Redirects and Removed pages (410). */
    const studioList = async (type: string) => {
      const url = new URL(`${site.standIn.url}/v2025-10-01/data/query/production`)
      url.searchParams.set('query', `*[_type == "${type}"] | order(_id)`)
      const response = await request.get(url.href, {
        headers: { authorization: 'Bearer studio-session' },
      })
      return ((await response.json()) as { result: Record<string, unknown>[] }).result
    }
    /** The webhook Sanity sends for the change, signed, with the projection of the docs. */
    const webhook = async (before: LocalDocument | null, after: LocalDocument | null) => {
      const body = await webhookBody(WEBHOOK_PROJECTION, before, after)
      const response = await request.post(`${site.url}/api/revalidate`, await signedWebhook(body))
      expect(response.status()).toBe(200)
      return (await response.json()) as { recorded?: string[] }
    }
    const siteWrites = () =>
      site.standIn.requests.filter((r) => r.method === 'POST' && r.path.includes('/mutate/')).length
    const noFollow = { maxRedirects: 0 }

    expect((await request.get(`${site.url}/services/content-marketing`, noFollow)).status()).toBe(
      200,
    )

    // The editor renames the service's slug and publishes.
    const renamed = structuredClone(contentMarketing)
    renamed.slug = { _type: 'slug', current: 'content-strategy' }
    await studio([{ createOrReplace: renamed }])
    const writes = siteWrites()
    const { recorded } = await webhook(contentMarketing, renamed)
    // The site wrote to the Content Lake with its write token, in one transaction.
    expect(siteWrites()).toBe(writes + 1)
    expect(recorded?.sort()).toEqual(['redirect-auto-services-content-marketing', shortLink._id])

    const old = await request.get(`${site.url}/services/content-marketing`, noFollow)
    expect(old.status()).toBe(308)
    expect(new URL(old.headers().location!, site.url).pathname).toBe('/services/content-strategy')
    await page.goto(`${site.url}/services/content-marketing`)
    expect(new URL(page.url()).pathname).toBe('/services/content-strategy')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Content Marketing')
    // The short link leads straight to the new path, not through the old one.
    const short = await request.get(`${site.url}/content`, noFollow)
    expect(short.status()).toBe(307)
    expect(new URL(short.headers().location!, site.url).pathname).toBe('/services/content-strategy')

    expect(await studioList('redirect')).toEqual([
      expect.objectContaining({
        _id: 'redirect-auto-services-content-marketing',
        from: '/services/content-marketing',
        to: '/services/content-strategy',
        permanent: true,
        note: 'Recorded when the slug changed from /services/content-marketing to /services/content-strategy.',
        recorded: expect.objectContaining({ documentId: contentMarketing._id }),
      }),
      expect.objectContaining({ ...shortLink, to: '/services/content-strategy' }),
    ])

    // The editor deletes a post.
    const postPath = `/blogs/${(pwaPost.slug as { current: string }).current}`
    expect((await request.get(`${site.url}${postPath}`)).status()).toBe(200)
    await studio([{ delete: { id: pwaPost._id } }])
    await webhook(pwaPost, null)
    expect((await request.get(`${site.url}${postPath}`, noFollow)).status()).toBe(410)
    expect(await studioList('gonePath')).toEqual([
      expect.objectContaining({ path: postPath, documentId: pwaPost._id }),
    ])
  })
})
