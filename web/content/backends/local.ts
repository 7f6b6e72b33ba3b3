/**
 * The embedded default: the dataset seeded from the spec, in Sanity's NDJSON export format,
 * queried with groq-js, Sanity's own GROQ engine. The file is read again whenever it changes on
 * disk, so an edit goes live as soon as the cache tags of the changed type are revalidated.
 *
 * The file is data that lives beside the server, not part of its bundle: the `turbopackIgnore`
 * comments keep Turbopack from tracing the (configurable) path and with it the whole project.
 */
import { statSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import type { QueryParams } from '@sanity/client'
import { evaluate, parse } from 'groq-js'
import { isDraftId, isPublishedId } from '../document-ids'
import { withLocale } from './locale-param'
import type { ContentBackend, Perspective } from './types'

export interface LocalDocument {
  _id: string
  _type: string
  [field: string]: unknown
}

interface Loaded {
  mtimeMs: number
  size: number
  published: LocalDocument[]
  drafts: LocalDocument[]
}

export function parseNdjson(text: string, source = 'dataset'): LocalDocument[] {
  const documents: LocalDocument[] = []
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return
    let doc: unknown
    try {
      doc = JSON.parse(line)
    } catch {
      throw new Error(`${source}:${index + 1} is not valid JSON`)
    }
    if (!doc || typeof doc !== 'object' || typeof (doc as LocalDocument)._id !== 'string') {
      throw new Error(`${source}:${index + 1} is not a document (it has no _id)`)
    }
    documents.push(doc as LocalDocument)
  })
  return documents
}

/** Sanity's perspectives over a raw dataset: published only, or drafts overlaid on published. */
export function applyPerspectives(
  documents: LocalDocument[],
): Pick<Loaded, 'published' | 'drafts'> {
  const published = documents.filter((doc) => isPublishedId(doc._id))
  const overlay = new Map(published.map((doc) => [doc._id, doc]))
  for (const doc of documents) {
    if (!isDraftId(doc._id)) continue
    const id = doc._id.slice('drafts.'.length)
    overlay.set(id, { ...doc, _id: id, _originalId: doc._id })
  }
  return { published, drafts: [...overlay.values()] }
}

/**
 * The documents a perspective sees. A release stack previews the drafts (the local dataset has
 * no releases); `draftOf` swaps one document for its draft (groq-js has no perspective option, so
 * the overlay is built here).
 */
function datasetFor(data: Loaded, perspective: Perspective): LocalDocument[] {
  if (perspective === 'published') return data.published
  if (Array.isArray(perspective) || perspective === 'drafts') return data.drafts
  const { draftOf } = perspective
  const draft = data.drafts.find((doc) => doc._id === draftOf)
  return [...data.published.filter((doc) => doc._id !== draftOf), ...(draft ? [draft] : [])]
}

export function createLocalBackend(file: string): ContentBackend {
  const absolute = path.resolve(file)
  let loaded: Loaded | null = null
  let loading: Promise<Loaded> | null = null

  async function load(): Promise<Loaded> {
    let info
    try {
      info = await stat(/* turbopackIgnore: true */ absolute)
    } catch {
      throw new Error(
        `The local dataset ${file} is missing. Run "npm run seed" to create it from the spec's catalogue.`,
      )
    }
    if (loaded && loaded.mtimeMs === info.mtimeMs && loaded.size === info.size) return loaded
    loading ??= readFile(/* turbopackIgnore: true */ absolute, 'utf8')
      .then((text) => {
        loaded = {
          mtimeMs: info.mtimeMs,
          size: info.size,
          ...applyPerspectives(parseNdjson(text, file)),
        }
        return loaded
      })
      .finally(() => {
        loading = null
      })
    return loading
  }

  return {
    name: 'local',
    revalidate: false,
    // Asked on every request the proxy looks at (its redirect table): a synchronous stat of a
    // local file takes microseconds, the promise version a trip through libuv's thread pool
    // (5 % of a cached page's CPU time under load, measured with --cpu-prof).
    async version() {
      try {
        const info = statSync(/* turbopackIgnore: true */ absolute)
        return `${info.mtimeMs}:${info.size}`
      } catch {
        return 'missing'
      }
    },
    async query<R>(query: string, given: QueryParams, perspective: Perspective) {
      const params = withLocale(query, given)
      const data = await load()
      const tree = parse(query, { params })
      const value = await evaluate(tree, { dataset: datasetFor(data, perspective), params })
      return (await value.get()) as R
    },
  }
}
