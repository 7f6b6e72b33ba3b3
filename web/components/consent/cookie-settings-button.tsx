'use client'
/**
 * The footer's 'Cookie settings': shows the cookie banner again so the visitor can change it. Its
 * name is English (messages/en/footerLinks.json) unless the footer gives its page's language's.
 */
import { clsx } from 'clsx'
import { openCookieSettings } from '@/web/consent/consent'
import en from '@/messages/en/footerLinks.json'

export function CookieSettingsButton({
  className,
  text = en,
}: {
  className?: string
  /** The footer's words on a page not in English. */
  text?: typeof en
}) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={openCookieSettings}
      className={clsx('cursor-pointer', className)}
    >
      {text.cookieSettings}
    </button>
  )
}
