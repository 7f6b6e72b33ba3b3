'use client'
/**
 * Creates the order (POST /api/payments/orders) and goes to its gateway page; or says what is
 * wrong. A full navigation, because the gateway may send the browser on to Stripe. The order is
 * in the page's language (`locale`, sent with it: its receipt is written in it); on a page in
 * another language the gateway page is that language's, and `failureIn` words the server's
 * English answers in it.
 */
import { DEFAULT_LOCALE, type Locale } from '@/core/i18n/locales'
import { localizedHref } from '@/core/i18n/routes'
import en from '@/messages/en/paymentForm.json'
import { fill } from '@/web/i18n/fill'

/** The payment forms' words in a language (messages/{code}/paymentForm.json). */
export type PaymentFormText = typeof en

export interface StartPaymentFailure {
  message: string
  fields?: Record<string, string[]>
  status: number
}

const UNAVAILABLE = en.unavailable

export async function startPayment(
  body: Record<string, unknown>,
  locale: Locale = DEFAULT_LOCALE,
): Promise<StartPaymentFailure> {
  let response: Response
  try {
    response = await fetch('/api/payments/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, locale }),
    })
  } catch {
    return { message: UNAVAILABLE, status: 0 }
  }
  const answer = (await response.json().catch(() => ({}))) as {
    gatewayUrl?: string
    error?: string
    fields?: Record<string, string[]>
  }
  if (response.ok && answer.gatewayUrl) {
    window.location.assign(localizedHref(answer.gatewayUrl, locale))
    // The page is leaving: keep the button busy until it has.
    return new Promise<never>(() => undefined)
  }
  return {
    message: answer.error ?? UNAVAILABLE,
    fields: answer.fields,
    status: response.status,
  }
}

type ServerKey = Exclude<keyof PaymentFormText['server'], 'invalidField'>

/** The server's English message (the orders API's, web/payments/messages.ts) in `text`'s words. */
function messageIn(message: string, text: PaymentFormText): string | null {
  const key = (Object.keys(en.server) as (keyof PaymentFormText['server'])[]).find(
    (name): name is ServerKey => name !== 'invalidField' && en.server[name] === message,
  )
  return key ? text.server[key] : null
}

/**
 * A failure as a page in another language tells it: the server's words (English) replaced by
 * the language's, a field's by its own or by which field to check, anything else by its status.
 */
export function failureIn(failure: StartPaymentFailure, text: PaymentFormText) {
  const fields = failure.fields
    ? Object.fromEntries(
        Object.entries(failure.fields).map(([name, messages]) => [
          name,
          messages.map(
            (message) =>
              messageIn(message, text) ??
              fill(text.server.invalidField, {
                field: Object.hasOwn(text.fields, name)
                  ? text.fields[name as keyof PaymentFormText['fields']]
                  : name,
              }),
          ),
        ]),
      )
    : undefined
  const message =
    failure.status === 0 || failure.status === 503
      ? text.unavailable
      : failure.status === 409 && !messageIn(failure.message, text)
        ? // "The price of this package is $X…": the page shows the current price once refreshed.
          text.server.priceChanged
        : (messageIn(failure.message, text) ??
          (failure.status === 422 ? text.server.checkFields : text.server.failed))
  return { ...failure, message, ...(fields ? { fields } : {}) }
}
