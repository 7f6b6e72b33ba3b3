// @vitest-environment jsdom
/**
 * The one way a lead form sends and tells (web/components/forms/use-lead-submission.tsx and
 * lead-form.tsx), in a form of two fields: what is refused before sending, the schema's list, the
 * failure that keeps the fields, the kept-on-device notice, the success that resets (at once or
 * after a delay) and the thank-you panel that takes focus and gives it back.
 */
import { createElement as h, act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ToastOptions } from '@/web/components/ui/use-toast'
import type { CheckAndSendResult } from '@/web/leads/load-lead-tools'

const toasts: ToastOptions[] = []
const sends: {
  formType: string
  schema: string
  payload: Record<string, unknown>
  words?: unknown
}[] = []
let answer: () => Promise<CheckAndSendResult> = async () => ({ sent: true, kept: false })

vi.mock('@/web/components/ui/use-toast', () => ({
  toast: (options: ToastOptions) => void toasts.push(options),
}))
vi.mock('@/web/leads/load-lead-tools', () => ({
  preloadLeadTools: () => undefined,
  checkAndSend: (
    formType: string,
    schema: string,
    payload: Record<string, unknown>,
    words?: unknown,
  ) => {
    sends.push({ formType, schema, payload, words })
    return answer()
  },
}))

const { LeadForm } = await import('@/web/components/forms/lead-form')
const { useLeadSubmission } = await import('@/web/components/forms/use-lead-submission')
const { FIX_ERRORS_TITLE, KEPT_ON_DEVICE } = await import('@/web/components/forms/messages/common')
const { default: arLeadForm } = await import('@/messages/ar/leadForm.json')
const { default: arFormErrors } = await import('@/messages/ar/formErrors.json')

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const EMPTY = { name: '', zone: '' }
type Fields = typeof EMPTY
const resets: string[] = []

function TestForm({
  thanks,
  delayed,
  arabic,
}: {
  thanks?: boolean
  delayed?: boolean
  arabic?: boolean
}) {
  const lead = useLeadSubmission({
    formType: 'Test Form',
    schema: 'contactSchema',
    empty: EMPTY,
    payload: (fields: Fields, signals) => ({ ...fields, ...signals }),
    precheck: (fields) => (fields.name === 'blank' ? { title: 'Name Required' } : null),
    success: (sent) => ({ title: 'Sent', description: `for ${sent.name}` }),
    failure: { title: 'Failed', variant: 'destructive' },
    onReset: () => void resets.push('reset'),
    ...(delayed ? { reset: (current: Fields) => ({ ...EMPTY, zone: current.zone }) } : {}),
    ...(delayed ? { resetDelayMs: 500 } : {}),
    ...(arabic
      ? { language: { locale: 'ar' as const, common: arLeadForm, errors: arFormErrors } }
      : {}),
  })
  return h(LeadForm, {
    lead,
    label: 'Test form',
    submit: { idle: 'Send', busy: 'Sending...' },
    thanks: thanks ? { heading: 'Thank You', text: 'Received.', again: 'Again' } : undefined,
    children: [
      h('input', { key: 'name', ...lead.field('name'), 'aria-label': 'Name' }),
      h('input', { key: 'zone', ...lead.field('zone'), 'aria-label': 'Zone' }),
    ],
  })
}

let root: Root
const field = (label: string) =>
  document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)!
const button = () => document.querySelector<HTMLButtonElement>('button[type="submit"]')

async function render(props: { thanks?: boolean; delayed?: boolean; arabic?: boolean } = {}) {
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () => root.render(h(TestForm, props)))
}

async function type(label: string, text: string) {
  const input = field(label)
  await act(async () => {
    // As the browser does it: past React's watch on the field's own setter.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

async function submit() {
  await act(async () => {
    document.querySelector('form')!.requestSubmit()
  })
}

beforeEach(() => {
  window.matchMedia = () => ({ matches: true }) as MediaQueryList
  Element.prototype.scrollIntoView = () => undefined
})

afterEach(async () => {
  await act(async () => root.unmount())
  document.body.innerHTML = ''
  toasts.length = 0
  sends.length = 0
  resets.length = 0
  answer = async () => ({ sent: true, kept: false })
  vi.useRealTimers()
})

describe('a lead form', () => {
  it('tells what the precheck refuses and sends nothing', async () => {
    await render()
    await type('Name', 'blank')
    await submit()
    expect(toasts).toEqual([{ title: 'Name Required' }])
    expect(sends).toHaveLength(0)
  })

  it('sends its payload with the honeypot, once while a submission is on its way', async () => {
    let arrive: (result: CheckAndSendResult) => void = () => undefined
    answer = () => new Promise((resolve) => (arrive = resolve))
    await render()
    await type('Name', 'Ada')
    await submit()
    expect(button()!.textContent).toBe('Sending...')
    expect(button()!.disabled).toBe(true)
    await submit()
    expect(sends).toEqual([
      {
        formType: 'Test Form',
        schema: 'contactSchema',
        payload: { name: 'Ada', zone: '', website: '' },
      },
    ])
    await act(async () => arrive({ sent: true, kept: false }))
    expect(button()!.textContent).toBe('Send')
    expect(toasts).toEqual([{ title: 'Sent', description: 'for Ada' }])
  })

  it('lists what the schema refuses in one toast and keeps the fields', async () => {
    answer = async () => ({ invalid: ['Name is too short', 'Zone is required'] })
    await render()
    await type('Name', 'A')
    await submit()
    expect(toasts).toHaveLength(1)
    expect(toasts[0]!.title).toBe(FIX_ERRORS_TITLE)
    expect(toasts[0]!.variant).toBe('destructive')
    expect(field('Name').value).toBe('A')
  })

  it('a failure tells the form’s notice and keeps the fields', async () => {
    answer = async () => ({ sent: false, kept: false })
    await render()
    await type('Name', 'Ada')
    await submit()
    expect(toasts).toEqual([{ title: 'Failed', variant: 'destructive' }])
    expect(field('Name').value).toBe('Ada')
    expect(resets).toHaveLength(0)
  })

  it('a lead kept on the device is told so and the fields reset at once', async () => {
    answer = async () => ({ sent: false, kept: true })
    await render()
    await type('Name', 'Ada')
    await submit()
    expect(toasts).toEqual([
      {
        title: KEPT_ON_DEVICE.title,
        description: KEPT_ON_DEVICE.description,
        duration: KEPT_ON_DEVICE.durationMs,
      },
    ])
    expect(field('Name').value).toBe('')
    expect(resets).toEqual(['reset'])
  })

  it('with a reset delay the fields stay until it ends, and its own reset keeps what it keeps', async () => {
    await render({ delayed: true })
    await type('Name', 'Ada')
    await type('Zone', 'Europe/London')
    vi.useFakeTimers()
    await submit()
    expect(toasts).toEqual([{ title: 'Sent', description: 'for Ada' }])
    await act(async () => vi.advanceTimersByTime(499))
    expect(field('Name').value).toBe('Ada')
    await act(async () => vi.advanceTimersByTime(1))
    expect(field('Name').value).toBe('')
    expect(field('Zone').value).toBe('Europe/London')
    expect(resets).toEqual(['reset'])
  })

  it('the thank-you panel takes the form’s place and focus; Again brings the form back, empty', async () => {
    await render({ thanks: true })
    await type('Name', 'Ada')
    await submit()
    expect(document.querySelector('form')).toBeNull()
    const panel = document.querySelector<HTMLElement>('[role="status"]')!
    expect(panel.querySelector('h3')!.textContent).toBe('Thank You')
    expect(document.activeElement).toBe(panel)
    await act(async () => document.querySelector<HTMLButtonElement>('button')!.click())
    expect(document.querySelector('form')!.getAttribute('aria-label')).toBe('Test form')
    expect(field('Name').value).toBe('')
    expect(document.activeElement).toBe(field('Name'))
  })

  it("on a page in another language: its notices, and the schema's messages asked in it", async () => {
    answer = async () => ({ invalid: ['يُرجى إدخال اسمك'] })
    await render({ arabic: true })
    await type('Name', 'A')
    await submit()
    expect(sends[0]!.words).toEqual({ text: arFormErrors, locale: 'ar' })
    expect(toasts[0]!.title).toBe(arLeadForm.fixErrorsTitle)
    answer = async () => ({ sent: false, kept: true })
    await submit()
    expect(toasts[1]).toEqual({
      title: arLeadForm.keptTitle,
      description: arLeadForm.keptDescription,
      duration: KEPT_ON_DEVICE.durationMs,
    })
  })

  it('without a thank-you panel the form stays after success, empty', async () => {
    await render()
    await type('Name', 'Ada')
    await submit()
    expect(document.querySelector('form')).not.toBeNull()
    expect(field('Name').value).toBe('')
  })
})
