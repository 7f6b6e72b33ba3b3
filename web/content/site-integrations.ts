/**
 * The ids that switch the optional third parties on: Google Analytics' measurement id and the
 * live chat's id, each from the environment or, without it, from the site settings in the CMS
 * (marketing staff switch them on without a deploy). The site shell renders the integrations
 * from these ids; the Content-Security-Policy allows their hosts from the same ids, which it
 * needs outside any request, so this module also keeps the last published ids in memory:
 *
 * - read when the server starts;
 * - read again when the publish webhook for the site settings reaches this server, before it
 *   answers (the pages it revalidates and the policy change together);
 * - read again at most a minute after the last read on any server, for the servers the webhook
 *   did not reach (with REDIS_URL the pages change on all of them at once).
 */
import { publicEnv } from '@/web/env'
import { backend } from './backend'
import { settingsQuery } from './queries'
import type { SettingsQueryResult } from './sanity.types'

export interface SiteIntegrations {
  measurementId: string | null
  chatId: string | null
}

type IntegrationSettings = Pick<NonNullable<SettingsQueryResult>, 'analyticsId' | 'chatId'>

/** The ids in effect: the environment's overrides the CMS's, so staging can point elsewhere. */
export function siteIntegrations(settings: IntegrationSettings | null): SiteIntegrations {
  return {
    measurementId: publicEnv.NEXT_PUBLIC_GA_MEASUREMENT_ID ?? settings?.analyticsId ?? null,
    chatId: publicEnv.NEXT_PUBLIC_CHAT_ID ?? settings?.chatId ?? null,
  }
}

/** How long the published ids are trusted before a request starts reading them again. */
const MAX_AGE_MS = 60_000

interface Known {
  ids: SiteIntegrations
  readAt: number
  /** The read under way; later reads queue behind it. */
  reading: Promise<void> | null
}

// One copy per process: instrumentation.ts and the webhook route are bundled apart.
const KEY = Symbol.for('codehome.content.site-integrations')
const known = (): Known =>
  ((globalThis as { [KEY]?: Known })[KEY] ??= {
    ids: siteIntegrations(null),
    readAt: 0,
    reading: null,
  })

/** Reads the published site settings again (after any read under way). Never rejects. */
export function refreshSiteIntegrations(): Promise<void> {
  const state = known()
  const read = async () => {
    try {
      const settings = await backend.query<SettingsQueryResult>(settingsQuery, {}, 'published')
      state.ids = siteIntegrations(settings)
    } catch (error) {
      // The last known ids stay; the next read is due in a minute.
      console.error('[integrations] the site settings could not be read:', error)
    }
    state.readAt = Date.now()
  }
  const reading: Promise<void> = (state.reading ?? Promise.resolve()).then(read).finally(() => {
    if (state.reading === reading) state.reading = null
  })
  state.reading = reading
  return reading
}

/** The ids as last read; starts reading them again when that was over a minute ago. */
export function currentSiteIntegrations(): SiteIntegrations {
  const state = known()
  if (!state.reading && Date.now() - state.readAt > MAX_AGE_MS) void refreshSiteIntegrations()
  return state.ids
}
