/**
 * How a singleton's document in each language is created (issue 44). The desk opens one document
 * per singleton and language by its id (structure.ts, `siteSettings`, `siteSettings__i18n_ar`);
 * when that document does not exist yet, the Studio creates it from the pane's initial value
 * template. Without one it would start empty, with no `language`: the site reads a document
 * without a language as English (web/content/projections.ts `inLocale`), so an Arabic singleton
 * created from the desk would be read as a second English one and never as the Arabic one.
 *
 * One template per singleton and language sets `language`. They replace the singletons' default
 * templates and the ones the translation plugin adds (a singleton is never created from "New
 * document", only opened from its pinned item), and "New document" does not offer them.
 */
import type { Template, TemplateItem } from 'sanity'
import { SINGLETON_TYPES, singletonTypes } from '../schemas'
import { SUPPORTED_LANGUAGES } from '../schemas/translations'

/** The template that creates `type`'s document in `language`: `singleton-siteSettings-ar`. */
export const singletonTemplateId = (type: string, language: string) =>
  `singleton-${type}-${language}`

export const SINGLETON_TEMPLATES: Template[] = singletonTypes.flatMap((type) =>
  SUPPORTED_LANGUAGES.map((language) => ({
    id: singletonTemplateId(type.name, language.id),
    title: `${type.title ?? type.name} (${language.title})`,
    schemaType: type.name,
    value: { language: language.id },
  })),
)

const SINGLETON_TEMPLATE_IDS: ReadonlySet<string> = new Set(SINGLETON_TEMPLATES.map((t) => t.id))

/** The Studio's templates (`schema.templates`): the singletons' own, per language, in theirs. */
export const studioTemplates = (templates: Template[]): Template[] => [
  ...templates.filter(({ schemaType }) => !SINGLETON_TYPES.has(schemaType)),
  ...SINGLETON_TEMPLATES,
]

/** What "New document" offers (`document.newDocumentOptions`): never a singleton. */
export const newDocumentOptions = (options: TemplateItem[]): TemplateItem[] =>
  options.filter(({ templateId }) => !SINGLETON_TEMPLATE_IDS.has(templateId))
