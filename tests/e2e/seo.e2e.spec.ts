import { expect, test } from '../helpers/test'
import { documentById, documentsOfType, jsonLdOf, ofType } from '../helpers/content'
import { E2E_ENV } from '../helpers/e2e-env'

const SITE = E2E_ENV.NEXT_PUBLIC_SITE_URL!

/** HTML text as read: the site writes non-ASCII characters and `&` as references. */
const decodeEntities = (html: string) =>
  html
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

type Settings = {
  brandName: string
  phone: string
  email: string
  claims: {
    foundingYear: number
    clientCount: string
    ratingValue: number
    reviewCount: number
    opens: string
    closes: string
  }
}

test.describe('structured data', () => {
  test('home: the business with hours, founding year, clients, rating and five offices; the WebSite search action', async ({
    request,
  }) => {
    const settings = await documentById<Settings>('siteSettings')
    const offices = await documentsOfType<{ name: string; address: string; order: number }>(
      'office',
    )
    const items = jsonLdOf(await (await request.get('/')).text())

    const [business] = ofType(items, 'ProfessionalService')
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      name: settings.brandName,
      telephone: settings.phone,
      email: settings.email,
      foundingDate: String(settings.claims.foundingYear),
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: settings.claims.ratingValue,
        reviewCount: settings.claims.reviewCount,
      },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          opens: settings.claims.opens,
          closes: settings.claims.closes,
          dayOfWeek: [
            'https://schema.org/Monday',
            'https://schema.org/Tuesday',
            'https://schema.org/Wednesday',
            'https://schema.org/Thursday',
            'https://schema.org/Friday',
          ],
        },
      ],
    })
    expect(business!.aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: 247 })
    expect(business!.foundingDate).toBe('2020')
    // The spec's '500+ clients' claim, from the settings.
    expect(business!.additionalProperty).toEqual([
      expect.objectContaining({
        '@type': 'PropertyValue',
        name: 'Clients',
        value: settings.claims.clientCount,
        minValue: 500,
      }),
    ])
    expect(settings.claims.clientCount).toBe('500+')
    const locations = business!.location as {
      address: { streetAddress: string; addressLocality: string }
    }[]
    expect(locations).toHaveLength(5)
    expect(locations.map((l) => l.address.addressLocality)).toEqual(
      offices.sort((a, b) => a.order - b.order).map((o) => o.name),
    )
    expect(locations.map((l) => l.address.streetAddress)).toContain(offices[0]!.address)

    const [website] = ofType(items, 'WebSite')
    expect(website).toMatchObject({
      url: `${SITE}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${SITE}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    })
    expect(ofType(items, 'BreadcrumbList')).toHaveLength(1)
  })

  test('a service: Service with its three USD offers, FAQPage and BreadcrumbList', async ({
    request,
  }) => {
    const seo = await documentById<{
      title: string
      packages: { name: string; price: number }[]
      faq: { question: string; answer: string }[]
    }>('service-seo')
    const items = jsonLdOf(await (await request.get('/services/seo')).text())

    const [service] = ofType(items, 'Service')
    expect(service).toMatchObject({
      name: seo.title,
      url: `${SITE}/services/seo`,
      serviceType: 'Marketing',
    })
    const offers = service!.offers as { name: string; price: number; priceCurrency: string }[]
    expect(
      offers.map(({ name, price, priceCurrency }) => ({ name, price, priceCurrency })),
    ).toEqual(seo.packages.map(({ name, price }) => ({ name, price, priceCurrency: 'USD' })))
    expect(offers.map((o) => o.price)).toEqual([399, 799, 1799])

    const [faq] = ofType(items, 'FAQPage')
    expect(faq!.mainEntity).toEqual(
      seo.faq.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    )

    const [breadcrumbs] = ofType(items, 'BreadcrumbList')
    expect(breadcrumbs!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'Services', item: `${SITE}/services` },
      { '@type': 'ListItem', position: 3, name: seo.title, item: `${SITE}/services/seo` },
    ])
  })

  test('a post: BlogPosting and BreadcrumbList', async ({ request }) => {
    const post = await documentById<{
      title: string
      excerpt: string
      publishedAt: string
      author: string
    }>('blogPost-technical-seo-checklist')
    const items = jsonLdOf(await (await request.get('/blogs/technical-seo-checklist')).text())
    const [posting] = ofType(items, 'BlogPosting')
    expect(posting).toMatchObject({
      headline: post.title,
      description: post.excerpt,
      datePublished: post.publishedAt,
      author: { name: post.author },
      url: `${SITE}/blogs/technical-seo-checklist`,
      publisher: { name: 'Codehome' },
    })
    expect(ofType(items, 'BreadcrumbList')[0]!.itemListElement).toHaveLength(3)
  })
})

test.describe('metadata', () => {
  test('pages carry their title, description, canonical URL and Open Graph', async ({ page }) => {
    const seo = await documentById<{ description: string }>('service-seo')
    await page.goto('/services/seo')
    await expect(page).toHaveTitle('SEO | Codehome')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      seo.description,
    )
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${SITE}/services/seo`,
    )
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'SEO | Codehome',
    )
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${SITE}/services/seo`,
    )
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute(
      'content',
      'Codehome',
    )

    const about = await documentById<{ seo: { title: string; description: string } }>('page-about')
    await page.goto('/about')
    await expect(page).toHaveTitle(`${about.seo.title} | Codehome`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      about.seo.description,
    )
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/about`)
  })

  // Every page shares its own card, not the site's one /og.png (issue 45): in og:image and
  // twitter:image, under the page's own path, a 1200 × 630 PNG.
  for (const path of [
    '/',
    '/services',
    '/services/seo',
    '/our-work/financeflow-banking',
    '/blogs',
    '/blogs/core-web-vitals-guide',
    '/about',
    '/contact',
    '/book-call',
    '/codehome-global-agency',
    '/privacy-policy',
  ]) {
    test(`${path} shares its own generated Open Graph image`, async ({ page, request }) => {
      await page.goto(path)
      const url = await page.locator('meta[property="og:image"]').first().getAttribute('content')
      const twitter = await page
        .locator('meta[name="twitter:image"]')
        .first()
        .getAttribute('content')
      expect(url).toBeTruthy()
      expect(twitter).toBe(url)
      const own = new URL(url!)
      expect(own.pathname).not.toBe('/og.png')
      expect(own.pathname).toMatch(
        new RegExp(`^${path === '/' ? '' : path}/opengraph-image(-[a-z0-9]+)?$`),
      )
      const image = await request.get(own.pathname + own.search)
      expect(image.status()).toBe(200)
      expect(image.headers()['content-type']).toBe('image/png')
      const body = await image.body()
      expect(body.subarray(1, 4).toString()).toBe('PNG')
      expect(body.readUInt32BE(16)).toBe(1200)
      expect(body.readUInt32BE(20)).toBe(630)
    })
  }

  test('sitemap.xml lists every page from the content; robots.txt points to it', async ({
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    const urls = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map(([, url]) => url)
    for (const service of await documentsOfType<{ slug: { current: string } }>('service')) {
      expect(urls).toContain(`${SITE}/services/${service.slug.current}`)
    }
    for (const study of await documentsOfType<{ slug: { current: string } }>('caseStudy')) {
      expect(urls).toContain(`${SITE}/our-work/${study.slug.current}`)
    }
    for (const post of await documentsOfType<{ slug: { current: string } }>('blogPost')) {
      expect(urls).toContain(`${SITE}/blogs/${post.slug.current}`)
    }
    expect(urls).toEqual(
      expect.arrayContaining([
        `${SITE}/`,
        `${SITE}/about`,
        `${SITE}/codehome-global-agency`,
        `${SITE}/privacy-policy`,
      ]),
    )
    expect(urls).not.toContain(`${SITE}/search`)
    expect(new Set(urls).size).toBe(urls.length)

    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`)
    expect(robots).toMatch(/Disallow: \/studio/)
  })

  test('llms.txt links every page to its Markdown; each .md answers with the page, unknown ones 404', async ({
    request,
  }) => {
    const llms = await request.get('/llms.txt')
    expect(llms.status()).toBe(200)
    expect(llms.headers()['content-type']).toContain('text/plain')
    const text = await llms.text()
    expect(text).toMatch(/^# Codehome\n\n> /)
    const links = [...text.matchAll(/\]\((http[^)\s]+\.md)\)/g)].map(([, url]) => url!)
    const slugs = async (type: string) =>
      (await documentsOfType<{ slug: { current: string } }>(type)).map((doc) => doc.slug.current)
    const pages = [
      ...(await slugs('service')).map((slug) => `/services/${slug}`),
      ...(await slugs('caseStudy')).map((slug) => `/our-work/${slug}`),
      ...(await slugs('blogPost')).map((slug) => `/blogs/${slug}`),
      '/about',
      '/codehome-global-agency',
      '/privacy-policy',
    ]
    for (const path of pages) expect(links).toContain(`${SITE}${path}.md`)
    expect(new Set(links).size).toBe(links.length)

    // Each kind of page: Markdown whose title is the page's own heading.
    for (const path of pages.filter((_, i) => i % 9 === 0).concat(['/about', '/privacy-policy'])) {
      const [markdown, html] = await Promise.all([
        request.get(`${path}.md`),
        request.get(path).then((answer) => answer.text()),
      ])
      expect(markdown.status(), path).toBe(200)
      expect(markdown.headers()['content-type'], path).toContain('text/markdown')
      expect(markdown.headers()['link'], path).toBe(`<${SITE}${path}>; rel="canonical"`)
      const text = (await markdown.text()).replace(/\\(?=[\\`*_[\]<>])/g, '')
      const h1 = decodeEntities(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)![1]!.replace(/<[^>]+>/g, ''))
      expect(text, path).toMatch(/^# \S/)
      expect(text, path).toContain(h1.replace(/\s+/g, ' ').trim())
    }
    for (const missing of ['/services/no-such-service.md', '/no-such-page.md', '/blogs/x.md']) {
      const answer = await request.get(missing)
      expect(answer.status(), missing).toBe(404)
      expect(answer.headers()['cache-control'], missing).toContain('no-store')
    }
  })

  test('content pages, the share card and sitemap.xml are served from the cache, not rendered per request', async ({
    request,
  }) => {
    for (const path of [
      '/',
      '/services',
      '/services/seo',
      '/our-work',
      '/our-work/financeflow-banking',
      '/blogs',
      '/blog',
      '/blogs/pwa-vs-native-app',
      '/about',
      '/careers',
      '/contact',
      '/sitemap',
      '/search',
      '/codehome-global-agency',
      '/privacy-policy',
      '/og.png',
      '/sitemap.xml',
    ]) {
      // Twice: the first request may revalidate after an earlier test's publish.
      await request.get(path)
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['x-nextjs-cache'], path).toMatch(/HIT|STALE/)
    }
  })

  test('every response carries the baseline security headers', async ({ request }) => {
    for (const path of ['/', '/services/seo', '/sitemap.xml', '/no-such-page', '/studio']) {
      const headers = (await request.get(path)).headers()
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy'], path).toContain('camera=()')
      expect(headers['strict-transport-security'], path).toContain('max-age=')
      expect(headers['x-powered-by'], path).toBeUndefined()
    }
  })
})
