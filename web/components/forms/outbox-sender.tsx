'use client'
/**
 * Sends the leads kept on this device (web/leads/outbox.ts) once the page has loaded and whenever
 * the connection returns, and tells the visitor when one has arrived: the form's own success
 * notice, shown only after the function has stored it (whether this page, another tab or the
 * service worker sent it). A lead the function refuses for good is reported, never silently lost.
 * Its notices are English unless the shell gives its page's language's (`locale` and `text`).
 */
import { useEffect } from 'react'
import type { Locale } from '@/core/i18n/locales'
import type { OutboxText } from './outbox-notices'
import { afterLoad } from '@/web/lib/after-load'

type OutboxModule = typeof import('@/web/leads/outbox')
type OutboxMessage = import('@/web/leads/outbox').OutboxMessage

/**
 * What the visitor is told of a kept lead, with the messages and lead rules it reads (form types,
 * time zones), loaded when a message arrives: most visits never see one, and the shell's bundle
 * stays without them.
 */
const loadNotices = () => import('./outbox-notices')

export function OutboxSender({
  agencyEmail,
  locale,
  text,
}: {
  agencyEmail: string
  /** The page's language, when not English (with `text`). */
  locale?: Locale
  /** The notices in it. */
  text?: OutboxText
}) {
  useEffect(() => {
    const language = locale && text ? { locale, text } : undefined
    if (typeof indexedDB === 'undefined') return
    let outbox: Promise<OutboxModule> | null = null
    const load = () => (outbox ??= import('@/web/leads/outbox'))
    let channel: BroadcastChannel | null = null

    const onMessage = (message: OutboxMessage) => {
      void loadNotices()
        .then(({ tellVisitor }) => tellVisitor(message, agencyEmail, language))
        .catch((error: unknown) => console.error('[leads] the notice could not be shown', error))
    }
    const flush = () => {
      void load()
        .then(({ flushOutbox }) => flushOutbox())
        .catch((error: unknown) => console.error('[leads] kept leads could not be sent', error))
    }

    const cancelLoad = afterLoad(() => {
      void load().then(({ OUTBOX_CHANNEL, keptLeads }) => {
        if (typeof BroadcastChannel !== 'undefined') {
          channel = new BroadcastChannel(OUTBOX_CHANNEL)
          channel.onmessage = (event: MessageEvent<OutboxMessage>) => onMessage(event.data)
        }
        // Only when something waits: most visits have nothing kept and send nothing.
        void keptLeads().then((leads) => {
          if (leads.length && navigator.onLine !== false) flush()
        })
      })
    })
    window.addEventListener('online', flush)
    return () => {
      cancelLoad()
      window.removeEventListener('online', flush)
      channel?.close()
    }
  }, [agencyEmail, locale, text])

  return null
}
