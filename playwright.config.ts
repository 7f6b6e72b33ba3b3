import { defineConfig, devices } from '@playwright/test'
import { E2E_ENV, E2E_PORT, RETURNING_VISITOR_STATE } from './tests/helpers/e2e-env'
import { CHROMIUM_ARGS, TEST_CHROMIUM } from './tests/helpers/browser'

/**
 * End-to-end tests run against the production build, started by `webServer`, in Debian's
 * Chromium (never a downloaded browser). They use their own dataset and database under .data/e2e.
 */
const chromium = { executablePath: TEST_CHROMIUM, args: CHROMIUM_ARGS }

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.spec.ts',
  forbidOnly: Boolean(process.env.CI),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list'], ['./tests/helpers/timing-reporter.ts']]
    : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: chromium,
    // Recording a trace of every test (to keep a failing one's) cost a third of the time (the same
    // specs: 231 s traced, 154 s not):
    // in CI a failing test is traced on its retry; locally, where nothing retries, every test is.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The cookie choice already made; first-visit.e2e.spec.ts starts from an empty browser.
    storageState: RETURNING_VISITOR_STATE,
    // The service worker is tested on its own (first-visit.e2e.spec.ts allows it); elsewhere it
    // would precache in the background of every test and answer requests that tests route.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      // Every spec runs here, except tests tagged @mobile-only.
      grepInvert: /@mobile-only/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: chromium,
      },
    },
    {
      // A phone (375 × 812), for tests tagged @mobile (both widths) or @mobile-only.
      name: 'mobile',
      grep: /@mobile/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        launchOptions: chromium,
      },
    },
  ],
  webServer: {
    // A fresh dataset every run (tests edit it), then the production build.
    command: process.env.E2E_SKIP_BUILD
      ? `npm run start -- --port ${E2E_PORT}`
      : `npm run seed && npm run build && npm run start -- --port ${E2E_PORT}`,
    url: `http://127.0.0.1:${E2E_PORT}/services`,
    env: E2E_ENV,
    reuseExistingServer: !process.env.CI,
    timeout: 15 * 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
