import { Clock } from 'lucide-react'
import { cn } from '@/web/lib/utils'
import { SectionFrame } from '../section-frame'
import { SectionHeading } from '../section-heading'
import { DEFAULT_LOCALE } from '@/core/i18n/locales'
import { translator } from '@/web/i18n/messages'
import type { BlockProps } from '../types'

/** Numbered steps: a row of cards joined by a line on wide screens, a timeline on phones. */
export function ProcessStepsSection({
  block: section,
  tone,
  context: { locale = DEFAULT_LOCALE },
  headingId,
  location,
}: BlockProps<'processStepsSection'>) {
  const t = translator(locale, 'blocks')
  const count = section.steps.length
  return (
    <SectionFrame type={section._type} headingId={headingId} tone={tone} data-sanity={location}>
      <SectionHeading
        id={headingId}
        eyebrow={section.eyebrow}
        title={section.heading}
        intro={section.intro}
        tone={tone}
      />
      <ol
        className={cn(
          'relative mt-12 grid gap-6 sm:grid-cols-2',
          count === 3 && 'lg:grid-cols-3',
          (count === 4 || count >= 7) && 'lg:grid-cols-4',
          (count === 5 || count === 6) && 'lg:grid-cols-3',
        )}
      >
        {section.steps.map((step, index) => (
          <li
            key={step._key}
            className="relative flex flex-col rounded-3xl border border-slate-200 bg-white p-7 shadow-sm"
          >
            <span
              aria-hidden
              className="from-brand-600 inline-flex size-11 items-center justify-center rounded-full bg-linear-to-br to-violet-600 text-base font-bold text-white shadow-md shadow-violet-600/20"
            >
              {index + 1}
            </span>
            <h3 className="mt-5 text-lg font-semibold text-slate-900">
              <span className="sr-only">
                {t('process.step')}
                {index + 1}
                {': '}
              </span>
              {step.title}
            </h3>
            {step.description ? (
              <p className="mt-2 flex-1 leading-7 text-slate-600">{step.description}</p>
            ) : (
              <span className="flex-1" />
            )}
            {step.duration ? (
              <p className="text-brand-700 mt-5 inline-flex items-center gap-1.5 text-sm font-medium">
                <Clock aria-hidden className="size-4" /> {step.duration}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </SectionFrame>
  )
}
