/**
 * A message's plain arguments filled in the browser: `('Times in {zone}', { zone: 'Dubai' })` →
 * "Times in Dubai". Client components carry their messages as written (web/i18n/messages.ts
 * translatedProps) and fill in the values only they know; use-intl's formatter would weigh more
 * than the forms that use it. Arguments it is not given stay as written; values go in as they are
 * (a price's `$` too). tests/unit/form-text.test.ts holds it to use-intl's output.
 */
export function fill(message: string, values: Readonly<Record<string, string | number>>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  )
}
