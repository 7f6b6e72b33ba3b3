/**
 * What JavaScript a page loads: for the checks that visitors get none of the preview's code.
 */
import type { Page, Response } from '@playwright/test'

/** Strings only Sanity's visual-editing code contains (its overlay element and attribute). */
export const VISUAL_EDITING_MARKERS = ['sanity-visual-editing', 'data-sanity-overlay-element']

/** The export name of the site's visual-editing component, as the page's React data refers to it. */
export const VISUAL_EDITING_COMPONENT = 'SanityVisualEditing'

/**
 * The bodies of the scripts a page loads while `action` runs and until `settled` resolves, then
 * the network is idle. Lazily loaded code is requested during hydration, which can outlast the
 * first idle moment on a busy machine: pass a `settled` that waits for something hydration does.
 */
export async function scriptsLoadedBy(
  page: Page,
  action: () => Promise<unknown>,
  settled: () => Promise<unknown> = async () => {},
): Promise<string[]> {
  const bodies: Promise<string | null>[] = []
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script') {
      bodies.push(response.text().catch(() => null))
    }
  }
  page.on('response', collect)
  try {
    await action()
    await settled()
    await page.waitForLoadState('networkidle')
  } finally {
    page.off('response', collect)
  }
  const read = (await Promise.all(bodies)).filter((body): body is string => body !== null)
  if (read.length === 0) throw new Error('no script body could be read')
  return read
}

export const hasVisualEditingCode = (scripts: string[]) =>
  VISUAL_EDITING_MARKERS.some((marker) => scripts.some((body) => body.includes(marker)))
