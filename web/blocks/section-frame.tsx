import { SectionHeading } from '@/web/components/content/section-heading'
import { cn } from '@/web/lib/utils'
import { type BlockHeading, locationAttribute, type SectionTone } from './types'

/** The id of a page builder section's h2, for its aria-labelledby (unique per page: from its key). */
export const sectionHeadingId = (key: string) => `section-${key}`

/**
 * The band every page builder section sits in: full-width background by tone, the site's content column and
 * the same vertical rhythm for all. `data-section` names the block type (tests, analytics).
 */
export function SectionFrame({
  type,
  headingId,
  tone,
  className,
  children,
  ...rest
}: {
  type: string
  /** The id of the h2 that names the section; none when it has no heading. */
  headingId: string | undefined
  tone: SectionTone
  className?: string
  children: React.ReactNode
} & Record<`data-${string}`, string | undefined>) {
  return (
    <section
      {...rest}
      data-section={type}
      aria-labelledby={headingId}
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

/**
 * The frame most home kinds share: their band (`data-home-section` names it, `className` paints
 * it), the content column that reveals on scroll (scroll-reveal.tsx) and the section's heading.
 */
export function HomeSectionFrame({
  name,
  headingId,
  heading,
  location,
  className,
  children,
}: {
  /** The section's name on the home page (registry.ts). */
  name: string
  headingId: string
  heading: BlockHeading
  location?: string
  className: string
  children: React.ReactNode
}) {
  return (
    <section
      aria-labelledby={headingId}
      data-home-section={name}
      {...locationAttribute(location)}
      className={className}
    >
      <div data-reveal className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id={headingId} {...heading} />
        {children}
      </div>
    </section>
  )
}
