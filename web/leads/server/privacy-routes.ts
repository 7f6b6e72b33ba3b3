import 'server-only'
/**
 * The public privacy endpoints (web/privacy/routes.ts) with this server's database, links,
 * settings and limits, and the e-mail outbox the lead service runs: wiring, beside the lead
 * service's, so that web/privacy/ stays below web/leads/.
 */
import { requestAddress } from '@/web/http/client-address'
import { rateLimiter } from '@/web/lib/rate-limits'
import { ensureOutboxWorker } from './service'
import { leadsSql } from '@/web/server/database'
import { siteFacts } from '@/web/content/site-facts'
import { signedLinks } from '@/web/privacy/links'
import type { PrivacyRouteDeps } from '@/web/privacy/routes'

/** Privacy requests per client address an hour: each sends an e-mail to the address given. */
export const PRIVACY_REQUESTS_PER_HOUR = 5

let deps: PrivacyRouteDeps | null = null

export function privacyRouteDeps(): PrivacyRouteDeps {
  deps ??= {
    sql: leadsSql,
    links: signedLinks(),
    siteFacts,
    limiter: rateLimiter('privacy-requests', PRIVACY_REQUESTS_PER_HOUR, { windowMs: 3_600_000 }),
    address: requestAddress,
    afterCommit: () => ensureOutboxWorker()?.nudge(),
  }
  return deps
}
