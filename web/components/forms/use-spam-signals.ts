'use client'
/**
 * The two spam signals every form sends: the honeypot's value, and how long the form has been
 * open (a person needs seconds to fill one in; a script needs none). Flagged leads are still
 * stored, but get no e-mail.
 */
import { useCallback, useEffect, useRef } from 'react'
import type { SpamSignals } from '@/web/leads/payloads'

export function useSpamSignals() {
  const honeypot = useRef<HTMLInputElement | null>(null)
  const openedAt = useRef<number | null>(null)

  useEffect(() => {
    openedAt.current = performance.now()
  }, [])

  const signals = useCallback(
    (): SpamSignals => ({
      website: honeypot.current?.value ?? '',
      formElapsedMs: Math.round(performance.now() - (openedAt.current ?? performance.now())),
    }),
    [],
  )

  /** Starts timing again (after a success, when the form is offered anew). */
  const restart = useCallback(() => {
    openedAt.current = performance.now()
  }, [])

  return { honeypot, signals, restart }
}
