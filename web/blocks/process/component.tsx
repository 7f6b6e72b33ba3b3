import { Clock } from '@/web/components/ui/icons'
import { HomeSectionFrame } from '../section-frame'
import { DEFAULT_LOCALE, type Locale } from '@/core/i18n/locales'
import { translator } from '@/web/i18n/messages'
import type { BlockOf, BlockProps } from '../types'

type Step = BlockOf<'workProcessSection'>['steps'][number]

/**
 * The process: four steps, each with its number, title,
 * description, duration and deliverables, joined by a line on wide screens.
 */
export function ProcessSteps({
  steps,
  locale = DEFAULT_LOCALE,
}: {
  steps: Step[]
  locale?: Locale
}) {
  const t = translator(locale, 'blocks')
  return (
    // The joining line is the list's sibling: an <ol> may only hold <li> (the HTML checker).
    <div className="relative">
      <span
        aria-hidden="true"
        className="via-brand-300 absolute top-7 right-[12.5%] left-[12.5%] hidden h-px bg-linear-to-r from-transparent to-transparent lg:block"
      />
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {steps.map((step) => (
          <li key={step._key} data-process-step={step.step} className="process-step">
            <div className="flex items-center justify-between gap-3">
              <span className="process-number">
                <span className="sr-only">{t('process.step')}</span>
                {String(step.step).padStart(2, '0')}
              </span>
              <span data-testid="step-duration" className="process-duration">
                <Clock className="size-3.5" />
                {step.duration}
              </span>
            </div>
            <h3 className="mt-6 text-lg font-semibold text-slate-900">{step.title}</h3>
            {step.description ? (
              <p className="mt-2 text-sm leading-6 text-slate-600">{step.description}</p>
            ) : null}
            {step.deliverables?.length ? (
              <ul
                aria-label={t('process.deliverablesOf', { title: step.title })}
                // The fourth of the rows the steps share, with a description or without
                // (globals.css .process-step).
                className="mt-5 space-y-2 border-t border-slate-100 pt-5"
              >
                {step.deliverables.map((deliverable) => (
                  <li key={deliverable} className="deliverable">
                    {deliverable}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  )
}

/** The process block: its heading and the steps. */
export function ProcessSection({
  block: { heading, steps },
  context: { locale },
  headingId,
  location,
}: BlockProps<'workProcessSection'>) {
  if (!steps.length) return null
  return (
    <HomeSectionFrame
      name="process"
      headingId={headingId}
      heading={heading}
      location={location}
      className="bg-slate-50 py-20 sm:py-24"
    >
      <div className="mt-14">
        <ProcessSteps steps={steps} locale={locale} />
      </div>
    </HomeSectionFrame>
  )
}
