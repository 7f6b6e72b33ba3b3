import { cn } from '@/web/lib/utils'
import type { SectionTone } from './types'

/** The id of a section's h2, for its aria-labelledby (unique per page: from the section key). */
export const sectionHeadingId = (key: string) => `section-${key}`

/**
 * The band every section sits in: full-width background by tone, the site's content column and
 * the same vertical rhythm for all. `data-section` names the block type (tests, analytics).
 */
export function SectionFrame({
  type,
  sectionKey,
  tone,
  labelled = true,
  className,
  children,
  ...rest
}: {
  type: string
  sectionKey: string
  tone: SectionTone
  /** Whether the section has an h2 to name it. */
  labelled?: boolean
  className?: string
  children: React.ReactNode
} & Record<`data-${string}`, string | undefined>) {
  return (
    <section
      {...rest}
      data-section={type}
      aria-labelledby={labelled ? sectionHeadingId(sectionKey) : undefined}
      className={cn(
        'relative isolate overflow-hidden py-16 sm:py-24',
        tone === 'light' && 'bg-white',
        tone === 'muted' && 'border-y border-slate-200/70 bg-slate-50',
        tone === 'dark' && 'bg-slate-950 text-white',
        className,
      )}
    >
      {tone === 'dark' ? (
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_left,rgb(37_99_235/0.28),transparent_55%),radial-gradient(ellipse_at_bottom_right,rgb(124_58_237/0.22),transparent_55%)]"
        />
      ) : null}
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  )
}

/** Eyebrow, h2 and introduction above a section's content. */
export function SectionIntro({
  sectionKey,
  eyebrow,
  heading,
  intro,
  tone,
  align = 'center',
  className,
}: {
  sectionKey: string
  eyebrow?: string | null
  heading: string
  intro?: string | null
  tone: SectionTone
  align?: 'center' | 'start'
  className?: string
}) {
  const dark = tone === 'dark'
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow ? (
        <p
          className={cn(
            'text-sm font-semibold tracking-widest uppercase',
            dark ? 'text-brand-300' : 'text-brand-700',
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={sectionHeadingId(sectionKey)}
        className={cn(
          'mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl',
          dark ? 'text-white' : 'text-slate-900',
        )}
      >
        {heading}
      </h2>
      <span
        aria-hidden
        className={cn(
          'mt-5 block h-1 w-16 rounded-full bg-linear-to-r',
          dark ? 'from-brand-300 to-violet-300' : 'from-brand-600 to-violet-500',
          align === 'center' && 'mx-auto',
        )}
      />
      {intro ? (
        <p
          className={cn(
            'mt-5 text-lg leading-8 text-pretty',
            dark ? 'text-slate-300' : 'text-slate-600',
          )}
        >
          {intro}
        </p>
      ) : null}
    </div>
  )
}
