/**
 * npm run bench:revalidate — how long an edit takes to go live on the running production server.
 *
 * Each round edits a price in the local dataset, sends the signed Sanity webhook, and requests
 * /services until the new price is served. Target: live within a second, with no rebuild.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { encodeSignatureHeader } from '@sanity/webhook'
import { buildSeed, toNdjson } from '../seed/build'
import { percentile, startProductionServer } from './server'

const PORT = Number(process.env.BENCH_PORT ?? 3190)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20)
const TARGET_MS = 1000
const SECRET = 'bench-webhook-secret-0123456789'
const DATASET = '.data/bench/dataset.ndjson'

async function main() {
  const file = path.join(process.cwd(), '.data', 'bench', 'dataset.ndjson')
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, toNdjson(buildSeed().documents))

  const server = await startProductionServer(PORT, {
    CONTENT_DATASET: DATASET,
    SANITY_REVALIDATE_SECRET: SECRET,
  })
  const timings: number[] = []
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const price = 400 + round
      const documents = (await readFile(file, 'utf8'))
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { _id: string; packages?: { price: number }[] })
      documents.find((doc) => doc._id === 'service-seo')!.packages![0]!.price = price
      await writeFile(file, documents.map((doc) => JSON.stringify(doc)).join('\n') + '\n')

      const body = JSON.stringify({ _type: 'service', _id: 'service-seo', slug: 'seo' })
      const started = performance.now()
      const response = await fetch(`${server.url}/api/revalidate`, {
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
        const html = await (await fetch(`${server.url}/services`)).text()
        if (html.includes(expected)) break
        if (performance.now() - started > 10_000) throw new Error(`${expected} not live after 10 s`)
      }
      timings.push(performance.now() - started)
    }
  } finally {
    await server.stop()
  }

  const sorted = [...timings].sort((a, b) => a - b)
  const report = {
    rounds: ROUNDS,
    medianMs: Math.round(percentile(sorted, 50)),
    p95Ms: Math.round(percentile(sorted, 95)),
    maxMs: Math.round(sorted.at(-1)!),
    targetMs: TARGET_MS,
  }
  console.log('Edit → signed webhook → new price served on /services')
  console.table(report)
  if (report.maxMs > TARGET_MS) {
    console.error(`FAIL: slowest round ${report.maxMs} ms exceeds the ${TARGET_MS} ms target`)
    process.exitCode = 1
  } else {
    console.log(`PASS: every round live within ${TARGET_MS} ms`)
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
