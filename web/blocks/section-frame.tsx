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
