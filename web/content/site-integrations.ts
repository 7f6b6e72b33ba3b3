/**
 * The ids that switch the optional third parties on: Google Analytics' measurement id and the
 * live chat's id, each from the environment or, without it, from the site settings in the CMS
 * (marketing staff switch them on without a deploy). The site shell renders the integrations
 * from these ids; the Content-Security-Policy of public pages always names their hosts
 * (web/http/content-security-policy.ts), so a publish that switches one on needs no build.
 */
import { publicEnv } from '@/web/env'
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
