import { expect, test } from '../helpers/test'
import { type Block, blockText, documentById, documentsOfType } from '../helpers/content'
import { hydrated } from '../helpers/page'

type Package = {
  name: string
  price: number
  billingPeriod: string
  description: string
  features: string[]
}
type Service = {
  title: string
  slug: { current: string }
  description: string
  longDescription: string
  features: string[]
  packages: Package[]
  faq: { question: string; answer: string }[]
}
type CaseStudy = {
  title: string
  slug: { current: string }
  category: string
  client: string
  technologies: string[]
  image: { alt: string }
  results: { value: string; label: string }[]
  body: Block[]
}
type Post = { title: string; slug: { current: string }; author: string; body: Block[] }
type Section = { _type: string; heading?: string; intro?: string; image?: { alt: string } }
type Page = {
  title: string
  heading?: string
  intro?: string
  kind: string
  slug: { current: string }
  body?: Block[]
  /** Composed pages: the hero holds the heading and introduction, the others their h2s. */
  sections?: Section[]
  positions?: { title: string; location: string }[]
}

/** The h1, the introduction and one h2 a page document promises, text page or composed. */
function promisedHeadings(doc: Page) {
  const hero = doc.sections?.find((section) => section._type === 'heroSection')
  const h2 = doc.body?.find((block) => block.style === 'h2')
  return {
    h1: hero?.heading ?? doc.heading!,
    intro: hero?.intro ?? doc.intro!,
    h2: h2
      ? blockText(h2)
      : doc.sections!.find((s) => s._type !== 'heroSection' && s.heading)!.heading!,
  }
}

const price = (value: number) => `$${value.toLocaleString('en-US')}`

test.describe('service pages', () => {
  test('/services?category=i shows that category only; anything else shows all four', async ({
    page,
  }) => {
    const categories = [
      'Marketing',
      'Design & Development',
      'Branding & Creative',
      'Data & Automation',
    ]
    const heading = (name: string) => page.getByRole('heading', { level: 2, name, exact: true })

    await page.goto('/services?category=2')
    await expect(heading('Branding & Creative')).toBeVisible()
    for (const other of ['Marketing', 'Design & Development', 'Data & Automation']) {
      await expect(heading(other)).toBeHidden()
    }
    const filter = page.getByRole('navigation', { name: 'Service categories' })
    await expect(filter.getByRole('link', { name: 'Branding & Creative' })).toHaveAttribute(
      'aria-current',
      'page',
    )

    // The chips filter without a reload.
    await filter.getByRole('link', { name: 'Data & Automation', exact: true }).click()
    await expect(page).toHaveURL(/\/services\?category=3$/)
    await expect(heading('Data & Automation')).toBeVisible()
    await expect(heading('Branding & Creative')).toBeHidden()

    for (const query of ['?category=4', '?category=abc', '?category=-1', '']) {
      await page.goto(`/services${query}`)
      for (const name of categories) await expect(heading(name)).toBeVisible()
    }
  })

  test('the SEO page shows its CMS content, three packages and an accessible FAQ', async ({
    page,
  }) => {
    const seo = await documentById<Service>('service-seo')
    await page.goto('/services/seo')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seo.title)
    await expect(page.getByText(seo.description).first()).toBeVisible()
    await expect(page.getByText(seo.longDescription.split('\n\n')[0]!)).toBeVisible()
    for (const feature of seo.features)
      await expect(page.getByText(feature, { exact: true }).first()).toBeVisible()

    const cards = page.getByTestId('package')
    await expect(cards).toHaveCount(3)
    for (const [index, pkg] of seo.packages.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(pkg.name)
      await expect(card.getByTestId('package-price')).toHaveText(price(pkg.price))
      await expect(card.getByTestId('package-billing')).toHaveText('/month')
      await expect(card.getByText(pkg.description)).toBeVisible()
      for (const feature of pkg.features)
        await expect(card.getByText(feature, { exact: true })).toBeVisible()
      await expect(card.getByText('Most popular')).toHaveCount(index === 1 ? 1 : 0)
      await expect(card.getByRole('link', { name: 'Get started' })).toHaveAttribute(
        'href',
        `/checkout?service=seo&package=${index + 1}`,
      )
    }
    await expect(cards.nth(2).getByTestId('package-price')).toHaveText('$1,799')

    // FAQ: buttons that expand their answer.
    const first = seo.faq[0]!
    const question = page.getByRole('button', { name: first.question })
    await expect(question).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByText(first.answer)).toBeHidden()
    await question.click()
    await expect(question).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByText(first.answer)).toBeVisible()
    await question.click()
    await expect(page.getByText(first.answer)).toBeHidden()
    await page.getByRole('button', { name: seo.faq[1]!.question }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText(seo.faq[1]!.answer)).toBeVisible()

    await expect(page.getByRole('link', { name: /Schedule a Call/ }).first()).toHaveAttribute(
      'href',
      '/book-call',
    )
  })

  test('one-time packages read "one-time"', async ({ page }) => {
    await page.goto('/services/mobile-app-development')
    await expect(page.getByTestId('package-price')).toHaveText(['$9,999', '$19,999', '$39,999'])
    await expect(page.getByTestId('package-billing')).toHaveText([
      'one-time',
      'one-time',
      'one-time',
    ])
  })

  for (const slug of ['influencer-outreach', 'analytics']) {
    test(`${slug} says pricing is custom and leads to Book Consultation`, async ({ page }) => {
      const service = await documentById<Service>(`service-${slug}`)
      await page.goto(`/services/${slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title)
      await expect(page.getByTestId('package')).toHaveCount(0)
      const custom = page.getByTestId('custom-pricing')
      await expect(custom.getByText('Pricing is custom')).toBeVisible()
      await expect(custom.getByRole('link', { name: 'Book Consultation' })).toHaveAttribute(
        'href',
        '/book-call',
      )
    })
  }

  test('all 24 service pages render their title and packages from the CMS', async ({ request }) => {
    const services = await documentsOfType<Service>('service')
    expect(services).toHaveLength(24)
    for (const service of services) {
      const response = await request.get(`/services/${service.slug.current}`)
      expect(response.status(), service.slug.current).toBe(200)
      const html = await response.text()
      expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(service.title)}</h1>`))
      for (const pkg of service.packages) expect(html).toContain(price(pkg.price))
    }
  })
})

test.describe('case studies', () => {
  test('/our-work lists the twelve case studies', async ({ page }) => {
    const studies = await documentsOfType<CaseStudy>('caseStudy')
    await page.goto('/our-work')
    await expect(page.locator('[data-case-study]')).toHaveCount(12)
    const main = page.locator('main')
    for (const study of studies) {
      await expect(main.getByRole('link', { name: study.title, exact: true })).toHaveAttribute(
        'href',
        `/our-work/${study.slug.current}`,
      )
    }
  })

  test('a case study shows its body, category, technologies, results and image', async ({
    page,
  }) => {
    const study = await documentById<CaseStudy>('caseStudy-financeflow-banking')
    await page.goto('/our-work/financeflow-banking')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.title)
    await expect(page.getByText(study.category).first()).toBeVisible()
    await expect(page.getByText(study.client, { exact: true })).toBeVisible()
    for (const tech of study.technologies)
      await expect(page.getByText(tech, { exact: true }).first()).toBeVisible()
    for (const result of study.results)
      await expect(page.getByText(result.label, { exact: true })).toBeVisible()
    for (const block of study.body.filter((b) => b.style === 'h2')) {
      await expect(page.getByRole('heading', { level: 2, name: blockText(block) })).toBeVisible()
    }
    const cover = page.getByRole('img', { name: study.image.alt }).first()
    await expect(cover).toBeVisible()
    expect(
      await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true)
    const figure = study.body.find((b) => b._type === 'figure')!
    await expect(page.getByRole('img', { name: figure.alt })).toBeVisible()
  })
})

test.describe('blog', () => {
  for (const path of ['/blogs', '/blog']) {
    test(`${path} lists the five posts, newest first, with /blogs as canonical URL`, async ({
      page,
    }) => {
      const posts = await documentsOfType<Post & { publishedAt: string }>('blogPost')
      posts.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
      await page.goto(path)
      await expect(page.locator('[data-post]')).toHaveCount(5)
      await expect(page.locator('[data-post] h3')).toHaveText(posts.map((post) => post.title))
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blogs$/)
    })
  }

  test('a post renders its Portable Text: headings, lists, links, image and code', async ({
    page,
  }) => {
    const post = await documentById<Post>('blogPost-core-web-vitals-guide')
    await page.goto('/blogs/core-web-vitals-guide')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
    await expect(page.getByText(post.author, { exact: true }).first()).toBeVisible()
    const article = page.locator('article')
    for (const block of post.body) {
      const text = blockText(block)
      if (block.style === 'h2')
        await expect(article.getByRole('heading', { level: 2, name: text })).toBeVisible()
      if (block.style === 'h3')
        await expect(article.getByRole('heading', { level: 3, name: text })).toBeVisible()
      if (block.listItem === 'bullet')
        await expect(article.locator('ul > li', { hasText: text })).toBeVisible()
      if (block.listItem === 'number')
        await expect(article.locator('ol > li', { hasText: text })).toBeVisible()
      if (block._type === 'figure')
        await expect(article.getByRole('img', { name: block.alt! })).toBeVisible()
      if (block._type === 'codeBlock') {
        await expect(
          article.locator('pre code', { hasText: block.code!.split('\n')[0]! }),
        ).toBeVisible()
      }
    }
    const linked = post.body.flatMap((b) => b.markDefs ?? [])
    expect(linked.length).toBeGreaterThan(0)
    for (const link of linked)
      await expect(article.locator(`a[href="${link.href}"]`).first()).toBeVisible()
  })

  test("a post's sections are listed in the margin beside its column where the margin holds them, in either language", async ({
    page,
  }) => {
    const post = await documentById<Post>('blogPost-core-web-vitals-guide')
    const sections = post.body.filter((block) => block.style === 'h2').map(blockText)
    for (const path of ['/blogs/core-web-vitals-guide', '/ar/blogs/core-web-vitals-guide']) {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(path)
      const toc = page.locator('nav[aria-labelledby="toc-heading"]')
      await expect(toc.getByRole('link')).toHaveCount(sections.length)
      // The body's column: the element the list stands beside.
      const column = (await toc.locator('xpath=..').boundingBox())!
      const list = (await toc.boundingBox())!
      // Beside the column (after it in the reading direction), never over a line of it, and on
      // the screen.
      const rtl = path.startsWith('/ar')
      if (rtl) expect(list.x + list.width, path).toBeLessThanOrEqual(column.x)
      else expect(list.x, path).toBeGreaterThanOrEqual(column.x + column.width)
      expect(list.x, path).toBeGreaterThanOrEqual(0)
      expect(list.x + list.width, path).toBeLessThanOrEqual(1440)
      // The section being read is marked in the list (CSS scroll markers), as the page scrolls.
      const links = toc.getByRole('link')
      const current = () =>
        links.evaluateAll((all) => all.findIndex((link) => link.matches(':target-current')))
      for (const index of [2, 0]) {
        await page.evaluate(
          (href) => document.getElementById(decodeURIComponent(href.slice(1)))!.scrollIntoView(),
          (await links.nth(index).getAttribute('href'))!,
        )
        await expect.poll(current, path).toBe(index)
      }
      await expect(links.nth(0)).toHaveCSS('font-weight', '600')
      // Where the margin is too narrow for it, it is not drawn at all.
      await page.setViewportSize({ width: 1280, height: 900 })
      await expect(toc).toBeHidden()
    }
  })
})

test.describe('company, legal and landing pages', () => {
  const PATHS: Record<string, string> = {
    about: '/about',
    careers: '/careers',
    solutions: '/solutions',
    'google-partner': '/google-partner',
    'privacy-policy': '/privacy-policy',
    'terms-of-service': '/terms-of-service',
    'global-agency': '/codehome-global-agency',
    'digital-marketing': '/codehome-digital-marketing',
    'web-development': '/codehome-web-development',
  }

  test('each page document answers at its path with its heading, introduction and body', async ({
    page,
  }) => {
    const pages = await documentsOfType<Page>('page')
    expect(pages).toHaveLength(10)
    for (const doc of pages) {
      if (doc.slug.current === 'book-call') {
        // The booking page keeps the spec's own heading and form; its document's sections (what
        // the call brings, who you meet, the promise, a testimonial) sit beside the form.
        expect((await page.goto('/book-call'))?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schedule a Call')
        const headings = ((doc as { sections?: { heading?: string }[] }).sections ?? [])
          .map((section) => section.heading)
          .filter((heading): heading is string => Boolean(heading))
        expect(headings.length).toBeGreaterThanOrEqual(3)
        for (const heading of headings) {
          await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
        }
        continue
      }
      const path = PATHS[doc.slug.current]!
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      const promised = promisedHeadings(doc)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(promised.h1)
      await expect(page.getByText(promised.intro)).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: promised.h2 })).toBeVisible()
    }
  })

  test("/book-call and /ar/book-call show their document's key points on the first screen, before the form @mobile", async ({
    page,
  }) => {
    // An outside review: on a phone the booking page showed a bare form first. The document's
    // key points (what the call costs, how long, who the visitor meets) sit under the heading,
    // inside the first screen at either width, above the form.
    for (const [path, id] of [
      ['/book-call', 'page-book-call'],
      ['/ar/book-call', 'page-book-call__i18n_ar'],
    ] as const) {
      const doc = await documentById<{ highlights?: string[] }>(id)
      const highlights = doc.highlights ?? []
      expect(highlights.length, id).toBeGreaterThanOrEqual(3)
      await page.goto(path)
      const screen = page.viewportSize()!
      const form = (await page.locator('main form').first().boundingBox())!
      for (const point of highlights) {
        const item = page.getByRole('listitem').filter({ hasText: point })
        await expect(item).toBeVisible()
        const box = (await item.boundingBox())!
        expect(box.y + box.height, point).toBeLessThanOrEqual(Math.min(screen.height, form.y))
      }
    }
  })

  test('/careers is composed of sections with imagery, then the open roles; Apply chooses the role in the form', async ({
    page,
  }) => {
    const careers = await documentById<Page>('page-careers')
    const sections = careers.sections ?? []
    // A composed page, not a text page with a table of contents.
    expect(careers.body).toBeUndefined()
    expect(sections.map((section) => section._type)).toEqual(
      expect.arrayContaining([
        'heroSection',
        'imageTextSection',
        'featureGridSection',
        'processStepsSection',
        'callToActionSection',
      ]),
    )
    await page.goto('/careers')
    await hydrated(page)
    const hero = sections[0]!
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.heading!)
    await expect(page.locator('nav[aria-labelledby="toc-heading"]')).toHaveCount(0)

    // Every section's heading in the document's order, the open roles after them, the editor's
    // closing call to action last.
    const headings = sections
      .slice(1)
      .flatMap((section) => (section.heading ? [section.heading] : []))
    const closing = headings.pop()!
    const order = [...headings, 'Open positions', 'Apply now', closing]
    let previous = -Infinity
    for (const name of order) {
      const heading = page.getByRole('heading', { level: 2, name, exact: true })
      await expect(heading, name).toBeVisible()
      const top = await heading.evaluate((element) => element.getBoundingClientRect().top + scrollY)
      expect(top, name).toBeGreaterThan(previous)
      previous = top
    }

    // The sections' pictures (culture, how we work, the hero's) are drawn, with their alt text.
    const pictured = sections.filter((section) => section.image?.alt)
    expect(pictured.length).toBeGreaterThanOrEqual(3)
    for (const section of pictured) {
      const image = page.getByRole('img', { name: section.image!.alt, exact: true })
      await image.scrollIntoViewIfNeeded()
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0)
    }

    // The open roles, each with its Apply, which takes the visitor to the form with it chosen.
    const positions = careers.positions!
    await expect(page.locator('[data-position]')).toHaveCount(positions.length)
    for (const position of positions) {
      await expect(page.getByRole('heading', { level: 3, name: position.title })).toBeVisible()
    }
    const chosen = positions[1]!
    await page.getByRole('link', { name: `Apply for ${chosen.title}` }).click()
    await expect(page).toHaveURL(/#apply$/)
    const form = page.getByRole('form', { name: 'Career application' })
    await expect(form.getByLabel('Position')).toHaveValue(chosen.title)
    await expect(form).toBeInViewport()
  })

  test('/contact shows the phone, e-mail and working hours from the settings', async ({ page }) => {
    const settings = await documentById<{
      phone: string
      email: string
      workingHours: { label: string }[]
    }>('siteSettings')
    await page.goto('/contact')
    const details = page.getByRole('region', { name: 'Contact details' })
    await expect(details.getByRole('link', { name: settings.phone })).toHaveAttribute(
      'href',
      'tel:+12125550142',
    )
    await expect(details.getByRole('link', { name: settings.email })).toHaveAttribute(
      'href',
      `mailto:${settings.email}`,
    )
    for (const row of settings.workingHours)
      await expect(details.getByText(row.label, { exact: true })).toBeVisible()
  })

  test('/sitemap links to every service, case study, post and page', async ({ page }) => {
    await page.goto('/sitemap')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site map')
    const hrefs = await page
      .locator('main a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    for (const service of await documentsOfType<Service>('service'))
      expect(hrefs).toContain(`/services/${service.slug.current}`)
    for (const study of await documentsOfType<CaseStudy>('caseStudy'))
      expect(hrefs).toContain(`/our-work/${study.slug.current}`)
    for (const post of await documentsOfType<Post>('blogPost'))
      expect(hrefs).toContain(`/blogs/${post.slug.current}`)
    for (const path of Object.values(PATHS)) expect(hrefs).toContain(path)
  })
})

test.describe('not found', () => {
  for (const path of [
    '/no-such-page',
    '/services/no-such-service',
    '/our-work/no-such-study',
    '/case-study/no-such-study',
    '/blogs/no-such-post',
    '/codehome-no-such-page',
    '/about/team',
  ]) {
    test(`${path} answers 404 with the not-found page`, async ({ page, request }) => {
      expect((await request.get(path, { maxRedirects: 0 })).status()).toBe(404)
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'This page could not be found',
      )
    })
  }
})

function escapeHtml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
