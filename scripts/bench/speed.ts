/**
 * npm run bench:speed [-- --runs 3 --throughput-rounds 15 --port 3192 --pages /,/contact
 *                       --skip lighthouse,throughput]
 *
 * How close the site comes to the framework's floor (issue 15), on the production build and a
 * bare Next.js app built by this script with the project's own next/react (./floor.ts):
 *
 * 1. Lighthouse's default mobile run (simulated slow 4G and 4× CPU, so the figures compare with
 *    anyone else's) of one page of each kind and of the floor's page of the same HTML weight,
 *    `--runs` times each, the two in turns (floor, page, floor, page…) so both meet the machine's
 *    load alike, each figure the median of its runs: performance ≥ 95 and within 3 points of the
 *    floor's, LCP and TBT at most 1.2× the floor's, CLS 0, accessibility, best practices and SEO
 *    100.
 * 2. JavaScript requested before the load event, and the page's start-up scripts when it inserts them
 *    after its first paint (./lhr.ts), compressed, as transferred, against the floor's: at most
 *    1.15× on content pages, 1.3× on the home page.
 * 3. Requests per second of a cached page against the floor's page of the same weight, one after
 *    the other on the same machine (autocannon, 32 connections, no compression asked for either),
 *    in `--throughput-rounds` (15) rounds of a 2 s window per server, each round's order the
 *    reverse of the last, the servers on one core and the load generator on another (./pin.ts):
 *    the median round's ratio, at least 0.9×, printed with the middle half of the rounds. A fixed
 *    page and a service (./throughput-pages.ts): the proxy runs on the service, so the floor's page
 *    it is held to runs a pass-through proxy too (./floor.ts), and the floor's page without one is
 *    measured beside them, for what that proxy costs the floor itself.
 *
 * Prints each figure beside its target and exits non-zero on a miss. Lighthouse and throughput
 * figures mean something only on a quiet machine: the load average is printed with them.
 */
import { loadavg } from 'node:os'
import autocannon from 'autocannon'
import lighthouse from 'lighthouse'
import { htmlBytes, startFloor, type Floor } from './floor'
import { cpuMs } from './cpu'
import { launchChrome, type Lhr, medianFigures, readLhr, startUpScriptsOf, transferKb } from './lhr'
import { option, percentile, startProductionServer, type BenchServer } from './server'
import { PUBLIC_MAX_AGE_S } from '../../web/http/cache-policy'
import { THROUGHPUT_PAGES } from './throughput-pages'
import { pinForThroughput } from './pin'

const PAGES = [
  '/',
  '/services',
  '/services/seo',
  '/our-work/financeflow-banking',
  '/blogs/core-web-vitals-guide',
  '/blogs',
  '/book-call',
  '/contact',
  // Composed from the page builder's sections (the landing page runs the proxy).
  '/about',
  '/codehome-digital-marketing',
  // The Arabic pages of each kind (issue 44), held to the same targets.
  '/ar',
  '/ar/services/seo',
  '/ar/our-work/financeflow-banking',
  '/ar/blogs/core-web-vitals-guide',
  '/ar/book-call',
  '/ar/about',
]

const TARGETS = {
  performance: 95,
  /** Points a page may score below the floor's page. */
  performanceBelowFloor: 3,
  /** LCP and TBT, as a multiple of the floor's. */
  timingRatio: 1.2,
  cls: 0,
  otherScores: 100,
  scriptRatio: 1.15,
  scriptRatioHome: 1.3,
  throughputRatio: 0.9,
}

const runs = option('runs', 3)
const throughputRounds = option('throughput-rounds', 15)
const port = option('port', 3192)
const floorPort = port + 1
const listArg = (name: string) => {
  const args = process.argv.slice(2)
  const index = args.indexOf(`--${name}`)
  return index === -1 ? undefined : (args[index + 1] ?? '').split(',').filter(Boolean)
}
const pages = listArg('pages') ?? PAGES
const skip = new Set(listArg('skip') ?? [])

interface Audit {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** JavaScript requested before the load event, kB as transferred. */
  scriptKb: number
  scriptRequests: number
}

function summarise(lhr: Lhr, startUp: readonly string[]): Audit {
  const run = readLhr(lhr, startUp)
  return {
    ...run.scores,
    lcpMs: run.lcpMs,
    tbtMs: run.tbtMs,
    cls: run.cls,
    scriptKb: transferKb(run.scriptsBeforeLoad),
    scriptRequests: run.scriptsBeforeLoad.length,
  }
}

const load = () => loadavg()[0]!.toFixed(2)

async function lighthouseRun(chromePort: number, url: string, startUp: readonly string[]) {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  return summarise(result.lhr, startUp)
}

/**
 * `--runs` runs of a page and of its floor, taken in turns (floor, page, floor, page…) so that both
 * meet the same moments of the machine's load, and each figure's median for each.
 */
async function auditBeside(
  chromePort: number,
  url: string,
  floorUrl: string,
): Promise<{ own: Audit; base: Audit; runs: { own: Audit; base: Audit }[] }> {
  const [startUp, floorStartUp] = await Promise.all([
    startUpScriptsOf(url),
    startUpScriptsOf(floorUrl),
  ])
  const pairs: { own: Audit; base: Audit }[] = []
  for (let run = 0; run < runs; run++) {
    const base = await lighthouseRun(chromePort, floorUrl, floorStartUp)
    const own = await lighthouseRun(chromePort, url, startUp)
    pairs.push({ own, base })
  }
  return {
    own: medianFigures(pairs.map((pair) => pair.own)),
    base: medianFigures(pairs.map((pair) => pair.base)),
    runs: pairs,
  }
}

/**
 * Requests per second of `url` over one window, and the server's CPU time per request (ms) over
 * the same window, which moves less than the rate with the rest of the machine's load.
 */
const WARM_UP_S = 3
const WINDOW_S = 2

async function warmUp(url: string) {
  // The first requests fill caches and JIT.
  await autocannon({ url, connections: 8, duration: WARM_UP_S })
}

async function requestsPerSecond(url: string, pid: number | undefined) {
  const cpuBefore = cpuMs(pid)
  const result = await autocannon({ url, connections: 32, duration: WINDOW_S })
  const cpuAfter = cpuMs(pid)
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
  const cpuPerRequest =
    cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / result.requests.total
  return { rate: result.requests.total / WINDOW_S, cpuPerRequest }
}

/** The `p`th percentile (50: the median) of `values`, in any order. */
function quantile(values: readonly number[], p: number): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    p,
  )
}

/**
 * Keeps Next's once-a-minute render of an ISR page out of the measured window: the first request
 * after a page's minute is answered from the cache (`x-nextjs-cache: STALE`) while Next renders
 * the page again in the background. That render is once a minute whatever the traffic, but in a
 * 10 s window it would weigh six times its share, and the floor's pages (static) never render. So
 * before each window this waits, if the page would go stale within it, until it is stale, has it
 * rendered, and waits for the new copy (`HIT`). `renders` keeps the CPU time of each render it
 * waited for, reported beside the throughput. The page's minute is PUBLIC_MAX_AGE_S, its
 * `revalidate`.
 */
function isrClock(url: string, pid: number | undefined, windowS: number) {
  let freshSince: number | null = null
  const renders: number[] = []
  const state = async () =>
    (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).headers.get('x-nextjs-cache')
  return {
    renders,
    async beforeWindow(): Promise<void> {
      const margin = 1.5
      if (freshSince !== null) {
        const staleAt = freshSince + PUBLIC_MAX_AGE_S * 1000
        if (Date.now() + (windowS + margin) * 1000 < staleAt) return
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, staleAt + 200 - Date.now())))
      }
      // The request that finds the page stale starts its render (at the start, when the copy's
      // age is unknown, this waits up to a minute for that).
      const deadline = Date.now() + (PUBLIC_MAX_AGE_S + 30) * 1000
      let cpuBefore: number | null
      let answer: string | null
      for (;;) {
        cpuBefore = cpuMs(pid)
        answer = await state()
        if (answer === 'STALE') break
        if (answer !== 'HIT')
          throw new Error(`${url} answered x-nextjs-cache: ${answer}, not a cached ISR page`)
        if (Date.now() > deadline) throw new Error(`${url} did not go stale within a minute`)
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      while (answer !== 'HIT') {
        if (Date.now() > deadline) throw new Error(`${url} was not rendered again in time`)
        await new Promise((resolve) => setTimeout(resolve, 50))
        answer = await state()
      }
      const cpuAfter = cpuMs(pid)
      if (cpuBefore !== null && cpuAfter !== null) renders.push(cpuAfter - cpuBefore)
      freshSince = Date.now()
    },
  }
}

interface Row {
  figure: string
  site: string
  floor: string
  target: string
  ok: boolean
}

async function main() {
  const rows: Row[] = []
  const row = (
    figure: string,
    site: number | string,
    floor: number | string,
    target: string,
    ok: boolean,
  ) => rows.push({ figure, site: String(site), floor: String(floor), target, ok })

  let floor: Floor | null = null
  let site: BenchServer | null = null
  const chrome = skip.has('lighthouse') ? null : await launchChrome()
  try {
    floor = await startFloor(floorPort)
    site = await startProductionServer(port, {})
    const weights = new Map<string, { total: number; css: number }>()
    for (const page of pages) weights.set(page, await htmlBytes(`${site.url}${page}`))

    if (chrome) {
      for (const page of pages) {
        const bytes = weights.get(page)!
        // Matched by markup: the floor has no CSS (floor.ts, htmlBytes).
        const rung = floor.nearest(bytes.total - bytes.css)
        const {
          own,
          base,
          runs: each,
        } = await auditBeside(chrome.port, `${site.url}${page}`, `${floor.url}${rung.path}`)
        const kb = (n: number) => `${Math.round(n / 1024)} kB`
        console.log(
          `${page} (HTML ${kb(bytes.total)}, ${kb(bytes.css)} of it inline CSS; floor ${rung.path}, HTML ${kb(rung.htmlBytes)}), load ${load()}: ` +
            `performance ${own.performance}/${base.performance}, LCP ${own.lcpMs}/${base.lcpMs} ms, ` +
            `TBT ${own.tbtMs}/${base.tbtMs} ms, JS ${own.scriptKb}/${base.scriptKb} kB` +
            ` (runs, page/floor: ${each.map(({ own: o, base: b }) => `${o.performance}/${b.performance} ${o.lcpMs}/${b.lcpMs} ${o.tbtMs}/${b.tbtMs}`).join('; ')})`,
        )
        const perfTarget = Math.max(
          TARGETS.performance,
          base.performance - TARGETS.performanceBelowFloor,
        )
        row(
          `${page} performance`,
          own.performance,
          base.performance,
          `≥ ${perfTarget}`,
          own.performance >= perfTarget,
        )
        const lcpMax = Math.round(base.lcpMs * TARGETS.timingRatio)
        row(`${page} LCP ms`, own.lcpMs, base.lcpMs, `≤ ${lcpMax}`, own.lcpMs <= lcpMax)
        const tbtMax = Math.round(base.tbtMs * TARGETS.timingRatio)
        row(`${page} TBT ms`, own.tbtMs, base.tbtMs, `≤ ${tbtMax}`, own.tbtMs <= tbtMax)
        row(`${page} CLS`, own.cls, base.cls, `= ${TARGETS.cls}`, own.cls <= TARGETS.cls)
        for (const key of ['accessibility', 'bestPractices', 'seo'] as const) {
          row(
            `${page} ${key}`,
            own[key],
            base[key],
            `= ${TARGETS.otherScores}`,
            own[key] >= TARGETS.otherScores,
          )
        }
        const ratio = own.scriptKb / base.scriptKb
        const maxRatio =
          page === '/' || page === '/ar' ? TARGETS.scriptRatioHome : TARGETS.scriptRatio
        row(
          `${page} JS before load`,
          `${own.scriptKb} kB (${own.scriptRequests}) = ${ratio.toFixed(2)}×`,
          `${base.scriptKb} kB (${base.scriptRequests})`,
          `≤ ${maxRatio}×`,
          ratio <= maxRatio,
        )
      }
    }

    if (!skip.has('throughput')) {
      const pinning = pinForThroughput()
      pinning.server(site.pid)
      pinning.server(floor.pid)
      console.log(`throughput: ${pinning.summary}`)
      for (const { path: page, proxy: proxied } of THROUGHPUT_PAGES) {
        // Matched by all its bytes here: serving a cached page costs per byte, CSS or not.
        const rung = floor.nearest(
          (weights.get(page) ?? (await htmlBytes(`${site.url}${page}`))).total,
        )
        // A page the site's proxy runs on is held to the floor's page behind a pass-through proxy:
        // what Next spends on running one is the framework's, what the site's proxy adds is ours.
        const basePath = proxied ? rung.proxiedPath : rung.path
        const targets = [
          { name: page, url: `${site.url}${page}`, pid: site.pid },
          { name: `floor ${basePath}`, url: `${floor.url}${basePath}`, pid: floor.pid },
          // For a proxied page, the bare page too: the price of Next's proxy, for the record.
          ...(proxied
            ? [{ name: `floor ${rung.path}`, url: `${floor.url}${rung.path}`, pid: floor.pid }]
            : []),
        ]
        for (const target of targets) await warmUp(target.url)
        // Short windows, one server at a time, in many rounds, each round's order the reverse of
        // the last: this machine's speed drifts from second to second (±15 % between consecutive
        // windows of the same page), so each round compares the pages under the same conditions,
        // and the median round is reported with its spread.
        const rates: number[][] = targets.map(() => [])
        const cpus: (number | null)[][] = targets.map(() => [])
        const clock = isrClock(`${site.url}${page}`, site.pid, targets.length * WINDOW_S)
        const startLoad = load()
        for (let round = 0; round < throughputRounds; round++) {
          await clock.beforeWindow()
          const order = targets.map((_, i) => i)
          if (round % 2) order.reverse()
          for (const i of order) {
            const { rate, cpuPerRequest } = await requestsPerSecond(
              targets[i]!.url,
              targets[i]!.pid,
            )
            rates[i]!.push(rate)
            cpus[i]!.push(cpuPerRequest)
          }
        }
        const perRound = (i: number) => rates[0]!.map((own, round) => own / rates[i]![round]!)
        const cpuPerRound = (i: number) =>
          cpus[0]!.flatMap((own, round) => {
            const other = cpus[i]![round]
            return own && other ? [other / own] : []
          })
        const spread = (values: number[]) =>
          `${quantile(values, 50).toFixed(2)}× (middle half of the rounds ${quantile(values, 25).toFixed(2)}–${quantile(values, 75).toFixed(2)})`
        console.log(
          `throughput of ${page}, ${throughputRounds} rounds of ${WINDOW_S} s per server (load ${startLoad} → ${load()}):`,
        )
        for (const [i, target] of targets.entries()) {
          const cpuList = cpus[i]!.filter((ms): ms is number => ms !== null)
          const cpuNote = cpuList.length ? `, ${quantile(cpuList, 50).toFixed(2)} ms CPU/req` : ''
          const byCpu = i === 0 ? [] : cpuPerRound(i)
          const against =
            i === 0
              ? ''
              : `; ${page} against it: ${spread(perRound(i))} by rate${byCpu.length ? `, ${spread(byCpu)} by CPU per request` : ''}`
          console.log(
            `  ${target.name}: ${Math.round(quantile(rates[i]!, 50))} req/s${cpuNote}${against}`,
          )
        }
        if (clock.renders.length) {
          console.log(
            `  Next rendered ${page} again ${clock.renders.length} time(s) between rounds (once a minute, kept out of the windows), ${Math.round(quantile(clock.renders, 50))} ms CPU each (median)`,
          )
        }
        const ratio = quantile(perRound(1), 50)
        row(
          `${page} cached req/s${proxied ? ' (proxy)' : ''}`,
          `${Math.round(quantile(rates[0]!, 50))} = ${ratio.toFixed(2)}×`,
          `${Math.round(quantile(rates[1]!, 50))}${proxied ? ' (proxy)' : ''}`,
          `≥ ${TARGETS.throughputRatio}×`,
          ratio >= TARGETS.throughputRatio,
        )
      }
    }
  } finally {
    await chrome?.kill()
    await site?.stop()
    await floor?.stop()
  }

  console.log('')
  console.log(
    `Lighthouse default mobile run (simulated), ${runs} run${runs > 1 ? 's per page and floor page, in turns (each figure the median)' : ' per page'}; load average now ${load()} (figures other than bytes mean little above ~1.5)`,
  )
  console.table(rows.map(({ ok, ...rest }) => ({ ...rest, result: ok ? 'ok' : 'MISS' })))
  const missed = rows.filter((r) => !r.ok)
  if (missed.length) {
    for (const r of missed) console.error(`MISS ${r.figure}: ${r.site} (target ${r.target})`)
    process.exitCode = 1
  } else console.log('PASS: every figure meets its target')
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
