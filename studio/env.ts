/**
 * Studio configuration values. The Studio runs in the browser (embedded at /studio) and under the
 * Sanity CLI, so it reads only NEXT_PUBLIC_* variables, named literally for Next to inline them.
 * Without a project id the Studio still builds (the Sanity CLI and typegen need a config), but
 * /studio shows a guide to connecting a project instead (app/studio-setup, by a rewrite in
 * next.config.ts): there is no Content Lake to talk to in the embedded default.
 */
import { STUDIO_PATH } from '@/web/lib/routes'

export const studioProjectId = process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || 'local0000'
export const studioDataset = process.env.NEXT_PUBLIC_SANITY_DATASET || 'production'
export const studioApiVersion = process.env.NEXT_PUBLIC_SANITY_API_VERSION || '2025-10-01'
export const studioBasePath = STUDIO_PATH
