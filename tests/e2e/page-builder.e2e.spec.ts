/**
 * An editor composes a new page from sections, without a developer: one section of every type at
 * a path of their choice. They preview the draft in draft mode before anyone else can see it,
 * then publish it (the local dataset and the signed webhook, as Sanity's publish does); visitors
 * then get it, the sitemap lists it, and a path no page has still answers 404.
 */
import { expect, test } from '../helpers/test'
import { addDocuments, readDataset, signedWebhook } from '../helpers/dataset'
import { E2E_ENV, E2E_PORT, E2E_PREVIEW_HOST } from '../helpers/e2e-env'
import { axeViolations } from '../helpers/page'
import { openToast } from '../helpers/lead-fixtures'
import {
  EVERY_BLOCK_ID,
  EVERY_BLOCK_PATH,
  EVERY_BLOCK_SLUG,
  EVERY_BLOCK_TEXT as TEXT,
  everyBlockPage,
} from '../helpers/page-builder'

const PREVIEW_ORIGIN = `http://${E2E_PREVIEW_HOST}:${E2E_PORT}`
const SECTION_TYPES = [
  'heroSection',
  'statsSection',
  'richTextSection',
  'imageTextSection',
  'featureGridSection',
  'processStepsSection',
  'logoWallSection',
  'testimonialsSection',
  'caseStudiesSection',
  'faqSection',
  'callToActionSection',
]

/** A page with two of the home page's kinds: a carousel and a lead form. */
const HOME_KINDS = { id: 'page-home-kinds-offer', slug: 'home-kinds-offer' }
/** A string of the carousel's code (its JSX attribute), as the minified chunk holds it. */
const CAROUSEL_CODE = '"aria-roledescription":"carousel"'

test.describe('a page an editor composes from sections', () => {
  const restores: (() => Promise<void>)[] = []
  const publish = (
    request: import('@playwright/test').APIRequestContext,
    { id, slug } = { id: EVERY_BLOCK_ID, slug: EVERY_BLOCK_SLUG },
  ) =>
    signedWebhook({ _type: 'page', _id: id, slug }).then((hook) =>
      request.post('/api/revalidate', hook).then((response) => expect(response.status()).toBe(200)),
    )

  test.afterAll(async ({ request }) => {
    for (const restore of restores.reverse()) await restore()
    await publish(request)
    await publish(request, HOME_KINDS)
  })

  test('previews as a draft, then renders every block once published', async ({
    page,
    request,
  }) => {
    const seeded = await readDataset()
    // Only a draft so far: the editor previews it, visitors do not see it.
    restores.push(await addDocuments([everyBlockPage(seeded, `drafts.${EVERY_BLOCK_ID}`)]))
    await publish(request)
    expect((await request.get(EVERY_BLOCK_PATH)).status()).toBe(404)

    const preview = await page.goto(
      `${PREVIEW_ORIGIN}/api/draft-mode/enable?${new URLSearchParams({
        'sanity-preview-secret': E2E_ENV.PREVIEW_SECRET!,
        'sanity-preview-pathname': EVERY_BLOCK_PATH,
      })}`,
    )
    expect(preview?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe(EVERY_BLOCK_PATH)
    await expect(page.getByRole('complementary', { name: 'Preview' })).toContainText(
      'Preview — showing drafts',
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.hero)
    await expect(page.locator('#main [data-section]')).toHaveCount(SECTION_TYPES.length)

    // Published: the same document without the draft prefix.
    restores.push(await addDocuments([everyBlockPage(seeded)]))
    await publish(request)
    const response = await page.goto(EVERY_BLOCK_PATH)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle('Spring launch offer | Codehome')

    // Every block, in the editor's order, each with what the editor wrote.
    const types = await page
      .locator('#main [data-section]')
      .evaluateAll((sections) => sections.map((section) => section.getAttribute('data-section')))
    expect(types).toEqual(SECTION_TYPES)
    const main = page.locator('#main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(TEXT.hero)
    await expect(main.getByText(TEXT.heroIntro)).toBeVisible()
    await expect(main.getByRole('link', { name: 'Book a call' }).first()).toHaveAttribute(
      'href',
      '/book-call',
    )
    const heroImage = page.locator('[data-section="heroSection"] img')
    await expect(heroImage).toHaveAttribute('alt', /.+/)
    expect(await heroImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await expect(main.getByText(TEXT.stat)).toBeVisible()
    for (const heading of [
      TEXT.richText,
      TEXT.imageText,
      TEXT.features,
      TEXT.steps,
      TEXT.testimonials,
      TEXT.caseStudies,
      TEXT.faq,
      TEXT.cta,
    ]) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    }
    await expect(main.getByRole('heading', { level: 3, name: TEXT.feature })).toBeVisible()
    await expect(
      main.getByRole('heading', { level: 3, name: `Step 1: ${TEXT.step}` }),
    ).toBeVisible()
    await expect(page.locator('[data-section="logoWallSection"] img')).toHaveCount(4)
    await expect(
      page.locator('[data-section="testimonialsSection"] [data-testimonial]'),
    ).toHaveCount(2)
    await expect(
      page.locator('[data-section="caseStudiesSection"] a[href="/our-work/shopsmart-ecommerce"]'),
    ).not.toHaveCount(0)
    // The FAQ opens without JavaScript of its own (a native disclosure).
    const answer = main.getByText(TEXT.answer)
    await expect(answer).toBeHidden()
    await main.getByText(TEXT.question).click()
    await expect(answer).toBeVisible()
    await expect(main.getByRole('link', { name: TEXT.ctaAction })).toHaveAttribute(
      'href',
      '/book-call',
    )
    // The page's own closing call to action replaces the site's default one.
    await expect(
      main.getByRole('heading', { level: 2, name: 'Struggling to Scale Online?' }),
    ).toHaveCount(0)
    expect(await axeViolations(page)).toEqual([])

    // Listed for search engines; a path no page has is still not found.
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain(`${EVERY_BLOCK_PATH}</loc>`)
    expect((await request.get(`${EVERY_BLOCK_PATH}-2026`)).status()).toBe(404)
  })

  test('a home page block on a composed page works, and only such a page downloads its code', async ({
    page,
    request,
  }) => {
    /**
     * The bodies of the scripts a visit downloads, once the page is idle, or (`until`) once one of
     * them holds that code: a piece's chunk is asked for while the page hydrates, which on a busy
     * machine began more than the 500 ms of quiet that make the network "idle" after the start-up
     * scripts had arrived.
     */
    const scriptsOf = async (path: string, until?: string) => {
      const bodies: Promise<string>[] = []
      const listen = (response: import('@playwright/test').Response) => {
        if (response.request().resourceType() === 'script')
          bodies.push(response.text().catch(() => ''))
      }
      page.on('response', listen)
      expect((await page.goto(path))?.status()).toBe(200)
      await page.waitForLoadState('networkidle')
      const all = async () => (await Promise.all(bodies)).join('\n')
      if (until) await expect.poll(async () => (await all()).includes(until)).toBe(true)
      page.off('response', listen)
      return all()
    }

    // About is composed of page builder blocks only: none of the home kinds' code comes with it.
    expect(await scriptsOf('/about')).not.toContain(CAROUSEL_CODE)

    // An editor puts the home page's testimonial carousel and contact band on a page.
    const seeded = await readDataset()
    const home = seeded.find((doc) => doc._id === 'homePage')!
    const sections = (home.sections as { _type: string; _key: string }[])
      .filter((section) =>
        ['testimonialCarouselSection', 'contactBandSection'].includes(section._type),
      )
      .map((section) => ({ ...section, _key: `home-${section._key}` }))
    expect(sections).toHaveLength(2)
    restores.push(
      await addDocuments([
        {
          ...everyBlockPage(seeded, HOME_KINDS.id),
          title: 'Home kinds offer',
          slug: { _type: 'slug', current: HOME_KINDS.slug },
          sections,
        },
      ]),
    )
    await publish(request, HOME_KINDS)
    // Drawn on the server like any block: in the HTML, none of it left pending for a script.
    const html = await (await request.get(`/${HOME_KINDS.slug}`)).text()
    expect(html).toContain('data-carousel="testimonial"')
    expect(html).toContain('Send Message')
    expect(html).not.toContain('<!--$?-->')

    // The page downloads the carousel's code, and both blocks work once it has.
    expect(await scriptsOf(`/${HOME_KINDS.slug}`, CAROUSEL_CODE)).toContain(CAROUSEL_CODE)
    const carousel = page.locator('[data-carousel="testimonial"]')
    await carousel.scrollIntoViewIfNeeded()
    await carousel.getByRole('button', { name: 'Next testimonial' }).click()
    await expect(carousel).toHaveAttribute('data-index', '1')
    const form = page.getByRole('form', { name: 'Contact form' })
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(openToast(page)).toContainText('Please fix the following errors:')
    expect(await axeViolations(page)).toEqual([])
  })
})
