/**
 * Helpers for a page in the browser, shared by the end-to-end specs.
 */
import type { Page, TestInfo } from '@playwright/test'

/** Waits until React has hydrated the header, so clicks and scrolls reach its handlers. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const header = document.querySelector('header')
    return !!header && Object.keys(header).some((key) => key.startsWith('__reactFiber'))
  })
}

/** Whether the test runs in the phone project (375 × 812). */
export const onPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile'
