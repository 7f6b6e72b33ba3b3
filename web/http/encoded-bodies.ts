/**
 * The UTF-8 bytes of the cached pages' bodies, encoded once per page version and kept while that
 * version is served (see ./server-hooks.ts).
 *
 * Next serves a cached page by handing its HTML to `res.end()` as one string, the same string
 * object on every hit. Node encodes it for the socket each time: ~200 kB of HTML with a single
 * character outside ASCII (V8 then holds the whole string as UTF-16) cost about 0.6 ms per
 * request, a third of a cached page's time (measured with --cpu-prof). Bytes are written as they
 * are.
 *
 * Keyed by the string: a lookup compares the key by identity first (V8 hashes a string this long
 * by its length), so a hit costs no pass over the text; a new version of a page is a new string.
 * At most MAX_BYTES are kept, least recently used first out.
 */

/** Shorter bodies are cheap to encode; below this they are sent as they come. */
export const MIN_CHARS = 16 * 1024
const MAX_BYTES = 32 * 1024 * 1024

const bodies = new Map<string, Buffer>()
let keptBytes = 0

/** The bytes of `text` (encoded now or earlier), or `text` itself when it is short. */
export function encodedBody(text: string): string | Buffer {
  if (text.length < MIN_CHARS) return text
  let bytes = bodies.get(text)
  if (bytes) {
    // Most recently used last.
    bodies.delete(text)
    bodies.set(text, bytes)
    return bytes
  }
  bytes = Buffer.from(text, 'utf8')
  if (bytes.byteLength > MAX_BYTES / 4) return bytes
  bodies.set(text, bytes)
  keptBytes += bytes.byteLength
  for (const [oldest, kept] of bodies) {
    if (keptBytes <= MAX_BYTES) break
    bodies.delete(oldest)
    keptBytes -= kept.byteLength
  }
  return bytes
}

/** For the tests: how many bodies are kept. */
export function keptBodies(): number {
  return bodies.size
}
