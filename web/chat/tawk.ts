/**
 * The live-chat widget: tawk.to (free, widely used by agencies). Its script is loaded only when the
 * visitor asks for the chat (the chat button), never with the page, and its own floating bubble
 * is kept hidden: the site's chat button in the floating actions is the one way in.
 * https://developer.tawk.to/jsapi/
 */
export const TAWK_EMBED_ORIGIN = 'https://embed.tawk.to'
/** Without an answer from the widget by then, the visitor goes to /contact instead. */
export const CHAT_LOAD_TIMEOUT_MS = 10_000

/** A tawk.to chat id: "propertyId/widgetId", or "propertyId" for the property's default widget. */
export const CHAT_ID_PATTERN = /^[a-f0-9]{24}(\/[A-Za-z0-9]+)?$/

interface TawkApi {
  onLoad?: () => void
  onChatMinimized?: () => void
  maximize?: () => void
  showWidget?: () => void
  hideWidget?: () => void
}

declare global {
  interface Window {
    Tawk_API?: TawkApi
    Tawk_LoadStart?: Date
  }
}

export function chatScriptUrl(chatId: string): string | null {
  if (!CHAT_ID_PATTERN.test(chatId)) return null
  const [propertyId, widgetId = 'default'] = chatId.split('/')
  return `${TAWK_EMBED_ORIGIN}/${propertyId}/${widgetId}`
}

let loading: Promise<boolean> | null = null

function loadWidget(src: string, timeoutMs: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const api: TawkApi = (window.Tawk_API = window.Tawk_API ?? {})
    window.Tawk_LoadStart = new Date()
    const timer = setTimeout(() => resolve(false), timeoutMs)
    api.onLoad = () => {
      clearTimeout(timer)
      resolve(true)
    }
    // Its bubble would cover the page: it is shown only while the chat is open.
    api.onChatMinimized = () => window.Tawk_API?.hideWidget?.()
    const script = document.createElement('script')
    script.async = true
    script.src = src
    script.charset = 'UTF-8'
    script.crossOrigin = 'anonymous'
    script.onerror = () => {
      clearTimeout(timer)
      resolve(false)
    }
    document.body.appendChild(script)
  })
}

/**
 * Opens the chat window, loading the widget the first time. False when the widget cannot be
 * reached (blocked, offline, a wrong id): the caller sends the visitor to /contact.
 */
export async function openChat(chatId: string, timeoutMs = CHAT_LOAD_TIMEOUT_MS): Promise<boolean> {
  const src = chatScriptUrl(chatId)
  if (!src) return false
  const current = (loading ??= loadWidget(src, timeoutMs))
  const loaded = await current
  if (!loaded) {
    if (loading === current) loading = null
    return false
  }
  window.Tawk_API?.showWidget?.()
  window.Tawk_API?.maximize?.()
  return true
}
