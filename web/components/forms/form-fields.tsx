'use client'
/**
 * The inputs the lead forms are built from: labelled native controls (native date, time and
 * select pickers suit phones and keyboards better than custom ones), and the honeypot.
 */
import { clsx } from 'clsx'
import { ChevronDown } from '@/web/components/ui/icons'
import type { ComponentProps, ReactNode } from 'react'
import { codePointLength } from '@/core/leads/truncate.ts'
import { COUNTER_FROM } from '@/core/leads/field-limits.ts'
import { formatNumber } from '@/core/format/format'
import { fill } from '@/web/i18n/fill'
import en from '@/messages/en/leadForm.json'

/** The counter's words (messages/{code}/leadForm.json); English unless a form gives its page's. */
type CounterText = Pick<typeof en, 'characterCount' | 'characterCountOver'>

// Its size given, not inherited, so a native select (drawn by the browser) and the inputs beside it
// show their text alike: app/globals.css `.field-control`, written there once.
const control = 'field-control'

interface LabelProps {
  id: string
  label: string
  required?: boolean
  hint?: ReactNode
  className?: string
}

/** The id of a field's hint, which the field names as its description. */
const hintId = (id: string) => `${id}-hint`

function Labelled({
  id,
  label,
  required,
  hint,
  className,
  children,
}: LabelProps & { children: ReactNode }) {
  return (
    <div className={clsx('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={hintId(id)} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

export function TextField({
  id,
  label,
  required,
  hint,
  className,
  ...input
}: LabelProps & Omit<ComponentProps<'input'>, 'id' | 'className'>) {
  return (
    <Labelled id={id} label={label} required={required} hint={hint} className={className}>
      <input
        id={id}
        aria-required={required || undefined}
        aria-describedby={hint ? hintId(id) : undefined}
        className={control}
        {...input}
      />
    </Labelled>
  )
}

/**
 * A file input in the page's language: the browser's own button and "no file" text follow the
 * browser's language, not the page's, and cannot be styled as the other fields. The native input
 * stays, transparent over the whole box (a click anywhere opens the picker, it takes the focus, a
 * label and a screen reader find it as before); the box shows the page's words and the chosen
 * file's name.
 */
export function FileField({
  id,
  label,
  required,
  hint,
  className,
  fileName,
  chooseText,
  noFileText,
  ...input
}: LabelProps &
  Omit<ComponentProps<'input'>, 'id' | 'className' | 'type'> & {
    /** The chosen file's name, or null. */
    fileName: string | null
    chooseText: string
    noFileText: string
  }) {
  return (
    <Labelled id={id} label={label} required={required} hint={hint} className={className}>
      <div className="focus-within:border-brand-600 focus-within:ring-brand-600/30 relative flex min-w-0 items-center gap-3 rounded-lg border border-slate-300 bg-white p-1.5 shadow-sm focus-within:ring-2">
        <input
          id={id}
          type="file"
          aria-required={required || undefined}
          aria-describedby={hint ? hintId(id) : undefined}
          className="absolute inset-0 size-full cursor-pointer opacity-0"
          {...input}
        />
        <span
          aria-hidden="true"
          className="bg-brand-50 text-brand-700 shrink-0 rounded-md px-3 py-1.5 text-sm font-semibold"
        >
          {chooseText}
        </span>
        <span
          aria-hidden="true"
          data-testid="file-name"
          className={clsx(
            'min-w-0 truncate text-sm',
            fileName ? 'text-slate-900' : 'text-slate-500',
          )}
        >
          {fileName ?? noFileText}
        </span>
      </div>
    </Labelled>
  )
}

/**
 * How many characters a field holds, shown from COUNTER_FROM of its limit on, red past it
 * (counted as the lead function counts them: code points, without the ends' spaces).
 */
const counted = (value: string) => codePointLength(value.trim())

function CharacterCounter({
  id,
  value,
  limit,
  text,
  locale,
}: {
  id: string
  value: string
  limit: number
  text: CounterText
  locale?: string
}) {
  const length = counted(value)
  const over = length - limit
  return (
    <p
      id={id}
      data-testid="character-counter"
      className={clsx('text-xs', over > 0 ? 'font-medium text-red-700' : 'text-slate-600')}
    >
      {fill(over > 0 ? text.characterCountOver : text.characterCount, {
        count: formatNumber(length, locale),
        limit: formatNumber(limit, locale),
        over: formatNumber(over, locale),
      })}
    </p>
  )
}

export function TextAreaField({
  id,
  label,
  required,
  hint,
  className,
  limit,
  counterText = en,
  locale,
  ...textarea
}: LabelProps & {
  limit?: number
  /** The counter's words on a page not in English, and that page's language (its numbers). */
  counterText?: CounterText
  locale?: string
} & Omit<ComponentProps<'textarea'>, 'id' | 'className'>) {
  const value = typeof textarea.value === 'string' ? textarea.value : ''
  const counter = limit && counted(value) >= limit * COUNTER_FROM ? `${id}-count` : undefined
  return (
    <Labelled id={id} label={label} required={required} hint={hint} className={className}>
      <textarea
        id={id}
        aria-required={required || undefined}
        aria-describedby={[hint ? hintId(id) : '', counter ?? ''].join(' ').trim() || undefined}
        rows={4}
        className={control}
        {...textarea}
      />
      {limit && counter ? (
        <CharacterCounter
          id={counter}
          value={value}
          limit={limit}
          text={counterText}
          locale={locale}
        />
      ) : null}
    </Labelled>
  )
}

export interface Choice {
  value: string
  label: string
  /** Shown but not choosable (a booked slot, with its reason in the label). */
  disabled?: boolean
}

export function SelectField({
  id,
  label,
  required,
  hint,
  className,
  choices,
  placeholder,
  ...select
}: LabelProps & { choices: readonly Choice[]; placeholder?: string } & Omit<
    ComponentProps<'select'>,
    'id' | 'className'
  >) {
  // The browser's own arrow differs from browser to browser and cannot be styled: the select has
  // none (appearance-none), and a chevron of ours sits over its inline end, where its end padding
  // keeps the text clear of it (so both mirror on a right-to-left page). The chevron lets clicks
  // through to the select. While the empty placeholder option is chosen, the text is muted as an
  // input's placeholder is; the options keep the text colour in the open list (a disabled one,
  // the browser's own).
  return (
    <Labelled id={id} label={label} required={required} hint={hint} className={className}>
      <div className="relative">
        <select
          id={id}
          aria-required={required || undefined}
          aria-describedby={hint ? hintId(id) : undefined}
          className={clsx(
            control,
            "appearance-none pe-10 has-[option[value='']:checked]:text-slate-500 [&_option:enabled]:text-slate-900",
          )}
          {...select}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value} disabled={choice.disabled}>
              {choice.label}
            </option>
          ))}
        </select>
        <ChevronDown className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
      </div>
    </Labelled>
  )
}

/**
 * A field people never see; automated senders fill it in. Its label is in the page's language
 * (messages/{code}/leadForm.json `honeypotLabel`), English unless the form gives another.
 */
export function Honeypot({
  inputRef,
  label = en.honeypotLabel,
}: {
  inputRef: React.RefObject<HTMLInputElement | null>
  label?: string
}) {
  return (
    <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input
          ref={inputRef}
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </label>
    </div>
  )
}

export function SubmitButton({ children, className, ...button }: ComponentProps<'button'>) {
  return (
    <button
      type="submit"
      className={clsx(
        'bg-brand-600 hover:bg-brand-700 inline-flex items-center justify-center rounded-full px-6 py-3 font-semibold text-white shadow disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...button}
    >
      {children}
    </button>
  )
}

/** A toast description listing messages. */
export function MessageList({ messages }: { messages: readonly string[] }) {
  return (
    <ul className="list-disc ps-5">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  )
}
