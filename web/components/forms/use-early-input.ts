'use client'
/**
 * What a visitor typed, picked or ticked in a form before React hydrated it reaches the form's
 * state. A page paints from its HTML before its scripts arrive (web/first-paint/deferred-scripts.mjs), so
 * a quick visitor can start filling a form React does not handle yet. On hydration React keeps
 * what the fields show but not the form's state, which still holds the server's empty values: the
 * form would say "Name is required" beside a name. Once the form has hydrated, each field whose
 * value differs from the one the server rendered gets the event React listens to for it, so the
 * form's own onChange handler takes the value, as if the visitor had typed it then.
 *
 * React remembers the last value it saw on each field and fires onChange only when the field's
 * value differs from it; on hydration it remembers what the field shows. The field is therefore set
 * back to the server's value through its own setter (which React watches) and to the visitor's
 * through the element's prototype setter (which it does not), so the event carries a change.
 * Selects and file inputs fire onChange on every `change` event, checkboxes and radios listen to
 * `click` and are compared by `checked`.
 */
import { useEffect, useRef } from 'react'

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** The native setter of `property` on the element's prototype, bypassing React's watcher. */
function setNatively(element: Field, property: 'value' | 'checked', value: string | boolean) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), property)?.set
  setter?.call(element, value)
}

/**
 * The field's early input, as a function that hands it to React; null when it has none. Read
 * before any is handed over: each hand-over re-renders the form, and React then sets every other
 * field back to the form's state, so each is put back as the visitor left it before its event.
 */
export function earlyInputOf(field: Element): (() => void) | null {
  if (field instanceof HTMLSelectElement) {
    const chosen = [...field.options].map((option) => option.selected)
    if (chosen.every((selected, i) => selected === field.options[i]!.defaultSelected)) return null
    return () => {
      chosen.forEach((selected, i) => (field.options[i]!.selected = selected))
      field.dispatchEvent(new Event('change', { bubbles: true }))
    }
  }
  if (field instanceof HTMLInputElement) {
    switch (field.type) {
      case 'hidden':
      case 'submit':
      case 'button':
      case 'reset':
      case 'image':
        return null
      case 'file':
        // Not controlled: React leaves the chosen file where it is.
        if (!field.files?.length) return null
        return () => field.dispatchEvent(new Event('change', { bubbles: true }))
      case 'checkbox':
      case 'radio': {
        // A radio the visitor left is unchecked by the one they chose, which says it all.
        const checked = field.checked
        if (checked === field.defaultChecked || (field.type === 'radio' && !checked)) return null
        return () => {
          field.checked = !checked
          setNatively(field, 'checked', checked)
          // A plain Event, not a MouseEvent: React reads it, the browser does not toggle the box.
          field.dispatchEvent(new Event('click', { bubbles: true }))
        }
      }
    }
  }
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    const typed = field.value
    if (typed === field.defaultValue) return null
    const focused = document.activeElement === field
    const { selectionStart, selectionEnd } = field
    return () => {
      field.value = field.defaultValue
      setNatively(field, 'value', typed)
      field.dispatchEvent(new Event('input', { bubbles: true }))
      // A visitor still typing keeps their place.
      if (focused && selectionStart !== null) {
        try {
          field.setSelectionRange(selectionStart, selectionEnd)
        } catch {
          // Types without a selection (email, number…) throw; their caret stays at the end.
        }
      }
    }
  }
  return null
}

/**
 * A ref for a form: once the form has hydrated, every field's early input is handed to React
 * (`<form ref={useEarlyInput()}>`). `onStarted` runs when the visitor had begun the form by then
 * (early input, or a field in focus), as the form's onFocus would have: a lead form starts the
 * ticket that times it there (web/leads/load-lead-tools.ts).
 */
export function useEarlyInput(onStarted?: () => void) {
  const form = useRef<HTMLFormElement | null>(null)
  const started = useRef(onStarted)
  useEffect(() => {
    const element = form.current
    if (!element) return
    const early = [...element.elements].flatMap((field) => earlyInputOf(field) ?? [])
    if (early.length || element.contains(document.activeElement)) started.current?.()
    if (!early.length) return
    // After the effects: an event dispatched while React runs them is handled but not rendered
    // until they end, and React puts each field back to the state it has meanwhile, before the
    // form's handler has read the field (state updaters run at the render).
    let cancelled = false
    queueMicrotask(() => {
      if (!cancelled) for (const handOver of early) handOver()
    })
    return () => {
      cancelled = true
    }
  }, [])
  return form
}
