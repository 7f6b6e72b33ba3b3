/**
 * The schemas' messages (core/leads/lead-schemas.ts: English, the lead function's words too) as a
 * form on a page in another language lists them: messages/{code}/formErrors.json. A message the
 * schemas write as is ('Name is required') is the key of the same English; one that names its field
 * ('Phone must be at most 40 characters') is the English template it reads as, with the field's
 * name and the limit in the page's language; anything else says which field to check. Loaded with
 * the schemas (./lead-tools.ts), so a form's first script carries none of it; English pages never
 * call it (their messages are the schemas' own).
 */
import english from '@/messages/en/formErrors.json'
import { formatNumber } from '@/core/format/format'
import { fill } from '@/web/i18n/fill'

export type FormErrorsText = typeof english

/** What a form gives to word the problems in its page's language. */
export interface IssueWords {
  text: FormErrorsText
  locale: string
}

/** A zod issue, as far as it is read here. */
interface Issue {
  code: string
  path: readonly PropertyKey[]
  message: string
  maximum?: unknown
}

type MessageKey = Exclude<keyof FormErrorsText, 'fields'>

const MESSAGES = Object.entries(english).filter(
  (entry): entry is [MessageKey, string] => typeof entry[1] === 'string',
)

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The English messages that name their values, as patterns: `{field} …` → `(?<field>.+?) …`. */
const TEMPLATES = MESSAGES.filter(([, message]) => message.includes('{')).map(
  ([key, message]) =>
    [key, new RegExp(`^${escaped(message).replace(/\\\{(\w+)\\\}/g, '(?<$1>.+?)')}$`)] as const,
)

/** A function from a schema's issue to its message in `text`'s language. */
export function issueText({ text, locale }: IssueWords) {
  return (issue: Issue): string => {
    const path = String(issue.path[0] ?? '')
    const field = Object.hasOwn(text.fields, path)
      ? text.fields[path as keyof FormErrorsText['fields']]
      : text.fields.other
    const same = MESSAGES.find(([, message]) => message === issue.message)
    if (same) return text[same[0]]
    for (const [key, pattern] of TEMPLATES) {
      const match = pattern.exec(issue.message)
      if (!match) continue
      const maximum = issue.maximum
      const max =
        typeof maximum === 'number' || typeof maximum === 'bigint'
          ? formatNumber(Number(maximum), locale)
          : (match.groups?.max ?? '')
      return fill(text[key], { field, max })
    }
    return fill(text.invalid, { field })
  }
}
