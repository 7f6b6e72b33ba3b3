import { ArrowRight } from '@/web/components/ui/icons'
import Link from '@/web/components/ui/link'
import { cn } from '@/web/lib/utils'

/**
 * What a section says above its content (eyebrow, h2, divider, introduction and an optional link):
 * the one heading of every page-builder section and home block, and of the fixed pages' sections
 * (a service's overview, packages and questions; the services overview). On the home page the
 * divider draws itself 200 ms after its section starts to reveal (scroll-reveal.tsx); elsewhere
 * `data-reveal-divider` has no `[data-reveal]` ancestor and does nothing. Its parts' classes are
 * in app/globals.css (`.section-…`, the light tone's colours; the dark tone's are utilities, a
 * later layer): written out, they were ~300 bytes per heading, in the markup and again in React's
 * data.
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
        <p className={cn('section-eyebrow', dark && 'text-brand-300')}>{eyebrow}</p>
      ) : null}
      <h2 id={id} className={cn('section-title', dark && 'text-white')}>
        {title}
      </h2>
      <span
        aria-hidden="true"
        data-reveal-divider=""
        className={cn(
          'section-divider',
          dark && 'from-brand-300 to-violet-300',
          align === 'center' && 'mx-auto',
        )}
      />
      {intro ? <p className={cn('section-intro', dark && 'text-slate-300')}>{intro}</p> : null}
      {link ? (
        <Link href={link.href} className={cn('section-link', dark && 'text-white')}>
          {link.label} <ArrowRight className="icon-fwd" />
        </Link>
      ) : null}
    </div>
  )
}
