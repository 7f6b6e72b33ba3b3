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
}
