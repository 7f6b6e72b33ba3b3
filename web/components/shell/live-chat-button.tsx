'use client'
/**
 * The live-chat button: opens the chat widget when a chat id is
 * configured; otherwise, or when the widget cannot be reached, it is a link to /contact (which
 * also works before JavaScript has loaded).
 */
import { clsx } from 'clsx'
import { MessageCircle } from 'lucide-react'
import Link from '@/web/components/ui/client-link'
import { useRouter } from 'next/navigation'
import { type MouseEvent, useState } from 'react'
import { openChat } from '@/web/chat/tawk'
import { CONTACT_PATH } from './nav'

export function LiveChatButton({
  chatId,
  className,
  labelClassName,
}: {
  chatId: string | null
  className?: string
  /** The label's classes (the floating button draws it as a tooltip). */
  labelClassName?: string
}) {
  const router = useRouter()
  const [opening, setOpening] = useState(false)

  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!chatId || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    if (opening) return
    setOpening(true)
    const opened = await openChat(chatId)
    setOpening(false)
    if (!opened) router.push(CONTACT_PATH)
  }

  return (
    <Link
      href={CONTACT_PATH}
      onClick={onClick}
      aria-busy={opening || undefined}
      data-chat={chatId ? 'widget' : 'contact'}
      className={clsx(className)}
    >
      <MessageCircle
        className={clsx('size-5', opening && 'motion-safe:animate-pulse')}
        aria-hidden="true"
      />
      <span className={labelClassName}>{opening ? 'Opening chat…' : 'Live Chat'}</span>
    </Link>
  )
}
