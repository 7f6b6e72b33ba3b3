'use client'
/**
 * The project cost calculator dialog: the calculator services as toggles with their prices, the
 * running estimated total, the pricing note, optional budget and timeline, and 'Get Detailed
 * Quote' (disabled until a service is selected), which stores the quote, closes the dialog and
 * goes to /book-call carrying it. Controlled, so the floating button or any parent can open it.
 * Its words are English (messages/en/calculator.json) unless the page is in another language,
 * whose CalculatorProvider hands it that language's; the services, prices and options are the
 * CMS's, prices in US dollars and left to right in every language.
 */
import { Check, Code2, Megaphone } from '@/web/components/ui/icons'
import { useRouter } from 'next/navigation'
import { type FormEvent, useId, useMemo, useState } from 'react'
import { DEFAULT_LOCALE, type Locale, locales } from '@/core/i18n/locales'
import { localizedHref } from '@/core/i18n/routes'
import { BOOK_CALL_PATH } from '@/web/components/shell/nav'
import { buttonClass } from '@/web/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/web/components/ui/dialog'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/web/components/ui/select'
import { formatDollars } from '@/core/money/money'
import { formatPlural } from '@/web/i18n/plural'
import { cn } from '@/web/lib/utils'
import { buildQuote, saveQuote } from '@/web/leads/quote'
import { carryQuote } from './quote-handoff'
import type { CostCalculatorContent } from './types'
import en from '@/messages/en/calculator.json'

export type CalculatorText = typeof en

/** The CMS's categories (schemas/documents/calculator-item.ts): each one's icon and name's key. */
const GROUPS: Record<string, { icon: typeof Megaphone; label: 'marketing' | 'development' }> = {
  Marketing: { icon: Megaphone, label: 'marketing' },
  Development: { icon: Code2, label: 'development' },
}

export interface CostCalculatorProps {
  content: CostCalculatorContent
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The page's language (where the quote goes), and the dialog's words in it. */
  locale?: Locale
  text?: CalculatorText
}

export function CostCalculator({
  content,
  open,
  onOpenChange,
  locale = DEFAULT_LOCALE,
  text = en,
}: CostCalculatorProps) {
  const { dir, intl } = locales.entry(locale)
  const router = useRouter()
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [budget, setBudget] = useState<string>()
  const [timeline, setTimeline] = useState<string>()
  const ids = useId()
  const { items, settings } = content

  const groups = useMemo(() => {
    const byCategory = new Map<string, typeof items>()
    for (const item of items)
      byCategory.set(item.category, [...(byCategory.get(item.category) ?? []), item])
    return [...byCategory]
  }, [items])

  const chosen = items.filter((item) => selected.has(item._id))
  const total = chosen.reduce((sum, item) => sum + item.price, 0)

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!chosen.length) return
    const quote = buildQuote(chosen, budget ?? '', timeline ?? '')
    saveQuote(quote)
    carryQuote(quote)
    onOpenChange(false)
    setSelected(new Set())
    setBudget(undefined)
    setTimeline(undefined)
    router.push(localizedHref(BOOK_CALL_PATH, locale))
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={text.close}
        className="flex max-w-2xl flex-col gap-0 overflow-hidden p-0 sm:p-0"
      >
        <form onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
          <div className="border-b border-slate-100 px-6 pt-6 pb-5 sm:px-8 sm:pt-8">
            <p className="text-brand-700 text-xs font-semibold tracking-widest uppercase">
              {text.eyebrow}
            </p>
            <DialogTitle className="mt-1 text-xl sm:text-2xl">{text.title}</DialogTitle>
            <DialogDescription className="mt-1 text-sm">{text.description}</DialogDescription>
          </div>

          <div className="grid min-h-0 flex-1 gap-6 overflow-y-auto px-6 py-6 sm:px-8">
            {groups.map(([category, groupItems]) => {
              const group = GROUPS[category]
              const GroupIcon = group?.icon ?? Megaphone
              return (
                <fieldset key={category}>
                  <legend className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                    <GroupIcon className="text-brand-600 size-4" aria-hidden="true" />
                    {group ? text[group.label] : category}
                  </legend>
                  <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                    {groupItems.map((item) => {
                      const on = selected.has(item._id)
                      return (
                        <li key={item._id}>
                          <button
                            type="button"
                            aria-pressed={on}
                            onClick={() => toggle(item._id)}
                            className={cn(
                              'flex w-full items-center gap-3 rounded-xl border px-3 py-2.5 text-start transition-colors',
                              on
                                ? 'border-brand-600 bg-brand-50 ring-brand-600 ring-1'
                                : 'border-slate-200 hover:border-slate-300 hover:bg-slate-50',
                            )}
                          >
                            <span
                              aria-hidden="true"
                              className={cn(
                                'inline-flex size-5 shrink-0 items-center justify-center rounded-md border transition-colors',
                                on
                                  ? 'border-brand-600 bg-brand-600 text-white'
                                  : 'border-slate-300',
                              )}
                            >
                              {on ? <Check className="size-3.5" /> : null}
                            </span>
                            <span className="flex-1 text-sm font-medium text-slate-900">
                              {item.name}
                            </span>
                            <span dir="ltr" className="text-sm text-slate-600 tabular-nums">
                              {formatDollars(item.price)}
                            </span>
                          </button>
                        </li>
                      )
                    })}
                  </ul>
                </fieldset>
              )
            })}

            <div className="grid gap-4 sm:grid-cols-2">
              <div className="grid gap-1.5">
                <label htmlFor={`${ids}-budget`} className="text-sm font-medium text-slate-900">
                  {text.budget} <span className="font-normal text-slate-500">{text.optional}</span>
                </label>
                <Select dir={dir} value={budget ?? ''} onValueChange={setBudget}>
                  <SelectTrigger id={`${ids}-budget`}>
                    <SelectValue placeholder={text.selectBudget} />
                  </SelectTrigger>
                  <SelectContent>
                    {settings?.budgetOptions.map((option) => (
                      <SelectItem key={option.value} value={option.value}>
                        {option.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              <div className="grid gap-1.5">
                <label htmlFor={`${ids}-timeline`} className="text-sm font-medium text-slate-900">
                  {text.timeline}{' '}
                  <span className="font-normal text-slate-500">{text.optional}</span>
                </label>
                <Select dir={dir} value={timeline ?? ''} onValueChange={setTimeline}>
                  <SelectTrigger id={`${ids}-timeline`}>
                    <SelectValue placeholder={text.selectTimeline} />
                  </SelectTrigger>
                  <SelectContent>
                    {settings?.timelineOptions.map((option) => (
                      <SelectItem key={option.value} value={option.value}>
                        {option.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
            </div>
          </div>

          <div className="border-t border-slate-200 bg-slate-50 px-6 py-4 sm:px-8">
            <div className="flex items-center justify-between gap-4">
              <div>
                <p className="text-sm whitespace-nowrap text-slate-600">
                  {text.estimatedTotal}
                  <span className="sr-only">
                    {' '}
                    {formatPlural(text.forServices, chosen.length, intl)}
                  </span>
                </p>
                <output
                  aria-live="polite"
                  data-testid="calculator-total"
                  className="block text-2xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-3xl"
                >
                  <span dir="ltr">{formatDollars(total)}</span>
                </output>
              </div>
              <button
                type="submit"
                disabled={!chosen.length}
                className={buttonClass({ size: 'lg', className: 'px-5 sm:px-6' })}
              >
                {text.getQuote}
              </button>
            </div>
            {settings?.note ? (
              <p className="mt-2 text-xs text-slate-600" data-testid="calculator-note">
                {settings.note}
              </p>
            ) : null}
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
