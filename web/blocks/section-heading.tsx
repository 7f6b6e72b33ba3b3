import { ArrowRight } from '@/web/components/ui/icons'
import Link from '@/web/components/ui/link'
import { cn } from '@/web/lib/utils'

/**
 * What a section says above its content (eyebrow, h2, divider, introduction and an optional link):
 * the one heading of every page-builder section and home block. On the home page the divider
 * draws itself 200 ms after its section starts to reveal (scroll-reveal.tsx); elsewhere
 * `data-reveal-divider` has no `[data-reveal]` ancestor and does nothing.
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
  link?: { label: string; href: string } | null
  align?: 'center' | 'start'
  /** Only 'dark' changes the colours; the page builder's 'muted' band reads as light. */
  tone?: 'light' | 'muted' | 'dark'
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
          {link.label} <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
      ) : null}
    </div>
  )
}
