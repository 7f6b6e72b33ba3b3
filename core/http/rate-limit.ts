/**
 * Requests per client address per window. A sliding-window counter: the current window's count
 * plus the previous window's, weighted by how much of it still overlaps the last `windowMs`.
 *
 * The counts live in a store: by default this process's memory (per server process, or per Edge
 * Function isolate on Supabase); the app passes a shared one (Redis, web/lib/rate-limits.ts) so
 * that every instance sees the same counts. This module stays free of any client library: it also
 * runs in Deno.
 *
 * The memory store is bounded: counters expire two windows after their last request, and at most
 * `maxKeys` are kept. When full, the least recently used counter *below the limit* goes first, so
 * a flood of cheap requests from fresh addresses cannot push out the counter of an address that is
 * being refused (forgetting a light counter only ever makes the limit a little laxer for it).
 */
export interface RateLimiter {
  /** Counts one request from `key`; false when it is over the limit (and then not counted). */
  take(key: string): Promise<boolean>
  /** Whether `key` is over the limit now, without counting a request. */
  blocked(key: string): Promise<boolean>
}

/** A key's requests in a window and in the window before it. */
export interface WindowCounts {
  current: number
  previous: number
}

/** Where a limiter keeps its counts (windows are numbered: floor(time / windowMs)). */
export interface RateLimitStore {
  counts(key: string, window: number): WindowCounts | Promise<WindowCounts>
  /** Adds one to `key`'s count in `window`. */
  add(key: string, window: number): void | Promise<void>
}

export interface RateLimiterOptions {
  windowMs?: number
  now?: () => number
  /** The most addresses the memory store remembers at once. */
  maxKeys?: number
  /** Where the counts live (default: this process's memory). */
  store?: RateLimitStore
}

export const DEFAULT_MAX_KEYS = 10_000

interface Counter extends WindowCounts {
  window: number
}

/** The counter rolled forward to `window` (a new object when it moved). */
function rolled(c: Counter | undefined, window: number): Counter {
  if (!c || c.window < window - 1) return { window, current: 0, previous: 0 }
  if (c.window === window - 1) return { window, current: 0, previous: c.current }
  return c
}

/**
 * Counts in this process's memory: light counters (below `limit`) and heavy ones (at or over it)
 * in two maps, each in least-recently-used order (a Map iterates in insertion order, and a
 * counter is re-inserted on every request). Eviction takes light counters first.
 */
export function createMemoryStore(
  limit: number,
  { maxKeys = DEFAULT_MAX_KEYS, windowMs = 60_000, now = () => Date.now() } = {},
): RateLimitStore & { size(): number } {
  const light = new Map<string, Counter>()
  const heavy = new Map<string, Counter>()
  let lastSweep = -Infinity

  const size = () => light.size + heavy.size
  function sweep(window: number) {
    for (const map of [light, heavy]) {
      for (const [key, c] of map) if (c.window < window - 1) map.delete(key)
    }
  }

  return {
    size,
    counts(key, window) {
      const c = rolled(heavy.get(key) ?? light.get(key), window)
      return { current: c.current, previous: c.previous }
    },
    add(key, window) {
      // Expired counters go at most once a window (a sweep reads every counter).
      const t = now()
      if (t - lastSweep > windowMs) {
        sweep(window)
        lastSweep = t
      }
      const c = rolled(heavy.get(key) ?? light.get(key), window)
      light.delete(key)
      heavy.delete(key)
      c.current++
      while (size() >= maxKeys) {
        const oldest = light.size ? light : heavy
        oldest.delete(oldest.keys().next().value!)
      }
      ;(c.current + c.previous >= limit ? heavy : light).set(key, c)
    },
  }
}

export function createRateLimiter(limit: number, options: RateLimiterOptions = {}): RateLimiter {
  const { windowMs = 60_000, now = () => Date.now() } = options
  const store =
    options.store ?? createMemoryStore(limit, { maxKeys: options.maxKeys, windowMs, now })

  function over(c: WindowCounts, t: number) {
    const overlap = 1 - (t % windowMs) / windowMs
    return c.current + c.previous * overlap >= limit
  }

  return {
    async take(key) {
      const t = now()
      const window = Math.floor(t / windowMs)
      if (over(await store.counts(key, window), t)) return false
      await store.add(key, window)
      return true
    },
    async blocked(key) {
      const t = now()
      return over(await store.counts(key, Math.floor(t / windowMs)), t)
    },
  }
}

export interface AddressOptions {
  /** The address of the socket the request came in on (the nearest hop), when known. */
  peer?: string | null
  /**
   * How many proxies in front of the server append to X-Forwarded-For and can be trusted to:
   * 0 (the default) takes the socket address and ignores the header, which a client can write.
   */
  trustedHops?: number
}

/**
 * The client address of a request. Each trusted proxy appends the address it received the
 * request from to X-Forwarded-For, so with N trusted hops the client is the N-th entry from the
 * right; anything further left was written by the client and is ignored. With fewer entries than
 * hops (a request that bypassed a proxy), the leftmost one. 'unknown' when there is no address.
 */
export function clientAddress(request: Request, options: AddressOptions = {}): string {
  const hops = Math.max(0, Math.floor(options.trustedHops ?? 0))
  let address = options.peer ?? undefined
  if (hops > 0) {
    const chain = (request.headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
    address = chain[Math.max(0, chain.length - hops)] ?? address
  }
  return address ? addressKey(address) : 'unknown'
}

/**
 * The rate-limit key of an address: IPv4 as is (also when written IPv4-mapped, `::ffff:a.b.c.d`,
 * or with a port), IPv6 by its /64 network, because one subscriber gets a whole /64 and could
 * otherwise rotate through addresses. Anything else (a hostname, garbage) lower-cased as is.
 */
export function addressKey(raw: string): string {
  let address = raw.trim().toLowerCase()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed) address = bracketed[1]!
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})(?::\d+)?$/.exec(address)
  if (v4) return v4[1]!
  if (!address.includes(':') || !/^[0-9a-f:]+$/.test(address)) return address
  const halves = address.split('::')
  if (halves.length > 2) return address
  const head = halves[0] ? halves[0].split(':') : []
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : []
  const missing = 8 - head.length - tail.length
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return address
  const groups = [...head, ...Array<string>(missing).fill('0'), ...tail]
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
