/**
 * npm run seed                 writes the local dataset (.data/dataset.ndjson, or CONTENT_DATASET)
 * npm run seed -- --if-missing only when that file does not exist yet (the build runs this)
 * npm run seed -- --sanity     writes the same documents to the configured Sanity dataset
 *                              (createOrReplace, one transaction); add --replace to also delete
 *                              documents of the seeded types that the seed does not contain
 *
 * The illustrations of the sample content are written to public/images as well.
 */
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createClient } from '@sanity/client'
import { env, publicEnv } from '../web/env'
import { buildSeed, type SeedDocument, toNdjson } from './seed/build'
import { snapshotOf } from '../web/redirects/local-moves'

const args = new Set(process.argv.slice(2))
const root = process.cwd()

async function writeArtwork(artwork: ReturnType<typeof buildSeed>['artwork']) {
  for (const art of artwork) {
    const file = path.join(root, 'public', art.path)
    await mkdir(path.dirname(file), { recursive: true })
    const current = existsSync(file) ? await readFile(file, 'utf8') : null
    if (current !== art.svg) await writeFile(file, art.svg)
  }
}

async function seedLocal() {
  const target = path.resolve(root, env.CONTENT_DATASET)
  if (args.has('--if-missing') && existsSync(target)) {
    console.log(`Local dataset present: ${path.relative(root, target)}`)
    return
  }
  const { documents, artwork } = buildSeed()
  await writeArtwork(artwork)
  await mkdir(path.dirname(target), { recursive: true })
  await writeFile(target, toNdjson(documents))
  // The paths as published, for `npm run publish:local` to record slug changes against.
  await writeFile(`${target}.paths.json`, JSON.stringify(snapshotOf(documents)))
  console.log(`Wrote ${documents.length} documents to ${path.relative(root, target)}`)
}

const SYSTEM_FIELDS = new Set(['_rev', '_createdAt', '_updatedAt'])
const withoutSystemFields = (doc: SeedDocument) =>
  Object.fromEntries(Object.entries(doc).filter(([key]) => !SYSTEM_FIELDS.has(key))) as SeedDocument

async function seedSanity() {
  const projectId = publicEnv.NEXT_PUBLIC_SANITY_PROJECT_ID
  const token = env.SANITY_API_WRITE_TOKEN
  if (!projectId)
    throw new Error(
      'Set NEXT_PUBLIC_SANITY_PROJECT_ID (and NEXT_PUBLIC_SANITY_DATASET) to seed Sanity.',
    )
  if (!token)
    throw new Error(
      'Refusing to seed Sanity without SANITY_API_WRITE_TOKEN (a token with write access).',
    )

  const client = createClient({
    projectId,
    dataset: publicEnv.NEXT_PUBLIC_SANITY_DATASET,
    apiVersion: publicEnv.NEXT_PUBLIC_SANITY_API_VERSION,
    token,
    useCdn: false,
    ...(env.SANITY_API_HOST ? { apiHost: env.SANITY_API_HOST, useProjectHostname: false } : {}),
  })

  const { documents, artwork } = buildSeed()
  await writeArtwork(artwork)

  // Upload the illustrations; Sanity names an asset by the hash of its bytes and its size, as the
  // seed does, but map whatever id it returns so references always resolve.
  const assetIds = new Map<string, string>()
  for (const asset of documents.filter((doc) => doc._type === 'sanity.imageAsset')) {
    // SVGs the seed generated, or raster files committed by `npm run artwork` (the mock-ups);
    // Sanity computes their blur placeholder (`metadata.lqip`) on upload.
    const art = artwork.find((item) => `/${item.path}` === asset.url)
    const bytes = art
      ? Buffer.from(art.svg)
      : await readFile(path.join(root, 'public', String(asset.path)))
    const uploaded = await client.assets.upload('image', bytes, {
      filename: String(asset.originalFilename),
      contentType: String(asset.mimeType),
    })
    assetIds.set(asset._id, uploaded._id)
  }
  const content = documents
    .filter((doc) => doc._type !== 'sanity.imageAsset')
    .map(
      (doc) =>
        JSON.parse(
          JSON.stringify(withoutSystemFields(doc)).replace(
            /"_ref":"(image-[^"]+)"/g,
            (match, id: string) => (assetIds.has(id) ? `"_ref":"${assetIds.get(id)}"` : match),
          ),
        ) as SeedDocument,
    )

  const transaction = client.transaction()
  for (const doc of content) transaction.createOrReplace(doc)

  let deleted = 0
  if (args.has('--replace')) {
    const types = [...new Set(content.map((doc) => doc._type))]
    const seeded = new Set(content.map((doc) => doc._id))
    const existing = await client.fetch<string[]>(
      '*[_type in $types]._id',
      { types },
      { perspective: 'raw' },
    )
    for (const id of existing) {
      if (!seeded.has(id.replace(/^drafts\./, ''))) {
        transaction.delete(id)
        deleted++
      }
    }
  }
  await transaction.commit({ visibility: 'sync' })
  console.log(
    `Wrote ${content.length} documents and ${assetIds.size} images to ${projectId}/${publicEnv.NEXT_PUBLIC_SANITY_DATASET}` +
      (deleted ? `; deleted ${deleted} documents not in the seed` : ''),
  )
}

const run = args.has('--sanity') ? seedSanity : seedLocal
run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
