/**
 * Reading what a server action was called with. An action is a public endpoint: whatever its
 * form or its bound arguments say in the page, a request can call it with any arguments at all
 * (none, other types, objects without a prototype), and an action that reads them as it expects
 * throws, which Next answers with a 500. These read them as text or nothing.
 */

/** A field of the form the action was posted, as text; null when absent, a file, or no form. */
export function formText(form: unknown, name: string): string | null {
  if (!(form instanceof FormData)) return null
  const value = form.get(name)
  return typeof value === 'string' ? value : null
}

/**
 * An argument as text, or null when it is anything else. Text that holds a lone surrogate (half an
 * emoji: an action's arguments come as JSON, which can carry one) has it replaced by U+FFFD, as
 * `String.prototype.toWellFormed` does: it is not text a URL, UTF-8 or Postgres can hold, and
 * `encodeURIComponent` threw on it (a 500 of the test gateway's payment action, found by
 * tests/unit/endpoints-fuzz.test.ts).
 */
export const textArgument = (value: unknown): string | null =>
  typeof value === 'string'
    ? value.replace(
        /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
        '\uFFFD',
      )
    : null
