import 'server-only'
/**
 * The brand facts that e-mails, invites and payment receipts carry, from the site settings.
 */
import type { SiteFacts } from '@/core/leads/lead-emails.ts'
import { siteUrl } from '@/web/env'
import { getSettings } from './index'

/**
 * The brand facts, kept for a few seconds: every lead needs them, and reading them through the
 * content cache costs more than the lead itself under load. An edit shows within FACTS_TTL_MS.
 */
const FACTS_TTL_MS = 5_000
let facts: { at: number; value: Promise<SiteFacts> } | null = null

export function siteFacts(): Promise<SiteFacts> {
  if (!facts || Date.now() - facts.at > FACTS_TTL_MS) {
    const value = readSiteFacts()
    facts = { at: Date.now(), value }
    value.catch(() => {
      facts = null
    })
  }
  return facts.value
}

async function readSiteFacts(): Promise<SiteFacts> {
  // Published settings (the default read): these facts go into e-mails.
  const settings = await getSettings()
  return {
    brandName: settings.brandName ?? 'Codehome',
    email: settings.email ?? '',
    phone: settings.phone ?? '',
    siteUrl,
    privacyNoticeVersion: settings.privacyNoticeVersion ?? '',
  }
}
