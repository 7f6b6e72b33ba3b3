/**
 * A GROQ query against Sanity's HTTP API (the API CDN, published documents only), for a runtime
 * without the app's content layer: the Edge Function. Answers are kept `ttlMs` per query text, so a
 * burst of leads asks once; a failed answer is not kept.
 */
export interface SanityQueryOptions {
  projectId: string
  dataset: string
  apiVersion: string
  ttlMs?: number
  timeoutMs?: number
  /** Another origin than the project's API CDN (a test's stand-in). */
  origin?: string
  fetch?: typeof fetch
  now?: () => number
}

export type SanityQuery = <T>(query: string) => Promise<T>

export function createSanityQuery(options: SanityQueryOptions): SanityQuery {
  const ttlMs = options.ttlMs ?? 60_000
  const now = options.now ?? Date.now
  const fetcher = options.fetch ?? fetch
  const origin = options.origin ?? `https://${options.projectId}.apicdn.sanity.io`
  const cache = new Map<string, { at: number; value: unknown }>()
  return async <T>(query: string): Promise<T> => {
    const hit = cache.get(query)
    if (hit && now() - hit.at < ttlMs) return hit.value as T
    if (!options.projectId) throw new Error('SANITY_PROJECT_ID is not set')
    const url = `${origin}/v${options.apiVersion}/data/query/${options.dataset}?query=${encodeURIComponent(query)}`
    const response = await fetcher(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 5_000) })
    if (!response.ok) throw new Error(`Sanity answered ${response.status}`)
    const { result } = (await response.json()) as { result: T }
    cache.set(query, { at: now(), value: result })
    return result
  }
}
