/// <reference lib="webworker" />
/**
 * The service worker, served at /sw.js (scope /). Built after `next build` by
 * scripts/build-service-worker.ts, which injects the precache list (the offline page and the
 * static assets the public site uses) and the deployment version.
 *
 * - Precaches the offline pages and this build's static assets; a navigation without network is
 *   answered from the pages this browser has seen, else by the offline page in the language of
 *   the page asked for (phone number).
 * - Never caches the Studio, the admin, the APIs and the lead function, POSTs, or any response
 *   marked private or no-store (draft-mode pages and everything rendered per request): those
 *   rules come first. Serwist's `defaultCache` is deliberately not used: its catch-all would keep
 *   /admin and draft pages in the browser's cache.
 * - Every cache is named after the deployment version; when a new build's worker activates, the
 *   caches of older builds are deleted, so a visitor never runs a mix of two builds.
 * - Sends the leads kept on the device (web/leads/outbox.ts) on Background Sync.
 */
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  type PrecacheEntry,
  type RouteMatchCallbackOptions,
  Serwist,
  type SerwistPlugin,
  StaleWhileRevalidate,
  cacheNames,
} from 'serwist'
import { flushOutbox, OUTBOX_SYNC_TAG } from '../leads/outbox'
import { isCacheableResponse, NEVER_CACHED, OFFLINE_PAGES, runtimeCacheNames } from './cache-rules'

declare const self: ServiceWorkerGlobalScope & {
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined
}
/** The build id, injected by the build (esbuild `define`). */
declare const __DEPLOYMENT_VERSION__: string

const VERSION = __DEPLOYMENT_VERSION__
const CACHES = runtimeCacheNames(VERSION)

const sameOrigin = ({ url }: RouteMatchCallbackOptions) => url.origin === self.location.origin

/** Only complete, public answers are kept: never private/no-store ones (draft mode, per request). */
const publicResponsesOnly: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (isCacheableResponse(response) ? response : null),
}

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: {
    cleanupOutdatedCaches: true,
    // Next adds ?dpl=<deployment id> to asset URLs when a deployment id is configured.
    ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^dpl$/],
  },
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    {
      matcher: (options) => sameOrigin(options) && NEVER_CACHED.test(options.url.pathname),
      handler: new NetworkOnly(),
    },
    {
      matcher: (options) => sameOrigin(options) && options.request.mode === 'navigate',
      handler: new NetworkFirst({
        cacheName: CACHES.pages,
        plugins: [
          publicResponsesOnly,
          new ExpirationPlugin({ maxEntries: 32, maxAgeSeconds: 24 * 60 * 60 }),
        ],
      }),
    },
    {
      matcher: (options) =>
        sameOrigin(options) && options.url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: CACHES.assets,
        plugins: [publicResponsesOnly, new ExpirationPlugin({ maxEntries: 200 })],
      }),
    },
    {
      matcher: (options) =>
        sameOrigin(options) &&
        (options.url.pathname.startsWith('/_next/image') ||
          options.request.destination === 'image'),
      handler: new StaleWhileRevalidate({
        cacheName: CACHES.images,
        plugins: [
          publicResponsesOnly,
          new ExpirationPlugin({ maxEntries: 64, maxAgeSeconds: 30 * 24 * 60 * 60 }),
        ],
      }),
    },
  ],
  // The offline page in the language of the page asked for (/ar/… → /ar/offline); the first
  // whose page is precached answers, the default language's last.
  fallbacks: {
    entries: OFFLINE_PAGES.map(({ url, answers }) => ({
      url,
      matcher: ({ request }) =>
        request.mode === 'navigate' && answers(new URL(request.url).pathname),
    })),
  },
})

// A worker's script (the home page's starfield) is left to the network, before Serwist sees it:
// Turbopack's worker entry reads its bootstrap parameters from the fragment of its URL, and a
// response from a service worker (cache or fetch) carries the URL without it, so the worker would
// fail to start on every visit after the first.
self.addEventListener('fetch', (event) => {
  if (event.request.destination === 'worker') event.stopImmediatePropagation()
})

serwist.addEventListeners()

// The caches of older builds go as soon as this build's worker is in charge.
self.addEventListener('activate', (event) => {
  const keep = new Set<string>([cacheNames.precache, ...Object.values(CACHES)])
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => !keep.has(name)).map((name) => caches.delete(name))),
      ),
  )
})

interface SyncEvent extends ExtendableEvent {
  tag: string
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent
  if (sync.tag !== OUTBOX_SYNC_TAG) return
  sync.waitUntil(
    flushOutbox().then((remaining) => {
      // Rejecting asks the browser to try again later.
      if (remaining > 0) throw new Error(`${remaining} kept lead(s) could not be sent yet`)
    }),
  )
})
