// @vitest-environment jsdom
/**
 * A singleton created from the Studio's desk in another language is linked to its English
 * document for the translation plugin when it is published (studio/singleton-translations.ts):
 * the `translation.metadata` document the plugin reads, and the missing-translation warning
 * (schemas/translations.ts) reads, names both. Against a stand-in of the Content Lake (groq-js
 * over documents, the two mutations the link writes), and through the Studio's configuration as
 * Sanity resolves it (flattenConfig): a singleton's Publish links, then publishes.
 */
import { evaluate, parse } from 'groq-js'
import type { DocumentActionComponent, ValidationContext } from 'sanity'
import { flattenConfig } from 'sanity'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SINGLETON_TYPES, singletonTypes } from '@/schemas'
import { missingTranslations, singletonId, TRANSLATED_TYPES } from '@/schemas/translations'
import { buildSeed, translationMetadataId } from '@/scripts/seed/build'
import {
  linkSingletonTranslations,
  singletonMetadataId,
  singletonReference,
} from '@/studio/singleton-translations'

type Doc = { _id: string; _type: string; [field: string]: unknown }

/** Documents, queried with groq-js, changed by createIfNotExists and an appending patch. */
function contentLake(documents: Doc[]) {
  const docs = documents.map((doc) => structuredClone(doc))
  const writes: unknown[][] = []
  const fetch = async (query: string, params: Record<string, unknown> = {}) =>
    (await evaluate(parse(query), { dataset: docs, params })).get()
  const mutate = async (mutations: Record<string, any>[]) => {
    writes.push(mutations)
    for (const mutation of mutations) {
      if (mutation.createIfNotExists) {
        const doc = mutation.createIfNotExists as Doc
        if (!docs.some(({ _id }) => _id === doc._id)) docs.push(structuredClone(doc))
      } else if (mutation.patch) {
        const { id, setIfMissing, insert } = mutation.patch
        const doc = docs.find(({ _id }) => _id === id)!
        Object.assign(doc, { ...setIfMissing, ...doc })
        expect(insert.after).toBe('translations[-1]')
        doc.translations = [...(doc.translations as unknown[]), ...insert.items]
      } else throw new Error(`unexpected mutation ${JSON.stringify(mutation)}`)
    }
    return {}
  }
  const context = { getClient: () => ({ fetch }) } as unknown as ValidationContext
  return {
    docs,
    writes,
    client: { fetch, mutate } as never,
    /** The languages the warning of the document `id` says have no version. */
    missing: (id: string) => {
      const doc = docs.find((entry) => entry._id === id)!
      return missingTranslations(id, doc.language as string, context)
    },
  }
}

const settings = (id: string, language: string, title: string): Doc => ({
  _id: id,
  _type: 'siteSettings',
  language,
  title,
})

describe("a singleton's languages, linked when it is published", () => {
  it('Arabic site settings created from the desk: both linked, and neither warns any more', async () => {
    const lake = contentLake([
      settings('siteSettings', 'en', 'Codehome'),
      settings('drafts.siteSettings__i18n_ar', 'ar', 'كودهوم'),
    ])
    // What the editor saw: each says the other language has no version.
    expect(await lake.missing('siteSettings')).toEqual(['ar'])
    expect(await lake.missing('drafts.siteSettings__i18n_ar')).toEqual(['en'])

    expect(await linkSingletonTranslations(lake.client, 'siteSettings')).toEqual(['en', 'ar'])
    const metadata = lake.docs.find(({ _id }) => _id === 'translation-metadata-siteSettings')
    expect(metadata).toEqual({
      _id: 'translation-metadata-siteSettings',
      _type: 'translation.metadata',
      schemaTypes: ['siteSettings'],
      translations: [
        ['en', 'siteSettings'],
        ['ar', 'siteSettings__i18n_ar'],
      ].map(([language, ref]) => ({
        _key: language,
        _type: 'internationalizedArrayReferenceValue',
        language,
        value: { _type: 'reference', _ref: ref, _weak: true },
      })),
    })
    expect(await lake.missing('siteSettings')).toEqual([])
    expect(await lake.missing('drafts.siteSettings__i18n_ar')).toEqual([])

    // Published again: already linked, nothing written.
    expect(await linkSingletonTranslations(lake.client, 'siteSettings')).toEqual([])
    expect(lake.writes).toHaveLength(1)
  })

  it('names only the languages the singleton has a document in; adds the Arabic one later', async () => {
    const lake = contentLake([settings('siteSettings', 'en', 'Codehome')])
    expect(await linkSingletonTranslations(lake.client, 'siteSettings')).toEqual(['en'])
    expect(await lake.missing('siteSettings')).toEqual(['ar'])

    lake.docs.push(settings('drafts.siteSettings__i18n_ar', 'ar', 'كودهوم'))
    expect(await linkSingletonTranslations(lake.client, 'siteSettings')).toEqual(['ar'])
    const metadata = lake.docs.find(({ _id }) => _id === singletonMetadataId('siteSettings'))!
    expect(metadata.translations).toEqual([
      singletonReference('siteSettings', 'en'),
      singletonReference('siteSettings', 'ar'),
    ])
    expect(await lake.missing('siteSettings')).toEqual([])
  })

  it("leaves the seed's links alone: the same metadata document, already naming both", async () => {
    const seeded = buildSeed().documents as Doc[]
    for (const type of singletonTypes) {
      expect(singletonMetadataId(type.name)).toBe(
        translationMetadataId(singletonId(type.name, 'en')),
      )
      expect(seeded.some(({ _id }) => _id === singletonMetadataId(type.name))).toBe(true)
    }
    const lake = contentLake(seeded)
    for (const type of singletonTypes) {
      expect(await linkSingletonTranslations(lake.client, type.name)).toEqual([])
    }
    expect(lake.writes).toEqual([])
  })

  it("reads the plugin's own entries (random keys, the language in `language`) as links", async () => {
    const lake = contentLake([
      { _id: 'service-seo', _type: 'service', language: 'en' },
      { _id: 'f3a9c2e1', _type: 'service', language: 'ar' },
      {
        _id: 'b7e2d4',
        _type: 'translation.metadata',
        schemaTypes: ['service'],
        translations: [
          ['k1', 'en', 'service-seo'],
          ['k2', 'ar', 'f3a9c2e1'],
        ].map(([key, language, ref]) => ({
          _key: key,
          _type: 'internationalizedArrayReferenceValue',
          language,
          value: { _type: 'reference', _ref: ref, _weak: true },
        })),
      },
    ])
    expect(await lake.missing('service-seo')).toEqual([])
    expect(await lake.missing('f3a9c2e1')).toEqual([])
  })
})

const state = vi.hoisted(() => ({ client: null as unknown }))
vi.mock('sanity', async (original) => ({
  ...(await original<typeof import('sanity')>()),
  useClient: () => state.client,
}))

describe("the Studio's configuration", () => {
  type Layer = {
    config: {
      name?: string
      document?: {
        actions?: (prev: DocumentActionComponent[], context: unknown) => DocumentActionComponent[]
      }
    }
  }
  let order: string[]
  const action = (name: string) => {
    const component: DocumentActionComponent = () => ({
      label: name,
      onHandle: () => order.push(name),
    })
    component.action = name as DocumentActionComponent['action']
    return component
  }
  const defaults = ['publish', 'unpublish', 'delete', 'duplicate', 'discardChanges', 'restore']
  let resolve: (schemaType: string) => DocumentActionComponent[]

  beforeEach(async () => {
    order = []
    const { default: config } = await import('@/studio/sanity.config')
    // The site's own layer (the root, named 'default'), given Sanity's default actions.
    const root = (flattenConfig(config as never, []) as unknown as Layer[]).find(
      ({ config: layer }) => layer.name === 'default',
    )!
    const prev = defaults.map(action)
    resolve = (schemaType) => root.config.document!.actions!(prev, { schemaType })
  })

  it("a singleton's Publish links its languages, then publishes", async () => {
    const lake = contentLake([
      settings('siteSettings', 'en', 'Codehome'),
      settings('drafts.siteSettings__i18n_ar', 'ar', 'كودهوم'),
    ])
    state.client = {
      fetch: (lake.client as { fetch: unknown }).fetch,
      mutate: async (mutations: Record<string, unknown>[]) => {
        order.push('link')
        return (lake.client as { mutate: (m: unknown) => unknown }).mutate(mutations)
      },
    }
    const actions = resolve('siteSettings')
    expect(actions.map((entry) => entry.action)).toEqual(['publish', 'discardChanges', 'restore'])
    const publish = actions[0]!({ id: 'siteSettings__i18n_ar', type: 'siteSettings' } as never)!
    expect(publish.label).toBe('publish')
    await publish.onHandle!()
    expect(order).toEqual(['link', 'publish'])
    expect(await lake.missing('drafts.siteSettings__i18n_ar')).toEqual([])
    // The same wrapper each time the actions are resolved (React keeps the action's state).
    expect(resolve('siteSettings')[0]).toBe(actions[0])
  })

  it("the translation plugin's menu is on translated documents, not on singletons", async () => {
    const { default: config } = await import('@/studio/sanity.config')
    type Filter = (prev: unknown[], context: object) => unknown[]
    const plugin = (
      flattenConfig(config as never, []) as unknown as {
        config: { name?: string; document?: { unstable_languageFilter?: Filter } }
      }[]
    ).find(({ config: layer }) => layer.name === '@sanity/document-internationalization')!
    const menu = (schemaType: string, documentId: string) =>
      plugin.config.document!.unstable_languageFilter!([], { schemaType, documentId })
    expect(menu('service', 'service-seo')).toHaveLength(1)
    // Each language's singleton has its fixed id; the menu would make another, with a random one.
    expect(SINGLETON_TYPES.size).toBeGreaterThan(0)
    for (const type of SINGLETON_TYPES) {
      expect(TRANSLATED_TYPES, type).toContain(type)
      expect(menu(type, type), type).toHaveLength(0)
    }
  })

  it("other types' Publish is Sanity's own", () => {
    expect(resolve('service')[0]!({ id: 'service-seo', type: 'service' } as never)!.label).toBe(
      'publish',
    )
    expect(
      resolve('service')
        .slice(0, defaults.length)
        .map((entry) => entry.action),
    ).toEqual(defaults)
    expect(resolve('service')[0]!.displayName).not.toBe('LinkedPublish')
  })
})
