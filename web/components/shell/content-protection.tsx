'use client'
/**
 * Content protection for visitors: blocks right-click, copy, text
 * selection and developer-tool shortcuts on the page. Never inside form fields (typing, selecting
 * and pasting work) or on the copy controls; off on preview hosts, in draft mode, in the Studio
 * and admin, and when the CMS setting is off. Tab, Enter, arrows and screen readers are untouched:
 * only the events above are cancelled.
 */
import { useEffect } from 'react'
import {
  isDevToolsShortcut,
  PROTECTION_ATTRIBUTE,
  protectionApplies,
  UNPROTECTED_SELECTOR,
} from './content-protection-rules'

function unprotected(target: EventTarget | null): boolean {
  const element =
    target instanceof Element ? target : target instanceof Node ? target.parentElement : null
  return !!element?.closest(UNPROTECTED_SELECTOR)
}

export function ContentProtection({
  enabled,
  previewHosts,
}: {
  /** The CMS setting, already off in draft mode. */
  enabled: boolean
  previewHosts: string[]
}) {
  useEffect(() => {
    const active = protectionApplies({
      setting: enabled,
      draftMode: false,
      host: window.location.host,
      hostname: window.location.hostname,
      previewHosts,
      pathname: window.location.pathname,
    })
    if (!active) return

    const block = (event: Event) => {
      if (!unprotected(event.target)) event.preventDefault()
    }
    const blockCopy = (event: ClipboardEvent) => {
      // A selection inside a field makes the field the target; copying from it is allowed.
      if (!unprotected(event.target) && !unprotected(document.activeElement)) event.preventDefault()
    }
    const blockShortcut = (event: KeyboardEvent) => {
      if (!unprotected(event.target) && isDevToolsShortcut(event)) event.preventDefault()
    }
    const listeners = [
      ['contextmenu', block],
      ['selectstart', block],
      ['dragstart', block],
      ['copy', blockCopy],
      ['cut', blockCopy],
      ['keydown', blockShortcut],
    ] as const
    const html = document.documentElement
    // The shell's inline script has set it before the first paint; setting it again here would
    // make the browser restyle the whole page (see protectionScript).
    if (!html.hasAttribute(PROTECTION_ATTRIBUTE)) html.setAttribute(PROTECTION_ATTRIBUTE, '')
    // Capture: before any handler of the page can stop the event.
    for (const [type, listener] of listeners) {
      document.addEventListener(type, listener as EventListener, { capture: true })
    }
    return () => {
      html.removeAttribute(PROTECTION_ATTRIBUTE)
      for (const [type, listener] of listeners) {
        document.removeEventListener(type, listener as EventListener, { capture: true })
      }
    }
  }, [enabled, previewHosts])

  return null
}
