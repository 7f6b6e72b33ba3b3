'use client'
/**
 * How every lead form sends: its fields (useFormFields), the honeypot, the tools that load on the
 * first focus, and one submission at a time, checked by the form's schema and sent with
 * `checkAndSend` (which carries the idempotency key and keeps the lead on the device without
 * network). The outcome is always told the same way: the schema's messages in one toast, the
 * kept-on-device notice, the form's failure notice (the fields kept) or its success notice; after
 * a kept or successful lead the fields reset, at once or after `resetDelayMs`. A form declares
 * only its fields, its schema, its payload and its words (on a page not in English, its
 * `language`: the shared notices and the schema's messages in it).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { toast, type ToastOptions } from '@/web/components/ui/use-toast'
import { checkAndSend, preloadLeadTools } from '@/web/leads/load-lead-tools'
import type { SpamSignals } from '@/web/leads/payloads/signals'
import { MessageList } from './form-fields'
import {
  type FormLanguage,
  keptOnDeviceNotice,
  type KeptOnDeviceText,
  LEAD_FORM_EN,
} from './messages/common'
import { useEarlyInput } from './use-early-input'
import { useFormFields } from './use-form-fields'
import { useSpamSignals } from './use-spam-signals'

/** The schema (web/leads/schemas.ts) that checks the form, by name. */
type SchemaName = Parameters<typeof checkAndSend>[1]

export interface LeadFormRules<F> {
  /** The form's label for the function (FORM_LABELS). */
  formType: string
  schema: SchemaName
  empty: F
  /** What is sent as leadData. */
  payload: (
    fields: F,
    signals: SpamSignals,
  ) => Record<string, unknown> | Promise<Record<string, unknown>>
  /** A notice when the form cannot be sent as it is, told before anything loads. */
  precheck?: (fields: F) => ToastOptions | null
  /** The notice for what the schema refuses; its messages in a list by default. */
  invalid?: (messages: string[]) => ToastOptions
  /** The notice once the function has stored the lead, for the fields that were sent. */
  success: (sent: F) => ToastOptions
  failure: ToastOptions
  /** The notice when a booking's time was just taken by someone else (the fields kept). */
  taken?: ToastOptions
  /** After success, e.g. the analytics event; a booking's confirmation token when it has one. */
  onSent?: (bookingToken?: string) => void
  /** The fields after a kept or successful lead; `empty` by default. */
  reset?: (current: F) => F
  /** What else resets with the fields (a chosen file, a carried quote). */
  onReset?: () => void
  /** How long the fields stay after a kept or successful lead; reset at once without it. */
  resetDelayMs?: number
  /**
   * On a page not in English: its language, in which the shared notices and the schema's
   * messages are told (English without it).
   */
  language?: FormLanguage
  /** The honeypot's label on a page not in English; the language's shared one by default. */
  honeypotLabel?: string
  /**
   * The kept-on-device notice's words on a page not in English, for a form given no `language`
   * (the newsletter sign-up); the language's shared ones by default.
   */
  kept?: KeptOnDeviceText
}

const invalidList =
  (title: string) =>
  (messages: string[]): ToastOptions => ({
    title,
    description: <MessageList messages={messages} />,
    variant: 'destructive',
  })

export function useLeadSubmission<F extends { [K in keyof F]: string }>(rules: LeadFormRules<F>) {
  const form = useEarlyInput(preloadLeadTools)
  const { id, fields, setFields, update, field } = useFormFields(rules.empty)
  const { honeypot, signals } = useSpamSignals()
  const [submitting, setSubmitting] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  // Counts refusals of a taken time: the booking fields fetch the slots again when it moves.
  const [takenCount, setTakenCount] = useState(0)
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(
    () => () => {
      if (resetTimer.current) clearTimeout(resetTimer.current)
    },
    [],
  )

  function reset() {
    setFields((current) => rules.reset?.(current) ?? rules.empty)
    rules.onReset?.()
  }
  function resetSoon() {
    if (rules.resetDelayMs === undefined) reset()
    else resetTimer.current = setTimeout(reset, rules.resetDelayMs)
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const refused = rules.precheck?.(fields)
    if (refused) {
      toast(refused)
      return
    }
    setSubmitting(true)
    const sent = { ...fields }
    const { language } = rules
    let result: Awaited<ReturnType<typeof checkAndSend>>
    try {
      result = await checkAndSend(
        rules.formType,
        rules.schema,
        await rules.payload(sent, signals()),
        language ? { text: language.errors, locale: language.locale } : undefined,
      )
    } finally {
      setSubmitting(false)
    }
    const common = language?.common ?? LEAD_FORM_EN
    if ('invalid' in result) {
      toast((rules.invalid ?? invalidList(common.fixErrorsTitle))(result.invalid))
    } else if (result.kept) {
      toast(keptOnDeviceNotice(rules.kept ?? common))
      resetSoon()
    } else if (result.taken && rules.taken) {
      toast(rules.taken)
      setTakenCount((count) => count + 1)
    } else if (!result.sent) {
      toast(rules.failure)
    } else {
      toast(rules.success(sent))
      setSubmitted(true)
      rules.onSent?.(result.bookingToken)
      resetSoon()
    }
  }

  /** 'Send Another Message': the form again, empty. */
  const again = () => setSubmitted(false)

  return {
    id,
    form,
    fields,
    update,
    field,
    honeypot,
    honeypotLabel: rules.honeypotLabel ?? rules.language?.common.honeypotLabel,
    submitting,
    submitted,
    onSubmit,
    again,
    takenCount,
  }
}

/** What the shell (LeadForm) draws from, whatever the form's fields. */
export type LeadSubmission = Pick<
  ReturnType<typeof useLeadSubmission>,
  'id' | 'form' | 'honeypot' | 'honeypotLabel' | 'submitting' | 'submitted' | 'onSubmit' | 'again'
>
