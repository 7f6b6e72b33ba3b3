'use client'
/**
 * A lead's state, changed in place: choosing another state saves it at once (with JavaScript;
 * without, the Save button posts the form and the page comes back). The form posts to
 * /admin/leads/{id}/state (web/admin/leads-api.ts), with the session cookie.
 */
import { useRouter } from 'next/navigation'
import { type FormEvent, useRef, useState } from 'react'
import { LEAD_STATE_TITLES, LEAD_STATES, type LeadState } from '@/web/admin/lead-states'
import { cn } from '@/web/lib/utils'

export const STATE_CLASS: Record<LeadState, string> = {
  new: 'border-brand-200 bg-brand-50 text-brand-900',
  contacted: 'border-violet-200 bg-violet-50 text-violet-900',
  won: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  lost: 'border-slate-300 bg-slate-100 text-slate-700',
  spam: 'border-amber-300 bg-amber-50 text-amber-900',
}

export function LeadStateForm({
  id,
  state,
  label,
}: {
  id: string
  state: LeadState
  /** The accessible name of the select, e.g. "State of Jane Doe". */
  label: string
}) {
  const form = useRef<HTMLFormElement>(null)
  const router = useRouter()
  const [status, setStatus] = useState<'idle' | 'saving' | 'failed'>('idle')

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setStatus('saving')
    try {
      // The answer is a 303 back to this page: not followed, the page is refreshed instead.
      const response = await fetch(event.currentTarget.action, {
        method: 'POST',
        body: new FormData(event.currentTarget),
        redirect: 'manual',
      })
      if (response.type !== 'opaqueredirect' && !response.ok) throw new Error(`${response.status}`)
      setStatus('idle')
      router.refresh()
    } catch {
      setStatus('failed')
    }
  }

  return (
    <form
      ref={form}
      action={`/admin/leads/${id}/state`}
      method="post"
      onSubmit={save}
      className="flex items-center gap-2"
    >
      <select
        name="state"
        aria-label={label}
        defaultValue={state}
        key={state}
        onChange={() => form.current?.requestSubmit()}
        className={cn(
          'focus-visible:outline-brand-600 h-9 rounded-full border px-3 pr-8 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2',
          STATE_CLASS[state],
        )}
      >
        {LEAD_STATES.map((value) => (
          <option key={value} value={value}>
            {LEAD_STATE_TITLES[value]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="text-brand-700 text-sm font-semibold underline">
          Save
        </button>
      </noscript>
      <span aria-live="polite" className="text-xs text-slate-500">
        {status === 'saving' ? 'Saving…' : status === 'failed' ? 'Not saved. Try again.' : ''}
      </span>
    </form>
  )
}
