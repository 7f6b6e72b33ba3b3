/**
 * npm run publish:local -- [type] [slug]      e.g. npm run publish:local -- service seo
 *
 * After an edit of the local dataset (CONTENT_DATASET), tells the running site what changed, the
 * way Sanity's publish webhook does: a POST to /api/revalidate signed with
 * SANITY_REVALIDATE_SECRET. Pages that show documents of that type (and slug) render again with
 * the change on their next visit. Without a type, every page does.
 *
 * --url https://site   another site than this one: NEXT_PUBLIC_SITE_URL, else localhost on PORT
 *                      (3000 without one), the address the build gave the site (publish-target.ts)
 *
 * It also records what the edit did to the site's paths, as the Sanity webhook does: a service,
 * case study, post or landing page whose slug changed since the last publish gets a permanent
 * redirect from its old path, one that was removed a gone record (410). The paths as last
 * published are kept beside the dataset (`<dataset>.paths.json`); the first run only takes them.
 */
import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { encodeSignatureHeader } from '@sanity/webhook'
import { parseNdjson } from '../web/content/backends/local'
import { env } from '../web/env'
import { type PathSnapshot, recordLocalMoves, snapshotOf } from '../web/redirects/local-moves'
import { publishTarget } from './publish-target'

const { base, type, slug } = publishTarget(process.argv.slice(2), process.env)

if (!env.SANITY_REVALIDATE_SECRET) {
  console.error('SANITY_REVALIDATE_SECRET is not set: the running site needs the same secret.')
  process.exit(2)
}

const dataset = path.resolve(env.CONTENT_DATASET)
const snapshotFile = `${dataset}.paths.json`
if (existsSync(dataset)) {
  const documents = parseNdjson(await readFile(dataset, 'utf8'), dataset)
  const previous = existsSync(snapshotFile)
    ? (JSON.parse(await readFile(snapshotFile, 'utf8')) as PathSnapshot)
    : null
  const moved = recordLocalMoves(documents, previous)
  if (moved.written.length || moved.deleted.length) {
    await writeFile(dataset, moved.documents.map((doc) => JSON.stringify(doc)).join('\n') + '\n')
    for (const id of moved.written) console.log(`Recorded ${id}`)
    for (const id of moved.deleted) console.log(`Removed ${id}`)
  }
  await writeFile(snapshotFile, JSON.stringify(snapshotOf(moved.documents)))
  if (!previous) console.log(`Took the published paths (${path.basename(snapshotFile)}).`)
}

// An unknown type revalidates every content tag (web/content/tags.ts).
const body = JSON.stringify({
  _type: type ?? 'localDataset',
  _id: 'local-edit',
  slug: slug ?? null,
})
const url = new URL('/api/revalidate', base)
try {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'sanity-webhook-signature': await encodeSignatureHeader(
        body,
        Date.now(),
        env.SANITY_REVALIDATE_SECRET,
      ),
    },
    body,
  })
  const answer = (await response.json().catch(() => ({}))) as { tags?: string[]; message?: string }
  if (!response.ok) {
    console.error(`${url} answered ${response.status}: ${answer.message ?? ''}`)
    process.exitCode = 1
  } else {
    console.log(`Published: ${(answer.tags ?? []).join(', ')} refreshed on ${base}`)
  }
} catch (error) {
  console.error(`${url} is not reachable: ${error instanceof Error ? error.message : error}`)
  process.exitCode = 1
}
