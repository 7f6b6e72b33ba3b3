/**
 * The page a client's preview link leads to when it does not open (app/(site)/preview/closed),
 * and the status it answers with, set by proxy.ts (a page cannot choose its own): a forged or
 * mistyped link is not found (404), an expired or withdrawn one is gone (410), and a link that
 * could not be checked is a passing failure (503).
 */
export const CLOSED_LINK_PATH = '/preview/closed'
export type ClosedReason = 'invalid' | 'expired' | 'revoked' | 'unavailable'

const STATUS: Record<ClosedReason, number> = {
  invalid: 404,
  expired: 410,
  revoked: 410,
  unavailable: 503,
}

export function closedLinkStatus(reason: string | null): number {
  return STATUS[reason as ClosedReason] ?? 404
}
