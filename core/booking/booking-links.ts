/**
 * The reschedule and cancel links of a session: its id, the invite's SEQUENCE the link was sent
 * with and when it expires (the session's start), signed with HMAC-SHA-256. A link from an older
 * e-mail (the session has moved on since) is spent; a changed character makes it forged; both get
 * a clear page. Web Crypto only, so the Edge Function could sign them too.
 */
export interface BookingLinkClaims {
  bookingId: string
  sequence: number
  /** Seconds since the epoch. */
  expires: number
}

export type LinkCheck =
  { ok: true; claims: BookingLinkClaims } | { ok: false; reason: 'forged' | 'expired' }

const encoder = new TextEncoder()
const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('')
const TOKEN =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\d{1,6})\.(\d{1,12})\.([0-9a-f]{64})$/

function equal(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return difference === 0
}

export function createBookingLinks(secret: string | Promise<string>) {
  const key = Promise.resolve(secret).then((value) => {
    if (!value) throw new Error('A booking link secret is required')
    return crypto.subtle.importKey(
      'raw',
      encoder.encode(`booking-link:${value}`),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    )
  })
  const sign = async (payload: string) =>
    hex(await crypto.subtle.sign('HMAC', await key, encoder.encode(payload)))

  return {
    async token(claims: BookingLinkClaims): Promise<string> {
      const payload = `${claims.bookingId}.${claims.sequence}.${claims.expires}`
      return `${payload}.${await sign(payload)}`
    },
    async check(token: string, now: Date): Promise<LinkCheck> {
      const match = TOKEN.exec(token)
      if (!match) return { ok: false, reason: 'forged' }
      const payload = `${match[1]}.${match[2]}.${match[3]}`
      if (!equal(await sign(payload), match[4]!)) return { ok: false, reason: 'forged' }
      const claims = { bookingId: match[1]!, sequence: Number(match[2]), expires: Number(match[3]) }
      if (claims.expires * 1000 <= now.getTime()) return { ok: false, reason: 'expired' }
      return { ok: true, claims }
    },
  }
}

export type BookingLinks = ReturnType<typeof createBookingLinks>

/** The page of a link: /booking/{token}, with ?action=cancel for the cancel link. */
export function manageUrls(siteUrl: string, token: string) {
  const base = `${siteUrl.replace(/\/+$/, '')}/booking/${token}`
  return { reschedule: base, cancel: `${base}?action=cancel` }
}
