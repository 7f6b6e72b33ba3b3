/**
 * The backend this deployment uses, chosen by configuration alone: Sanity when a project id is
 * set, otherwise the local dataset.
 */
import { contentBackend, env, publicEnv } from '@/web/env'
import { createLocalBackend } from './backends/local'
import { createSanityBackend } from './backends/sanity'
import type { ContentBackend } from './backends/types'

export const backend: ContentBackend =
  contentBackend === 'sanity'
    ? createSanityBackend({
        projectId: publicEnv.NEXT_PUBLIC_SANITY_PROJECT_ID!,
        dataset: publicEnv.NEXT_PUBLIC_SANITY_DATASET,
        apiVersion: publicEnv.NEXT_PUBLIC_SANITY_API_VERSION,
        token: env.SANITY_API_READ_TOKEN,
        apiHost: env.SANITY_API_HOST,
      })
    : createLocalBackend(env.CONTENT_DATASET)
