// @vitest-environment jsdom
/**
 * What a visitor typed into a form before React hydrated it reaches the form's state
 * (web/components/forms/use-early-input.ts), with React's own hydration and change events.
 */
import { createElement as h, act, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useEarlyInput } from '@/web/components/forms/use-early-input'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const EMPTY = { name: '', details: '', budget: '', urgency: 'soon', terms: false }
type Fields = typeof EMPTY

let seen: Fields = EMPTY
let started = 0

function Form({ initial = EMPTY }: { initial?: Fields }) {
  const form = useEarlyInput(() => started++)
  const [fields, setFields] = useState(initial)
  seen = fields
  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }))
  return h(
    'form',
    { ref: form },
    h('input', { id: 'name', value: fields.name, onChange: set('name') }),
    h('textarea', { id: 'details', value: fields.details, onChange: set('details') }),
    h(
      'select',
      { id: 'budget', value: fields.budget, onChange: set('budget') },
      h('option', { value: '' }, 'Select budget'),
      h('option', { value: 'small' }, 'Small'),
      h('option', { value: 'large' }, 'Large'),
    ),
    ...['soon', 'later'].map((value) =>
      h('input', {
        key: value,
        id: value,
        type: 'radio',
        name: 'urgency',
        value,
        checked: fields.urgency === value,
        onChange: () => setFields((current) => ({ ...current, urgency: value })),
      }),
    ),
    h('input', {
      id: 'terms',
      type: 'checkbox',
      checked: fields.terms,
      onChange: (event: { target: { checked: boolean } }) =>
        setFields((current) => ({ ...current, terms: event.target.checked })),
    }),
    h('input', { id: 'website', defaultValue: '' }),
  )
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T

/** The form as the server sent it, `early` run on it as a visitor would, then hydrated. */
async function hydrateAfter(early: () => void, initial?: Fields) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(h(Form, { initial }))
  document.body.append(container)
  early()
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  await act(async () => {
    hydrateRoot(container, h(Form, { initial }))
  })
  expect(errors).not.toHaveBeenCalled()
  errors.mockRestore()
}

/** What a visitor's typing does to a field before any script handles it. */
function type(id: string, text: string) {
  const field = byId<HTMLInputElement | HTMLTextAreaElement>(id)
  field.value = text
}

afterEach(() => {
  document.body.innerHTML = ''
  seen = EMPTY
  started = 0
})

describe('early input', () => {
  it('text, a paragraph, a choice, a radio and a box set before hydration reach the state', async () => {
    await hydrateAfter(() => {
      type('name', 'Ada Lovelace')
      type('details', 'An engine\nthat computes')
      byId<HTMLSelectElement>('budget').value = 'large'
      byId<HTMLInputElement>('later').checked = true
      byId<HTMLInputElement>('terms').checked = true
    })
    expect(seen).toEqual({
      name: 'Ada Lovelace',
      details: 'An engine\nthat computes',
      budget: 'large',
      urgency: 'later',
      terms: true,
    })
    // The fields still show it, and the form counts as started.
    expect(byId<HTMLInputElement>('name').value).toBe('Ada Lovelace')
    expect(byId<HTMLSelectElement>('budget').value).toBe('large')
    expect(byId<HTMLInputElement>('later').checked).toBe(true)
    expect(byId<HTMLInputElement>('soon').checked).toBe(false)
    expect(started).toBe(1)
  })

  it('a box unticked and a field cleared before hydration are taken too', async () => {
    const initial = { ...EMPTY, name: 'From the server', terms: true }
    await hydrateAfter(() => {
      type('name', '')
      byId<HTMLInputElement>('terms').checked = false
    }, initial)
    expect(seen).toEqual({ ...initial, name: '', terms: false })
  })

  it('the next keystroke after hydration goes on from what was typed', async () => {
    await hydrateAfter(() => type('name', 'Ada'))
    const field = byId<HTMLInputElement>('name')
    await act(async () => {
      // As the browser does it: past React's watch on the field's own setter.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
        field,
        'Ada L',
      )
      field.dispatchEvent(new Event('input', { bubbles: true }))
    })
    expect(seen.name).toBe('Ada L')
  })

  it('a form left alone hydrates as it is and does not count as started', async () => {
    await hydrateAfter(() => {})
    expect(seen).toEqual(EMPTY)
    expect(started).toBe(0)
  })

  it('a field in focus counts as started, even while still empty', async () => {
    await hydrateAfter(() => byId('name').focus())
    expect(seen).toEqual(EMPTY)
    expect(started).toBe(1)
  })

  it('what a bot put in an uncontrolled field (the honeypot) stays there', async () => {
    await hydrateAfter(() => type('website', 'spam.example'))
    expect(byId<HTMLInputElement>('website').value).toBe('spam.example')
    expect(seen).toEqual(EMPTY)
  })
})
