/**
 * A stand-in for Sanity's query API, for tests only: it answers
 * GET /v{apiVersion}/data/query/{dataset}?query=…&$param=… (and the POST form the client uses for
 * long queries) with `{ query, result, ms }`, evaluating the query with groq-js over a dataset.
 * It lets the production content path (@sanity/client) run without the network.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { evaluate, parse } from 'groq-js'
import { applyPerspectives, type LocalDocument } from '@/web/content/backends/local'

export interface StandIn {
  url: string
  requests: { method: string; path: string; perspective: string | null }[]
  close(): Promise<void>
}

export async function startGroqStandIn(documents: LocalDocument[]): Promise<StandIn> {
  const views = applyPerspectives(documents)
  const requests: StandIn['requests'] = []

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const match = url.pathname.match(/^\/v[^/]+\/data\/query\/([^/]+)$/)
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
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

    try {
      const started = performance.now()
      const dataset =
        perspective === 'raw'
          ? documents
          : perspective === 'drafts'
            ? views.drafts
            : views.published
      const value = await evaluate(parse(query, { params }), { dataset, params })
      send(200, { query, result: await value.get(), ms: Math.round(performance.now() - started) })
    } catch (error) {
      send(400, { error: { description: error instanceof Error ? error.message : String(error) } })
    }
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  }
}
