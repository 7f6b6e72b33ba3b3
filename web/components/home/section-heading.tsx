import { ArrowRight } from 'lucide-react'
import Link from '@/web/components/ui/link'
import type { ReactNode } from 'react'
import type { HomePageContent } from '@/web/content'
import { cn } from '@/web/lib/utils'

export type Section = NonNullable<NonNullable<HomePageContent['home']['sections']>['contact']>

/**
 * What a home page section says above its content (eyebrow, heading, divider, introduction and an
 * optional link), all from the CMS. The divider draws itself 200 ms after its section starts to
 * reveal (scroll-reveal.tsx).
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  link,
  align = 'center',
  tone = 'light',
  className,
}: {
  /** The id of the h2, for the section's aria-labelledby. */
  id: string
  eyebrow?: string | null
  title: string
  intro?: string | null
  link?: Section['link']
  align?: 'center' | 'start'
  tone?: 'light' | 'dark'
  className?: string
}) {
  const dark = tone === 'dark'
  return (
    <div
      className={cn(
        'max-w-2xl',
        align === 'center' ? 'mx-auto text-center' : 'text-left',
        className,
      )}
    >
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
        id={id}
        className={cn(
          'mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl',
          dark ? 'text-white' : 'text-slate-900',
        )}
      >
        {title}
      </h2>
      <span
        aria-hidden="true"
        data-reveal-divider=""
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
      {link ? (
        <Link
          href={link.href}
          className={cn(
            'mt-6 inline-flex items-center gap-1.5 text-sm font-semibold underline-offset-4 hover:underline',
            dark ? 'text-white' : 'text-brand-700',
          )}
        >
          {link.label} <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </div>
  )
}

/** The props of a SectionHeading from a CMS section, with the h2's id. */
export const headingProps = (id: string, section: Section | null | undefined) => ({
  id,
  eyebrow: section?.eyebrow,
  title: section?.title ?? '',
  intro: section?.intro,
  link: section?.link,
})

/**
 * A dark band of the home page (testimonials, Enterprise AI): a near-black section with a soft
 * coloured glow behind its content, which reveals on scroll.
 */
export function DarkSection({
  name,
  headingId,
  glow,
  children,
}: {
  /** The section's name in data-home-section. */
  name: string
  /** The id of the section's h2, for aria-labelledby. */
  headingId: string
  /** Tailwind background classes for the glow. */
  glow: string
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={headingId}
      data-home-section={name}
      className="relative isolate overflow-hidden bg-slate-950 py-20 text-white sm:py-24"
    >
      <div aria-hidden="true" className={cn('absolute inset-0 -z-10', glow)} />
      <div data-reveal className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {children}
      </div>
    </section>
  )
}
