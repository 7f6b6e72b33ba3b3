/**
 * The backend this deployment uses, chosen by configuration alone: Sanity when a project id is
 * set, otherwise the local dataset.
 */
import { STUDIO_PATH } from '@/web/lib/routes'
import { contentBackend, env, publicEnv } from '@/web/env'
import { createLocalBackend } from './backends/local'
import { createSanityBackend, type SanityBackendConfig } from './backends/sanity'
import type { ContentBackend } from './backends/types'

/** The Content Lake this site reads, when it reads one (also used to check preview secrets). */
export const sanityConfig: SanityBackendConfig | null =
  contentBackend === 'sanity'
    ? {
        projectId: publicEnv.NEXT_PUBLIC_SANITY_PROJECT_ID!,
        dataset: publicEnv.NEXT_PUBLIC_SANITY_DATASET,
        apiVersion: publicEnv.NEXT_PUBLIC_SANITY_API_VERSION,
        token: env.SANITY_API_READ_TOKEN,
        apiHost: env.SANITY_API_HOST,
        studioUrl: STUDIO_PATH,
      }
    : null

export const backend: ContentBackend = sanityConfig
  ? createSanityBackend(sanityConfig)
  : createLocalBackend(env.CONTENT_DATASET)
