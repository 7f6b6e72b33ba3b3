/**
 * Where leads come from, in a real browser (issue 33): a visitor lands from a campaign, answers
 * the cookie banner, comes back from another campaign and sends the contact form; the admin API
 * shows the lead's first and last touch and the consent it was sent under. With 'Necessary Only'
 * or Global Privacy Control only this visit counts and nothing is kept on the device.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import type { LeadDetail } from '@/web/admin/lead-queries'
import { EMPTY_BROWSER } from '../helpers/first-visit'
import {
  ADMIN_HEADERS,
  expect,
  leadFor,
  openToast,
  takeHumanTime,
  test,
  visit,
} from '../helpers/lead-fixtures'

const banner = (page: Page) => page.getByRole('dialog', { name: 'We value your privacy' })
const remembered = (page: Page) => page.evaluate(() => localStorage.getItem('lead-attribution'))

async function sendContactForm(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Contact form' })
  await form.getByLabel('Name').fill('Attributed Visitor')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Project details').fill('Where did I come from?')
  await takeHumanTime(page)
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(openToast(page)).toContainText('Request Submitted Successfully!')
}

async function apiLead(request: APIRequestContext, email: string): Promise<LeadDetail> {
  const { id } = await leadFor(request, email)
  const response = await request.get(`/api/admin/leads/${id}`, { headers: ADMIN_HEADERS })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { lead: LeadDetail }).lead
}

test.use({ storageState: EMPTY_BROWSER })

test('Accept All: the campaign that brought the visitor is remembered across visits; the lead has first and last touch and the consent', async ({
  page,
  request,
  mailbox,
  unique,
}) => {
  void mailbox // the lead's e-mails are delivered to it
  // (Playwright's clock comes with the second visit, which sends the form.)
  await page.goto('/contact?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=g-e2e', {
    referer: 'https://www.google.com/',
  })
  await banner(page).getByRole('button', { name: 'Accept All' }).click()
  await expect(banner(page)).toBeHidden()
  await expect
    .poll(async () => JSON.parse((await remembered(page)) ?? 'null')?.first?.gclid)
    .toBe('g-e2e')

  // Another day, another campaign: a new page load, then the form.
  await visit(page, `/contact?utm_source=newsletter&utm_medium=email&utm_campaign=nov-${unique}`)
  const email = `first.last.${unique}@example.com`
  await sendContactForm(page, email)

  const lead = await apiLead(request, email)
  expect(lead.attribution.first).toMatchObject({
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'spring',
    gclid: 'g-e2e',
    referrer: 'https://www.google.com/',
    landing_page: expect.stringMatching(/\/contact\?utm_source=google&.*gclid=g-e2e$/),
  })
  expect(lead.attribution.last).toMatchObject({
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: `nov-${unique}`,
    gclid: '',
    landing_page: expect.stringContaining('/contact?utm_source=newsletter'),
  })
  expect(lead.consent).toMatchObject({
    necessary: true,
    analytics: true,
    marketing: true,
    functional: true,
    gpc: false,
    privacyNoticeVersion: '2026-10-01',
  })
  expect(lead.consent!.chosenAt).not.toBeNull()

  // The inbox finds it by its campaign.
  const listed = await request.get(`/api/admin/leads?campaign=nov-${unique}`, {
    headers: ADMIN_HEADERS,
  })
  expect(
    ((await listed.json()) as { leads: { email: string }[] }).leads.map((l) => l.email),
  ).toEqual([email])
})

test('Necessary Only: the lead carries this visit alone, without click ids, and nothing is kept on the device', async ({
  page,
  request,
  mailbox,
  unique,
}) => {
  void mailbox
  await page.clock.install()
  await page.goto(
    `/contact?utm_source=linkedin&utm_medium=social&utm_campaign=q4-${unique}&gclid=x`,
    {
      referer: 'https://www.linkedin.com/',
    },
  )
  await banner(page).getByRole('button', { name: 'Necessary Only' }).click()
  await expect(banner(page)).toBeHidden()
  const email = `necessary.${unique}@example.com`
  await sendContactForm(page, email)
  expect(await remembered(page)).toBeNull()

  const lead = await apiLead(request, email)
  const visit = {
    utm_source: 'linkedin',
    utm_medium: 'social',
    utm_campaign: `q4-${unique}`,
    gclid: '',
    referrer: 'https://www.linkedin.com/',
  }
  expect(lead.attribution.first).toMatchObject(visit)
  expect(lead.attribution.last).toMatchObject(visit)
  expect(lead.consent).toMatchObject({ analytics: false, marketing: false, functional: false })
})

test.describe('Global Privacy Control', () => {
  test.use({ extraHTTPHeaders: { 'Sec-GPC': '1' } })

  test('the banner says it is honoured; Accept All then grants neither analytics nor marketing, and nothing is remembered', async ({
    page,
    request,
    mailbox,
    unique,
  }) => {
    void mailbox
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    )
    await page.clock.install()
    await page.goto(`/contact?utm_source=bing&utm_campaign=gpc-${unique}&msclkid=m1`)
    await expect(banner(page)).toContainText('Global Privacy Control')
    await banner(page).getByRole('button', { name: 'Accept All' }).click()
    await expect(banner(page)).toBeHidden()
    const email = `gpc.${unique}@example.com`
    await sendContactForm(page, email)
    expect(await remembered(page)).toBeNull()

    const lead = await apiLead(request, email)
    expect(lead.consent).toMatchObject({
      analytics: false,
      marketing: false,
      functional: true,
      gpc: true,
    })
    expect(lead.attribution.last).toMatchObject({ utm_source: 'bing', msclkid: '' })
    expect(lead.attribution.first).toEqual(lead.attribution.last)
  })
})
