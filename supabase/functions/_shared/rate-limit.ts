/**
 * Submissions per client address per minute, kept in memory (per server process, or per Edge
 * Function isolate on Supabase). A sliding-window counter: the current window's count plus the
 * previous window's, weighted by how much of it still overlaps the last `windowMs`.
 */
export interface RateLimiter {
  /** Counts one request from `key`; false when it is over the limit (and then not counted). */
  take(key: string): boolean
}

interface Counter {
  window: number
  current: number
  previous: number
}

export function createRateLimiter(
  limit: number,
  windowMs = 60_000,
  now: () => number = () => Date.now(),
): RateLimiter {
  const counters = new Map<string, Counter>()
  let lastSweep = now()
  return {
    take(key) {
      const t = now()
      const window = Math.floor(t / windowMs)
      if (t - lastSweep > windowMs) {
        for (const [k, c] of counters) if (c.window < window - 1) counters.delete(k)
        lastSweep = t
      }
      let c = counters.get(key)
      if (!c || c.window < window - 1) c = { window, current: 0, previous: 0 }
      else if (c.window === window - 1) c = { window, current: 0, previous: c.current }
      counters.set(key, c)
      const overlap = 1 - (t % windowMs) / windowMs
      if (c.current + c.previous * overlap >= limit) return false
      c.current++
      return true
    },
  }
}

/**
 * The client address of a request, from X-Forwarded-For (its last entry: the address the
 * nearest proxy saw; `next start` sets the header from the socket when no proxy did) or
 * X-Real-IP. Without a proxy in front that rewrites the header, a client can choose this value.
 */
export function clientAddress(request: Request, fallback = 'unknown'): string {
  const forwarded = request.headers.get('x-forwarded-for')
  const last = forwarded
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1)
  return last || request.headers.get('x-real-ip')?.trim() || fallback
}
