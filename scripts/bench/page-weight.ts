/**
 * What a page's HTML weighs, and where the bytes go (issue 46): raw and `gzip -9` sizes, React's
 * flight data (the `self.__next_f` scripts Next writes for hydration and client navigation), the
 * inline CSS (the `<style>` elements, ./../../web/first-paint/critical-css.mjs) and the rest, the
 * markup. Pure: `npm run bench:weight` (./weight.ts) fetches the pages and checks the budgets.
 */
import { gzipSync } from 'node:zlib'
import { locales } from '../../core/i18n/locales.ts'

export interface PageWeight {
  /** Bytes of the HTML as served (UTF-8). */
  raw: number
  /** Bytes of the HTML compressed with gzip at level 9. */
  gzip: number
  /** Bytes of the flight-data scripts, tags included. */
  flight: number
  /** Bytes of the inline `<style>` elements, tags included. */
  css: number
  /** Everything else: raw − flight − css. */
  markup: number
  /** flight ÷ markup. */
  flightRatio: number
}

/** A `<script>` whose body starts by pushing onto `self.__next_f` (Next's flight data). */
const FLIGHT_SCRIPT = /<script\b[^>]*>\s*\(?\s*self\.__next_f\b[\s\S]*?<\/script\s*>/gi
const STYLE_ELEMENT = /<style\b[^>]*>[\s\S]*?<\/style\s*>/gi

const bytes = (text: string) => Buffer.byteLength(text, 'utf8')
const sum = (html: string, pattern: RegExp) =>
  [...html.matchAll(pattern)].reduce((total, [match]) => total + bytes(match), 0)

export function measurePage(html: string): PageWeight {
  const raw = bytes(html)
  const flight = sum(html, FLIGHT_SCRIPT)
  const css = sum(html, STYLE_ELEMENT)
  const markup = raw - flight - css
  return {
    raw,
    gzip: gzipSync(html, { level: 9 }).length,
    flight,
    css,
    markup,
    flightRatio: markup > 0 ? flight / markup : Infinity,
  }
}

export interface WeightBudget {
  /** Most gzip bytes. */
  gzip: number
  /** Most raw bytes, when bounded. */
  raw?: number
  /** Most flight bytes per markup byte. */
  flightRatio: number
}

const KB = 1000

/**
 * Issue 46's budgets for the English pages: `/` ≤ 60 kB gzip and 350 kB raw, other pages ≤ 35 kB
 * gzip; flight ≤ 1.0× the markup on every page. A page in another language is held to issue 44's
 * budget instead, 1.3× its English page's gzip (./weight.ts): Arabic text is two bytes a letter
 * in UTF-8, so the English page's bytes are not its measure. Its flight data keeps the 1.0×.
 */
export function budgetFor(path: string): WeightBudget {
  const { locale, path: english } = locales.split(path)
  if (locale !== locales.default) return { gzip: Infinity, flightRatio: 1.0 }
  return english === '/'
    ? { gzip: 60 * KB, raw: 350 * KB, flightRatio: 1.0 }
    : { gzip: 35 * KB, flightRatio: 1.0 }
}

/** What a page's weight exceeds of its budget, in words; empty when within it. */
export function overBudget(weight: PageWeight, budget: WeightBudget): string[] {
  const misses: string[] = []
  if (weight.gzip > budget.gzip) misses.push(`gzip ${kb(weight.gzip)} > ${kb(budget.gzip)}`)
  if (budget.raw !== undefined && weight.raw > budget.raw)
    misses.push(`raw ${kb(weight.raw)} > ${kb(budget.raw)}`)
  if (weight.flightRatio > budget.flightRatio)
    misses.push(`flight ${weight.flightRatio.toFixed(2)}× markup > ${budget.flightRatio}×`)
  return misses
}

export const kb = (n: number) => `${(n / KB).toFixed(1)} kB`
