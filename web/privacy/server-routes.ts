import 'server-only'
/** The public privacy endpoints with this server's database, links, settings and limits. */
import { requestAddress } from '@/web/http/client-address'
import { rateLimiter } from '@/web/lib/rate-limits'
import { ensureOutboxWorker } from '@/web/leads/server/service'
import { leadsSql } from '@/web/server/database'
import { siteFacts } from '@/web/content/site-facts'
import { signedLinks } from './links'
import type { PrivacyRouteDeps } from './routes'

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
