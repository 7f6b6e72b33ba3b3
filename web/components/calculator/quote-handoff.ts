'use client'
/**
 * The quote carried from the calculator to /book-call as page state (the App Router has no
 * history state of its own). The calculator sets it just before navigating; the quote summary and
 * the booking form read it. Local storage (quote.ts) keeps it across reloads: when nothing was
 * carried, the first reader loads it from there. One store, so discarding the quote after a
 * booking clears every view of it at once.
 */
import { useEffect, useSyncExternalStore } from 'react'
import { clearQuote, loadQuote, type Quote } from '@/web/leads/quote'

let current: Quote | null = null
let loadedFromStorage = false
const listeners = new Set<() => void>()

function set(quote: Quote | null) {
  current = quote
  for (const listener of listeners) listener()
}

/** Hands a new quote to whatever shows or sends it (the calculator calls this on submit). */
export function carryQuote(quote: Quote) {
  loadedFromStorage = true
  set(quote)
}

/** Forgets the quote everywhere, storage included (after it was sent with a booking). */
export function discardQuote() {
  clearQuote()
  set(null)
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The carried quote, or the one in local storage after a reload; null when there is none. */
export function useQuote(): Quote | null {
  const quote = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  )
  useEffect(() => {
    if (loadedFromStorage) return
    loadedFromStorage = true
    if (!current) set(loadQuote())
  }, [])
  return quote
}
