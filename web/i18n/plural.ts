/**
 * A message with an ICU plural, formatted in the browser: `for {count, plural, one {# service}
 * other {# services}}` with 3 → "for 3 services". Client components carry their messages as
 * written (web/i18n/messages.ts translatedProps) and fill in their values themselves; use-intl's
 * formatter (intl-messageformat) would weigh more than the component that counts, so this reads
 * the one form their messages use: a plural argument whose branches are plain text, an exact
 * `=n` branch first, then the language's plural category (Intl.PluralRules: Arabic has six), `#`
 * the number. tests/unit/messages.test.ts holds it to use-intl's output for every such message.
 */

const PLURAL = /\{\s*\w+\s*,\s*plural\s*,((?:\s*(?:=\d+|\w+)\s*\{[^{}]*\})+)\s*\}/
const BRANCH = /(=\d+|\w+)\s*\{([^{}]*)\}/g

/** Each language's rules and numbers, made once: a booking calendar counts every day it shows. */
const rules = new Map<string, [Intl.PluralRules, Intl.NumberFormat]>()
function rulesOf(locale: string): [Intl.PluralRules, Intl.NumberFormat] {
  let made = rules.get(locale)
  if (!made) {
    made = [new Intl.PluralRules(locale), new Intl.NumberFormat(locale)]
    rules.set(locale, made)
  }
  return made
}

/** `message` with its plural argument chosen for `count`, in `locale` (an `Intl` locale). */
export function formatPlural(message: string, count: number, locale: string): string {
  return message.replace(PLURAL, (_, body: string) => {
    const [plural, number] = rulesOf(locale)
    const branches = new Map([...body.matchAll(BRANCH)].map(([, key, text]) => [key!, text!]))
    const branch =
      branches.get(`=${count}`) ?? branches.get(plural.select(count)) ?? branches.get('other') ?? ''
    return branch.replaceAll('#', number.format(count))
  })
}
