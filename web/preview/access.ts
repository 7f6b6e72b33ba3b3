/**
 * Who may turn draft mode on, and where it may lead: the checks of the enable route, kept apart
 * so each can be tested on its own.
 */
import { constantTimeEqual } from '@/core/security/tokens.ts'

/** The query parameters of next-sanity's enable route, which the local route takes too. */
export const SECRET_PARAM = 'sanity-preview-secret'
export const PATHNAME_PARAM = 'sanity-preview-pathname'

/**
 * The host name of a Host header or PREVIEW_HOSTS entry, lower case, without port or trailing
 * dot ('Preview.Example.com:443' → 'preview.example.com'); null when it is not a host.
 */
export function hostName(host: string | null | undefined): string | null {
  const value = host?.trim()
  if (!value || /[\s/\\?#@]/.test(value)) return null
  try {
    const { hostname } = new URL(`http://${value}`)
    return hostname.replace(/\.$/, '').toLowerCase() || null
  } catch {
    return null
  }
}

/** Whether a request's Host header names one of `allowed` (host names; any port). */
export function isAllowedHost(host: string | null, allowed: readonly string[]): boolean {
  const name = hostName(host)
  return name !== null && allowed.some((entry) => hostName(entry) === name)
}

/**
 * A path on this site to open after enabling draft mode ('/services/seo?x=1#faq'), or null for
 * anything that could lead elsewhere: a scheme, a protocol-relative '//host', a backslash
 * (browsers read '/\host' as '//host'), control characters. Missing or empty means '/'.
 */
export function sameSitePath(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined || raw === '') return '/'
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null
  const base = 'http://same-site.invalid'
  let url: URL
  try {
    url = new URL(raw, base)
  } catch {
    return null
  }
  if (url.origin !== base) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/** Compares two secrets in constant time (the expected one's length shows nothing either). */
export function secretsMatch(given: string, expected: string): boolean {
  return constantTimeEqual(given, expected)
}
