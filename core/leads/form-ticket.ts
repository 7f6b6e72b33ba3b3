/**
 * How long a form was being filled in, measured by the function's own clock, not by the browser.
 *
 * When a visitor starts a form (its first focus) the browser asks the function for a ticket: the
 * time of issue, signed with HMAC-SHA-256. The submission carries the ticket back, and the time
 * between issue and receipt is how long the form took. A browser can keep a ticket longer but
 * cannot make one older than it is; a submission without a valid ticket has no timing at all.
 * Signed by core/security/tokens.ts (Web Crypto), so the same code runs in Node and in the Edge
 * Function.
 */
import { createSigner, toHex } from '../security/tokens.ts'

export interface FormTickets {
  /** A new ticket, issued now. */
  issue(now: Date): Promise<string>
  /** Milliseconds since `ticket` was issued, or null when it is missing, forged or from later. */
  elapsedMs(ticket: string, now: Date): Promise<number | null>
}

const VERSION = 'v1'
/** Clocks of several servers sharing one secret may differ a little. */
const CLOCK_SKEW_MS = 5_000

const encoder = new TextEncoder()

/**
 * Tickets signed with `secret`. Every server that answers one site must use the same secret (in
 * the app: FORM_TICKET_SECRET, else one derived from DATABASE_URL, which they share anyway).
 * The format, `v1.{issued ms}.{hex HMAC of "v1.{issued ms}"}`, is fixed: tickets are in open pages.
 */
export function createFormTickets(secret: string | Promise<string>): FormTickets {
  const signer = createSigner(secret, 'hex', 'form ticket')

  return {
    async issue(now) {
      const payload = `${VERSION}.${now.getTime()}`
      return `${payload}.${await signer.sign(payload)}`
    },
    async elapsedMs(ticket, now) {
      const match = /^(v1)\.(\d{1,16})\.([0-9a-f]{64})$/.exec(ticket)
      if (!match) return null
      if (!(await signer.verify(`${match[1]}.${match[2]}`, match[3]))) return null
      const elapsed = now.getTime() - Number(match[2])
      if (elapsed < -CLOCK_SKEW_MS) return null
      return Math.max(0, elapsed)
    },
  }
}

/** A secret derived from `material` (a value every server shares), or a random one. */
export async function deriveTicketSecret(material: string | undefined): Promise<string> {
  if (!material) return toHex(crypto.getRandomValues(new Uint8Array(32)))
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(`form-ticket:${material}`)))
}
