/**
 * Editors change the site without breaking it (issue 34), on the local dataset:
 * - a redirect document is answered within a second of the publish webhook, on a path no page
 *   has (the 404 route) and inside a section the proxy answers, and its hits reach the admin;
 * - a post whose slug changes is redirected from its old path by `npm run publish:local`, and a
 *   removed one answers 410;
 * - a client's preview link shows the draft, with the preview bar and noindex, in a fresh browser
 *   with no cookies, on the public host; revoked or forged it shows a clear page and no draft;
 * - its cookies, replayed with a plain HTTP client to other paths, show no draft there: the
 *   server, not the cookie's Path, limits a link to its page's own document on its page.
 * Expiry is tested with an injected clock in tests/unit/preview-links.test.ts.
 */
import { signIn } from '../helpers/lead-fixtures'
import { execFile } from 'node:child_process'
import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import type { APIRequestContext, Page } from '@playwright/test'
import {
  addDocuments,
  editDocument,
  readDataset,
  signedWebhook,
  writeDataset,
} from '../helpers/dataset'
import { E2E_ENV, E2E_PORT } from '../helpers/e2e-env'
import { decodeReferences } from '../helpers/page'
import { expect, test } from '../helpers/test'

const ORIGIN = `http://127.0.0.1:${E2E_PORT}`
const DATASET = path.join(process.cwd(), E2E_ENV.CONTENT_DATASET!)

/** The status and target (a path of this site, or the whole address elsewhere) of `pathname`. */
async function redirectOf(request: APIRequestContext, pathname: string) {
  const response = await request.get(pathname, { maxRedirects: 0 })
  return { status: response.status(), location: targetOf(response.headers()['location']) }
}

function targetOf(location: string | null | undefined) {
  if (!location) return null
  const url = new URL(location, ORIGIN)
  return url.origin === ORIGIN ? `${url.pathname}${url.search}` : url.href
}

/** `npm run publish:local` against the e2e server and its dataset. */
const publishLocal = (...args: string[]) =>
  promisify(execFile)('npx', ['tsx', 'scripts/publish-local.ts', ...args, '--url', ORIGIN], {
    env: { ...process.env, ...E2E_ENV },
  })

test.describe.configure({ mode: 'serial' })

test('a redirect is answered within a second of the publish webhook, and its hits reach the admin', async ({
  request,
  page,
}) => {
  expect((await request.get('/spring-e2e', { maxRedirects: 0 })).status()).toBe(404)
  const restore = await addDocuments([
    {
      _id: 'redirect-e2e-spring',
      _type: 'redirect',
      from: '/spring-e2e',
      to: '/services/seo?utm_campaign=spring',
      permanent: false,
    },
    {
      _id: 'redirect-e2e-news',
      _type: 'redirect',
      from: '/news-e2e/:slug',
      to: '/blogs/:slug',
      permanent: true,
    },
    {
      _id: 'redirect-e2e-go',
      _type: 'redirect',
      from: '/go-e2e/:slug',
      to: '/:slug',
      permanent: true,
    },
    {
      _id: 'redirect-e2e-old',
      _type: 'redirect',
      from: '/old-e2e/*',
      to: '/*',
      permanent: true,
    },
    {
      _id: 'redirect-e2e-merged',
      _type: 'redirect',
      from: '/services/merged-e2e',
      to: '/services/ppc',
      permanent: true,
    },
  ])
  try {
    const hook = await signedWebhook({ _type: 'redirect', _id: 'redirect-e2e-spring' })
    expect((await request.post('/api/revalidate', hook)).status()).toBe(200)
    const published = Date.now()
    await expect
      .poll(() => redirectOf(request, '/spring-e2e'), { intervals: [25], timeout: 5_000 })
      .toEqual({ status: 307, location: '/services/seo?utm_campaign=spring' })
    const live = Date.now() - published
    test
      .info()
      .annotations.push({ type: 'redirect live after webhook (ms)', description: `${live}` })
    expect(live).toBeLessThan(1_000)
    // One Location header (a proxy merging two would make it invalid).
    const raw = await fetch(`${ORIGIN}/spring-e2e`, { redirect: 'manual' })
    expect(targetOf(raw.headers.get('location'))).toBe('/services/seo?utm_campaign=spring')
    expect(await redirectOf(request, '/news-e2e/some-post')).toEqual({
      status: 308,
      location: '/blogs/some-post',
    })
    // What a visitor puts in the path stays a path of this site (issue 42, item 3): "\", a tab,
    // "//" never become a Location that a browser follows to another host.
    for (const path of [
      '/go-e2e/%5Cevil.example',
      '/go-e2e/%09evil.example',
      '/old-e2e/%09/evil.example',
      '/old-e2e//evil.example',
      '/old-e2e/%5C%5Cevil.example',
    ]) {
      const answer = await fetch(`${ORIGIN}${path}`, { redirect: 'manual' })
      const location = answer.headers.get('location')
      if (location) expect(new URL(location, ORIGIN).host, path).toBe(new URL(ORIGIN).host)
    }
    expect(await redirectOf(request, '/go-e2e/%5Cevil.example')).toEqual({
      status: 308,
      location: '/%5Cevil.example',
    })
    // In a section the proxy answers (service slugs): the same table.
    expect(await redirectOf(request, '/services/merged-e2e')).toEqual({
      status: 308,
      location: '/services/ppc',
    })
    // A visitor follows it.
    await page.goto('/spring-e2e')
    await expect(page).toHaveURL(/\/services\/seo\?utm_campaign=spring$/)

    await signIn(page, '/admin/redirects')
    const row = page.locator('[data-redirect="redirect-e2e-spring"]')
    await expect(row).toContainText('/spring-e2e')
    await expect(row).toContainText('Temporary')
    await expect
      .poll(
        async () => {
          await page.reload()
          return Number(await row.getByTestId('redirect-hits').textContent())
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThanOrEqual(3)
  } finally {
    await restore()
    await request.post('/api/revalidate', await signedWebhook({ _type: 'redirect', _id: 'x' }))
  }
  await expect.poll(async () => (await redirectOf(request, '/spring-e2e')).status).toBe(404)
})

test('a post whose slug changes redirects from its old path; a removed post answers 410', async ({
  request,
  page,
}) => {
  const snapshot = `${DATASET}.paths.json`
  const original = await readFile(DATASET, 'utf8')
  const originalSnapshot = await readFile(snapshot, 'utf8').catch(() => null)
  const post = (await readDataset()).find(
    (doc) => doc._type === 'blogPost' && doc.language === 'en',
  )!
  const slug = (post.slug as { current: string }).current
  const renamed = `${slug}-renamed`
  try {
    // The paths as published now (a first run takes them).
    await publishLocal()
    const rename = await readDataset()
    ;(rename.find((doc) => doc._id === post._id)!.slug as { current: string }).current = renamed
    await writeDataset(rename)
    const { stdout } = await publishLocal('blogPost', renamed)
    expect(stdout).toContain(`Recorded redirect-auto-blogs-${slug}`)

    await expect
      .poll(() => redirectOf(request, `/blogs/${slug}`), { timeout: 5_000 })
      .toEqual({ status: 308, location: `/blogs/${renamed}` })
    expect((await request.get(`/blogs/${renamed}`, { maxRedirects: 0 })).status()).toBe(200)
    // Its Markdown (llms.txt's link) follows it, and llms.txt lists the new address.
    const markdown = await request.get(`/blogs/${slug}.md`, { maxRedirects: 0 })
    expect([markdown.status(), markdown.headers()['location']]).toEqual([
      308,
      `/blogs/${renamed}.md`,
    ])
    expect((await request.get(`/blogs/${renamed}.md`)).status()).toBe(200)
    expect(await (await request.get('/llms.txt')).text()).toContain(`/blogs/${renamed}.md)`)
    // What the editor sees: the recorded redirect document (the Studio's Redirects list reads
    // these documents), and the admin's list.
    const recorded = (await readDataset()).find((doc) => doc._id === `redirect-auto-blogs-${slug}`)
    expect(recorded).toMatchObject({
      from: `/blogs/${slug}`,
      to: `/blogs/${renamed}`,
      permanent: true,
    })
    await signIn(page, '/admin/redirects')
    await expect(page.locator(`[data-redirect="redirect-auto-blogs-${slug}"]`)).toContainText(
      'Slug change',
    )

    // Unpublished: the document leaves the published dataset.
    await writeDataset((await readDataset()).filter((doc) => doc._id !== post._id))
    await publishLocal('blogPost', renamed)
    await expect
      .poll(async () => (await request.get(`/blogs/${renamed}`, { maxRedirects: 0 })).status(), {
        timeout: 5_000,
      })
      .toBe(410)
    await page.goto(`/blogs/${renamed}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page has been removed')
    expect((await request.get(`/blogs/${renamed}.md`)).status()).toBe(410)
    expect(await (await request.get('/llms.txt')).text()).not.toContain(`/blogs/${renamed}.md`)
  } finally {
    await writeFile(DATASET, original)
    if (originalSnapshot === null) await rm(snapshot, { force: true })
    else await writeFile(snapshot, originalSnapshot)
    await request.post(
      '/api/revalidate',
      await signedWebhook({ _type: 'blogPost', _id: post._id, slug }),
    )
  }
  await expect
    .poll(async () => (await request.get(`/blogs/${slug}`, { maxRedirects: 0 })).status())
    .toBe(200)
})

test("a client's preview link shows the draft in a fresh browser until it is revoked; a forged one shows a clear page", async ({
  page,
  browser,
  request,
}) => {
  const seo = (await readDataset()).find((doc) => doc._id === 'service-seo')!
  const draftTitle = 'Search Engine Optimisation (client draft)'
  const restore = await addDocuments([
    { ...structuredClone(seo), _id: 'drafts.service-seo', title: draftTitle },
  ])
  const client = await browser.newContext({ baseURL: ORIGIN, storageState: undefined })
  try {
    // What the Studio's action opens (signed in first: the sign-in returns to the bare page).
    await signIn(page, '/admin/preview-links')
    await page.goto('/admin/preview-links?path=/services/seo&label=Acme')
    const form = page.getByRole('form', { name: 'New preview link' })
    await expect(form.getByLabel('Page')).toHaveValue('/services/seo')
    await form.getByRole('button', { name: 'Create preview link' }).click()
    await expect(page).toHaveURL(/created=/)
    const created = new URL(page.url()).searchParams.get('created')!
    const item = page.locator(`[data-preview-link="${created}"]`)
    await expect(item.getByTestId('preview-link-state')).toHaveText('Open')
    const url = (await item.getByTestId('preview-link-url').textContent())!
    expect(url).toMatch(new RegExp(`^${ORIGIN}/preview/`))

    // A visitor sees the published page.
    expect(await (await request.get('/services/seo')).text()).not.toContain(draftTitle)

    expect(await client.cookies()).toEqual([])
    const view = await client.newPage()
    await view.goto(url)
    await expect(view).toHaveURL(`${ORIGIN}/services/seo`)
    await expect(view.getByRole('heading', { level: 1 })).toContainText(draftTitle)
    await expect(view.getByRole('complementary', { name: 'Preview' })).toContainText(
      'Preview — showing drafts',
    )
    await expect(view.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(1)
    // Only that page: elsewhere the client sees the published site.
    await view.goto('/services/ppc')
    await expect(view.getByRole('complementary', { name: 'Preview' })).toHaveCount(0)

    // Revoked: the same browser sees the published page at once, and the link says so.
    await item.getByRole('button', { name: 'Revoke' }).click()
    await expect(item.getByTestId('preview-link-state')).toHaveText('Revoked')
    await view.goto('/services/seo')
    await expect(view.getByRole('heading', { level: 1 })).not.toContainText(draftTitle)
    await expect(view.getByRole('complementary', { name: 'Preview' })).toHaveCount(0)
    const again = await view.goto(url)
    expect(again?.status()).toBe(410)
    await expect(view.getByRole('heading', { level: 1 })).toHaveText(
      'This preview link has been withdrawn',
    )

    // Forged: a clear page, never a draft, never a 5xx.
    const forged = url.replace(/.{4}$/, 'AAAA')
    const fresh = await (await browser.newContext({ storageState: undefined })).newPage()
    const answer = await fresh.goto(forged)
    expect(answer?.status()).toBe(404)
    await expect(fresh.getByRole('heading', { level: 1 })).toHaveText(
      'This preview link is not valid',
    )
    await expect(fresh.getByText(draftTitle)).toHaveCount(0)
    await fresh.context().close()
  } finally {
    await client.close()
    await restore()
  }
})

/** Makes a client preview link to `pagePath` in the admin (signed in on `page`); its address. */
async function makePreviewLink(page: Page, pagePath: string) {
  await page.goto(`/admin/preview-links?path=${encodeURIComponent(pagePath)}&label=Scope`)
  const form = page.getByRole('form', { name: 'New preview link' })
  await expect(form.getByLabel('Page')).toHaveValue(pagePath)
  await form.getByRole('button', { name: 'Create preview link' }).click()
  await expect(page).toHaveURL(/created=/)
  const created = new URL(page.url()).searchParams.get('created')!
  return (await page
    .locator(`[data-preview-link="${created}"]`)
    .getByTestId('preview-link-url')
    .textContent())!
}

/**
 * A page's HTML as a plain HTTP client gets it with `cookie` (Node's fetch, not the browser: it
 * sends the cookies wherever it is told, whatever their Path).
 */
async function replay(pagePath: string, cookie: string) {
  const response = await fetch(`${ORIGIN}${pagePath}`, { headers: { cookie }, redirect: 'manual' })
  expect(response.status, pagePath).toBe(200)
  return decodeReferences(await response.text())
}

/** Whether a page's HTML (its markup or its data for React) holds `text`; no page in the report. */
const shows = (html: string, text: string) => html.includes(text)

/** The texts of the footer's links to `href`. */
function footerLinkTexts(html: string, href: string) {
  const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'))
  const links = footer.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([^<]*)<\/a>/g)
  return [...links].filter(([, target]) => target === href).map(([, , text]) => text)
}

test("a client's preview link shows its page's draft and nothing else, its cookies replayed to other paths included", async ({
  page,
  browser,
}) => {
  const dataset = await readDataset()
  const seo = dataset.find((doc) => doc._id === 'service-seo')!
  const ppc = dataset.find(
    (doc) =>
      doc._type === 'service' &&
      doc.language === 'en' &&
      (doc.slug as { current?: string })?.current === 'ppc',
  )!
  const SEO_DRAFT = 'Scoped draft of the SEO service'
  const PPC_DRAFT = 'Scoped draft of the PPC service'
  const restore = await addDocuments([
    { ...structuredClone(seo), _id: 'drafts.service-seo', title: SEO_DRAFT },
    { ...structuredClone(ppc), _id: `drafts.${ppc._id}`, title: PPC_DRAFT },
  ])
  const client = await browser.newContext({ baseURL: ORIGIN, storageState: undefined })
  try {
    await signIn(page, '/admin/preview-links')
    const seoLink = await makePreviewLink(page, '/services/seo')
    const servicesLink = await makePreviewLink(page, '/services')

    // The client opens the SEO page's link: its draft, in their browser.
    const view = await client.newPage()
    await view.goto(seoLink)
    await expect(view).toHaveURL(`${ORIGIN}/services/seo`)
    await expect(view.getByRole('heading', { level: 1 })).toHaveText(SEO_DRAFT)
    const cookies = await client.cookies()
    expect(cookies.map((cookie) => cookie.name)).toContain('preview-access')
    const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ')

    // The linked page itself, replayed: the draft of its document only. Its menus and footer
    // list the services as published, this one included.
    const linked = await replay('/services/seo', cookie)
    expect(shows(linked, SEO_DRAFT), 'its own draft on the linked page').toBe(true)
    expect(shows(linked, PPC_DRAFT), "another document's draft on the linked page").toBe(false)
    for (const [href, title] of [
      ['/services/seo', seo.title],
      ['/services/ppc', ppc.title],
    ]) {
      const texts = footerLinkTexts(linked, href as string)
      expect(texts.length, href as string).toBeGreaterThan(0)
      expect(new Set(texts), href as string).toEqual(new Set([title]))
    }

    // The same cookies sent to another page, to the parent path and to the home page: published.
    for (const other of ['/services/ppc', '/services', '/']) {
      const html = await replay(other, cookie)
      expect(shows(html, SEO_DRAFT) || shows(html, PPC_DRAFT), `a draft on ${other}`).toBe(false)
    }

    // A link to a page without a document of its own (the services list) grants no draft, there
    // or on the pages under it.
    const other = await browser.newContext({ baseURL: ORIGIN, storageState: undefined })
    try {
      await (await other.newPage()).goto(servicesLink)
      const listCookie = (await other.cookies())
        .map(({ name, value }) => `${name}=${value}`)
        .join('; ')
      for (const under of ['/services', '/services/seo', '/services/ppc']) {
        const html = await replay(under, listCookie)
        expect(shows(html, SEO_DRAFT) || shows(html, PPC_DRAFT), `a draft on ${under}`).toBe(false)
      }
    } finally {
      await other.close()
    }
  } finally {
    await client.close()
    await restore()
  }
})

test("a calculator item's new price reaches the calculator's own address as it reaches the pages", async ({
  request,
}) => {
  // The dialog fetches its content from /api/calculator/{locale} (prerendered): revalidated by the
  // same tags as the pages when an item is published.
  const ITEM = 'calculatorItem-seo'
  const priceOf = async () => {
    const answer = await request.get('/api/calculator/en')
    const { items } = (await answer.json()) as { items: { _id: string; price: number }[] }
    return items.find((item) => item._id === ITEM)?.price
  }
  const original = await priceOf()
  expect(original).toBe(599)
  const hook = () => signedWebhook({ _type: 'calculatorItem', _id: ITEM, language: 'en' })
  const restore = await editDocument(ITEM, (doc) => {
    doc.price = 611
  })
  try {
    expect((await request.post('/api/revalidate', await hook())).status()).toBe(200)
    await expect.poll(priceOf, { intervals: [50], timeout: 5_000 }).toBe(611)
  } finally {
    await restore()
    await request.post('/api/revalidate', await hook())
  }
  await expect.poll(priceOf, { intervals: [50], timeout: 5_000 }).toBe(original)
})
