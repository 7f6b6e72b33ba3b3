'use client'
/**
 * Sanity Studio, embedded in the site at /studio (app/studio/[[...tool]]/page.tsx) and used by the
 * Sanity CLI through the re-export in ../sanity.config.ts.
 * 'use client' is required for the embedded Studio to build in the App Router.
 */
import { documentInternationalization } from '@sanity/document-internationalization'
import { visionTool } from '@sanity/vision'
import { defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'
import { SINGLETON_TYPES, schemaTypes } from '../schemas'
import { SUPPORTED_LANGUAGES, TRANSLATED_TYPES } from '../schemas/translations'
import { CLIENT_PREVIEW_TYPES, ClientPreviewAction } from './client-preview-action'
import { studioApiVersion, studioBasePath, studioDataset, studioProjectId } from './env'
import { presentation } from './presentation'
import { newDocumentOptions, studioTemplates } from './singleton-templates'
import { linkedPublish } from './singleton-translations'
import { structure } from './structure'

export default defineConfig({
  name: 'default',
  title: 'Codehome content',
  basePath: studioBasePath,
  projectId: studioProjectId,
  dataset: studioDataset,
  schema: {
    types: schemaTypes,
    // Singletons are opened from the pinned list items, never created from "New document"; a
    // singleton's document in a language is created with its `language` (singleton-templates.ts).
    templates: studioTemplates,
  },
  document: {
    newDocumentOptions,
    // Singletons can be edited and published, not duplicated or deleted; their Publish links
    // their languages for the translation plugin (singleton-translations.ts).
    // Pages can be shown to a client before they are published (a preview link).
    actions: (actions, { schemaType }) =>
      SINGLETON_TYPES.has(schemaType)
        ? actions
            .filter(
              ({ action }) => action && ['publish', 'discardChanges', 'restore'].includes(action),
            )
            .map((action) => (action.action === 'publish' ? linkedPublish(action) : action))
        : CLIENT_PREVIEW_TYPES.has(schemaType)
          ? [...actions, ClientPreviewAction]
          : actions,
  },
  plugins: [
    structureTool({ structure }),
    // English and Arabic versions of a document, linked by a translation.metadata document: the
    // toolbar's Translations menu opens or creates the other language's version
    // (schemas/translations.ts says why documents, not fields).
    documentInternationalization({
      supportedLanguages: SUPPORTED_LANGUAGES,
      schemaTypes: [...TRANSLATED_TYPES],
      weakReferences: true,
      // A singleton is opened in each language from the desk (structure.ts), by its fixed id: the
      // plugin's Translations menu would create a second one with a random id.
      hideLanguageFilter: [...SINGLETON_TYPES],
    }),
    presentation,
    visionTool({ defaultApiVersion: studioApiVersion }),
  ],
})
