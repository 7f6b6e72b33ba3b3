'use client'
import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || null
const serverZone = () => null

/** The visitor's own IANA time zone (null while rendering on the server). */
export function useVisitorTimeZone(): string | null {
  return useSyncExternalStore(subscribe, browserZone, serverZone)
}
