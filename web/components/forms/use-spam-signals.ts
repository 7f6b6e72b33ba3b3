'use client'
/**
 * The spam signal every form sends: the honeypot's value (a field people never see). How long a
 * form took is measured by the lead function itself, from the form ticket (web/leads/form-ticket.ts),
 * never from what the browser says.
 */
import { useCallback, useRef } from 'react'
import type { SpamSignals } from '@/web/leads/payloads/signals'

export function useSpamSignals() {
  const honeypot = useRef<HTMLInputElement | null>(null)
  const signals = useCallback((): SpamSignals => ({ website: honeypot.current?.value ?? '' }), [])
  return { honeypot, signals }
}
