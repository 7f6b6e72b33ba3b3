import { chromium } from '@playwright/test'
const origin = process.argv[2]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
for (const width of [375, 1440]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  await context.addInitScript(() => localStorage.setItem('cookie-consent', JSON.stringify({ timestamp: '2026-01-01T00:00:00.000Z', preferences: { necessary: true, analytics: false, marketing: false, functional: false } })))
  const page = await context.newPage()
  for (const [name, path] of [['gone', '/gone'], ['closed', '/preview/closed?reason=revoked']]) {
    await page.goto(origin + path); await page.waitForTimeout(1500)
    await page.screenshot({ path: `/tmp/wt-redirects-shots/${name}-${width}.png`, fullPage: false })
  }
  await page.goto(origin + '/admin/redirects')
  await page.getByLabel('Admin token').fill(process.env.ADMIN_TOKEN)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('button', { name: 'Sign out' }).waitFor()
  await page.screenshot({ path: `/tmp/wt-redirects-shots/admin-redirects-${width}.png`, fullPage: true })
  await page.goto(origin + '/admin/preview-links?path=/services/seo&label=Acme')
  await page.waitForTimeout(800)
  await page.screenshot({ path: `/tmp/wt-redirects-shots/admin-preview-${width}.png`, fullPage: true })
  await context.close()
}
await browser.close()
