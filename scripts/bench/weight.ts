/**
 * npm run bench:weight [-- --url http://127.0.0.1:3000 --port 3196]
 *
 * What a phone downloads before it can show each page type (issue 46): the HTML's raw and
 * `gzip -9` bytes, React's flight data, the markup and the inline CSS (./page-weight.ts), against
 * the budgets: `/` ≤ 60 kB gzip and ≤ 350 kB raw, every other page type ≤ 35 kB gzip, a page in
 * another language ≤ 1.3× its English page's gzip (issue 44), flight data ≤ 1.0× the page's
 * markup. Bytes do not depend on the machine's load. Starts the production build's standalone
 * server on its own port (./server.ts), or measures a server already running at `--url`. Exits non-zero when a page misses its budget.
 */
import { budgetFor, kb, measurePage, overBudget, type PageWeight } from './page-weight'
import { startProductionServer, type BenchServer } from './server'
import { locales } from '../../core/i18n/locales.ts'

/** One page of each type, as bench:speed measures them. */
export const WEIGHT_PAGES = [
  '/',
  '/services',
  '/services/seo',
  '/our-work/financeflow-banking',
  '/blogs/core-web-vitals-guide',
  '/blogs',
  '/contact',
  '/about',
  '/codehome-digital-marketing',
  '/book-call',
  // The Arabic pages routed so far (issue 44): each within 1.3x its English page's gzip.
  '/ar',
]

/** An Arabic page's compressed HTML may weigh this much of its English page's (issue 44). */
export const TRANSLATED_GZIP_RATIO = 1.3

const args = process.argv.slice(2)
const argument = (name: string) => {
  const index = args.indexOf(`--${name}`)
  return index === -1 ? undefined : args[index + 1]
}

async function main() {
  const given = argument('url')
  let server: BenchServer | undefined
  if (!given) server = await startProductionServer(Number(argument('port') ?? 3196), {})
  const base = (given ?? server!.url).replace(/\/$/, '')
  let failed = false
  try {
    const rows: [string, PageWeight, string[]][] = []
    for (const path of WEIGHT_PAGES) {
      const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } })
      if (!response.ok) throw new Error(`${path} answered ${response.status}`)
      const weight = measurePage(await response.text())
      rows.push([path, weight, overBudget(weight, budgetFor(path))])
    }
    const byPath = new Map(rows.map(([path, weight]) => [path, weight]))
    for (const row of rows) {
      const { locale, path: english } = locales.split(row[0])
      const twin = byPath.get(english)
      if (locale === locales.default || !twin) continue
      const ratio = row[1].gzip / twin.gzip
      if (ratio > TRANSLATED_GZIP_RATIO)
        row[2].push(`gzip ${ratio.toFixed(2)}x ${english}'s > ${TRANSLATED_GZIP_RATIO}x`)
    }
    const header = ['page', 'raw', 'gzip -9', 'flight', 'markup', 'inline CSS', 'flight/markup']
    const table = rows.map(([path, w, misses]) => [
      path,
      kb(w.raw),
      kb(w.gzip),
      kb(w.flight),
      kb(w.markup),
      kb(w.css),
      `${w.flightRatio.toFixed(2)}×`,
      misses.length ? `MISS: ${misses.join('; ')}` : 'ok',
    ])
    const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)))
    const line = (cells: string[]) =>
      cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i] ?? 0)))
    console.log(`Page weight (budgets: / ≤ 60 kB gzip and ≤ 350 kB raw; others ≤ 35 kB gzip;`)
    console.log(
      `a page in another language ≤ 1.3× its English page's gzip; flight ≤ 1.0× markup), ${base}`,
    )
    console.log(line(header).join('  '))
    for (const row of table) console.log(line(row).join('  '))
    failed = rows.some(([, , misses]) => misses.length > 0)
    console.log(failed ? 'Page weight: over budget.' : 'Page weight: every page within budget.')
  } finally {
    await server?.stop()
  }
  if (failed) process.exitCode = 1
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
