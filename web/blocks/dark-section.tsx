import type { ReactNode } from 'react'
import { locationAttribute } from './types'
import { cn } from '@/web/lib/utils'

/**
 * A dark band of the home page (testimonials, Enterprise AI): a near-black section with a soft
 * coloured glow behind its content, which reveals on scroll.
 */
export function DarkSection({
  name,
  headingId,
  glow,
  location,
  children,
}: {
  /** The section's name in data-home-section. */
  name: string
  /** The id of the section's h2, for aria-labelledby. */
  headingId: string
  /** Tailwind background classes for the glow. */
  glow: string
  /** Presentation's `data-sanity` location of the block, in draft mode on Sanity. */
  location?: string
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={headingId}
      data-home-section={name}
      {...locationAttribute(location)}
      className="relative isolate overflow-hidden bg-slate-950 py-20 text-white sm:py-24"
    >
      <div aria-hidden="true" className={cn('absolute inset-0 -z-10', glow)} />
      <div data-reveal className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {children}
      </div>
    </section>
  )
}
