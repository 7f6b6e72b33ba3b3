/**
 * Runs once when the server starts (https://nextjs.org/docs/app/guides/instrumentation):
 * - installs the HTTP hooks: each request's socket address for the rate limits, the CDN cache
 *   policy of public pages and every response's Content-Security-Policy
 *   (web/http/server-hooks.ts);
 * - starts the e-mail outbox sender (when SMTP_URL is set), so e-mails left pending or failed
 *   before a restart go out without waiting for the next lead.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ installServerHooks }, { cspConfigFromEnv }, { env }] = await Promise.all([
    import('./web/http/server-hooks'),
    import('./web/http/content-security-policy'),
    import('./web/env'),
  ])
  installServerHooks(
    { maxAge: env.CDN_MAX_AGE, staleWhileRevalidate: env.CDN_STALE_WHILE_REVALIDATE },
    cspConfigFromEnv(env),
  )
  if (!env.SMTP_URL) return
  const { ensureOutboxWorker } = await import('./web/leads/server/service')
  ensureOutboxWorker()
}
