/** Reading a request body without trusting its size: runtime-neutral (Node and Deno). */

export class TooLarge extends Error {}

/**
 * The body as UTF-8 text, refusing to read more than `limit` bytes: a declared Content-Length
 * over the limit is refused before reading anything, and an undeclared (chunked) body as soon as
 * it passes the limit. Throws TooLarge, or a TypeError for bytes that are not UTF-8.
 */
export async function readBody(
  request: Request,
  limit: number,
): Promise<{ text: string; bytes: number }> {
  const declared = Number(request.headers.get('content-length') ?? '')
  if (Number.isFinite(declared) && declared > limit) throw new TooLarge()
  if (!request.body) return { text: '', bytes: 0 }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let bytes = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    bytes += value.byteLength
    if (bytes > limit) {
      await reader.cancel().catch(() => undefined)
      throw new TooLarge()
    }
    chunks.push(value)
  }
  const all = new Uint8Array(bytes)
  let offset = 0
  for (const chunk of chunks) {
    all.set(chunk, offset)
    offset += chunk.byteLength
  }
  return { text: new TextDecoder('utf-8', { fatal: true }).decode(all), bytes }
}
