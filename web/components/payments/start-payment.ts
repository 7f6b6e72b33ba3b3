'use client'
/**
 * Creates the order (POST /api/payments/orders) and goes to its gateway page; or says what is
 * wrong. A full navigation, because the gateway may send the browser on to Stripe.
 */
export interface StartPaymentFailure {
  message: string
  fields?: Record<string, string[]>
  status: number
}

const UNAVAILABLE = 'Payments are temporarily unavailable. Please try again in a moment.'

export async function startPayment(body: Record<string, unknown>): Promise<StartPaymentFailure> {
  let response: Response
  try {
    response = await fetch('/api/payments/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
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
    window.location.assign(answer.gatewayUrl)
    // The page is leaving: keep the button busy until it has.
    return new Promise<never>(() => undefined)
  }
  return {
    message: answer.error ?? UNAVAILABLE,
    fields: answer.fields,
    status: response.status,
  }
}
