/**
 * How long a form was being filled in, measured by the function's own clock, not by the browser.
 *
 * When a visitor starts a form (its first focus) the browser asks the function for a ticket: the
 * time of issue, signed with HMAC-SHA-256. The submission carries the ticket back, and the time
 * between issue and receipt is how long the form took. A browser can keep a ticket longer but
 * cannot make one older than it is; a submission without a valid ticket has no timing at all.
 * Web Crypto only, so the same code runs in Node and in the Edge Function.
 */
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

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('')

function equal(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return difference === 0
}

/**
 * Tickets signed with `secret`. Every server that answers one site must use the same secret (in
 * the app: FORM_TICKET_SECRET, else one derived from DATABASE_URL, which they share anyway).
 */
export function createFormTickets(secret: string | Promise<string>): FormTickets {
  const key = Promise.resolve(secret).then((value) => {
    if (!value) throw new Error('A form ticket secret is required')
    return crypto.subtle.importKey(
      'raw',
      encoder.encode(value),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    )
  })
  const sign = async (payload: string) =>
    hex(await crypto.subtle.sign('HMAC', await key, encoder.encode(payload)))

  return {
    async issue(now) {
      const payload = `${VERSION}.${now.getTime()}`
      return `${payload}.${await sign(payload)}`
    },
    async elapsedMs(ticket, now) {
      const match = /^(v1)\.(\d{1,16})\.([0-9a-f]{64})$/.exec(ticket)
      if (!match) return null
      const payload = `${match[1]}.${match[2]}`
      if (!equal(await sign(payload), match[3]!)) return null
      const elapsed = now.getTime() - Number(match[2])
      if (elapsed < -CLOCK_SKEW_MS) return null
      return Math.max(0, elapsed)
    },
  }
}

/** A secret derived from `material` (a value every server shares), or a random one. */
export async function deriveTicketSecret(material: string | undefined): Promise<string> {
  if (!material) return hex(crypto.getRandomValues(new Uint8Array(32)).buffer)
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(`form-ticket:${material}`)))
}
