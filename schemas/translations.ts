/**
 * The Studio's languages (issue 44). Documents are translated whole, as separate documents linked
 * by a `translation.metadata` document: the maintained `@sanity/document-internationalization`
 * plugin (studio/sanity.config.ts). Why documents and not field-level arrays: every text of a
 * service, a case study or a page changes together, an Arabic page has its own SEO fields and
 * slug history, each language is published, previewed and revalidated on its own, and an editor
 * compares the two side by side in split panes. The languages are core/i18n/locales.ts's table:
 * a third one is an entry there.
 */
import { defineField, type DocumentDefinition, type Rule, type ValidationContext } from 'sanity'
import { DEFAULT_LOCALE, LOCALES } from '../core/i18n/locales.ts'
import { translationId } from '../web/content/document-ids'
import { CONTENT_TYPES } from '../web/content/tags'
import { VALIDATION_API_VERSION } from './validation'

/** The document types written in each language: every type a visitor reads (the cached ones). */
export const TRANSLATED_TYPES = CONTENT_TYPES

/** The plugin's languages, in the table's order (English first). */
export const SUPPORTED_LANGUAGES = LOCALES.map((locale) => ({
  id: locale.code,
  title: locale.code === DEFAULT_LOCALE ? locale.name : `${locale.name} (${locale.code})`,
}))

/** The id of a singleton's document in `locale`: `siteSettings`, `siteSettings__i18n_ar`. */
export const singletonId = (type: string, locale: string) =>
  translationId(type, locale, DEFAULT_LOCALE)

/** The field the plugin writes: set when a translation is created, never edited by hand. */
export const languageField = defineField({
  name: 'language',
  title: 'Language',
  type: 'string',
  readOnly: true,
  hidden: true,
})

/**
 * The languages `id` has no version in yet, by the translation.metadata document that links it
 * to its translations (none: every other language). An entry names its language in `language`,
 * as the plugin writes it, or in its `_key`, as the seed and the plugin's earlier versions did.
 */
export async function missingTranslations(
  id: string,
  language: string | undefined,
  context: ValidationContext,
): Promise<string[]> {
  const client = context.getClient({ apiVersion: VALIDATION_API_VERSION })
  const published = id.replace(/^drafts\./, '')
  const entries = await client.fetch<{ _key?: string; language?: string }[] | null>(
    /* groq */ `*[_type == "translation.metadata" && $id in translations[].value._ref][0].translations[defined(value._ref)]{_key, language}`,
    { id: published },
  )
  const linked = (entries ?? []).map((entry) => entry.language ?? entry._key)
  const own = language ?? DEFAULT_LOCALE
  return LOCALES.map((locale) => locale.code).filter(
    (code) => code !== own && !linked.includes(code),
  )
}

const languageName = (code: string) => LOCALES.find((locale) => locale.code === code)?.name ?? code

/**
 * A warning on a document that has no version in some language yet: it says which, and the page
 * in that language answers 404 until there is one. Not an error: a page may go live in English
 * first.
 */
export function translationWarning(rule: Rule) {
  return rule
    .custom(async (document: { _id?: string; language?: string } | undefined, context) => {
      if (!document?._id) return true
      const missing = await missingTranslations(document._id, document.language, context)
      if (missing.length === 0) return true
      return `No ${missing.map(languageName).join(', ')} version yet: its page in that language answers 404 until one is published (Translations, in the toolbar)`
    })
    .warning()
}

/** `type` with the language field and the missing-translation warning, when it is translated. */
export function translatable<T extends DocumentDefinition>(type: T): T {
  if (!(TRANSLATED_TYPES as readonly string[]).includes(type.name)) return type
  const own = type.validation
  return {
    ...type,
    fields: [languageField, ...type.fields],
    validation: (rule: Rule) => {
      const rules = typeof own === 'function' ? own(rule) : own
      return [...(Array.isArray(rules) ? rules : rules ? [rules] : []), translationWarning(rule)]
    },
  }
}
