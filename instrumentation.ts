/**
 * Starts the e-mail outbox sender when the production server starts (when SMTP_URL is set), so
 * e-mails left pending or failed before a restart go out without waiting for the next lead.
 * https://nextjs.org/docs/app/guides/instrumentation
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !process.env.SMTP_URL) return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { ensureOutboxWorker } = await import('./web/leads/server/service')
  ensureOutboxWorker()
}
