'use client'
/** The footer's 'Cookie settings': shows the cookie banner again so the visitor can change it. */
import { clsx } from 'clsx'
import { openCookieSettings } from '@/web/consent/consent'

export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={openCookieSettings}
      className={clsx('cursor-pointer', className)}
    >
      Cookie settings
    </button>
  )
}
