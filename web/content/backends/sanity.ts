/**
 * Production: Sanity's Content Lake through @sanity/client. Tagged, cached fetches go to the API
 * (not the CDN), so a revalidation after a publish reads fresh content.
 */
import { createClient, type QueryParams, type SanityClient } from '@sanity/client'
import { stegaFilter } from '../stega'
import type { ContentBackend, Perspective, QueryOptions } from './types'
import { withLocale } from './locale-param'

export interface SanityBackendConfig {
  projectId: string
  dataset: string
  apiVersion: string
  /** Needed to read drafts. */
  token?: string
  /** Another API host (a proxy, or a stand-in in tests). */
  apiHost?: string
  /** Where edit links in stega-encoded strings lead: the embedded Studio's path. */
  studioUrl?: string
}

/** The published-content client (no token): what visitors' pages are rendered from. */
export function createSanityClient(config: SanityBackendConfig): SanityClient {
  return createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    useCdn: false,
    perspective: 'published',
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
  })
}

export function createSanityBackend(config: SanityBackendConfig): ContentBackend {
  const client = createSanityClient(config)

  // What an editor in draft mode reads: with the read token, and able to encode edit links.
  const previewClient = config.token
    ? client.withConfig({
        token: config.token,
        stega: { enabled: false, studioUrl: config.studioUrl ?? '/studio', filter: stegaFilter },
      })
    : null

  return {
    name: 'sanity',
    // A safety net for a lost webhook: content is at most an hour old.
    revalidate: 3600,
    async version() {
      return `${config.projectId}/${config.dataset}`
    },
    query<R>(query: string, given: QueryParams, perspective: Perspective, options?: QueryOptions) {
      const params = withLocale(query, given)
      if (perspective === 'published' && !options?.stega) return client.fetch<R>(query, params)
      if (!previewClient) throw new Error('Previewing drafts needs SANITY_API_READ_TOKEN')
      return previewClient.fetch<R>(query, params, {
        // One document's draft: the Content Lake has no such perspective (see Perspective).
        perspective:
          Array.isArray(perspective) || typeof perspective === 'string' ? perspective : 'drafts',
        stega: Boolean(options?.stega),
      })
    },
  }
}
