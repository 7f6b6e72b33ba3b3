'use client'
/**
 * The toast store: at most one toast is visible, a new one replaces the previous one, a toast can
 * be added, updated or dismissed, and a dismissed toast is removed after 1,000,000 ms
 * (as the spec asks). Rendering and timing (5,000 ms, F8, swipe right) are Radix Toast's.
 */
import { type ReactElement, type ReactNode, useSyncExternalStore } from 'react'

export const TOAST_LIMIT = 1
export const TOAST_REMOVE_DELAY = 1_000_000

export interface ToastOptions {
  title?: ReactNode
  description?: ReactNode
  action?: ReactElement
  variant?: 'default' | 'destructive'
  /** Milliseconds before it closes by itself; Radix's default (5,000 ms) when absent. */
  duration?: number
}

export interface ToasterToast extends ToastOptions {
  id: string
  open: boolean
}

let state: ToasterToast[] = []
const listeners = new Set<() => void>()
const removals = new Map<string, ReturnType<typeof setTimeout>>()
let counter = 0

function emit(next: ToasterToast[]) {
  state = next
  for (const listener of listeners) listener()
}

function scheduleRemoval(id: string) {
  if (removals.has(id)) return
  removals.set(
    id,
    setTimeout(() => {
      removals.delete(id)
      emit(state.filter((t) => t.id !== id))
    }, TOAST_REMOVE_DELAY),
  )
}

export function dismiss(id?: string) {
  for (const t of state) if (!id || t.id === id) scheduleRemoval(t.id)
  emit(state.map((t) => (!id || t.id === id ? { ...t, open: false } : t)))
}

function update(id: string, options: ToastOptions) {
  emit(state.map((t) => (t.id === id ? { ...t, ...options } : t)))
}

/** Shows a toast, replacing the one on screen. */
export function toast(options: ToastOptions) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER
  const id = String(counter)
  emit([{ ...options, id, open: true }, ...state].slice(0, TOAST_LIMIT))
  return {
    id,
    dismiss: () => dismiss(id),
    update: (next: ToastOptions) => update(id, next),
  }
}

/** Calls `listener` whenever the toasts change; returns the unsubscribe function. */
export const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
/** The toasts as they are now (what the Toaster renders). */
export const getToasts = () => state
const snapshot = getToasts
// One empty list, not a new one per call: React requires a stable server snapshot.
const NO_TOASTS: ToasterToast[] = []
const serverSnapshot = () => NO_TOASTS

export function useToast() {
  const toasts = useSyncExternalStore(subscribe, snapshot, serverSnapshot)
  return { toasts, toast, dismiss }
}
