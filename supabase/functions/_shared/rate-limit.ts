/**
 * Requests per client address per window, kept in memory (per server process, or per Edge
 * Function isolate on Supabase). A sliding-window counter: the current window's count plus the
 * previous window's, weighted by how much of it still overlaps the last `windowMs`.
 *
 * Memory is bounded: counters expire two windows after their last request, and at most
 * `maxKeys` are kept (the least recently used goes first), so a flood of distinct addresses
 * cannot grow the map without limit. Forgetting a counter only ever makes the limit laxer for
 * that address, never locks anyone out.
 */
export interface RateLimiter {
  /** Counts one request from `key`; false when it is over the limit (and then not counted). */
  take(key: string): boolean
  /** Whether `key` is over the limit now, without counting a request. */
  blocked(key: string): boolean
}

interface Counter {
  window: number
  current: number
  previous: number
}

export interface RateLimiterOptions {
  windowMs?: number
  now?: () => number
  /** The most addresses remembered at once. */
  maxKeys?: number
}

export const DEFAULT_MAX_KEYS = 10_000

export function createRateLimiter(limit: number, options: RateLimiterOptions = {}): RateLimiter {
  const { windowMs = 60_000, now = () => Date.now(), maxKeys = DEFAULT_MAX_KEYS } = options
  // A Map iterates in insertion order: re-inserting a key on every request keeps the least
  // recently used first.
  const counters = new Map<string, Counter>()
  let lastSweep = now()

  function sweep(window: number) {
    for (const [key, c] of counters) if (c.window < window - 1) counters.delete(key)
  }

  /** The key's counter rolled forward to the current window (not stored). */
  function current(key: string, window: number): Counter {
    const c = counters.get(key)
    if (!c || c.window < window - 1) return { window, current: 0, previous: 0 }
    if (c.window === window - 1) return { window, current: 0, previous: c.current }
    return c
  }

  function over(c: Counter, t: number) {
    const overlap = 1 - (t % windowMs) / windowMs
    return c.current + c.previous * overlap >= limit
  }

  return {
    take(key) {
      const t = now()
      const window = Math.floor(t / windowMs)
      if (t - lastSweep > windowMs) {
        sweep(window)
        lastSweep = t
      }
      const c = current(key, window)
      counters.delete(key)
      if (counters.size >= maxKeys) {
        sweep(window)
        lastSweep = t
        while (counters.size >= maxKeys) counters.delete(counters.keys().next().value!)
      }
      counters.set(key, c)
      if (over(c, t)) return false
      c.current++
      return true
    },
    blocked(key) {
      const t = now()
      return over(current(key, Math.floor(t / windowMs)), t)
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
