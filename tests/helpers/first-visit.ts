/**
 * Helpers for the first-visit tests (issue 10): a browser with nothing stored, a frozen clock, the
 * integrations switched on in the CMS, and stand-ins for Google's tag and the chat widget (their
 * hosts are unreachable here; every request to them is counted).
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { editDocument, signedWebhook } from './dataset'

/** A browser that has never visited the site: no cookie choice, no session. */
export const EMPTY_BROWSER = { cookies: [], origins: [] }

export const MEASUREMENT_ID = 'G-E2ETEST01'
export const CHAT_ID = '64f0c0ffee0123456789abcd'

const T0 = new Date('2026-03-02T10:00:00Z')

/** Installs the clock and stops it before the page loads: its timers run only when told. */
export async function frozenClock(page: Page) {
  await page.clock.install({ time: T0 })
  await page.clock.pauseAt(new Date(T0.getTime() + 1000))
}

export { hydrated } from './page'

/**
 * Waits until content protection's listeners are attached: a right-click on the page's heading is
 * cancelled. They are attached by an effect of the hydrating render, so the other effects of the
 * shell (the cookie banner's timer) have run too. The mark on <html> says nothing about that: the
 * inline script puts it there before the first paint.
 */
export async function protectionActive(page: Page) {
  await page.waitForFunction(
    () =>
      !document
        .querySelector('main h1')
        ?.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true })),
  )
}

const GOOGLE =
  /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net)\//

/**
 * Routes Google's hosts to a stand-in for gtag.js (which, like the real tag, sets a `_ga` cookie)
 * and counts every request.
 */
export async function stubGoogle(context: BrowserContext) {
  const requests: string[] = []
  await context.route(GOOGLE, (route) => {
    requests.push(route.request().url())
    return route.fulfill({
      contentType: 'text/javascript',
      body: "document.cookie = '_ga=GA1.1.e2e.1; path=/; max-age=63072000'; window.__googleTag = true",
    })
  })
  return requests
}

/** Routes the tawk.to widget to a stand-in that records being opened. */
export async function stubChatWidget(context: BrowserContext) {
  const requests: string[] = []
  await context.route('https://embed.tawk.to/**', (route) => {
    requests.push(route.request().url())
    return route.fulfill({
      contentType: 'text/javascript',
      body: `(function () {
        var api = window.Tawk_API
        api.maximize = function () { window.__chatOpened = (window.__chatOpened || 0) + 1 }
        api.showWidget = function () {}
        api.hideWidget = function () {}
        setTimeout(function () { api.onLoad && api.onLoad() }, 0)
      })()`,
    })
  })
  return requests
}

/** The gtag commands on the page, as arrays. */
export const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) =>
      Array.from(entry),
    ),
  )

/** The stored cookie choice. */
export const storedConsent = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent') ?? 'null'))

async function publishSettings(request: APIRequestContext) {
  const response = await request.post(
    '/api/revalidate',
    await signedWebhook({ _type: 'siteSettings', _id: 'siteSettings' }),
  )
  expect(response.status()).toBe(200)
}

/**
 * Sets the analytics measurement id and the chat id in the CMS and publishes, as an editor would;
 * returns a function that restores and publishes the original settings.
 */
export async function configureIntegrations(request: APIRequestContext) {
  const restore = await editDocument('siteSettings', (doc) => {
    doc.analyticsId = MEASUREMENT_ID
    doc.chatId = CHAT_ID
  })
  const live = async (expected: boolean) =>
    expect
      .poll(
        async () => {
          await publishSettings(request)
          // Both pages the tests open (the chat's test opens /services: once, in CI, its first
          // request after the publish still had no chat id).
          const pages = await Promise.all(
            ['/contact', '/services'].map(async (path) => (await request.get(path)).text()),
          )
          return pages.every((html) =>
            [MEASUREMENT_ID, CHAT_ID].every((id) => html.includes(id) === expected),
          )
        },
        { timeout: 60_000, intervals: [500, 1000, 2000] },
      )
      .toBe(true)
  await live(true)
  return async () => {
    await restore()
    await live(false)
  }
}
