/**
 * The reschedule and cancel links of a session: its id, the invite's SEQUENCE the link was sent
 * with and when it expires (the session's start), signed with HMAC-SHA-256. A link from an older
 * e-mail (the session has moved on since) is spent; a changed character makes it forged; both get
 * a clear page. Signed by core/security/tokens.ts (Web Crypto), so the Edge Function could sign
 * them too.
 */
import { createSigner, hasExpired } from '../security/tokens.ts'
import { DEFAULT_LOCALE } from '../i18n/locales.ts'
import { localizedHref } from '../i18n/routes.ts'

export interface BookingLinkClaims {
  bookingId: string
  sequence: number
  /** Seconds since the epoch. */
  expires: number
}

export type LinkCheck =
  { ok: true; claims: BookingLinkClaims } | { ok: false; reason: 'forged' | 'expired' }

const TOKEN =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\d{1,6})\.(\d{1,12})\.([0-9a-f]{64})$/

export function createBookingLinks(secret: string | Promise<string>) {
  // The purpose is in the key ("booking-link:" before the secret), as the links in invites were
  // signed from the start.
  const signer = createSigner(
    async () => {
      const value = await secret
      return value ? `booking-link:${value}` : ''
    },
    'hex',
    'booking link',
  )

  return {
    async token(claims: BookingLinkClaims): Promise<string> {
      const payload = `${claims.bookingId}.${claims.sequence}.${claims.expires}`
      return `${payload}.${await signer.sign(payload)}`
    },
    async check(token: string, now: Date): Promise<LinkCheck> {
      const match = TOKEN.exec(token)
      if (!match) return { ok: false, reason: 'forged' }
      const payload = `${match[1]}.${match[2]}.${match[3]}`
      if (!(await signer.verify(payload, match[4]))) return { ok: false, reason: 'forged' }
      const claims = { bookingId: match[1]!, sequence: Number(match[2]), expires: Number(match[3]) }
      if (hasExpired(claims.expires * 1000, now)) return { ok: false, reason: 'expired' }
      return { ok: true, claims }
    },
  }
}

export type BookingLinks = ReturnType<typeof createBookingLinks>

/**
 * The page of a link: /booking/{token}, with ?action=cancel for the cancel link; in another
 * language than the default, that language's page (/ar/booking/{token}) once the site has it
 * (core/i18n/routes.ts), the English page until then.
 */
export function manageUrls(siteUrl: string, token: string, locale: string = DEFAULT_LOCALE) {
  const base = `${siteUrl.replace(/\/+$/, '')}${localizedHref(`/booking/${token}`, locale)}`
  return { reschedule: base, cancel: `${base}?action=cancel` }
}
