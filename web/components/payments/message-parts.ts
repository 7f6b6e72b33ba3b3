/**
 * A message as written (`'Call {phone}'`, messages/{code}/*.json) with its values put in as
 * children (`['Call ', phone]`): the text nodes a JSX line `Call {phone}` makes, so an English
 * page's markup stays what it was when the words were written in the component, and a value may
 * be an element (an address kept left to right, a bold word). For the payment and booking pages'
 * words that run around a value; a message that is one string is formatted by the translator.
 * No imports but React: client components (the manage-booking page) use it too.
 */
import { createElement, Fragment, type ReactNode } from 'react'

/** The message's text and values in order; a name without a value stays as written. */
export function messageParts(
  message: string,
  values: Readonly<Record<string, ReactNode>>,
): ReactNode[] {
  const parts: ReactNode[] = []
  let last = 0
  for (const match of message.matchAll(/\{(\w+)\}/g)) {
    if (match.index > last) parts.push(message.slice(last, match.index))
    const name = match[1]!
    parts.push(Object.hasOwn(values, name) ? values[name] : match[0])
    last = match.index + match[0].length
  }
  if (last < message.length) parts.push(message.slice(last))
  return parts
}

/** The parts of `text` as children, in place (no element of its own, no keys needed). */
export function Message({
  text,
  values,
}: {
  text: string
  values: Readonly<Record<string, ReactNode>>
}) {
  return createElement(Fragment, null, ...messageParts(text, values))
}
