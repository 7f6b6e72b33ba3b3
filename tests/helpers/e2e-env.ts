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
  // Every test's career applications come from one address (the cap is covered by unit tests).
  RESUMES_PER_HOUR: '1000',
  // The function times forms by its own clock, which Playwright's clock cannot move: tests fill
  // forms in milliseconds, so none is "too fast" here (the rule itself is covered by unit tests).
  LEADS_MIN_FILL_MS: '0',
})

// Draft preview (issue 11): editors turn draft mode on at preview.localhost (Chromium resolves
// *.localhost to loopback), never at the site's own host, with this secret. Content protection
// (issue 10) is off there.
export const E2E_PREVIEW_HOST = 'preview.localhost'
Object.assign(E2E_ENV, {
  PREVIEW_HOSTS: E2E_PREVIEW_HOST,
  PREVIEW_SECRET: 'e2e-preview-secret-0123456789',
})

// The CRM hand-off (issue 16): every lead is POSTed, signed, to a receiver the desk tests run on
// loopback (E2E_PORT + 54). While no test runs it, deliveries fail and are retried, then dead.
export const E2E_CRM_PORT = Number(process.env.E2E_CRM_PORT ?? E2E_PORT + 54)
Object.assign(E2E_ENV, {
  CRM_WEBHOOK_URL: `http://127.0.0.1:${E2E_CRM_PORT}/crm/leads`,
  CRM_WEBHOOK_SECRET: `whsec_${Buffer.from('codehome-e2e-crm-secret-0123456789').toString('base64')}`,
})

/**
 * What every test's browser starts with unless the test says otherwise: a visitor who has already
 * answered the cookie banner ('Necessary Only', so nothing asks Google), so that the banner does
 * not cover what other tests click. The first-visit tests start from an empty browser.
 */
export const RETURNING_VISITOR_STATE = {
  cookies: [],
  origins: [
    {
      origin: `http://127.0.0.1:${E2E_PORT}`,
      localStorage: [
        {
          name: 'cookie-consent',
          value: JSON.stringify({
            timestamp: '2026-01-01T00:00:00.000Z',
            preferences: { necessary: true, analytics: false, marketing: false, functional: false },
          }),
        },
      ],
    },
  ],
}
