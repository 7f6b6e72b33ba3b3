/**
 * The agency's desk on the production build: leads handed to a CRM receiver on loopback (signed,
 * retried, once per lead), the lead inbox in the browser and through the API (search, filters,
 * pagination, states, CSV), a lead's page with its résumé as a download, and revocable sessions.
 */
import { type APIRequestContext, type Page } from '@playwright/test'
import type { LeadDetail, LeadPage } from '@/web/admin/lead-queries'
import { type CrmReceiver, startCrmReceiver } from '../helpers/crm-receiver'
import { E2E_CRM_PORT, E2E_ENV } from '../helpers/e2e-env'
import { hydrated } from '../helpers/page'
import { ADMIN_HEADERS, expect, formTicket, test as base, signIn } from '../helpers/lead-fixtures'
import { watchCspViolations } from '../helpers/test'
import { freeSlot } from '../helpers/slots'

/** The first time the agency can take, five days on, as a booking's fields (in London). */
async function freeSlotFields(request: APIRequestContext) {
  const from = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10)
  const slot = await freeSlot(request, 'Europe/London', from)
  return { preferredDate: slot.date, preferredTime: slot.time, timezone: slot.zone }
}

const FUNCTION = '/functions/v1/enhanced-crm-automation'
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')

const test = base.extend<object, { crm: CrmReceiver }>({
  crm: [
    async ({}, use) => {
      const receiver = await startCrmReceiver({
        port: E2E_CRM_PORT,
        secret: E2E_ENV.CRM_WEBHOOK_SECRET,
      })
      await use(receiver)
      await receiver.close()
    },
    { scope: 'worker' },
  ],
})

/**
 * Stores a lead through the function (without the welcome e-mail unless asked; the agency is
 * always notified), returning its id.
 */
async function submit(
  request: APIRequestContext,
  formType: string,
  leadData: Record<string, unknown>,
  emails = false,
): Promise<string> {
  const response = await request.post(FUNCTION, {
    data: {
      formType,
      leadData: { formTicket: await formTicket(request), ...leadData },
      sendWelcomeEmail: emails,
    },
  })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { leadId: string }).leadId
}

async function apiLead(request: APIRequestContext, id: string): Promise<LeadDetail> {
  const response = await request.get(`/api/admin/leads/${id}`, { headers: ADMIN_HEADERS })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { lead: LeadDetail }).lead
}

const leadItems = (page: Page) => page.locator('li[data-lead-id]')

test.describe('CRM hand-off', () => {
  test('each lead reaches the receiver signed and once: after two 500s, and when sent again', async ({
    page,
    request,
    crm,
    unique,
  }) => {
    const email = `crm.${unique}@example.com`
    crm.respond = (delivery, attemptOfId) =>
      (JSON.parse(delivery.body) as { data: { lead: { email: string } } }).data.lead.email ===
        email && attemptOfId <= 2
        ? 500
        : null
    const leadId = await submit(request, 'Enhanced Contact Form', {
      name: 'Casey Crm',
      email,
      message: 'Please call me back.',
      company: 'Crm Co',
    })

    await expect
      .poll(() => crm.leads.filter((l) => l.data.leadId === leadId).length, { timeout: 30_000 })
      .toBe(1)
    const attempts = crm.attemptsFor(leadId)
    expect(attempts.map((a) => a.status)).toEqual([500, 500, 200])
    expect(attempts.every((a) => a.verified && a.id === `lead_${leadId}`)).toBe(true)
    const [payload] = crm.leads.filter((l) => l.data.leadId === leadId)
    expect(payload).toMatchObject({
      type: 'lead.created',
      data: {
        formType: 'contact',
        formLabel: 'Enhanced Contact Form',
        spam: false,
        lead: { name: 'Casey Crm', email, company: 'Crm Co', leadSource: 'Website Form' },
      },
    })
    expect((await apiLead(request, leadId)).crm).toMatchObject({
      status: 'delivered',
      attempts: 3,
    })

    // Sent again from the lead's page: the same webhook-id, so the receiver keeps one lead.
    await signIn(page, `/admin/leads/${leadId}`)
    const card = page.getByRole('region', { name: 'CRM hand-off' })
    await expect(card).toContainText('delivered (3 attempts)')
    await expect(card).toContainText(`lead_${leadId}`)
    await card.getByRole('button', { name: 'Send to the CRM again' }).click()
    await expect.poll(() => crm.attemptsFor(leadId).length, { timeout: 20_000 }).toBe(4)
    expect(crm.attemptsFor(leadId)[3]).toMatchObject({ verified: true, status: 200 })
    expect(crm.leads.filter((l) => l.data.leadId === leadId)).toHaveLength(1)
    await page.reload()
    await expect(card).toContainText('delivered (1 attempt)')
  })

  test('a lead is stored while the receiver is down, and handed over once it is back', async ({
    request,
    crm,
    unique,
  }) => {
    const email = `down.${unique}@example.com`
    await crm.setDown(true)
    let leadId: string
    try {
      leadId = await submit(request, 'newsletter', { email })
      await expect
        .poll(async () => (await apiLead(request, leadId)).crm?.status, { timeout: 20_000 })
        .toBe('failed')
      const lead = await apiLead(request, leadId)
      expect(lead.email).toBe(email)
      expect(lead.crm!.lastError).toBeTruthy()
      expect(crm.attemptsFor(leadId)).toHaveLength(0)
    } finally {
      await crm.setDown(false)
    }
    await expect
      .poll(async () => (await apiLead(request, leadId)).crm?.status, { timeout: 30_000 })
      .toBe('delivered')
    expect(crm.leads.filter((l) => l.data.leadId === leadId)).toHaveLength(1)
  })
})

test.describe('lead inbox', () => {
  test('search, form filter, pagination, state changes and the CSV export', async ({
    page,
    request,
    unique,
  }) => {
    // 51 subscribers and two contacts, found by the run's unique tag.
    for (let i = 0; i < 51; i += 17) {
      await Promise.all(
        Array.from({ length: 17 }, (_, j) =>
          submit(request, 'newsletter', { email: `p${i + j}.${unique}@example.com` }),
        ),
      )
    }
    const formula = `=cmd|' /C calc'!A0`
    await submit(request, 'Enhanced Contact Form', {
      name: formula,
      email: `formula.${unique}@example.com`,
      message: 'Hello',
      company: `Desk ${unique}`,
    })
    const ada = await submit(request, 'Enhanced Contact Form', {
      name: 'Ada Lovelace',
      email: `ada.${unique}@example.com`,
      message: 'Analytical engine website',
      company: `Desk ${unique}`,
    })

    await signIn(page)
    const search = page.getByRole('searchbox', { name: 'Search leads' })
    await search.fill(unique)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`q=${unique}`))
    await expect(leadItems(page)).toHaveCount(50)
    await expect(leadItems(page).first()).toContainText('Ada Lovelace') // newest first
    await page.getByRole('link', { name: 'Older leads →' }).click()
    await expect(leadItems(page)).toHaveCount(3)
    await expect(page.getByRole('link', { name: 'Older leads →' })).toHaveCount(0)
    await page.getByRole('link', { name: '← Newest leads' }).click()
    await expect(leadItems(page)).toHaveCount(50)

    // Company search, and the form filter.
    await search.fill(`Desk ${unique}`)
    await page.getByLabel('Form', { exact: true }).selectOption('contact')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(leadItems(page)).toHaveCount(2)
    await expect(page.getByRole('link', { name: /^All/ })).toContainText('2')

    // A state changed in place, then filtered by. The select saves from its change handler: wait
    // until the page (loaded anew by the search) has hydrated.
    await hydrated(page, 'select[name="state"]')
    const adaItem = leadItems(page).filter({ hasText: 'Ada Lovelace' })
    await adaItem.getByLabel('State of Ada Lovelace').selectOption('contacted')
    await expect(page.getByRole('link', { name: /^Contacted/ })).toContainText('1')
    expect((await apiLead(request, ada)).state).toBe('contacted')
    await page.getByRole('link', { name: /^Contacted/ }).click()
    await expect(leadItems(page)).toHaveCount(1)
    await expect(leadItems(page)).toContainText('Ada Lovelace')

    // The same through the API: a state set there shows in the browser.
    const patched = await request.patch(`/api/admin/leads/${ada}`, {
      headers: ADMIN_HEADERS,
      data: { state: 'won' },
    })
    expect(patched.status()).toBe(200)
    await page.getByRole('link', { name: /^Won/ }).click()
    await expect(leadItems(page)).toHaveCount(1)
    await expect(page.getByLabel('State of Ada Lovelace')).toHaveValue('won')

    // The CSV of the current filter: the two contacts, the formula neutralised.
    await page.getByRole('link', { name: /^All/ }).click()
    await expect(leadItems(page)).toHaveCount(2)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = (await import('node:fs')).readFileSync((await download.path())!, 'utf8')
    const rows = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(rows).toHaveLength(3)
    expect(rows[0]).toMatch(/^Received \(UTC\),State,/)
    expect(rows[1]).toContain(`ada.${unique}@example.com`)
    expect(rows[1]).toContain(',Won,')
    expect(rows[2]).toContain(`,'${formula},`)
    expect(rows[2]).not.toContain(`,${formula},`)
  })

  test("the inbox shows the site's logo mark, and no company for a booking without one", async ({
    page,
    request,
    unique,
  }) => {
    // The booking form sends an empty company (and phone) as 'Not provided'.
    await submit(request, 'Google Meet Booking', {
      name: 'Nocompany Person',
      email: `nocompany.${unique}@example.com`,
      phone: 'Not provided',
      company: 'Not provided',
      ...(await freeSlotFields(request)),
    })
    await signIn(page, `/admin/leads?q=nocompany.${unique}`)
    const item = leadItems(page)
    await expect(item).toHaveCount(1)
    await expect(item).toContainText('Nocompany Person')
    await expect(item).toContainText(`nocompany.${unique}@example.com`)
    await expect(item).not.toContainText('Not provided')
    // The bar's way home is the brand's mark (an SVG) beside 'Lead inbox', not a letter.
    const home = page.getByRole('link', { name: 'Lead inbox' })
    await expect(home.locator('svg')).toBeVisible()
    expect((await home.innerText()).trim()).toBe('Lead inbox')
  })

  test('the API pages with a cursor and filters by type, state and search', async ({
    request,
    unique,
  }) => {
    const ids: string[] = []
    for (let i = 0; i < 5; i++) {
      ids.push(await submit(request, 'newsletter', { email: `api${i}.${unique}@example.com` }))
    }
    const bot = await submit(request, 'newsletter', {
      email: `bot.${unique}@example.com`,
      website: 'https://spam.example',
    })
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const response = await request.get(
        `/api/admin/leads?q=${unique}&type=newsletter&state=new&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        { headers: ADMIN_HEADERS },
      )
      expect(response.status()).toBe(200)
      const page = (await response.json()) as LeadPage
      seen.push(...page.leads.map((l) => l.id))
      cursor = page.nextCursor
    } while (cursor)
    expect(seen).toEqual([...ids].reverse())

    const spam = (await (
      await request.get(`/api/admin/leads?q=${unique}&state=spam`, { headers: ADMIN_HEADERS })
    ).json()) as LeadPage
    expect(spam.leads.map((l) => l.id)).toEqual([bot])
    expect(
      (await request.get('/api/admin/leads?state=open', { headers: ADMIN_HEADERS })).status(),
    ).toBe(400)
    expect((await request.get(`/api/admin/leads.csv?q=${unique}`)).status()).toBe(401)
  })

  test('a lead page shows the record, the quote, the rendered e-mails and the résumé as a download @mobile', async ({
    page,
    request,
    unique,
  }) => {
    const email = `career.${unique}@example.com`
    const career = await submit(
      request,
      'Career Application',
      {
        name: 'Grace Hopper',
        email,
        position: 'SEO Specialist',
        coverLetter: 'I debug things.',
        resumeFileName: 'grace.pdf',
        resumeFileData: `data:application/pdf;base64,${PDF.toString('base64')}`,
      },
      true,
    )
    const listed = (await (
      await request.get(`/api/admin/leads?q=${email}`, { headers: ADMIN_HEADERS })
    ).text()) as string
    expect(listed).toContain(career)
    expect(listed).not.toContain(PDF.toString('base64').slice(0, 24))

    await signIn(page, `/admin/leads/${career}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Cover letter' })).toContainText(
      'I debug things.',
    )
    await expect(page.getByRole('region', { name: 'Record' })).toContainText('SEO Specialist')
    const link = page.getByRole('link', { name: 'Download résumé' })
    await expect(link).toHaveAttribute('href', `/admin/leads/${career}/resume`)
    expect(await page.content()).not.toContain(PDF.toString('base64').slice(0, 24))
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    // The server names the file by its sniffed type, never by the name the visitor's browser sent.
    expect(download.suggestedFilename()).toBe('resume.pdf')
    const bytes = (await import('node:fs')).readFileSync((await download.path())!)
    expect(bytes.equals(PDF)).toBe(true)

    // The e-mails as they are sent, rendered.
    const notification = page.getByRole('article', { name: 'Notification e-mail' })
    await expect(notification).toContainText('hello@codehome.example')
    await expect(
      page.frameLocator('iframe[title="Notification e-mail, as sent"]').locator('body'),
    ).toContainText('Grace Hopper')

    // A booking with the calculator's quote shows it, priced by the CMS.
    const booking = await submit(request, 'Google Meet Booking', {
      name: 'Quote Person',
      email: `quote.${unique}@example.com`,
      ...(await freeSlotFields(request)),
      selectedServices: ['SEO', 'PPC Advertising'],
      fromCostCalculator: true,
    })
    await page.goto(`/admin/leads/${booking}`)
    const quote = page.getByRole('region', { name: 'Quote from the cost calculator' })
    await expect(quote).toContainText('SEO')
    await expect(quote).toContainText('$1,398')
  })

  test('signing out ends every session, a copied cookie included', async ({ page, browser }) => {
    await signIn(page)
    const cookies = await page.context().cookies()
    const copy = await browser.newContext()
    const violations = await watchCspViolations(copy)
    try {
      await copy.addCookies(cookies)
      const other = await copy.newPage()
      await other.goto('/admin/leads')
      await expect(other.getByRole('button', { name: 'Sign out' })).toBeVisible()

      await page.getByRole('button', { name: 'Sign out' }).click()
      await expect(page.getByLabel('Admin token')).toBeVisible()

      await other.reload()
      await expect(other.getByLabel('Admin token')).toBeVisible()
      expect((await copy.request.get('/admin/leads.csv')).status()).toBe(401)
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    } finally {
      await copy.close()
    }
  })
})
