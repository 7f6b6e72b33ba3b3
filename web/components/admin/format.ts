/**
 * How the admin shows times, sizes and delivery states.
 */
import { formatMoment } from '@/core/format/format'
import type { CrmDelivery, StoredEmail } from '@/web/admin/lead-queries'

/** "Mar 16, 2026, 2:05 PM UTC": the admin shows every time in UTC, and says so. */
export const formatWhen = (iso: string | Date | null | undefined) =>
  iso ? `${formatMoment(iso, 'dateTime')} UTC` : ''

/**
 * A contact detail as the admin shows it: the booking form sends 'Not provided' for an empty
 * phone or company (web/leads/payloads/booking.ts), which is no detail at all.
 */
export const providedDetail = (value: string | null | undefined) =>
  value && value.trim() !== 'Not provided' ? value : ''

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

export type Tone = 'good' | 'wait' | 'bad' | 'muted'

export const TONE_CLASS: Record<Tone, string> = {
  good: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  wait: 'bg-amber-50 text-amber-900 ring-amber-600/25',
  bad: 'bg-red-50 text-red-800 ring-red-600/20',
  muted: 'bg-slate-100 text-slate-700 ring-slate-500/20',
}

const tries = (n: number) => `${n} attempt${n === 1 ? '' : 's'}`

/** An e-mail's state in words ("sent", "failed, 2 attempts: …"), and its tone. */
export function emailStatus(email: StoredEmail): { text: string; tone: Tone } {
  switch (email.status) {
    case 'sent':
      return { text: `sent (${tries(email.attempts)})`, tone: 'good' }
    case 'failed':
      return {
        text: `failed, ${tries(email.attempts)}${email.lastError ? `: ${email.lastError}` : ''}`,
        tone: 'wait',
      }
    case 'dead':
      return {
        text: `dead after ${tries(email.attempts)}${email.lastError ? `: ${email.lastError}` : ''}`,
        tone: 'bad',
      }
    default:
      return { text: 'pending', tone: 'wait' }
  }
}

/** The CRM hand-off's state in words, and its tone. */
export function crmStatus(crm: CrmDelivery): { text: string; tone: Tone } {
  switch (crm.status) {
    case 'delivered':
      return { text: `delivered (${tries(crm.attempts)})`, tone: 'good' }
    case 'failed':
      return {
        text: `failed, ${tries(crm.attempts)}${crm.lastError ? `: ${crm.lastError}` : ''}`,
        tone: 'wait',
      }
    case 'dead':
      return {
        text: `dead after ${tries(crm.attempts)}${crm.lastError ? `: ${crm.lastError}` : ''}`,
        tone: 'bad',
      }
    default:
      return { text: 'pending', tone: 'wait' }
  }
}
