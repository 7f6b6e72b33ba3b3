/**
 * Signed links in e-mails: a newsletter's confirmation and unsubscribe links, a privacy request's
 * confirmation. The token names what it is for (the purpose is part of what is signed, so an
 * unsubscribe token never confirms anything), whom it is about (an address or a request id) and,
 * for most, until when it holds. HMAC-SHA-256 with a server secret (core/security/tokens.ts, Web
 * Crypto), so the Edge Function signs the same links the app verifies.
 */
import type { SqlClient } from '../db/sql-client.ts'
import { createSigner, fromBase64url, hasExpired, toBase64url } from '../security/tokens.ts'

export type LinkPurpose = 'newsletter-confirm' | 'newsletter-unsubscribe' | 'privacy-request'

export interface SignedLinks {
  sign(purpose: LinkPurpose, subject: string, expiresAt?: Date): Promise<string>
  /** The subject, or why the token is refused: forged (or mangled), or expired. */
  verify(purpose: LinkPurpose, token: string, now: Date): Promise<LinkCheck>
}

export type LinkCheck = { ok: true; subject: string } | { ok: false; reason: 'forged' | 'expired' }

const decoder = new TextDecoder()

/** A token is at most this long: a link stays short enough for every mail client. */
const MAX_TOKEN = 600

/**
 * Links signed with `secret`: a value, or a function that reads it (once; a failed read, such as
 * the database not answering yet, is tried again on the next use rather than kept).
 */
export function createSignedLinks(secret: string | (() => Promise<string>)): SignedLinks {
  const signer = createSigner(secret, 'base64url', 'link signing')
  // The purpose is signed with the payload, so a token made for one purpose proves nothing else.
  const message = (purpose: LinkPurpose, payload: string) => `${purpose}.${payload}`

  return {
    async sign(purpose, subject, expiresAt) {
      const body = JSON.stringify(
        expiresAt ? { s: subject, e: Math.floor(expiresAt.getTime() / 1000) } : { s: subject },
      )
      const payload = toBase64url(body)
      return `${payload}.${await signer.sign(message(purpose, payload))}`
    },
    async verify(purpose, token, now) {
      const forged = { ok: false, reason: 'forged' } as const
      if (typeof token !== 'string' || token.length > MAX_TOKEN) return forged
      const [payload, signature, extra] = token.split('.')
      if (!payload || !signature || extra !== undefined) return forged
      if (!(await signer.verify(message(purpose, payload), signature))) return forged
      const bytes = fromBase64url(payload)
      if (!bytes) return forged
      let body: { s?: unknown; e?: unknown }
      try {
        body = JSON.parse(decoder.decode(bytes)) as typeof body
      } catch {
        return forged
      }
      if (typeof body.s !== 'string') return forged
      if (typeof body.e === 'number' && hasExpired(body.e * 1000, now)) {
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
