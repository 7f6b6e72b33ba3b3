/**
 * npm run bench:revalidate — how long an edit takes to go live on the running production server,
 * on both content backends.
 *
 * Each round changes a price, sends the signed Sanity webhook, and requests /services until the
 * new price is served. The local run edits the dataset file; the Sanity run builds the site for
 * the Sanity backend (tests/helpers/sanity-site.ts) and changes the document in the stand-in of
 * Sanity's API that @sanity/client reads, the way a publish in the Studio changes the Content
 * Lake. A third run starts two instances of the build sharing one cache in Redis (REDIS_URL, as
 * deploy/ runs several), sends the webhook to the first and requests the page from the second.
 * Target: live within a second, with no rebuild, on every instance.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { encodeSignatureHeader } from '@sanity/webhook'
import type { LocalDocument } from '@/web/content/backends/local'
import { htmlText } from '../../tests/helpers/page'
import { startRedis } from '../../tests/helpers/redis'
import { startSanitySite } from '../../tests/helpers/sanity-site'
import { buildSeed, toNdjson } from '../seed/build'
import { percentile, startProductionServer } from './server'

const PORT = Number(process.env.BENCH_PORT ?? 3190)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20)
const TARGET_MS = 1000
const SECRET = 'bench-webhook-secret-0123456789'
const DATASET = '.data/bench/dataset.ndjson'

type Doc = { _id: string; _type: string; packages?: { price: number }[] }

/** The seed's documents with the SEO service's first package at `price`. */
function withSeoPrice(documents: Doc[], price: number): Doc[] {
  const copy = structuredClone(documents)
  copy.find((doc) => doc._id === 'service-seo')!.packages![0]!.price = price
  return copy
}

/**
 * Times ROUNDS publishes: `publish(price)` changes the content, then the webhook is sent to `url`
 * and /services requested from `pageUrl` (another instance, or the same). A first round is not
 * counted: it is the server's first render of the page since it started (code and connections
 * warming up), not what a publish costs.
 */
async function measure(
  url: string,
  publish: (price: number) => Promise<void>,
  pageUrl: string = url,
) {
  const timings: number[] = []
  for (let round = 0; round <= ROUNDS; round++) {
    const price = 400 + round
    await publish(price)
    const body = JSON.stringify({ _type: 'service', _id: 'service-seo', slug: 'seo' })
    const started = performance.now()
    const response = await fetch(`${url}/api/revalidate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'sanity-webhook-signature': await encodeSignatureHeader(body, Date.now(), SECRET),
      },
      body,
    })
    if (response.status !== 200) throw new Error(`webhook answered ${response.status}`)
    const expected = `$${price} – $1,799`
    for (;;) {
      // Pages stored for their first paint are in ASCII: `–` arrives as `&#x2013;`.
      const html = await htmlText(await fetch(`${pageUrl}/services`))
      if (html.includes(expected)) break
      if (performance.now() - started > 10_000) throw new Error(`${expected} not live after 10 s`)
    }
    if (round > 0) timings.push(performance.now() - started)
  }
  const sorted = [...timings].sort((a, b) => a - b)
  return {
    rounds: ROUNDS,
    medianMs: Math.round(percentile(sorted, 50)),
    p95Ms: Math.round(percentile(sorted, 95)),
    maxMs: Math.round(sorted.at(-1)!),
    targetMs: TARGET_MS,
  }
}

/** A fresh copy of the seed as the local dataset, and how to publish a price in it. */
async function localDataset() {
  const file = path.join(process.cwd(), DATASET)
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, toNdjson(buildSeed().documents))
  return async (price: number) => {
    const documents = (await readFile(file, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Doc)
    await writeFile(file, toNdjson(withSeoPrice(documents, price)))
  }
}

async function localRun() {
  const publish = await localDataset()
  const server = await startProductionServer(PORT, {
    CONTENT_DATASET: DATASET,
    SANITY_REVALIDATE_SECRET: SECRET,
  })
  try {
    return await measure(server.url, publish)
  } finally {
    await server.stop()
  }
}

/** Two instances sharing Redis: the webhook reaches the first, the visitor the second. */
async function redisRun() {
  const publish = await localDataset()
  const redis = await startRedis(PORT + 2)
  const env = (n: number) => ({
    CONTENT_DATASET: DATASET,
    SANITY_REVALIDATE_SECRET: SECRET,
    REDIS_URL: redis.url,
    PGLITE_DATA_DIR: path.join('.data', 'bench', `pglite-instance-${n}`),
  })
  const first = await startProductionServer(PORT + 3, env(1))
  try {
    const second = await startProductionServer(PORT + 4, env(2))
    try {
      return await measure(first.url, publish, second.url)
    } finally {
      await second.stop()
    }
  } finally {
    await first.stop()
    await redis.stop()
  }
}

async function sanityRun() {
  const seed = buildSeed().documents as LocalDocument[]
  // BENCH_REUSE_BUILD=1 reuses the last Sanity build (say, the end-to-end tests') instead.
  const build = !process.env.BENCH_REUSE_BUILD
  if (build) console.log('Building the site for the Sanity backend (into .next-sanity) …')
  const site = await startSanitySite({
    port: PORT + 1,
    documents: seed,
    build,
    env: { SANITY_REVALIDATE_SECRET: SECRET },
    log: path.join('.data', 'bench', 'sanity-site.log'),
  })
  try {
    return await measure(site.url, async (price) => {
      site.standIn.setDocuments(withSeoPrice(seed, price) as LocalDocument[])
    })
  } finally {
    await site.stop()
  }
}

/** BENCH_RUNS=local,redis runs only those (local, sanity, redis); all three by default. */
const RUNS = [
  ['local', 'local dataset', localRun],
  ['sanity', 'Sanity (@sanity/client → stand-in API)', sanityRun],
  ['redis', 'two instances sharing Redis (webhook to one, page from the other)', redisRun],
] as const

async function main() {
  await mkdir(path.join(process.cwd(), '.data', 'bench'), { recursive: true })
  const only = process.env.BENCH_RUNS?.split(',').map((name) => name.trim())
  const runs: [string, Awaited<ReturnType<typeof measure>>][] = []
  for (const [key, name, run] of RUNS)
    if (!only || only.includes(key)) runs.push([name, await run()])
  console.log('Edit → signed webhook → new price served on /services')
  console.table(Object.fromEntries(runs))
  for (const [name, report] of runs) {
    if (report.maxMs > TARGET_MS) {
      console.error(`FAIL (${name}): slowest round ${report.maxMs} ms exceeds ${TARGET_MS} ms`)
      process.exitCode = 1
    }
  }
  if (!process.exitCode) console.log(`PASS: every round live within ${TARGET_MS} ms in every run`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
