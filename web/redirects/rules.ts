/**
 * Redirects that editors manage (`redirect` documents) and the ones recorded when a slug changes:
 * how a "from" pattern matches a path, and the checks the Studio runs before it lets an editor
 * publish one. Pure functions, shared by the Studio's validation, the proxy, the catch-all route
 * and `npm run publish:local`, so each rule is tested once, without a server.
 *
 * A "from" is a path; a segment `:name` matches any one segment, and a trailing `*` matches the
 * rest of the path (nothing included). The same names (and `*`) may be used in "to":
 * `/news/:slug` → `/blogs/:slug`, `/old-shop/*` → `https://shop.example.com/*`.
 *
 * A redirect never leaves the site unless its editor typed an https address: what a visitor's path
 * puts into a target is percent-encoded (a `\`, a control character, anything a path does not
 * carry as it is), a filled-in location that would start `//` or `/\` (which browsers follow to
 * another host) is not sent, and the Studio refuses a target that could lead elsewhere whatever
 * fills it (a backslash or control character of its own, a name or `*` in an address's host).
 */

export interface RedirectRule {
  id: string
  from: string
  to: string
  permanent: boolean
}

export interface RedirectMatch {
  rule: RedirectRule
  /** Where to send the visitor: a path of this site or an https URL. */
  location: string
  status: 307 | 308
}

const SEGMENT = /^[A-Za-z0-9._~!$&'()+,;=@%-]+$/
const PARAM = /^:([A-Za-z][A-Za-z0-9_]*)$/

/** Why `from` is not a usable pattern, or null when it is. */
export function fromProblem(from: unknown): string | null {
  if (typeof from !== 'string' || !from) return 'Give the path to redirect from, such as /spring.'
  if (!from.startsWith('/') || from.startsWith('//')) {
    return 'Start with a single "/": a path of this site, such as /spring.'
  }
  if (/[?#\s]/.test(from)) return 'A path only: no query (?), fragment (#) or spaces.'
  if (from === '/' || from === '/*') return 'The home page cannot be redirected.'
  const segments = from.slice(1).replace(/\/$/, '').split('/')
  const names = new Set<string>()
  for (const [index, segment] of segments.entries()) {
    if (segment === '*') {
      if (index !== segments.length - 1) return 'A "*" may only end the path.'
      continue
    }
    const param = PARAM.exec(segment)
    if (param) {
      if (names.has(param[1]!)) return `":${param[1]}" is used twice.`
      names.add(param[1]!)
      continue
    }
    if (!segment || !SEGMENT.test(segment)) return `"${segment}" is not a valid path segment.`
  }
  if (/^\/(_next|api|admin|studio)(\/|$)/.test(from)) {
    return 'Paths under /_next, /api, /admin and /studio belong to the site itself.'
  }
  return null
}

/** The host part of an https target as typed (between `https://` and its path), or null. */
const typedAuthority = (to: string) => /^https:\/\/([^/?#]*)/.exec(to)?.[1] ?? null

/** Why `to` is not a usable target for `from`, or null when it is. */
export function toProblem(to: unknown, from?: string): string | null {
  if (typeof to !== 'string' || !to) return 'Give the path or https address to redirect to.'
  if (/\s/.test(to)) return 'No spaces in the target.'
  // Browsers read "\" as "/" (so /\evil.example is another host) and drop tabs and line breaks.
  if (/[\u0000-\u001F\u007F\\]/.test(to))
    return 'No backslashes or control characters in the target.'
  if (/^https:\/\//.test(to)) {
    try {
      new URL(to)
    } catch {
      return 'This is not a valid https address.'
    }
    if (/[*]|:[A-Za-z]/.test(typedAuthority(to) ?? '')) {
      return 'The address’s host is fixed: no ":name" or "*" before its first "/".'
    }
  } else if (!to.startsWith('/') || to.startsWith('//')) {
    return 'A path of this site (starting with "/") or an https:// address.'
  }
  if (from && !fromProblem(from)) {
    const names = new Set(patternNames(from))
    for (const [, name] of to.matchAll(/:([A-Za-z][A-Za-z0-9_]*)/g)) {
      if (to.startsWith('https://') && /^\d+$/.test(name!)) continue
      if (!names.has(name!)) return `":${name}" is not in the path redirected from.`
    }
    if (to.includes('*') && !from.endsWith('*')) return '"*" needs a "*" at the end of "from".'
  }
  return null
}

function patternNames(from: string): string[] {
  return [...from.matchAll(/(?:^|\/):([A-Za-z][A-Za-z0-9_]*)/g)].map((match) => match[1]!)
}

/** Path without its trailing slash ("/" stays "/"). */
export const normalizePath = (path: string) =>
  path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path

/** The values of `from`'s parameters (and `*`) in `path`, or null when it does not match. */
export function matchPattern(from: string, path: string): Record<string, string> | null {
  const pattern = normalizePath(from).slice(1).split('/')
  const segments = normalizePath(path).slice(1).split('/')
  const values: Record<string, string> = {}
  for (const [index, part] of pattern.entries()) {
    if (part === '*' && index === pattern.length - 1) {
      values['*'] = segments.slice(index).join('/')
      return values
    }
    const segment = segments[index]
    if (segment === undefined || segment === '') return null
    const param = PARAM.exec(part)
    if (param) values[param[1]!] = segment
    else if (part.toLowerCase() !== segment.toLowerCase()) return null
  }
  return segments.length === pattern.length ? values : null
}

/** What a location's path carries as it is: RFC 3986's path characters, and "/" between segments. */
const PATH_CHARACTER = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/]$/
const utf8 = new TextEncoder()

/**
 * A value matched in a visitor's path, as it may stand in a location: every character a path does
 * not carry as it is ("\", controls, spaces, "?", "#", non-ASCII) percent-encoded as UTF-8, and
 * a "%" kept only where it starts an escape.
 */
export function encodeMatched(value: string): string {
  let encoded = ''
  for (let index = 0; index < value.length;) {
    if (value[index] === '%' && /^[0-9A-Fa-f]{2}$/.test(value.slice(index + 1, index + 3))) {
      encoded += value.slice(index, index + 3)
      index += 3
      continue
    }
    const character = String.fromCodePoint(value.codePointAt(index)!)
    index += character.length
    encoded += PATH_CHARACTER.test(character)
      ? character
      : [...utf8.encode(character)]
          .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
          .join('')
  }
  return encoded
}

/** `to` with the matched values, percent-encoded, put in place of its `:name`s and `*`. */
export function fillTarget(to: string, values: Record<string, string>): string {
  const rest = Object.hasOwn(values, '*') ? encodeMatched(values['*']!) : undefined
  const filled = to
    .replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (whole, name: string) =>
      Object.hasOwn(values, name) ? encodeMatched(values[name]!) : whole,
    )
    .replace(/\/\*$/, rest ? `/${rest}` : '')
    .replace(/\*$/, rest ?? '')
  // "/*" with nothing matched by the "*" is the home page.
  return filled || '/'
}

/**
 * Whether a filled-in location stays where its rule's `to` says: a path of this site (one "/",
 * never "//" or "/\", which browsers follow to another host) or the https host the editor typed.
 */
export function isSafeLocation(location: string, to: string): boolean {
  if (/[\u0000-\u0020\u007F\\]/.test(location)) return false
  if (!to.startsWith('https://')) return location.startsWith('/') && !location.startsWith('//')
  try {
    const url = new URL(location)
    return url.protocol === 'https:' && url.host === new URL(to).host
  } catch {
    return false
  }
}

/** How specific a pattern is: exact paths first, then more fixed segments, then fewer wildcards. */
function specificity(from: string): number {
  const parts = normalizePath(from).slice(1).split('/')
  const fixed = parts.filter((part) => part !== '*' && !PARAM.test(part)).length
  return fixed * 100 + parts.length * 10 - (from.endsWith('*') ? 5 : 0)
}

/** Rules in the order they are tried: most specific first, then by id, so the order is stable. */
export function orderRules(rules: RedirectRule[]): RedirectRule[] {
  return [...rules]
    .filter((rule) => !fromProblem(rule.from) && !toProblem(rule.to, rule.from))
    .sort((a, b) => specificity(b.from) - specificity(a.from) || a.id.localeCompare(b.id))
}

/** The first of the (ordered) rules that matches `path`, with its target filled in. */
export function matchRedirect(path: string, ordered: RedirectRule[]): RedirectMatch | null {
  for (const rule of ordered) {
    const values = matchPattern(rule.from, path)
    if (!values) continue
    const location = fillTarget(rule.to, values)
    // A visitor's path that would send the visitor off the site gets no redirect of this rule.
    if (!isSafeLocation(location, rule.to)) continue
    if (normalizePath(location) === normalizePath(path)) continue
    return { rule, location, status: rule.permanent ? 308 : 307 }
  }
  return null
}

/** A path (not an URL) the pattern stands for when it has no parameters, for comparisons. */
const isLiteral = (from: string) => !from.includes(':') && !from.includes('*')

export interface RedirectContext {
  /** Every other published redirect. */
  others: RedirectRule[]
  /** Whether a path is a page of the site today (a live page cannot be redirected). */
  isLivePath: (path: string) => boolean
}

/**
 * Why this redirect cannot be published beside the others, or null: a "from" that is a live page,
 * one that another redirect already has, a target that is itself redirected (a chain) or that
 * leads back to this "from" (a loop).
 */
export function redirectProblem(rule: RedirectRule, context: RedirectContext): string | null {
  const problem = fromProblem(rule.from) ?? toProblem(rule.to, rule.from)
  if (problem) return problem
  const from = normalizePath(rule.from)
  if (isLiteral(from) && context.isLivePath(from)) {
    return `${from} is a live page: unpublish it first, or choose another path.`
  }
  const others = orderRules(context.others.filter((other) => other.id !== rule.id))
  const twin = others.find((other) => normalizePath(other.from) === from)
  if (twin) return `Another redirect already starts at ${from} (to ${twin.to}).`
  if (rule.to.startsWith('https://')) return null
  const target = normalizePath(rule.to.split(/[?#]/)[0]!)
  if (isLiteral(target) && matchPattern(from, target)) {
    return 'This redirect leads to a path it matches itself: a loop.'
  }
  const next = isLiteral(target) ? matchRedirect(target, others) : null
  if (next) {
    const back = matchPattern(from, next.location.split(/[?#]/)[0]!)
    return back
      ? `A loop: ${target} already redirects back to ${next.location}.`
      : `A chain: ${target} already redirects to ${next.location}; redirect straight there instead.`
  }
  // Another redirect that leads here would now go one step further.
  const into = isLiteral(from)
    ? others.find((other) => !other.to.startsWith('https://') && normalizePath(other.to) === from)
    : undefined
  if (into) {
    return `A chain: ${into.from} already redirects to ${from}; point it to ${rule.to} instead.`
  }
  return null
}
