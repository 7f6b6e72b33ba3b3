'use client'
/**
 * Renders the page again from the server every few seconds while a payment is being confirmed,
 * so the client sees the state the server records (never a state decided in the browser).
 */
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

export function AutoRefresh({ everyMs = 3_000, times = 60 }: { everyMs?: number; times?: number }) {
  const router = useRouter()
  useEffect(() => {
    let count = 0
    const timer = setInterval(() => {
      count += 1
      if (count > times) clearInterval(timer)
      else router.refresh()
    }, everyMs)
    return () => clearInterval(timer)
  }, [router, everyMs, times])
  return null
}
