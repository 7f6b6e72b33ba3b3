/** Reading a Lighthouse result: what bench:lighthouse and bench:speed both report from it. */
import * as chromeLauncher from 'chrome-launcher'
import type lighthouse from 'lighthouse'
import { startUpScripts } from '../../web/first-paint/index.mjs'

export type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

export interface LhrRequest {
  url?: string
  resourceType?: string
  transferSize?: number
  networkRequestTime?: number
}

/**
 * The start-up scripts a page inserts after its first paint (web/first-paint/deferred-scripts.mjs), as
 * paths; none for a page that has Next's script tags (the floor's).
 */
export async function startUpScriptsOf(url: string): Promise<string[]> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return startUpScripts(await response.text())
}

/**
 * The scores out of 100, the timings in ms and the requests of one Lighthouse run. `startUp`: the
 * page's start-up scripts inserted after its first paint ({@link startUpScriptsOf}).
 */
export function readLhr(lhr: Lhr, startUp: readonly string[] = []) {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const requests =
    (lhr.audits['network-requests']?.details as { items: LhrRequest[] } | undefined)?.items ?? []
  // JavaScript the page loads itself is requested before the load event; what comes later is
  // loaded on demand or prefetched for the pages its links lead to, in idle time. A page that
  // inserts its start-up scripts after its first paint may fire the load event before it asks for
  // them: they are its own all the same, so the line is drawn after the last of them is requested.
  // What they load in turn comes later still, as it does after the load event on the floor.
  const observedLoad =
    (lhr.audits.metrics?.details as { items: { observedLoad?: number }[] } | undefined)?.items[0]
      ?.observedLoad ?? Number.POSITIVE_INFINITY
  const scripts = requests.filter((item) => item.resourceType === 'Script')
  const startUpPaths = new Set(startUp)
  const startUpRequested = scripts
    .filter((item) => item.url && startUpPaths.has(new URL(item.url).pathname))
    .map((item) => item.networkRequestTime ?? 0)
  const load = Math.max(observedLoad, ...startUpRequested.map((time) => time + 0.001))
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
    },
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    requests,
    scriptsBeforeLoad: scripts.filter((item) => (item.networkRequestTime ?? 0) < load),
    scriptsAfterLoad: scripts.filter((item) => (item.networkRequestTime ?? 0) >= load),
  }
}

/**
 * Each numeric figure's median over some runs of a page (the middle value of an odd count, the
 * mean of the middle two of an even one); other fields are the first run's. Medians of each
 * figure, not the figures of one "median" run: a run that is slow in one figure alone (a busy
 * moment of the machine) does not decide the others.
 */
export function medianFigures<T extends object>(samples: readonly T[]): T {
  if (!samples.length) throw new Error('No runs to take the median of')
  const out: Record<string, unknown> = { ...samples[0] }
  for (const key of Object.keys(out)) {
    const values = samples.map((sample) => (sample as Record<string, unknown>)[key])
    if (!values.every((value): value is number => typeof value === 'number')) continue
    const sorted = values.sort((a, b) => a - b)
    const middle = Math.floor(sorted.length / 2)
    out[key] = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1]! + sorted[middle]!) / 2
  }
  return out as T
}

/** Transferred kB of some requests. */
export const transferKb = (items: readonly LhrRequest[]) =>
  Math.round(items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024)

/** The headless Chromium both benchmarks run Lighthouse in (Debian's, no background traffic). */
export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
}
