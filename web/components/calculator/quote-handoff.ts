'use client'
/**
 * The quote carried from the calculator to /book-call as page state (the App Router has no
 * history state of its own): set just before navigating, read by the quote summary. Local storage
 * (quote.ts) keeps it across reloads; this keeps it when storage is unavailable, and lets a summary
 * already on screen show a new quote at once.
 */
import { useSyncExternalStore } from 'react'
import type { Quote } from './quote'

let carried: Quote | null = null
const listeners = new Set<() => void>()

export function carryQuote(quote: Quote) {
  carried = quote
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useCarriedQuote() {
  return useSyncExternalStore(
    subscribe,
    () => carried,
    () => null,
  )
}
