/**
 * Warnings a production server logs when it starts (issue 14, item 12): a configuration that
 * stores leads in production (Supabase, or a database URL) but sends no e-mail would keep every
 * welcome and notification e-mail pending, unseen, while visitors are told to check their inbox.
 */
/** The environment (process.env): SMTP_URL, DATABASE_URL, NEXT_PUBLIC_SUPABASE_URL. */
export type DeliveryConfig = Record<string, string | undefined>

export function deliveryWarnings(config: DeliveryConfig): string[] {
  const production = Boolean(config.DATABASE_URL || config.NEXT_PUBLIC_SUPABASE_URL)
  if (!production || config.SMTP_URL) return []
  return [
    [
      '[leads] Warning: e-mail delivery is off. SMTP_URL is not set, so the welcome and notification',
      'e-mails of every lead stay pending in the outbox and nobody receives them (the admin shows',
      'them under /admin/leads). Set SMTP_URL (smtp://user:password@host:587) to send them.',
      config.NEXT_PUBLIC_SUPABASE_URL
        ? 'If the Supabase Edge Function sends them with its own SMTP_URL secret, this server does not need it.'
        : '',
    ]
      .filter(Boolean)
      .join(' '),
  ]
}
