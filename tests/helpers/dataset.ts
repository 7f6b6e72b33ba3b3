/**
 * Reads and edits the dataset the end-to-end server serves (a copy under .data/e2e), the way an
 * editor's publish changes the Content Lake.
 */
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { encodeSignatureHeader } from '@sanity/webhook'
import { evaluate, parse } from 'groq-js'
import { E2E_ENV } from './e2e-env'

type Doc = { _id: string; _type: string; [key: string]: unknown }

/** The e2e server's dataset; a test that starts its own servers may pass another. */
const e2eDataset = () => path.join(process.cwd(), E2E_ENV.CONTENT_DATASET!)

export async function readDataset(file = e2eDataset()): Promise<Doc[]> {
  const text = await readFile(file, 'utf8')
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Doc)
}

export async function writeDataset(documents: Doc[], file = e2eDataset()) {
  await writeFile(file, documents.map((doc) => JSON.stringify(doc)).join('\n') + '\n')
}

/** Applies `change` to the document `id`, returning a function that restores the original. */
export async function editDocument(id: string, change: (doc: Doc) => void, file = e2eDataset()) {
  const original = await readFile(file, 'utf8')
  const documents = await readDataset(file)
  const doc = documents.find((d) => d._id === id)
  if (!doc) throw new Error(`No document ${id} in ${file}`)
  change(doc)
  await writeDataset(documents, file)
  return () => writeFile(file, original)
}

/** Adds documents (drafts, say) to the dataset, returning a function that restores the original. */
export async function addDocuments(documents: Doc[], file = e2eDataset()) {
  const original = await readFile(file, 'utf8')
  await writeDataset([...(await readDataset(file)), ...documents], file)
  return () => writeFile(file, original)
}

/** A webhook body and its signature header, as Sanity sends them. */
export async function signedWebhook(body: object, secret = E2E_ENV.SANITY_REVALIDATE_SECRET!) {
  const payload = JSON.stringify(body)
  return {
    data: payload,
    headers: {
      'content-type': 'application/json',
      'sanity-webhook-signature': await encodeSignatureHeader(payload, Date.now(), secret),
    },
  }
}

/**
 * The body Sanity sends for a change of one document from `before` to `after` (null where it did
 * not exist: a create, a delete): the webhook's projection evaluated in GROQ's delta mode, where
 * `before()`/`after()` are the two states and the rest reads the document (its state before a
 * delete).
 */
export async function webhookBody(projection: string, before: Doc | null, after: Doc | null) {
  const value = await evaluate(parse(projection, { mode: 'delta' }), {
    root: after ?? before,
    before,
    after,
  })
  return (await value.get()) as Record<string, unknown>
}
