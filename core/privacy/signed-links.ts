/**
 * Signed links in e-mails: a newsletter's confirmation and unsubscribe links, a privacy request's
 * confirmation. The token names what it is for (the purpose is part of what is signed, so an
 * unsubscribe token never confirms anything), whom it is about (an address or a request id) and,
 * for most, until when it holds. HMAC-SHA-256 with a server secret; Web Crypto only, so the Edge
 * Function signs the same links the app verifies.
 */
export type LinkPurpose = 'newsletter-confirm' | 'newsletter-unsubscribe' | 'privacy-request'

export interface SignedLinks {
  sign(purpose: LinkPurpose, subject: string, expiresAt?: Date): Promise<string>
  /** The subject, or why the token is refused: forged (or mangled), or expired. */
  verify(purpose: LinkPurpose, token: string, now: Date): Promise<LinkCheck>
}

export type LinkCheck = { ok: true; subject: string } | { ok: false; reason: 'forged' | 'expired' }

/**
 * The secret when none is configured: for a development machine only. It is public (it is in this
 * file), so anyone could sign links with it; production servers set LINK_SIGNING_SECRET.
 */
export const DEV_LINK_SECRET = 'codehome-dev-link-secret-do-not-use-in-production'

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

export function createSignedLinks(secret: string | Promise<string>): SignedLinks {
  const key = Promise.resolve(secret).then((value) => {
    if (!value) throw new Error('A link signing secret is required')
    return crypto.subtle.importKey(
      'raw',
      encoder.encode(value),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    )
  })
  const mac = async (purpose: LinkPurpose, payload: string) =>
    base64url(
      new Uint8Array(
        await crypto.subtle.sign('HMAC', await key, encoder.encode(`${purpose}.${payload}`)),
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
 * The secret to sign with: the configured one, else one derived from `material` (a value every
 * server of the site shares, such as the database URL), else the public development default.
 */
export async function linkSecret(configured?: string, material?: string): Promise<string> {
  if (configured) return configured
  if (!material) return DEV_LINK_SECRET
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(`signed-links:${material}`))
  return base64url(new Uint8Array(digest))
}

/**
 * What a production server (one serving real visitors) logs when its links would be signed with
 * the public development secret: anyone could then confirm, unsubscribe or ask in others' names.
 */
export function linkSecretWarning(config: Record<string, string | undefined>): string | null {
  const production = Boolean(
    config.NEXT_PUBLIC_SANITY_PROJECT_ID || config.NEXT_PUBLIC_SUPABASE_URL,
  )
  if (!production || config.LINK_SIGNING_SECRET || config.DATABASE_URL) return null
  return '[privacy] Warning: LINK_SIGNING_SECRET is not set, so the links of newsletter and privacy e-mails are signed with the public development secret. Set it to 32 or more random characters (openssl rand -base64 32).'
}
