/**
 * Stega in an editor's preview on Sanity: display text carries edit links; identifiers, phone
 * numbers, slugs, URLs and form values do not; and metadata, JSON-LD and share cards are clean.
 * The encoding is @sanity/client's own, from the Content Source Map the stand-in returns.
 */
import { stegaClean } from '@sanity/client/stega'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSeed } from '@/scripts/seed/build'
import { pageQuery } from '@/web/blocks/page-content'
import type { LocalDocument } from '@/web/content/backends/local'
import {
  costCalculatorQuery,
  landingPagesQuery,
  serviceQuery,
  settingsQuery,
  siteIndexQuery,
} from '@/web/content/queries'
import { cleanText } from '@/web/content/stega'
import { pageMetadata } from '@/web/components/seo/metadata'
import { serializeJsonLd, serviceJsonLd } from '@/web/components/seo/structured-data'
import { standInBackend, startGroqStandIn, type StandIn } from '../helpers/groq-stand-in'

const encoded = (value: unknown) => typeof value === 'string' && stegaClean(value) !== value

let standIn: StandIn
beforeAll(async () => {
  standIn = await startGroqStandIn(buildSeed().documents as LocalDocument[])
})
afterAll(() => standIn?.close())

const backend = () => standInBackend(standIn)

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any

describe('stega in draft mode on Sanity', () => {
  it('encodes display text and leaves identifiers, phone numbers and URLs alone', async () => {
    const settings: Any = await backend().query(settingsQuery, {}, 'drafts', { stega: true })
    expect(encoded(settings.brandName)).toBe(true)
    expect(encoded(settings.heroMessage)).toBe(true)
    expect(cleanText(settings.brandName)).toBe('Codehome')
    for (const value of [settings.brandSlug, settings.phone, settings.email]) {
      expect(encoded(value), value).toBe(false)
    }
    for (const link of settings.socialLinks) {
      expect(encoded(link.url)).toBe(false)
      expect(encoded(link.platform)).toBe(false)
    }
    for (const hours of settings.workingHours) {
      expect([hours.start, hours.end, hours.timeZone].some(encoded)).toBe(false)
    }
  })

  it('keeps slugs, page kinds, billing periods and form values exact', async () => {
    const service: Any = await backend().query(serviceQuery, { slug: 'seo' }, 'drafts', {
      stega: true,
    })
    expect(encoded(service.title)).toBe(true)
    expect(encoded(service.slug)).toBe(false)
    expect(encoded(service.category.slug)).toBe(false)
    expect(service.packages.some((p: Any) => encoded(p.billingPeriod))).toBe(false)
    expect(encoded(service.packages[0].name)).toBe(true)

    const index: Any = await backend().query(siteIndexQuery, {}, 'drafts', { stega: true })
    expect(index.pages.some((p: Any) => encoded(p.kind) || encoded(p.slug))).toBe(false)
    const landing: Any = await backend().query(landingPagesQuery, {}, 'drafts', { stega: true })
    expect(encoded(landing.brandSlug)).toBe(false)

    const calculator: Any = await backend().query(costCalculatorQuery, {}, 'drafts', {
      stega: true,
    })
    const options = [...calculator.settings.budgetOptions, ...calculator.settings.timelineOptions]
    expect(options.some((o: Any) => encoded(o.value))).toBe(false)
    expect(options.every((o: Any) => encoded(o.label))).toBe(true)
  })

  it('encodes nothing for visitors, nor without the flag', async () => {
    const published: Any = await backend().query(settingsQuery, {}, 'published')
    const drafts: Any = await backend().query(settingsQuery, {}, 'drafts')
    expect(encoded(published.brandName)).toBe(false)
    expect(encoded(drafts.brandName)).toBe(false)
  })

  it('is cleaned out of metadata and JSON-LD', async () => {
    const service: Any = await backend().query(serviceQuery, { slug: 'seo' }, 'drafts', {
      stega: true,
    })
    const settings: Any = await backend().query(settingsQuery, {}, 'drafts', { stega: true })
    const page: Any = await backend().query(pageQuery, { slug: 'about' }, 'drafts', {
      stega: true,
    })
    expect(encoded(service.description)).toBe(true)
    expect(encoded(settings.brandName)).toBe(true)
    expect(encoded(page.title)).toBe(true)

    const metadata = pageMetadata({
      brandName: settings.brandName,
      title: service.title,
      description: service.description,
      seo: service.seo,
      path: '/services/seo',
    })
    const text = JSON.stringify(metadata)
    expect(stegaClean(text)).toBe(text)
    expect(metadata.title).toEqual({ absolute: 'SEO | Codehome' })
    expect(metadata.openGraph?.siteName).toBe('Codehome')

    const jsonLd = serializeJsonLd(
      serviceJsonLd(service, { brandName: settings.brandName }, 'https://codehome.example'),
    )
    expect(stegaClean(jsonLd)).toBe(jsonLd)
    expect(jsonLd).toContain('"name":"SEO"')
  })
})
