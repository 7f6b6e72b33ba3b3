/**
 * Playwright's `test` for every end-to-end spec: the same as '@playwright/test', plus a check
 * that no page the test opened broke the site's Content-Security-Policy (issue 13). A violation
 * means the policy blocked something the site needs (or something it should not contain): the
 * test fails and names it. Specs import `test` and `expect` from here, not from
 * '@playwright/test' (tests/unit/e2e-specs.test.ts checks that).
 */
import { type BrowserContext, type ConsoleMessage, expect, test as base } from '@playwright/test'

export { expect }

declare global {
  interface Window {
    __reportCspViolation?: (violation: string) => void
  }
}

/**
 * Collects every CSP violation in `context` from now on: the `securitypolicyviolation` events of
 * its documents and frames, and the errors Chromium logs for them (which also cover workers).
 */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = []
  await context.exposeBinding('__reportCspViolation', ({ frame }, violation: string) => {
    violations.push(`${frame.url()}: ${violation}`)
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__reportCspViolation?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}` +
          (event.sample ? ` (${event.sample})` : ''),
      )
    })
  })
  context.on('console', (message: ConsoleMessage) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) {
      violations.push(`${message.page()?.url() ?? 'worker'}: ${message.text()}`)
    }
  })
  return violations
}

export const test = base.extend<{ cspViolations: string[] }>({
  /**
   * The violations seen so far; the test fails if any remain at its end. A test that provokes
   * one on purpose checks it here and then empties the list.
   */
  cspViolations: [
    async ({ context }, use) => {
      const violations = await watchCspViolations(context)
      await use(violations)
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
})
