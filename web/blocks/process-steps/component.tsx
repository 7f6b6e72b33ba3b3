import { Clock } from '@/web/components/ui/icons'
import { cn } from '@/web/lib/utils'
import { SectionFrame } from '../section-frame'
import { SectionHeading } from '@/web/components/content/section-heading'
import { DEFAULT_LOCALE } from '@/core/i18n/locales'
import { translator } from '@/web/i18n/messages'
import type { BlockProps } from '../types'

/**
 * The track a short last row's first card starts on, in a grid of two tracks a column, so that the
 * row sits centred: 5 steps in rows of 3 end on two cards half a card in from each side, rather
 * than on two cards and an empty cell. None for the other cards, and when the last row is full.
 */
function lastRowStart(index: number, count: number, columns: number) {
  const short = count % columns
  return short && index === count - short ? columns - short + 1 : undefined
}

// Whole class names, for Tailwind to find.
const SM_START: Partial<Record<number, string>> = { 2: 'sm:col-start-2' }
const LG_START: Partial<Record<number, string>> = {
  2: 'lg:col-start-2',
  3: 'lg:col-start-3',
  4: 'lg:col-start-4',
}

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
  // The columns on wide screens: 4 steps (and 7 or more) in fours, 3, 5 and 6 in threes, 1 and 2
  // as on tablets. 5 stay in threes with the last two centred rather than in a row of five: the
  // landing page's steps ("Launch and optimize", "Report monthly" and a sentence each) would have
  // cards 117 px wide inside at 1024 px; from 1280 px they are one row of five (170 px inside),
  // where the centred two read as an orphaned row (an outside review).
  const wide = count === 4 || count >= 7 ? 4 : count >= 3 ? 3 : 2
  const five = count === 5
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
          'relative mt-12 grid gap-6 sm:grid-cols-4',
          wide === 3 && 'lg:grid-cols-6',
          wide === 4 && 'lg:grid-cols-8',
          five && 'xl:grid-cols-5',
        )}
      >
        {section.steps.map((step, index) => (
          <li
            key={step._key}
            className={cn(
              // Its number, title, text and duration on the rows of the cards beside it (a subgrid):
              // a title on two lines started its text lower than in the other cards of the row (an
              // outside review at 1440 px); now every text in the row starts on one line.
              'relative row-span-4 grid grid-rows-subgrid gap-0 rounded-3xl border border-slate-200 bg-white p-7 shadow-sm sm:col-span-2',
              SM_START[lastRowStart(index, count, 2) ?? 0],
              wide > 2 && (LG_START[lastRowStart(index, count, wide) ?? 0] ?? 'lg:col-start-auto'),
              five && 'xl:col-span-1 xl:col-start-auto xl:px-6',
            )}
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
                <Clock className="size-4" /> {step.duration}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </SectionFrame>
  )
}
