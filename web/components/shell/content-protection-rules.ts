/**
 * When content protection applies and what it blocks. Pure rules,
 * shared by the client leaf and its unit tests.
 */

/** Paths of editors' and staff tools, never protected. */
const TOOL_PATHS = /^\/(studio|admin)(\/|$)/

export interface ProtectionContext {
  /** The CMS switch (site settings → Content protection). */
  setting: boolean
  /** Draft mode (an editor previewing). */
  draftMode: boolean
  /** `location.host` and `location.hostname` of the page. */
  host: string
  hostname: string
  /** PREVIEW_HOSTS, lower case. */
  previewHosts: readonly string[]
  pathname: string
}

export function protectionApplies(context: ProtectionContext): boolean {
  if (!context.setting || context.draftMode) return false
  if (TOOL_PATHS.test(context.pathname)) return false
  const host = context.host.toLowerCase()
  const hostname = context.hostname.toLowerCase()
  return !context.previewHosts.some((preview) => preview === host || preview === hostname)
}

/** The mark on <html> that the CSS of globals.css reads (no selecting text while it is there). */
export const PROTECTION_ATTRIBUTE = 'data-content-protection'

/**
 * The inline script that puts the mark on <html> before the first paint, with the same rules as
 * `protectionApplies` (the shell renders it only when the setting is on and not in draft mode).
 * Set from the client leaf after hydration instead, the mark changed an inherited property of
 * <body> and made the browser recalculate the style of every element of the page: the longest
 * task of a page load (≈ 50 ms, 200 ms on a slow phone, on the home page).
 */
export function protectionScript(previewHosts: readonly string[]): string {
  const hosts = JSON.stringify(previewHosts.map((host) => host.toLowerCase())).replaceAll(
    '<',
    '\\u003c',
  )
  return `(function(){try{var l=location,p=${hosts};if(${TOOL_PATHS}.test(l.pathname)||p.indexOf(l.host.toLowerCase())>=0||p.indexOf(l.hostname.toLowerCase())>=0)return;document.documentElement.setAttribute('${PROTECTION_ATTRIBUTE}','')}catch(e){}})()`
}

export interface KeyChord {
  key: string
  code: string
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
  altKey: boolean
}

/**
 * F12, Ctrl/Cmd+Shift+I/J/C (inspector, console, element picker), Ctrl/Cmd+U (view source), and
 * Safari's and Chrome's macOS variants Cmd+Option+I/J/C. Read from `code`, so that a keyboard
 * layout or Option's special characters do not hide them.
 */
export function isDevToolsShortcut(chord: KeyChord): boolean {
  if (chord.key === 'F12' || chord.code === 'F12') return true
  const command = chord.ctrlKey || chord.metaKey
  if (!command) return false
  const letter = chord.code.startsWith('Key') ? chord.code.slice(3) : chord.key.toUpperCase()
  if ((chord.shiftKey || (chord.metaKey && chord.altKey)) && ['I', 'J', 'C'].includes(letter)) {
    return true
  }
  return letter === 'U' && !chord.shiftKey && !chord.altKey
}

/** What content protection never touches: form fields and the copy controls. */
export const UNPROTECTED_SELECTOR =
  'input, textarea, select, [contenteditable]:not([contenteditable="false"]), [data-allow-copy]'
