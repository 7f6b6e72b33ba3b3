/**
 * Production: Sanity's Content Lake through @sanity/client. Tagged, cached fetches go to the API
 * (not the CDN), so a revalidation after a publish reads fresh content.
 */
import { createClient, type QueryParams } from '@sanity/client'
import type { ContentBackend, Perspective } from './types'

export interface SanityBackendConfig {
  projectId: string
  dataset: string
  apiVersion: string
  /** Needed to read drafts. */
  token?: string
  /** Another API host (a proxy, or a stand-in in tests). */
  apiHost?: string
}

export function createSanityBackend(config: SanityBackendConfig): ContentBackend {
  const client = createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    useCdn: false,
    perspective: 'published',
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
  })

  const draftClient = config.token
    ? client.withConfig({ token: config.token, perspective: 'drafts' })
    : null

  return {
    name: 'sanity',
    // A safety net for a lost webhook: content is at most an hour old.
    revalidate: 3600,
    async version() {
      return `${config.projectId}/${config.dataset}`
    },
    query<R>(query: string, params: QueryParams, perspective: Perspective) {
      if (perspective === 'drafts') {
        if (!draftClient) throw new Error('Previewing drafts needs SANITY_API_READ_TOKEN')
        return draftClient.fetch<R>(query, params)
      }
      return client.fetch<R>(query, params)
    },
  }
}
