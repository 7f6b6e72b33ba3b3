// @vitest-environment jsdom
/**
 * A piece hydrated after the page's load (web/components/ui/deferred-hydration.tsx), with React's
 * own hydration: the rest of the page hydrates while the piece stays the server's HTML, its code
 * is asked for at the load event or when the visitor reaches for it, and a form sent meanwhile is
 * sent once it has hydrated.
 */
import { type ComponentType, createElement as h, act, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useEarlyInput } from '@/web/components/forms/use-early-input'
import { deferredComponent } from '@/web/components/ui/deferred-hydration'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const sent: string[] = []

function Form({ label }: { label: string }) {
  const [name, setName] = useState('')
  const ref = useEarlyInput()
  return h(
    'form',
    {
      ref,
      'aria-label': label,
      onSubmit: (event: { preventDefault: () => void }) => {
        event.preventDefault()
        sent.push(name)
      },
    },
    h('input', {
      id: 'name',
      value: name,
      onChange: (e: { target: { value: string } }) => setName(e.target.value),
    }),
    h('button', { id: 'send', type: 'submit' }, 'Send'),
  )
}

function Page({ Piece }: { Piece: ComponentType<{ label: string }> }) {
  const [clicks, setClicks] = useState(0)
  return h(
    'main',
    null,
    h('button', { id: 'other', onClick: () => setClicks(clicks + 1) }, `Clicked ${clicks}`),
    h('section', { id: 'region' }, h(Piece, { label: 'Contact' })),
  )
}

/** What the server sends: the piece drawn in place, in its Activity boundary's markers. */
const SERVER_HTML =
  '<main><button id="other">Clicked 0</button><section id="region">' +
  '<span hidden="" data-deferred="Form"></span><!--&-->' +
  renderToString(h(Form, { label: 'Contact' })) +
  '<!--/&--></section></main>'

const byId = (id: string) => document.getElementById(id)!
const hydratedByReact = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber'))
const flush = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 0)))

let readyState: DocumentReadyState = 'interactive'
beforeEach(() => {
  readyState = 'interactive'
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState })
  sent.length = 0
})
afterEach(() => {
  document.body.innerHTML = ''
})

/** A page still loading, hydrated with a piece whose code `load` brings. */
async function hydratePage(load: () => Promise<typeof Form>) {
  const Piece = deferredComponent(load, 'Form')
  const container = document.createElement('div')
  container.innerHTML = SERVER_HTML
  document.body.append(container)
  const form = container.querySelector('form')!
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  await act(async () => {
    hydrateRoot(container, h(Page, { Piece }))
  })
  return { form, errors, marker: container.querySelector('[data-deferred="Form"]')! }
}

describe('deferredComponent', () => {
  it('leaves the piece as the server drew it until the page has loaded, then hydrates it in place', async () => {
    const load = vi.fn(async () => Form)
    const { form, errors, marker } = await hydratePage(load)
    expect(hydratedByReact(byId('other'))).toBe(true)
    expect(hydratedByReact(form)).toBe(false)
    expect(load).not.toHaveBeenCalled()

    readyState = 'complete'
    await act(async () => {
      window.dispatchEvent(new Event('load'))
    })
    await flush()
    expect(load).toHaveBeenCalledTimes(1)
    expect(marker.hasAttribute('data-hydrated')).toBe(true)
    expect(document.querySelector('form')).toBe(form)
    expect(hydratedByReact(form)).toBe(true)
    expect(errors).not.toHaveBeenCalled()
  })

  it('fetches the code when the visitor reaches for the piece, and sends a form sent before it hydrated', async () => {
    let arrive!: (component: typeof Form) => void
    const load = vi.fn(() => new Promise<typeof Form>((resolve) => (arrive = resolve)))
    const { form, errors, marker } = await hydratePage(load)
    const field = byId('name') as HTMLInputElement
    field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    await flush()
    expect(load).toHaveBeenCalledTimes(1)
    field.value = 'Ada'
    // The browser's own submit is held back by the page (first-paint/deferred-scripts.mjs).
    form.addEventListener('submit', (event) => event.preventDefault())
    form.requestSubmit()
    expect(sent).toEqual([])

    await act(async () => arrive(Form))
    await flush()
    expect(marker.hasAttribute('data-hydrated')).toBe(true)
    // With what was typed, taken by the form on hydration (forms/use-early-input.ts).
    expect(sent).toEqual(['Ada'])
    // (The replay runs in a task of its own, outside the test's act().)
    const problems = errors.mock.calls.filter(([message]) => !/not wrapped in act/.test(message))
    expect(problems).toEqual([])
  })

  it('keeps the server’s piece when its code cannot be fetched, and tries again when the connection returns', async () => {
    const load = vi
      .fn<() => Promise<typeof Form>>()
      .mockRejectedValueOnce(new Error('Failed to load chunk'))
      .mockResolvedValue(Form)
    const { form, errors, marker } = await hydratePage(load)
    byId('other').dispatchEvent(new Event('pointerdown', { bubbles: true }))
    await flush()
    expect(load).toHaveBeenCalledTimes(1)
    expect(marker.hasAttribute('data-hydrated')).toBe(false)
    expect(document.querySelector('form')).toBe(form)
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining('Form could not be loaded'),
      expect.any(Error),
    )

    await act(async () => {
      window.dispatchEvent(new Event('online'))
    })
    await flush()
    expect(load).toHaveBeenCalledTimes(2)
    expect(marker.hasAttribute('data-hydrated')).toBe(true)
    expect(document.querySelector('form')).toBe(form)
  })
})
