'use client'
/**
 * Copies the footer's phone number or e-mail address: a confirmation toast and a copied state for
 * 3 seconds, or the destructive 'Copy failed' toast when the clipboard refuses. Its words are
 * English (messages/en/copy.json) unless the footer gives its page's language's.
 */
import { clsx } from 'clsx'
import { Check, Copy } from '@/web/components/ui/icons'
import { useEffect, useRef, useState } from 'react'
import { toast } from '@/web/components/ui/use-toast'
import en from '@/messages/en/copy.json'
import { COPY_CONFIRMATION_MS } from './constants'

export type CopyText = typeof en

/** Each kind's message keys. */
const WHAT = {
  phone: { copy: 'copyPhone', copied: 'copiedPhone', done: 'phoneCopied' },
  email: { copy: 'copyEmail', copied: 'copiedEmail', done: 'emailCopied' },
} as const

/** The failure notice in English, for the admin's copy buttons too. */
export const COPY_FAILED = { title: en.failedTitle, description: en.failedDescription }

export function CopyButton({
  value,
  kind,
  text = en,
}: {
  value: string
  kind: keyof typeof WHAT
  /** Its words on a page not in English. */
  text?: CopyText
}) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const what = WHAT[kind]

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('The Clipboard API is unavailable')
      await navigator.clipboard.writeText(value)
    } catch {
      clearTimeout(timer.current)
      setCopied(false)
      toast({
        title: text.failedTitle,
        description: text.failedDescription,
        variant: 'destructive',
      })
      return
    }
    toast({ title: text[what.done], description: text.copiedDescription.replace('{value}', value) })
    setCopied(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS)
  }

  return (
    <button
      type="button"
      onClick={copy}
      aria-label={copied ? text[what.copied] : text[what.copy]}
      data-state={copied ? 'copied' : 'idle'}
      data-allow-copy
      className={clsx(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-lg border transition-colors',
        copied
          ? 'border-emerald-400/40 bg-emerald-400/10 text-emerald-300'
          : 'border-white/15 text-slate-300 hover:border-white/30 hover:bg-white/10 hover:text-white',
      )}
    >
      {copied ? <Check className="size-4" /> : <Copy className="size-4" />}
    </button>
  )
}
