/**
 * The one place where the site signs and checks what it hands out: form tickets, links in
 * e-mails, booking links, client preview links and their cookies, the admin's session cookie.
 * HMAC-SHA-256 through Web Crypto only, so the app (Node) and the Supabase function (Deno) run the
 * same code; a fix to how tokens are checked lands here once (tests/unit/tokens.test.ts).
 *
 * Each caller keeps its own layout (what the message is, where its purpose goes, hex or
 * base64url): tokens already in mailboxes, calendars and cookies must keep verifying, so this
 * module signs a message it is given and never decides a format.
 */

export type SignatureEncoding = 'hex' | 'base64url'

/** A secret, or its read (a promise, or a function read on first use and again after a failure). */
export type SecretSource = string | Promise<string> | (() => string | Promise<string>)

export interface Signer {
  /** The HMAC-SHA-256 of `message`, in the signer's encoding. */
  sign(message: string): Promise<string>
  /**
   * Whether `signature` is exactly `message`'s (constant time). Anything else, malformed or not a
   * string, is false; it rejects only when the key itself cannot be had (no secret, a failed
   * read), which is the server's fault, not the token's.
   */
  verify(message: string, signature: unknown): Promise<boolean>
}

const encoder = new TextEncoder()

export function toHex(bytes: Uint8Array | ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** Base64url without padding (RFC 4648 §5) of bytes, or of a text's UTF-8. */
export function toBase64url(data: Uint8Array | ArrayBuffer | string): string {
  const bytes = typeof data === 'string' ? encoder.encode(data) : new Uint8Array(data)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** The bytes of a base64url text (padding not expected), or null when it is not one. */
export function fromBase64url(text: string): Uint8Array | null {
  if (typeof text !== 'string' || !/^[A-Za-z0-9_-]*$/.test(text)) return null
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    return Uint8Array.from(binary, (c) => c.charCodeAt(0))
  } catch {
    return null
  }
}

/**
 * Whether two strings are equal, in a time that depends on `given`'s length only: neither where
 * they first differ nor `expected`'s length (a secret's) shows. Not strings: false.
 */
export function constantTimeEqual(given: unknown, expected: unknown): boolean {
  if (typeof given !== 'string' || typeof expected !== 'string') return false
  let difference = given.length ^ expected.length
  for (let i = 0; i < given.length; i++) {
    const at = expected.length === 0 ? 0 : i % expected.length
    difference |= given.charCodeAt(i) ^ (expected.charCodeAt(at) || 0)
  }
  return difference === 0
}

/**
 * Whether a token that holds until `expiresAtMs` (milliseconds since the epoch) has expired at
 * `now`: from that instant on, as JWT's `exp` (RFC 7519 §4.1.4). Not a finite number: expired.
 */
export function hasExpired(expiresAtMs: number, now: Date | number): boolean {
  if (!Number.isFinite(expiresAtMs)) return true
  return Number(now) >= expiresAtMs
}

/** An HMAC-SHA-256 key for `secret` (its UTF-8 bytes, as node:crypto's createHmac takes a string). */
export async function hmacKey(secret: string, what = 'signing'): Promise<CryptoKey> {
  if (typeof secret !== 'string' || !secret) throw new Error(`A ${what} secret is required`)
  return crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
}

/** The HMAC-SHA-256 of `message` with `key`, as bytes. */
export async function hmac(key: CryptoKey, message: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)))
}

/**
 * A signer with `secret`. The key is made on first use, not before (a secret read from the
 * database may not be there yet), and made again after a failed read rather than kept failed.
 * `what` names the secret in the error when there is none ("A booking link secret is required").
 */
export function createSigner(
  secret: SecretSource,
  encoding: SignatureEncoding,
  what = 'signing',
): Signer {
  let key: Promise<CryptoKey> | null = null
  const keyOf = () => {
    if (key) return key
    const reading = Promise.resolve()
      .then(() => (typeof secret === 'function' ? secret() : secret))
      .then((value) => hmacKey(value, what))
    key = reading
    reading.catch(() => {
      if (key === reading) key = null
    })
    return reading
  }
  const encode = encoding === 'hex' ? toHex : toBase64url
  const sign = async (message: string) => encode(await hmac(await keyOf(), message))
  return {
    sign,
    async verify(message, signature) {
      if (typeof message !== 'string' || typeof signature !== 'string') return false
      // The text is compared, not the decoded bytes: base64url has spare bits in its last
      // character, and a signature with them set is not the one this signer gave out.
      return constantTimeEqual(signature, await sign(message))
    },
  }
}
