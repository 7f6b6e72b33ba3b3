// @vitest-environment jsdom
/**
 * A singleton's Arabic document created from the Studio's desk carries `language: 'ar'` (issue
 * 44). The desk opens each singleton per language by its id (studio/structure.ts); a document not
 * there yet is created from the pane's initial value template. The Studio's configuration is
 * resolved here as Sanity resolves it (its plugins first, then the root, sanity's flattenConfig),
 * and the desk is built with Sanity's own structure builder: each singleton's pane in a language
 * names a template that exists and whose initial value has that language, and "New document"
 * offers no singleton.
 */
import type { Template, TemplateItem } from 'sanity'
import { createSchema, flattenConfig, resolveInitialValue } from 'sanity'
import { createStructureBuilder } from 'sanity/structure'
import { describe, expect, it } from 'vitest'
import { schemaTypes, singletonTypes } from '@/schemas'
import { singletonId, SUPPORTED_LANGUAGES } from '@/schemas/translations'
import config from '@/studio/sanity.config'
import { structure } from '@/studio/structure'

type Layer = {
  config: {
    schema?: { templates?: Template[] | ((prev: Template[], context: unknown) => Template[]) }
    document?: {
      newDocumentOptions?: (prev: TemplateItem[], context: unknown) => TemplateItem[]
    }
  }
}
const layers = flattenConfig(config as never, []) as unknown as Layer[]

const schema = createSchema({ name: 'default', types: schemaTypes })

/** `schema.templates` as the Studio resolves it: one default per document type, then each layer. */
const templates: Template[] = layers.reduce<Template[]>(
  (prev, { config: layer }) => {
    const own = layer.schema?.templates
    if (!own) return prev
    return typeof own === 'function' ? own(prev, { schema }) : [...prev, ...own]
  },
  [...schemaTypes.filter((type) => type.type === 'document'), { name: 'translation.metadata' }].map(
    (type) => ({ id: type.name, schemaType: type.name, title: type.name, value: {} }),
  ),
)

/** "New document" (global) as the Studio resolves it from the templates. */
const newDocumentItems: TemplateItem[] = layers.reduce<TemplateItem[]>(
  (prev, { config: layer }) =>
    layer.document?.newDocumentOptions
      ? layer.document.newDocumentOptions(prev, { creationContext: { type: 'global' } })
      : prev,
  templates
    .filter((template) => !template.parameters?.length)
    .map((template) => ({ templateId: template.id })),
)

/** The desk's singleton panes as Sanity's structure builder serializes them. */
function singletonPanes() {
  const S = createStructureBuilder({
    source: {
      schema,
      templates,
      getClient: () => ({}),
      i18n: { t: (key: string) => key },
      document: { resolveNewDocumentOptions: () => [] },
    } as never,
    perspectiveStack: [],
  })
  const root = (structure(S, {} as never) as { serialize: () => unknown }).serialize() as {
    items: { id: string; child?: unknown }[]
  }
  const serialize = (node: unknown) =>
    (typeof (node as { serialize?: unknown }).serialize === 'function'
      ? (node as { serialize: () => unknown }).serialize()
      : node) as Record<string, any>
  return singletonTypes.flatMap((type) => {
    const item = root.items.find((entry) => entry.id === type.name)!
    return serialize(serialize(item.child)).items.map((entry: { child: unknown }) =>
      serialize(entry.child),
    ) as { id: string; options: { id: string; type: string; template?: string } }[]
  })
}

const initialValueOf = (template: Template) =>
  resolveInitialValue(schema, template, {}, {
    projectId: 'test0000',
    dataset: 'test',
    schema,
    currentUser: null,
    getClient: () => ({}) as never,
  } as never)

describe('a singleton created from the desk in a language', () => {
  it('opens each singleton per language with a template that sets its language', async () => {
    const panes = singletonPanes()
    expect(panes).toHaveLength(singletonTypes.length * SUPPORTED_LANGUAGES.length)
    for (const type of singletonTypes) {
      for (const language of SUPPORTED_LANGUAGES) {
        const pane = panes.find((entry) => entry.id === singletonId(type.name, language.id))!
        expect(pane.options).toMatchObject({ id: pane.id, type: type.name })
        const template = templates.find((entry) => entry.id === pane.options.template)
        expect(template, `${pane.id}'s template`).toBeDefined()
        expect(template!.schemaType).toBe(type.name)
        expect(await initialValueOf(template!)).toMatchObject({ language: language.id })
      }
    }
  })

  it('the Arabic site settings start Arabic, with their fields’ own initial values', async () => {
    const pane = singletonPanes().find((entry) => entry.id === 'siteSettings__i18n_ar')!
    const template = templates.find((entry) => entry.id === pane.options.template)!
    const value = (await initialValueOf(template)) as Record<string, unknown>
    expect(value.language).toBe('ar')
    expect(value._type).toBe('siteSettings')
  })

  it('keeps each template id once, and "New document" offers no singleton', () => {
    const ids = templates.map((template) => template.id)
    expect(new Set(ids).size).toBe(ids.length)
    const singletonTemplates = templates.filter((template) =>
      singletonTypes.some((type) => type.name === template.schemaType),
    )
    // The singletons' own templates, one per language; no default, no parameterized one.
    expect(singletonTemplates).toHaveLength(singletonTypes.length * SUPPORTED_LANGUAGES.length)
    expect(singletonTemplates.every((template) => !template.parameters?.length)).toBe(true)
    const offered = new Set(newDocumentItems.map((item) => item.templateId))
    for (const template of singletonTemplates) expect(offered.has(template.id)).toBe(false)
    // The collections are still offered, in each language (the translation plugin's templates).
    expect(offered.has('service')).toBe(true)
    expect(offered.has('service-ar')).toBe(true)
  })
})
