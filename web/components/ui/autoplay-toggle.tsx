'use client'
import { Pause, Play } from '@/web/components/ui/icons'
import { clsx } from 'clsx'

/**
 * The pause control of a part that moves by itself for longer than 5 s (WCAG 2.2.2). Its name
 * says what pressing it does: 'Pause …' while running, 'Play …' while stopped.
 */
export function AutoplayToggle({
  enabled,
  onToggle,
  what,
  labels,
  tone = 'light',
  small = false,
  className,
}: {
  enabled: boolean
  onToggle: () => void
  /** What moves, for the accessible name: 'rotating words', 'client logos'. */
  what: string
  /** Its two names whole, on a page not in English ('Pause …' and 'Play …' are English). */
  labels?: { pause: string; play: string }
  tone?: 'light' | 'dark'
  /** 32 px instead of 36 px, beside a line of text. */
  small?: boolean
  /** Placement only (margins): the size and colours are the toggle's own. */
  className?: string
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={
        labels ? (enabled ? labels.pause : labels.play) : `${enabled ? 'Pause' : 'Play'} ${what}`
      }
      data-autoplay={enabled ? 'on' : 'off'}
      className={clsx(
        'inline-flex flex-none items-center justify-center rounded-full border transition-colors',
        small ? 'size-8' : 'size-9',
        tone === 'light'
          ? 'hover:border-brand-600 hover:text-brand-700 border-slate-300 bg-white text-slate-600'
          : 'border-white/25 bg-white/5 text-white/80 hover:border-white/60 hover:text-white',
        className,
      )}
    >
      {enabled ? <Pause className="size-4" /> : <Play className="size-4" />}
    </button>
  )
}
