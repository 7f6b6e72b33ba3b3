/**
 * Signed links in e-mails: a newsletter's confirmation and unsubscribe links, a privacy request's
 * confirmation. The token names what it is for (the purpose is part of what is signed, so an
 * unsubscribe token never confirms anything), whom it is about (an address or a request id) and,
 * for most, until when it holds. HMAC-SHA-256 with a server secret; Web Crypto only, so the Edge
 * Function signs the same links the app verifies.
 */
import type { SqlClient } from '../db/sql-client.ts'

export type LinkPurpose = 'newsletter-confirm' | 'newsletter-unsubscribe' | 'privacy-request'

export interface SignedLinks {
  sign(purpose: LinkPurpose, subject: string, expiresAt?: Date): Promise<string>
  /** The subject, or why the token is refused: forged (or mangled), or expired. */
  verify(purpose: LinkPurpose, token: string, now: Date): Promise<LinkCheck>
}

export type LinkCheck = { ok: true; subject: string } | { ok: false; reason: 'forged' | 'expired' }

const encoder = new TextEncoder()
const decoder = new TextDecoder()

function base64url(bytes: Uint8Array): string {
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    return Uint8Array.from(binary, (c) => c.charCodeAt(0))
  } catch {
    return null
  }
}

function equal(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return difference === 0
}

/** A token is at most this long: a link stays short enough for every mail client. */
const MAX_TOKEN = 600

/**
 * Links signed with `secret`: a value, or a function that reads it (once; a failed read, such as
 * the database not answering yet, is tried again on the next use rather than kept).
 */
export function createSignedLinks(secret: string | (() => Promise<string>)): SignedLinks {
  let key: Promise<CryptoKey> | null = null
  const keyOf = () => {
    if (key) return key
    const reading = (typeof secret === 'function' ? secret() : Promise.resolve(secret)).then(
      (value) => {
        if (!value) throw new Error('A link signing secret is required')
        return crypto.subtle.importKey(
          'raw',
          encoder.encode(value),
          { name: 'HMAC', hash: 'SHA-256' },
          false,
          ['sign'],
        )
      },
    )
    key = reading
    reading.catch(() => {
      if (key === reading) key = null
    })
    return reading
  }
  const mac = async (purpose: LinkPurpose, payload: string) =>
    base64url(
      new Uint8Array(
        await crypto.subtle.sign('HMAC', await keyOf(), encoder.encode(`${purpose}.${payload}`)),
      ),
    )

  return {
    async sign(purpose, subject, expiresAt) {
      const body = JSON.stringify(
        expiresAt ? { s: subject, e: Math.floor(expiresAt.getTime() / 1000) } : { s: subject },
      )
      const payload = base64url(encoder.encode(body))
      return `${payload}.${await mac(purpose, payload)}`
    },
    async verify(purpose, token, now) {
      const forged = { ok: false, reason: 'forged' } as const
      if (typeof token !== 'string' || token.length > MAX_TOKEN) return forged
      const [payload, signature, extra] = token.split('.')
      if (!payload || !signature || extra !== undefined) return forged
      if (!equal(await mac(purpose, payload), signature)) return forged
      const bytes = fromBase64url(payload)
      if (!bytes) return forged
      let body: { s?: unknown; e?: unknown }
      try {
        body = JSON.parse(decoder.decode(bytes)) as typeof body
      } catch {
        return forged
      }
      if (typeof body.s !== 'string') return forged
      if (typeof body.e === 'number' && body.e * 1000 < now.getTime()) {
        return { ok: false, reason: 'expired' }
      }
      return { ok: true, subject: body.s }
    },
  }
}

/**
 * The secret to sign with: the configured one (LINK_SIGNING_SECRET), else the one the migrations
 * generated and keep in the database (site_secrets), which every instance and the Supabase
 * function share. There is no fallback written here: a value in the source would let anyone sign.
 */
export async function linkSecret(
  configured: string | undefined,
  database: () => SqlClient | Promise<SqlClient>,
): Promise<string> {
  if (configured) return configured
  const { rows } = await (
    await database()
  ).query<{ secret: string }>(`select secret from site_secrets where name = 'links'`)
  if (!rows[0]?.secret) throw new Error('site_secrets has no links secret: run the migrations')
  return rows[0].secret
}
