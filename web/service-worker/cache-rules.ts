/**
 * What the service worker may keep, shared with its tests: paths it never caches, the offline
 * pages, and the names of the runtime caches of one deployment.
 */
import { locales } from '../../core/i18n/locales.ts'

/**
 * The Studio, the admin (personal data), the APIs, the lead function and a visitor's booking link
 * (a secret in the path, their session on the page): always the network.
 */
export const NEVER_CACHED = /^\/(studio|admin|api|functions|booking)(\/|$)/

export const OFFLINE_PATH = '/offline'

/**
 * The offline page of each language (/offline, /ar/offline), each precached
 * (scripts/build-service-worker.ts), with the navigations it answers, in the order the service
 * worker tries them: each other language's for its own pages (an Arabic visitor gets the Arabic
 * one under /ar), then the default language's for any page (and for a page whose language's
 * offline page is not in the precache).
 */
export const OFFLINE_PAGES: readonly { url: string; answers: (pathname: string) => boolean }[] = [
  ...locales.codes
    .filter((code) => code !== locales.default)
    .map((code) => ({
      url: locales.localize(OFFLINE_PATH, code),
      answers: (pathname: string) => locales.split(pathname).locale === code,
    })),
  { url: OFFLINE_PATH, answers: () => true },
]

/** The runtime caches of one deployment; any cache not named here (or the precache) is dropped. */
export function runtimeCacheNames(version: string) {
  return {
    pages: `pages-${version}`,
    assets: `assets-${version}`,
    images: `images-${version}`,
  }
}

/**
 * Whether a response may be kept: complete (200, not opaque) and public. Draft-mode pages and
 * everything rendered per request are sent `private, no-store`: never kept.
 */
export function isCacheableResponse(response: Pick<Response, 'status' | 'type' | 'headers'>) {
  if (response.status !== 200 || response.type === 'opaque') return false
  return !/\b(private|no-store)\b/i.test(response.headers.get('cache-control') ?? '')
}
