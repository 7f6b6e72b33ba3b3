/**
 * An e-mail address as privacy requests match it (trimmed, case ignored), and the two ways the
 * audit log names a person without keeping the address: a masked hint for people reading it, and
 * a SHA-256 for matching a later request.
 */
import { isEmailAddress } from '../leads/lead-schemas.ts'

/** The address as rows are matched by it: trimmed, lower case. */
export function normalizeAddress(email: string): string {
  return email.trim().toLowerCase()
}

/** The address if it is one (at most 254 characters), normalised; else null. */
export function checkedAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const address = normalizeAddress(value)
  return address && isEmailAddress(address) ? address : null
}

/** 'j…@example.com': enough for the agency to recognise a request, not the address. */
export function addressHint(email: string): string {
  const address = normalizeAddress(email)
  const at = address.lastIndexOf('@')
  if (at < 1) return '…'
  return `${address.slice(0, 1)}…${address.slice(at)}`
}

export async function addressHash(email: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(normalizeAddress(email)),
  )
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}
