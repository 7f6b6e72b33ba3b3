/**
 * The Arabic site (issue 44): the home page at /ar, right to left in a document of its own
 * language, its content, frame and typeface Arabic; an Arabic path without a page a 404 in the
 * Arabic frame. Arabic is published (core/i18n/locales.ts): English pages name their Arabic twins
 * (`hreflang`, the switcher) and the sitemap lists them; the switcher leads both ways. Every other
 * Arabic page: arabic-pages.e2e.spec.ts. Tagged @mobile: both widths.
 */
import { documentById } from '../helpers/content'
import { homeContent } from '../helpers/home-blocks'
import { htmlText, hydrated, onPhone } from '../helpers/page'
import { expect, test } from '../helpers/test'
import {
  futureDate,
  leadFor,
  takeHumanTime,
  test as leadTest,
  visit,
} from '../helpers/lead-fixtures'
import { freeSlot } from '../helpers/slots'

test('/ar is the Arabic home page: right to left, its content, frame and typeface Arabic, the switcher both ways @mobile', async ({
  page,
  request,
}, testInfo) => {
  const home = homeContent(await documentById('homePage__i18n_ar'))
  const response = await page.goto('/ar')
  expect(response?.status()).toBe(200)
  // The prerendered document is Arabic and right to left before any script runs, and its text
  // is sent in UTF-8, not as ASCII references (web/first-paint/ascii-markup.mjs).
  const html = await htmlText(response!)
  expect(html).toMatch(/<html lang="ar" dir="rtl" data-script="arabic"/)
  expect(html).toContain(home.heroIntro as string)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ar$/)
  // Its English twin, the home page (Next writes the site's address without a closing slash).
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    /^https?:\/\/[^/]+\/?$/,
  )
  // The Arabic home page's own content, and the frame's words.
  await expect(page.getByText(home.heroIntro as string).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'احجز مكالمة' }).first()).toBeAttached()
  await expect(page.locator('footer')).toContainText('روابط سريعة')
  await expect(page.locator('footer')).toContainText('جميع الحقوق محفوظة')
  await expect(page.locator('header')).not.toContainText('Schedule a Call')
  // Right to left: the logo stands at the header's right edge, the menu button at its left.
  const bar = (await page.locator('[data-header-bar]').boundingBox())!
  const logo = (await page.locator('header a[href="/ar"]').first().boundingBox())!
  expect(logo.x + logo.width / 2).toBeGreaterThan(bar.x + bar.width / 2)
  // Nothing wider than the screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
  // The Arabic typeface arrives after the first paint, as Inter does on English pages.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some((face) => face.status === 'loaded' && /arabic/i.test(face.family)),
      ),
    )
    .toBe(true)
  // The frame's links lead to the Arabic pages.
  await expect(page.locator('footer a[href="/ar/our-work"]').first()).toBeAttached()
  await expect(page.locator('footer a[href="/our-work"]')).toHaveCount(0)

  // The switcher leads to the same page in English, a new document in English, left to right
  // (on a phone it is in the menu's panel).
  if (onPhone(testInfo)) await page.getByRole('button', { name: 'افتح القائمة' }).click()
  const english = page.getByRole('link', { name: 'اقرأ هذه الصفحة بلغة English' })
  await expect(english).toHaveAttribute('href', '/')
  await english.click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).direction)).toBe(
    'ltr',
  )
  await expect(page.locator('html')).not.toHaveAttribute('data-script', /./)

  // The English home page stays English; it names its Arabic twin, and its switcher leads back.
  const englishHtml = await htmlText(await request.get('/'))
  expect(englishHtml).toMatch(/<html lang="en" class=/)
  expect(englishHtml).toMatch(/<link rel="alternate" hrefLang="ar" href="[^"]*\/ar"/i)
  expect(await (await request.get('/sitemap.xml')).text()).toContain('/ar/services/seo</loc>')
  if (onPhone(testInfo)) {
    await hydrated(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
  }
  const arabic = page.getByRole('link', { name: /العربية/ })
  await expect(arabic).toHaveAttribute('href', '/ar')
  await arabic.click()
  await expect(page).toHaveURL(/\/ar$/)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
})

test('an Arabic path without its page answers 404 in the Arabic frame; an English one in English', async ({
  page,
}) => {
  const arabic = await page.goto('/ar/services/no-such-service')
  expect(arabic?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('footer')).toContainText('روابط سريعة')
  // Its switcher offers the same address in English.
  await expect(page.getByRole('link', { name: 'اقرأ هذه الصفحة بلغة English' })).toHaveAttribute(
    'href',
    '/services/no-such-service',
  )

  const english = await page.goto('/services/no-such-service')
  expect(english?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl')
  await expect(page.locator('footer')).toContainText('Quick Links')
})

leadTest(
  'the Arabic contact form: Arabic labels and thanks, the lead stored as Arabic, the welcome e-mail in Arabic',
  async ({ page, request, mailbox, unique }) => {
    const email = `layla.${unique}@example.com`
    await visit(page, '/ar')
    const form = page.getByRole('form', { name: 'نموذج التواصل' }).first()
    await form.getByLabel('الاسم').fill(`ليلى ${unique}`)
    await form.getByLabel('البريد الإلكتروني').fill(email)
    await form.getByLabel('تفاصيل المشروع').fill('نحتاج موقعًا أسرع وخطة لتحسين الظهور في البحث.')
    await takeHumanTime(page)
    await form.getByRole('button', { name: 'أرسل رسالتك' }).click()

    // The toasts' region and its close buttons are named in Arabic too.
    const toast = page
      .getByRole('region', { name: 'الإشعارات (F8)' })
      .locator('li[data-state="open"]')
    await expect(toast).toContainText('تم إرسال طلبك بنجاح!')
    await expect(toast.getByRole('button', { name: 'إغلاق' })).toBeAttached()
    await expect(page.getByRole('heading', { name: 'شكرًا لتواصلك' }).first()).toBeVisible()

    const lead = await leadFor(request, email)
    expect(lead.locale).toBe('ar')
    expect(lead.lead.pageUrl).toMatch(/\/ar$/)
    const [welcome] = await mailbox.waitFor((m) => m.envelopeTo.includes(email))
    expect(welcome!.subject).toBe('شكراً لتواصلك مع Codehome')
  },
)

leadTest(
  'a booking in Arabic: the Arabic form, the Arabic confirmation page, the invite in Arabic with its Arabic links @mobile',
  async ({ page, request, mailbox, unique }) => {
    const zone = 'Asia/Dubai'
    const email = `omar.${unique}@example.com`
    const slot = await freeSlot(request, zone, futureDate(15))
    await visit(page, '/ar/book-call')
    const form = page.getByRole('form', { name: 'طلب جلسة استراتيجية' })
    await form.getByLabel('المنطقة الزمنية').selectOption(zone)
    const date = form.getByLabel('التاريخ المفضّل')
    await date.fill(slot.date)
    // The browser draws the date field in its own language: the day picked is written out in
    // Arabic beside it (its description), with its weekday.
    const [year, , day] = slot.date.split('-').map(Number)
    await expect(date).toHaveAccessibleDescription(
      new RegExp(`^[\u0600-\u06FF]+، ${day} [\u0600-\u06FF]+ ${year}$`),
    )
    await form.getByLabel('الوقت المفضّل').selectOption(slot.time)
    await form.getByLabel('الاسم').fill(`عمر ${unique}`)
    await form.getByLabel('البريد الإلكتروني').fill(email)
    await takeHumanTime(page)
    await form.getByRole('button', { name: 'احجز جلستي الاستراتيجية' }).click()

    // The confirmation page, in Arabic, at its Arabic address.
    await expect(page).toHaveURL(/\/ar\/booking\/[^/]+\/confirmed$/)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.locator('h1')).toHaveText(/[\u0600-\u06FF]/)

    const lead = await leadFor(request, email)
    expect(lead.locale).toBe('ar')
    const [invite] = await mailbox.waitFor((m) => m.envelopeTo.includes(email))
    expect(invite!.subject).toBe('تم تأكيد جلستك الاستراتيجية مع Codehome')
    // Its links to move or cancel the session lead to the Arabic pages.
    const links = [...invite!.text.matchAll(/https?:\/\/\S+?\/booking\/\S+/g)].map((m) => m[0])
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) expect(new URL(link).pathname).toMatch(/^\/ar\/booking\//)
  },
)
