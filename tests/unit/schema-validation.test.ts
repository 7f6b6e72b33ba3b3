/**
 * The validation an editor feels in the Studio, run headless with Sanity's own validator against
 * the compiled schema. Custom rules that look at other documents (unique slugs and aliases) query
 * through @sanity/client, answered by the GROQ stand-in over the seeded dataset.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { studioValidator } from '../helpers/studio-validation'
import type { LocalDocument } from '@/web/content/backends/local'
import { buildSeed } from '@/scripts/seed/build'

const documents = buildSeed().documents as LocalDocument[]
const studio = studioValidator(documents)
beforeAll(() => studio.start())
afterAll(() => studio.stop())
const errorsOf = (document: LocalDocument) => studio.errorsOf(document)

const clone = <T>(value: T): T => structuredClone(value)
const seeded = (id: string) =>
  clone(documents.find((doc) => doc._id === id)!) as LocalDocument & Record<string, any>
const asDraftOf = (doc: LocalDocument, id: string) => ({ ...doc, _id: `drafts.${id}` })

describe('schema validation', () => {
  it('accepts every seeded document', async () => {
    const failures: string[] = []
    for (const doc of documents.filter((d) => d._type !== 'sanity.imageAsset')) {
      const errors = await errorsOf(doc)
      if (errors.length) failures.push(`${doc._id}: ${JSON.stringify(errors)}`)
    }
    expect(failures).toEqual([])
  })

  it('rejects prices that are not positive whole numbers', async () => {
    const negative = seeded('service-seo')
    negative.packages[0].price = -5
    expect(await errorsOf(negative)).not.toEqual([])
    const fractional = seeded('service-seo')
    fractional.packages[0].price = 399.5
    expect(await errorsOf(fractional)).not.toEqual([])
    const item = seeded('calculatorItem-seo')
    item.price = 0
    expect(await errorsOf(item)).not.toEqual([])
  })

  it('rejects a priced service without exactly three packages', async () => {
    const two = seeded('service-seo')
    two.packages = two.packages.slice(0, 2)
    const errors = await errorsOf(two)
    expect(errors.some((e) => /exactly three packages/.test(e.message))).toBe(true)
  })

  it('rejects any popular package but the middle one', async () => {
    const first = seeded('service-seo')
    first.packages[0].popular = true
    expect((await errorsOf(first)).some((e) => /middle package/.test(e.message))).toBe(true)
    const none = seeded('service-seo')
    none.packages[1].popular = false
    expect((await errorsOf(none)).some((e) => /middle package/.test(e.message))).toBe(true)
  })

  it('rejects ratings outside 1–5', async () => {
    for (const rating of [0, 6, 4.5]) {
      const testimonial = seeded('testimonial-1')
      testimonial.rating = rating
      expect(await errorsOf(testimonial), String(rating)).not.toEqual([])
    }
  })

  it('rejects a service slug or alias already used by another service', async () => {
    const slugTaken = seeded('service-seo')
    slugTaken.slug.current = 'ppc'
    expect((await errorsOf(slugTaken)).map((e) => e.path)).toContain('slug')

    const aliasIsSlug = seeded('service-seo')
    aliasIsSlug.aliases = ['web-development']
    expect(
      (await errorsOf(aliasIsSlug)).some((e) => /already the slug or an alias/.test(e.message)),
    ).toBe(true)

    const aliasIsAlias = seeded('service-seo')
    aliasIsAlias.aliases = ['web']
    expect(
      (await errorsOf(aliasIsAlias)).some((e) => /already the slug or an alias/.test(e.message)),
    ).toBe(true)

    const slugIsAlias = seeded('service-seo')
    slugIsAlias.slug.current = 'social'
    expect((await errorsOf(slugIsAlias)).map((e) => e.path)).toContain('slug')
  })

  it('does not count a document against its own draft', async () => {
    expect(await errorsOf(asDraftOf(seeded('service-seo'), 'service-seo'))).toEqual([])
  })

  it('rejects malformed and self-referencing aliases', async () => {
    const malformed = seeded('service-seo')
    malformed.aliases = ['Search Engine']
    expect((await errorsOf(malformed)).some((e) => /not a valid URL segment/.test(e.message))).toBe(
      true,
    )
    const own = seeded('service-seo')
    own.aliases = ['seo']
    expect((await errorsOf(own)).some((e) => /own slug/.test(e.message))).toBe(true)
  })

  it('rejects a case-study alias that is another case study’s slug', async () => {
    const study = seeded('caseStudy-edulearn-student-app')
    study.aliases = ['financeflow-banking']
    expect(await errorsOf(study)).not.toEqual([])
  })

  it('requires required fields', async () => {
    const service = seeded('service-seo')
    delete service.title
    expect((await errorsOf(service)).map((e) => e.path)).toContain('title')
    const office = seeded('office-london')
    delete office.location
    expect((await errorsOf(office)).map((e) => e.path)).toContain('location')
    const post = seeded(documents.find((d) => d._type === 'blogPost')!._id)
    delete post.publishedAt
    expect((await errorsOf(post)).map((e) => e.path)).toContain('publishedAt')
  })

  it('rejects a malformed settings e-mail and coordinates off the globe', async () => {
    const settings = seeded('siteSettings')
    settings.email = 'not-an-email'
    expect((await errorsOf(settings)).map((e) => e.path)).toContain('email')
    const office = seeded('office-doha')
    office.location = { _type: 'geopoint', lat: 95, lng: 51 }
    expect((await errorsOf(office)).map((e) => e.path)).toContain('location')
  })
})
