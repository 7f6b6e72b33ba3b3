'use client'
/**
 * The values of a form's text fields, kept as one record. `field(name)` gives an input the three
 * props that tie it to its value (id, value, onChange), so a form declares each field by what is
 * its own: label, type, autocomplete, hint.
 */
import { useCallback, useId, useState } from 'react'

/** A record of text values (an interface too, which has no index signature). */
type TextValues<F> = { [K in keyof F]: string }

export function useFormFields<F extends TextValues<F>>(empty: F) {
  const id = useId()
  const [fields, setFields] = useState<F>(empty)

  // Stable: the booking fields' time-zone default runs an effect that depends on it. `next` may
  // be worked out from the values as they are when the update is applied (a default that must not
  // overwrite what the visitor chose meanwhile).
  const update = useCallback(
    (next: Partial<F> | ((current: F) => Partial<F>)) =>
      setFields((current) => ({
        ...current,
        ...(typeof next === 'function' ? next(current) : next),
      })),
    [],
  )

  const field = (name: keyof F & string) => ({
    id: `${id}-${name}`,
    value: fields[name],
    onChange: (event: { target: { value: string } }) =>
      update({ [name]: event.target.value } as Partial<F>),
  })

  return { id, fields, setFields, update, field }
}

export type FieldBinder<F> = (name: keyof F & string) => {
  id: string
  value: string
  onChange: (event: { target: { value: string } }) => void
}
