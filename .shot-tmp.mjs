import { chromium } from '@playwright/test'
const base = process.argv[2] ?? 'http://localhost:3790'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
for (const [path, name] of [['/services/seo', 'seo'], ['/book-call', 'book']]) {
  for (const width of [375, 1440]) {
    const ctx = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 900 } })
    await ctx.addInitScript(() => { try { localStorage.setItem('cookie-consent', JSON.stringify({ version: 1, preferences: { necessary: true, analytics: false, marketing: false }, updatedAt: new Date().toISOString() })) } catch {} })
    const page = await ctx.newPage()
    await page.goto(base + path, { waitUntil: 'load' })
    await page.waitForTimeout(2500)
    await page.screenshot({ path: `/tmp/chunks/${name}-${width}.png`, fullPage: width === 375 ? false : false })
    await ctx.close()
  }
}
await browser.close()
