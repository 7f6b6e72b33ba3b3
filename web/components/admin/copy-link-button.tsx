'use client'
/** Copies a payment link's address to send to the client (a toast says whether it worked). */
import { Check, Copy } from '@/web/components/ui/icons'
import { useEffect, useRef, useState } from 'react'
import { COPY_FAILED } from '@/web/components/shell/copy-button'
import { toast } from '@/web/components/ui/use-toast'
import { cn } from '@/web/lib/utils'
import { COPY_CONFIRMATION_MS } from '@/web/components/shell/constants'

export function CopyLinkButton({ url, className }: { url: string; className?: string }) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  async function copy() {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('The Clipboard API is unavailable')
      await navigator.clipboard.writeText(url)
    } catch {
      toast({ ...COPY_FAILED, variant: 'destructive' })
      return
    }
    toast({ title: 'Link copied!', description: `${url} has been copied to your clipboard.` })
    setCopied(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS)
  }

  return (
    <button
      type="button"
      onClick={copy}
      data-url={url}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 py-1 text-xs font-semibold text-slate-800 hover:border-slate-400',
        className,
      )}
    >
      {copied ? <Check className="size-3.5" /> : <Copy className="size-3.5" />}
      {copied ? 'Copied' : 'Copy link'}
    </button>
  )
}
