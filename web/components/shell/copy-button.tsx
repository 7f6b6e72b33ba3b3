'use client'
/**
 * Copies the footer's phone number or e-mail address: a confirmation toast and a copied state for
 * 3 seconds, or the destructive 'Copy failed' toast when the clipboard refuses.
 */
import { clsx } from 'clsx'
import { Check, Copy } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { toast } from '@/web/components/ui/use-toast'
import { COPY_CONFIRMATION_MS } from './constants'

const WHAT = {
  phone: { noun: 'phone number', copied: 'Phone number copied!' },
  email: { noun: 'email address', copied: 'Email address copied!' },
} as const

export const COPY_FAILED = {
  title: 'Copy failed',
  description: 'Unable to copy to clipboard. Please try again.',
} as const

export function CopyButton({ value, kind }: { value: string; kind: keyof typeof WHAT }) {
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
      toast({ ...COPY_FAILED, variant: 'destructive' })
      return
    }
    toast({ title: what.copied, description: `${value} has been copied to your clipboard.` })
    setCopied(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS)
  }

  return (
    <button
      type="button"
      onClick={copy}
      aria-label={copied ? `Copied ${what.noun}` : `Copy ${what.noun}`}
      data-state={copied ? 'copied' : 'idle'}
      data-allow-copy
      className={clsx(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-lg border transition-colors',
        copied
          ? 'border-emerald-400/40 bg-emerald-400/10 text-emerald-300'
          : 'border-white/15 text-slate-300 hover:border-white/30 hover:bg-white/10 hover:text-white',
      )}
    >
      {copied ? (
        <Check className="size-4" aria-hidden="true" />
      ) : (
        <Copy className="size-4" aria-hidden="true" />
      )}
    </button>
  )
}
