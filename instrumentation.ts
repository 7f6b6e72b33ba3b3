/**
 * When the production server starts: warns about a production configuration that sends no
 * e-mail, and starts the outbox sender (when SMTP_URL or CRM_WEBHOOK_URL is set), so e-mails and
 * CRM hand-offs left pending or failed before a restart go out without waiting for the next lead.
 * https://nextjs.org/docs/app/guides/instrumentation
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { deliveryWarnings } = await import('./web/leads/server/startup-checks')
  for (const warning of deliveryWarnings(process.env)) console.warn(warning)
  if (!process.env.SMTP_URL && !process.env.CRM_WEBHOOK_URL) return
  const { ensureOutboxWorker } = await import('./web/leads/server/service')
  ensureOutboxWorker()
}
