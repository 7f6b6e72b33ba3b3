/**
 * Runs once when the server starts (https://nextjs.org/docs/app/guides/instrumentation):
 * - stops the server on an invalid environment (exit code 1), whichever way it was started;
 * - warns, loudly, about a production server whose site address is localhost;
 * - warns about a production configuration that sends no e-mail, about security headers that the
 *   environment asks for but the build does not have (they are fixed when the site is built), and
 *   about a server started on another port than the one its local address was built with;
 * - starts the outbox sender, so e-mails and CRM hand-offs left pending or failed before a restart
 *   go out without waiting for the next lead, and retention runs on its timer.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  // A bad environment stops the server. `next start` stops before this (next.config.ts imports
  // web/env), but the standalone server reads no next.config.ts and would keep listening,
  // answering 500 to every request: it stops here the same way, exit code 1, naming the variable.
  const config = await import('./web/env').catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
  const [{ deliveryWarnings }, { headerWarnings }] = await Promise.all([
    import('./web/leads/server/startup-checks'),
    import('./web/http/build-headers'),
  ])
  const warnings = [
    config.localSiteWarning(config.siteUrl, process.env),
    ...deliveryWarnings(process.env),
    ...headerWarnings(process.env),
    config.siteAddressWarning(config.siteUrl, process.env.PORT),
  ]
  for (const warning of warnings) if (warning) console.warn(warning)
  const { ensureOutboxWorker } = await import('./web/leads/server/service')
  ensureOutboxWorker()
}
