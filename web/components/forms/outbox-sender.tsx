'use client'
/**
 * Sends the leads kept on this device (web/leads/outbox.ts) once the page has loaded and whenever
 * the connection returns, and tells the visitor when one has arrived: the form's own success
 * notice, shown only after the function has stored it (whether this page, another tab or the
 * service worker sent it). A lead the function refuses for good is reported, never silently lost.
 */
import { useEffect } from 'react'
import { toast } from '@/web/components/ui/use-toast'
import { trackEvent } from '@/web/consent/analytics'
import { afterLoad } from '@/web/lib/after-load'
import { CONTACT_SUBMIT_EVENT, KEPT_ON_DEVICE } from './messages'

type OutboxModule = typeof import('@/web/leads/outbox')
type OutboxMessage = import('@/web/leads/outbox').OutboxMessage

/**
 * The notices of a stored lead, with the lead rules they read (form types, time zones), loaded
 * when a message arrives: most visits never see one, and the shell's bundle stays without them.
 */
const loadNotices = () => import('./outbox-notices')

export function OutboxSender({ agencyEmail }: { agencyEmail: string }) {
  useEffect(() => {
    if (typeof indexedDB === 'undefined') return
    let outbox: Promise<OutboxModule> | null = null
    const load = () => (outbox ??= import('@/web/leads/outbox'))
    let channel: BroadcastChannel | null = null

    const onMessage = (message: OutboxMessage) => {
      if (message.type === 'lead-stored') {
        void loadNotices().then(({ storedNotice, isContactForm }) => {
          toast(storedNotice(message.formType, message.body))
          if (isContactForm(message.formType)) {
            trackEvent(CONTACT_SUBMIT_EVENT.name, CONTACT_SUBMIT_EVENT.params)
          }
        })
      } else {
        toast({
          title: KEPT_ON_DEVICE.refusedTitle,
          description: KEPT_ON_DEVICE.refusedDescription(agencyEmail),
          variant: 'destructive',
        })
      }
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
  }, [agencyEmail])

  return null
}
