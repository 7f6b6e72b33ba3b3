/**
 * The service worker (issue 10): registered from /sw.js after
 * load, an offline page for navigations without network, nothing private cached, the old build's
 * caches dropped when the deployment version changes, and a lead sent without network kept on the
 * device and stored exactly once when the connection returns.
 */
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { hydrated } from '../helpers/first-visit'
import {
  expect,
  leadFor,
  leadsFor,
  openToast,
  takeHumanTime,
  test,
  visit,
} from '../helpers/lead-fixtures'

// Every other spec blocks the worker (playwright.config.ts); these are about it.
test.use({ serviceWorkers: 'allow' })

const buildId = async () => (await readFile('.next/BUILD_ID', 'utf8')).trim()

/** Waits until the worker controls the page (it claims open pages once it has precached). */
async function controlled(page: Page) {
  await page.waitForFunction(
    () => navigator.serviceWorker?.controller?.state === 'activated',
    null,
    {
      timeout: 60_000,
    },
  )
}

/** Every URL in every cache of this origin. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
    }
    return urls
  })

test('/sw.js is registered after load for the whole site, served no-cache; the build id is stored', async ({
  page,
  request,
}) => {
  await page.goto('/')
  await controlled(page)
  const registration = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration()
    return { scope: r?.scope, script: r?.active?.scriptURL }
  })
  expect(new URL(registration.scope!).pathname).toBe('/')
  expect(new URL(registration.script!).pathname).toBe('/sw.js')
  const sw = await request.get('/sw.js')
  expect(sw.status()).toBe(200)
  expect(sw.headers()['cache-control']).toBe('no-cache')
  expect(sw.headers()['content-type']).toMatch(/javascript/)
  expect(await page.evaluate(() => localStorage.getItem('deployment-version'))).toBe(
    await buildId(),
  )
  // Precached: the offline page and this build's assets.
  const urls = await cachedUrls(page)
  expect(urls.some((url) => new URL(url).pathname === '/offline')).toBe(true)
  expect(urls.some((url) => new URL(url).pathname.startsWith('/_next/static/'))).toBe(true)
})

test(
  'without network a new page shows the offline page with the phone number, a visited one still opens, and nothing private was cached',
  { tag: '@mobile' },
  async ({ page, context }) => {
    await page.goto('/contact')
    await controlled(page)
    // Visited while online: pages, an API answer and the admin.
    await page.goto('/services')
    await page.evaluate(() => fetch('/api/search?q=seo').then((r) => r.text()))
    await page.goto('/admin/leads')
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const contactHeading = await page.getByRole('heading', { level: 1 }).textContent()
    const urls = await cachedUrls(page)
    expect(
      urls.filter((url) =>
        /\/(api|admin|studio|functions)(\/|\?|$)/.test(new URL(url).pathname + new URL(url).search),
      ),
    ).toEqual([])

    await context.setOffline(true)
    try {
      await page.goto('/services/seo')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re offline')
      await expect(page.getByRole('link', { name: '+1 (212) 555-0142' }).first()).toHaveAttribute(
        'href',
        'tel:+12125550142',
      )
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()

      await page.goto('/services')
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('You’re offline')
      await page.goto('/contact')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactHeading!)
    } finally {
      await context.setOffline(false)
    }
  },
)

test("when the deployment version changes, the old build's caches are dropped", async ({
  page,
}) => {
  await page.goto('/')
  await controlled(page)
  // What a visitor's browser holds after the previous build.
  await page.evaluate(async () => {
    const cache = await caches.open('pages-previous-build')
    await cache.put('/about', new Response('<p>old build</p>'))
    localStorage.setItem('deployment-version', 'previous-build')
  })
  await page.reload()
  const current = await buildId()
  await expect.poll(() => page.evaluate(() => caches.keys())).not.toContain('pages-previous-build')
  expect(await page.evaluate(() => localStorage.getItem('deployment-version'))).toBe(current)
})

test('a contact form sent without network is kept on the device, then stored exactly once when the connection returns', async ({
  page,
  context,
  request,
  mailbox,
  unique,
}) => {
  void mailbox // the lead's e-mails are delivered to it
  const email = `offline.${unique}@example.com`
  await visit(page, '/contact')
  await hydrated(page)
  const form = page.getByRole('form', { name: 'Contact form' })
  await form.getByLabel('Name').fill(`Omar ${unique}`)
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Project details').fill('Sent from a train without signal.')
  await takeHumanTime(page)

  await context.setOffline(true)
  try {
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(openToast(page)).toContainText('Saved on this device')
    await expect(openToast(page)).toContainText('will be sent automatically')
    // Never a word of success before the server has it.
    await expect(page.getByText('Request Submitted Successfully!')).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Thank You' })).toHaveCount(0)
    await expect(form.getByLabel('Name')).toHaveValue('')
    expect(await leadsFor(request, email)).toHaveLength(0)
  } finally {
    await context.setOffline(false)
  }

  await expect(openToast(page)).toContainText('Request Submitted Successfully!', {
    timeout: 30_000,
  })
  const lead = await leadFor(request, email)
  expect(lead.lead).toMatchObject({ name: `Omar ${unique}`, formType: 'contact' })

  // Sent once more (the next visit also sends what is kept): still one lead, nothing kept.
  await page.reload()
  await hydrated(page)
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('lead-outbox', 1)
            open.onsuccess = () => {
              const count = open.result.transaction('leads').objectStore('leads').count()
              count.onsuccess = () => resolve(count.result)
            }
          }),
      ),
    )
    .toBe(0)
  expect(await leadsFor(request, email)).toHaveLength(1)
})
