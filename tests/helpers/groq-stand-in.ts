/**
 * A stand-in for Sanity's query API, for tests only: it answers
 * GET /v{apiVersion}/data/query/{dataset}?query=…&$param=… (and the POST form the client uses for
 * long queries) with `{ query, result, ms }`, evaluating the query with groq-js over a dataset,
 * and applies the createOrReplace and delete mutations of POST /v{apiVersion}/data/mutate/…
 * It lets the production content path (@sanity/client) run without the network.
 *
 * Like the Content Lake, it shows drafts (the `drafts` perspective, or a release stack) and raw
 * documents (preview secrets) only to a request with a token, and returns a Content Source Map
 * when asked (`resultSourceMap`), so the client's stega encoding runs as it does against Sanity.
 * The map is built by matching each string of the result to a field of a document with the same
 * value (the real API traces the query; for the documents tests use, the answer is the same).
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { evaluate, parse } from 'groq-js'
import { applyPerspectives, type LocalDocument } from '@/web/content/backends/local'
import { createSanityBackend } from '@/web/content/backends/sanity'

export interface StandIn {
  url: string
  requests: { method: string; path: string; perspective: string | null }[]
  /** The documents it serves; replacing them is what a publish in the Studio does. */
  setDocuments(documents: LocalDocument[]): void
  close(): Promise<void>
}

type Segment = string | number | { _key: string }

const quote = (key: string) => key.replace(/['\\]/g, (c) => `\\${c}`)
const jsonPath = (path: Segment[]) =>
  `$${path
    .map((segment) =>
      typeof segment === 'number'
        ? `[${segment}]`
        : typeof segment === 'string'
          ? `['${quote(segment)}']`
          : `[?(@._key=='${quote(segment._key)}')]`,
    )
    .join('')}`

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Every string in `value` with its path (array items by `_key` when they have one). */
function strings(value: unknown, keyed: boolean, path: Segment[] = []): [Segment[], string][] {
  if (typeof value === 'string') return [[path, value]]
  if (Array.isArray(value)) {
    return value.flatMap((item, index) =>
      strings(
        item,
        keyed,
        path.concat(
          keyed && isRecord(item) && typeof item._key === 'string' ? { _key: item._key } : index,
        ),
      ),
    )
  }
  if (isRecord(value)) {
    return Object.entries(value).flatMap(([key, item]) => strings(item, keyed, path.concat(key)))
  }
  return []
}

const lastKey = (path: Segment[]) => path.findLast((s): s is string => typeof s === 'string')

/** A Content Source Map for `result`, each string traced to a document field of that value. */
function sourceMap(result: unknown, dataset: LocalDocument[]) {
  const fields = new Map<string, { doc: LocalDocument; path: Segment[] }[]>()
  for (const doc of dataset) {
    for (const [path, value] of strings(doc, true)) {
      if (typeof path[0] === 'string' && path[0].startsWith('_')) continue
      const list = fields.get(value) ?? []
      list.push({ doc, path })
      fields.set(value, list)
    }
  }
  const documents: { _id: string; _type: string }[] = []
  const paths: string[] = []
  const mappings: Record<string, unknown> = {}
  for (const [resultPath, value] of strings(result, false)) {
    const candidates = fields.get(value)
    if (!candidates) continue
    // The field named like the result's key ('title' ← title), else one whose path contains it
    // ('slug' ← slug.current), else any field with that value.
    const key = lastKey(resultPath)
    const field =
      candidates.find((c) => lastKey(c.path) === key) ??
      candidates.find((c) => key !== undefined && c.path.includes(key)) ??
      candidates[0]!
    const id = (field.doc._originalId as string | undefined) ?? field.doc._id
    let document = documents.findIndex((d) => d._id === id)
    if (document === -1) document = documents.push({ _id: id, _type: field.doc._type }) - 1
    const source = jsonPath(field.path)
    let pathIndex = paths.indexOf(source)
    if (pathIndex === -1) pathIndex = paths.push(source) - 1
    mappings[jsonPath(resultPath)] = {
      type: 'value',
      source: { type: 'documentValue', document, path: pathIndex },
    }
  }
  return { documents, paths, mappings }
}

export async function startGroqStandIn(initial: LocalDocument[]): Promise<StandIn> {
  let documents = initial
  let views = applyPerspectives(documents)
  const requests: StandIn['requests'] = []

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const match = url.pathname.match(/^\/v[^/]+\/data\/query\/([^/]+)$/)
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    // Mutations (createOrReplace, delete), with a token only, as the site's webhook writes them.
    if (/^\/v[^/]+\/data\/mutate\/[^/]+$/.test(url.pathname) && req.method === 'POST') {
      if (!/^Bearer \S+/.test(req.headers.authorization ?? ''))
        return send(401, { error: 'No token' })
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      const { mutations } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        mutations: ({ createOrReplace: LocalDocument } | { delete: { id: string } })[]
      }
      let next = [...documents]
      for (const mutation of mutations) {
        if ('createOrReplace' in mutation) {
          const doc = mutation.createOrReplace
          next = [...next.filter((d) => d._id !== doc._id), doc]
        } else next = next.filter((d) => d._id !== mutation.delete.id)
      }
      documents = next
      views = applyPerspectives(documents)
      requests.push({ method: 'POST', path: url.pathname, perspective: null })
      return send(200, { transactionId: `t${requests.length}`, results: [] })
    }
    if (!match) return send(404, { error: 'Not found' })

    let query = url.searchParams.get('query') ?? ''
    const params: Record<string, unknown> = {}
    for (const [key, value] of url.searchParams) {
      if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value)
    }
    if (req.method === 'POST') {
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        query: string
        params?: Record<string, unknown>
      }
      query = body.query
      Object.assign(params, body.params)
    }
    const perspective = url.searchParams.get('perspective')
    requests.push({ method: req.method ?? 'GET', path: url.pathname, perspective })

    // Without a token only published documents are visible, whatever the perspective, and not
    // those in private paths (ids with a dot, such as the Presentation tool's preview secrets).
    const authorized = /^Bearer \S+/.test(req.headers.authorization ?? '')
    const dataset = !authorized
      ? views.published.filter((doc) => !doc._id.includes('.'))
      : perspective === 'raw'
        ? documents
        : perspective && perspective !== 'published'
          ? views.drafts
          : views.published

    try {
      const started = performance.now()
      const value = await evaluate(parse(query, { params }), { dataset, params })
      const result = await value.get()
      send(200, {
        query,
        result,
        ...(url.searchParams.has('resultSourceMap')
          ? { resultSourceMap: sourceMap(result, dataset) }
          : {}),
        ms: Math.round(performance.now() - started),
      })
    } catch (error) {
      send(400, { error: { description: error instanceof Error ? error.message : String(error) } })
    }
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setDocuments(next) {
      documents = next
      views = applyPerspectives(documents)
    },
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  }
}

/** The site's Sanity backend pointed at the stand-in, with a read token (drafts, stega). */
export const standInBackend = (standIn: StandIn) =>
  createSanityBackend({
    projectId: 'test0000',
    dataset: 'production',
    apiVersion: '2025-10-01',
    token: 'test-read-token',
    apiHost: standIn.url,
    studioUrl: '/studio',
  })
