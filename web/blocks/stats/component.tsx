import { DEFAULT_LOCALE } from '@/core/i18n/locales'
import { Ltr } from '@/web/components/ui/ltr-runs'
import { cn } from '@/web/lib/utils'
import { SectionFrame } from '../section-frame'
import type { BlockProps } from '../types'

/** Figures in a band: large numbers with their labels, on shared rows at every width. */
export function StatsSection({
  block: section,
  tone,
  headingId,
  location,
  context: { locale = DEFAULT_LOCALE },
}: BlockProps<'statsSection'>) {
  const dark = tone === 'dark'
  const count = section.stats.length
  return (
    <SectionFrame
      type={section._type}
      headingId={section.heading ? headingId : undefined}
      tone={tone}
      data-sanity={location}
      className="py-14 sm:py-16"
    >
      {section.heading ? (
        <h2
          id={headingId}
          className={cn(
            'text-center text-sm font-semibold tracking-widest uppercase',
            dark ? 'text-brand-300' : 'text-brand-700',
          )}
        >
          {section.heading}
        </h2>
      ) : null}
      <dl
        className={cn(
          'mx-auto grid grid-cols-2 gap-px overflow-hidden rounded-3xl',
          section.heading && 'mt-8',
          count === 3 && 'sm:grid-cols-3',
          count === 4 && 'lg:grid-cols-4',
          count >= 5 && 'sm:grid-cols-3',
          dark ? 'bg-white/10 ring-1 ring-white/10' : 'bg-slate-200 ring-1 ring-slate-200',
        )}
      >
        {section.stats.map((stat) => (
          <div
            key={stat._key}
            className={cn(
              // Reversed so the figure reads first; its top edge shared across a row.
              'flex flex-col-reverse items-center justify-end gap-2 px-4 py-8 text-center sm:py-10',
              dark ? 'bg-slate-950/80' : 'bg-white',
            )}
          >
            <dt className={cn('text-sm sm:text-base', dark ? 'text-slate-300' : 'text-slate-600')}>
              {stat.label}
            </dt>
            <dd
              className={cn(
                'text-4xl font-bold tracking-tight sm:text-5xl',
                dark
                  ? 'from-brand-200 bg-linear-to-br to-violet-200 bg-clip-text text-transparent'
                  : 'text-slate-900',
              )}
            >
              {/* "500+", not "+500", on a right-to-left page. */}
              <Ltr locale={locale}>{stat.value}</Ltr>
            </dd>
          </div>
        ))}
      </dl>
    </SectionFrame>
  )
}
