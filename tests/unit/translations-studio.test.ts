/**
 * What an editor sees of the two languages in the Studio (issue 44): a document without a version
 * in every language is flagged, and slugs are unique within a language, not across languages (the
 * Arabic service shares its English twin's slug). Sanity's own validator over the seeded dataset.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { studioValidator } from '../helpers/studio-validation'
import type { LocalDocument } from '@/web/content/backends/local'
import { buildSeed } from '@/scripts/seed/build'
import { SUPPORTED_LANGUAGES, TRANSLATED_TYPES } from '@/schemas/translations'
import { CONTENT_TYPES } from '@/web/content/tags'

const documents = buildSeed().documents as LocalDocument[]
const studio = studioValidator(documents)
beforeAll(() => studio.start())
afterAll(() => studio.stop())

const seeded = (id: string) =>
  structuredClone(documents.find((doc) => doc._id === id)!) as LocalDocument & Record<string, any>
const missing = async (doc: LocalDocument) =>
  (await studio.warningsOf(doc)).filter((marker) => /version yet/.test(marker.message))

describe('translations in the Studio', () => {
  it('translates every type the site caches by language, in the languages of the locale table', () => {
    expect([...TRANSLATED_TYPES].sort()).toEqual([...CONTENT_TYPES].sort())
    expect(SUPPORTED_LANGUAGES.map((language) => language.id)).toEqual(['en', 'ar'])
  })

  it('a document with its Arabic version linked is not flagged', async () => {
    expect(await missing(seeded('service-seo'))).toEqual([])
    expect(await missing(seeded('service-seo__i18n_ar'))).toEqual([])
    expect(await missing(seeded('siteSettings__i18n_ar'))).toEqual([])
  })

  it('a new document without a translation says which language it lacks', async () => {
    const fresh = {
      ...seeded('service-seo'),
      _id: 'drafts.service-new',
      slug: { _type: 'slug', current: 'new-service' },
      aliases: [],
    }
    const warnings = await missing(fresh)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]!.message).toContain('No العربية version yet')
    const arabicOnly = {
      ...seeded('service-seo__i18n_ar'),
      _id: 'drafts.service-new-ar',
      slug: { _type: 'slug', current: 'new-service' },
      aliases: [],
    }
    expect((await missing(arabicOnly))[0]!.message).toContain('No English version yet')
  })

  it('a slug is unique within its language: the Arabic twin shares it, a second Arabic service cannot', async () => {
    expect(await studio.errorsOf(seeded('service-seo__i18n_ar'))).toEqual([])
    const copy = { ...seeded('service-seo__i18n_ar'), _id: 'drafts.service-seo-copy__i18n_ar' }
    const errors = await studio.errorsOf(copy)
    expect(errors.map((error) => error.path)).toContain('slug')
  })
})
