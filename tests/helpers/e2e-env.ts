/**
 * The environment the end-to-end server runs with, shared by playwright.config.ts and the tests
 * (which need the same secrets and paths).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)

export const E2E_ENV: Record<string, string> = {
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${E2E_PORT}`,
  CONTENT_DATASET: '.data/e2e/dataset.ndjson',
  PGLITE_DATA_DIR: '.data/e2e/pglite',
  SANITY_REVALIDATE_SECRET: 'e2e-webhook-secret-0123456789',
  ADMIN_TOKEN: 'e2e-admin-token-0123456789abcdef',
  // Chromium sends *.localhost to loopback: a second host name for the same server.
  PREVIEW_HOSTS: 'preview.localhost',
}

// Leads (issue 5): the e2e server sends its outbox to a test SMTP server that the lead tests run
// on loopback (E2E_PORT + 50), retries quickly, and lets one address send every test's forms.
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_PORT + 50)
Object.assign(E2E_ENV, {
  SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
  MAIL_FROM: '"Codehome" <hello@codehome.example>',
  OUTBOX_RETRY_BASE_MS: '1000',
  OUTBOX_POLL_MS: '500',
  LEADS_RATE_LIMIT: '1000',
})
