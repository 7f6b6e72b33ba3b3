/**
 * The validation an editor feels in the Studio, run headless with Sanity's own validator against
 * the compiled schema. Custom rules that look at other documents (unique slugs and aliases)
 * query through @sanity/client, answered by the GROQ stand-in over `documents`.
 */
import { createClient } from '@sanity/client'
import { validateDocumentWithWorkspace } from '@sanity/validation'
import { getFallbackLocaleSource } from '@sanity/validation/_internal'
import type { LocalDocument } from '@/web/content/backends/local'
import { startGroqStandIn, type StandIn } from './groq-stand-in'
import { compileStudioSchema } from './schema'

/** A validator over `documents`: `start()` in beforeAll, `stop()` in afterAll. */
export function studioValidator(documents: readonly LocalDocument[]) {
  const schema = compileStudioSchema()
  const ids = new Set(documents.map((doc) => doc._id))
  let standIn: StandIn | undefined
  let client: ReturnType<typeof createClient> | undefined

  return {
    async start() {
      standIn = await startGroqStandIn([...documents])
      client = createClient({
        projectId: 'test0000',
        dataset: 'test',
        apiVersion: '2025-10-01',
        useCdn: false,
        apiHost: standIn.url,
        useProjectHostname: false,
      })
    },
    stop: () => standIn?.close(),

    /** The errors the Studio shows on `document`, by field path. */
    errorsOf(document: LocalDocument) {
      return this.markersOf(document, 'error')
    },

    /** The warnings the Studio shows on `document`, by field path. */
    warningsOf(document: LocalDocument) {
      return this.markersOf(document, 'warning')
    },

    /** What the Studio shows on `document` at `level`, by field path. */
    async markersOf(document: LocalDocument, level: 'error' | 'warning') {
      if (!client) throw new Error('studioValidator: call start() first')
      const reader = client
      // The Studio's own validation path (a workspace in the 'studio' environment). The headless
      // `validateDocument` runs as the CLI, which adds an unknown-fields check that downgrades
      // object-level rules (slugs, geopoints) to warnings.
      const markers = await validateDocumentWithWorkspace({
        document: document as never,
        workspace: {
          schema: schema as never,
          getClient: ({ apiVersion }) => reader.withConfig({ apiVersion }),
          i18n: getFallbackLocaleSource(),
        },
        environment: 'studio',
        getDocumentExists: async ({ id }) => ids.has(id.replace(/^drafts\./, '')),
      })
      return markers
        .filter((marker) => marker.level === level)
        .map((marker) => ({
          path: marker.path
            .map((segment) => (typeof segment === 'object' ? JSON.stringify(segment) : segment))
            .join('.'),
          message: marker.message,
        }))
    },
  }
}
