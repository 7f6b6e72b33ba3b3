/**
 * Runs once when the server starts (https://nextjs.org/docs/app/guides/instrumentation):
 * - installs the HTTP hooks: each request's socket address for the rate limits, the CDN cache
 *   policy of public pages, every response's Content-Security-Policy, the mark that lets a
 *   canonical service or case-study page skip the proxy, and cached pages' bodies sent as bytes
 *   (web/http/server-hooks.ts);
 * - warns about a production configuration that sends no e-mail, and about a server started on
 *   another port than the one its local address was built with;
 * - starts the outbox sender (when SMTP_URL or CRM_WEBHOOK_URL is set), so e-mails and CRM
 *   hand-offs left pending or failed before a restart go out without waiting for the next lead.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const [
    { installServerHooks },
    { cspConfigFromEnv, cspConfigSource },
    { currentSiteIntegrations, refreshSiteIntegrations },
    { env, siteAddressWarning, siteUrl },
    { deliveryWarnings },
    { canonicalPageCheck },
  ] = await Promise.all([
    import('./web/http/server-hooks'),
    import('./web/http/content-security-policy'),
    import('./web/content/site-integrations'),
    import('./web/env'),
    import('./web/leads/server/startup-checks'),
    import('./web/content/redirect-table'),
  ])
  // The analytics and chat ids the pages are rendered with, for the CSP (a Content Lake that
  // does not answer within seconds does not hold the start up: its ids follow a minute later).
  await Promise.race([refreshSiteIntegrations(), new Promise((done) => setTimeout(done, 5000))])
  installServerHooks(
    { maxAge: env.CDN_MAX_AGE, staleWhileRevalidate: env.CDN_STALE_WHILE_REVALIDATE },
    cspConfigSource(
      (integrations) => cspConfigFromEnv(env, { siteUrl, integrations }),
      currentSiteIntegrations,
    ),
    { canonicalPage: canonicalPageCheck() },
  )
  for (const warning of deliveryWarnings(process.env)) console.warn(warning)
  const addressWarning = siteAddressWarning(siteUrl, process.env.PORT)
  if (addressWarning) console.warn(addressWarning)
  if (!env.SMTP_URL && !env.CRM_WEBHOOK_URL) return
  const { ensureOutboxWorker } = await import('./web/leads/server/service')
  ensureOutboxWorker()
}
