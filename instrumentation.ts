/**
 * Runs once when the server starts (https://nextjs.org/docs/app/guides/instrumentation):
 * - warns about a production configuration that sends no e-mail, about security headers that the
 *   environment asks for but the build does not have (they are fixed when the site is built), and
 *   about a server started on another port than the one its local address was built with;
 * - starts the outbox sender, so e-mails and CRM hand-offs left pending or failed before a restart
 *   go out without waiting for the next lead, and retention runs on its timer.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const [
    { siteAddressWarning, siteUrl },
    { deliveryWarnings },
    { headerWarnings },
  ] = await Promise.all([
    import('./web/env'),
    import('./web/leads/server/startup-checks'),
    import('./web/http/build-headers'),
  ])
  const warnings = [
    ...deliveryWarnings(process.env),
    ...headerWarnings(process.env),
    siteAddressWarning(siteUrl, process.env.PORT),
  ]
  for (const warning of warnings) if (warning) console.warn(warning)
  const { ensureOutboxWorker } = await import('./web/leads/server/service')
  ensureOutboxWorker()
}
