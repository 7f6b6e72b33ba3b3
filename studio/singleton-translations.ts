/**
 * A singleton's documents in each language, linked for the translation plugin (issue 44). The
 * desk opens a singleton's document in each language by its id (structure.ts), and the Studio
 * creates a missing one from the pane's template (singleton-templates.ts): not through the
 * plugin's Translations menu, which is the only path on which the plugin writes the
 * `translation.metadata` document linking a document to its translations, and which always gives
 * the new translation a random id (a singleton's is fixed: `siteSettings__i18n_ar`). Without that
 * document, both versions warn that the other language has none (schemas/translations.ts) and
 * the menu does not list them.
 *
 * So a singleton's Publish links it: its metadata document (the seed's id for it,
 * `translation-metadata-siteSettings`) gets an entry for each language the singleton has a
 * document in and the metadata does not name yet, written as the plugin writes one
 * (`weakReferences`), with the language as the entry's key too, as the seed writes it. Entries
 * already there are left as they are; a singleton already linked writes nothing.
 */
import type { DocumentActionComponent, SanityClient } from 'sanity'
import { useClient } from 'sanity'
import { DEFAULT_LOCALE } from '../core/i18n/locales.ts'
import { singletonId, SUPPORTED_LANGUAGES } from '../schemas/translations'
import { studioApiVersion } from './env'

/** The id of the metadata document linking `type`'s documents: the seed's, by the English id. */
export const singletonMetadataId = (type: string) =>
  `translation-metadata-${singletonId(type, DEFAULT_LOCALE)}`

/** The metadata entry naming `type`'s document in `language`. */
export const singletonReference = (type: string, language: string) => ({
  _key: language,
  _type: 'internationalizedArrayReferenceValue',
  language,
  value: { _type: 'reference', _ref: singletonId(type, language), _weak: true },
})

type Entry = { _key?: string; language?: string }

/**
 * Adds to `type`'s metadata document the languages it has a document in (published or draft)
 * that the metadata does not name; creates the metadata document when there is none. Returns
 * the languages added.
 */
export async function linkSingletonTranslations(
  client: Pick<SanityClient, 'fetch' | 'mutate'>,
  type: string,
): Promise<string[]> {
  const metadataId = singletonMetadataId(type)
  const ids = SUPPORTED_LANGUAGES.map((language) => singletonId(type, language.id))
  const { present, linked } = await client.fetch<{ present: string[]; linked: Entry[] | null }>(
    /* groq */ `{
      "present": *[_id in $ids]._id,
      "linked": *[_id == $metadataId][0].translations[defined(value._ref)]{_key, language}
    }`,
    { ids: [...ids, ...ids.map((id) => `drafts.${id}`)], metadataId },
    { perspective: 'raw' },
  )
  const named = new Set((linked ?? []).map((entry) => entry.language ?? entry._key))
  const missing = SUPPORTED_LANGUAGES.map((language) => language.id).filter((code) => {
    const id = singletonId(type, code)
    return !named.has(code) && (present.includes(id) || present.includes(`drafts.${id}`))
  })
  if (missing.length === 0) return []
  await client.mutate([
    {
      createIfNotExists: {
        _id: metadataId,
        _type: 'translation.metadata',
        schemaTypes: [type],
        translations: [],
      },
    },
    {
      patch: {
        id: metadataId,
        setIfMissing: { translations: [] },
        insert: {
          after: 'translations[-1]',
          items: missing.map((code) => singletonReference(type, code)),
        },
      },
    },
  ])
  return missing
}

const linked = new WeakMap<DocumentActionComponent, DocumentActionComponent>()

/**
 * A singleton's Publish: links its documents (above), then publishes as `publish` does. A link
 * that fails is logged and the document published all the same: the warning stays, nothing else.
 */
export function linkedPublish(publish: DocumentActionComponent): DocumentActionComponent {
  const known = linked.get(publish)
  if (known) return known
  const LinkedPublish: DocumentActionComponent = (props) => {
    const client = useClient({ apiVersion: studioApiVersion })
    const description = publish(props)
    if (!description) return description
    return {
      ...description,
      onHandle: async () => {
        await linkSingletonTranslations(client, props.type).catch((error: unknown) =>
          console.error('[studio] the singleton’s languages could not be linked:', error),
        )
        description.onHandle?.()
      },
    }
  }
  LinkedPublish.action = publish.action
  LinkedPublish.displayName = 'LinkedPublish'
  linked.set(publish, LinkedPublish)
  return LinkedPublish
}
