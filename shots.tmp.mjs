import { chromium } from '@playwright/test'
const base = 'http://127.0.0.1:3300'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const admin = { authorization: 'Bearer e2e-admin-token-0123456789abcdef' }
for (const width of [375, 1440]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, timezoneId: 'America/New_York' })
  await context.addInitScript(() => localStorage.setItem('cookie-consent', JSON.stringify({ analytics: false, marketing: false })))
  const page = await context.newPage()
  await page.goto(`${base}/book-call`)
  const form = page.getByRole('form', { name: 'Strategy session order' })
  await form.getByLabel('Time zone').selectOption('America/New_York')
  const d = new Date(Date.now() + 3 * 86400000)
  while (d.getUTCDay() !== 3) d.setUTCDate(d.getUTCDate() + 1)
  await form.getByLabel('Preferred date').fill(d.toISOString().slice(0, 10))
  await page.waitForTimeout(1500)
  const labels = await form.getByLabel('Preferred time').locator('option').evaluateAll((o) => o.map((x) => `${x.textContent}${x.disabled ? ' [disabled]' : ''}`))
  console.log(width, labels.join(' | '))
  await form.getByLabel('Preferred time').scrollIntoViewIfNeeded()
  await page.screenshot({ path: `/tmp/shot-bookcall-${width}.png` })
  // a manage page from the newest booking's welcome e-mail
  const list = await (await context.request.get(`${base}/api/admin/bookings?from=2026-11-01&to=2027-11-30`, { headers: admin })).json()
  const live = list.bookings.filter((b) => b.state !== 'cancelled').at(-1)
  if (live) {
    const lead = await (await context.request.get(`${base}/api/admin/leads/${live.leadId}`, { headers: admin })).json()
    const mail = lead.lead.emails.filter((e) => e.kind === 'welcome' || e.kind === 'booking-update').at(-1)
    const link = /Reschedule: (\S+)/.exec(mail.text)?.[1]
    if (link) {
      await page.goto(link)
      await page.screenshot({ path: `/tmp/shot-manage-${width}.png`, fullPage: true })
    }
  }
  await page.goto(`${base}/admin/leads`)
  const token = page.getByLabel(/token/i)
  if (await token.count()) { await token.fill('e2e-admin-token-0123456789abcdef'); await page.keyboard.press('Enter'); await page.waitForLoadState('networkidle') }
  await page.goto(`${base}/admin/bookings`)
  await page.screenshot({ path: `/tmp/shot-admin-${width}.png`, fullPage: true })
  await context.close()
}
await browser.close()
