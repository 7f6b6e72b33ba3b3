'use client'
/**
 * The live-chat button: opens the chat widget when a chat id is
 * configured; otherwise, or when the widget cannot be reached, it is a link to /contact (which
 * also works before JavaScript has loaded). The widget's loader (web/chat/tawk.ts) is fetched on
 * the first click, not with every page's start-up scripts.
 */
import { clsx } from 'clsx'
import { MessageCircle } from '@/web/components/ui/icons'
import Link from '@/web/components/ui/client-link'
import { useRouter } from 'next/navigation'
import { type MouseEvent, useState } from 'react'
import { SHELL_EN } from '@/web/i18n/shell-text'
import { CONTACT_PATH } from './nav'
export function LiveChatButton({
  chatId,
  href = CONTACT_PATH,
  label = SHELL_EN.liveChat,
  openingLabel = SHELL_EN.openingChat,
  className,
  labelClassName,
}: {
  chatId: string | null
  /** The contact page in the page's language (English pages: /contact, the default). */
  href?: string
  /** Its name and what it says while the chat widget loads, on pages not in English. */
  label?: string
  openingLabel?: string
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
    const opened = await import('@/web/chat/tawk').then(
      ({ openChat }) => openChat(chatId),
      () => false,
    )
    setOpening(false)
    if (!opened) router.push(href)
  }

  return (
    <Link
      href={href}
      onClick={onClick}
      aria-busy={opening || undefined}
      data-chat={chatId ? 'widget' : 'contact'}
      className={clsx(className)}
    >
      <MessageCircle className={clsx('size-5', opening && 'motion-safe:animate-pulse')} />
      <span className={labelClassName}>{opening ? openingLabel : label}</span>
    </Link>
  )
}
