'use client'
/**
 * Registers the service worker (/sw.js, scope /) after the page has loaded, in production only,
 * and stores the deployment version (the build id) in the browser: when it differs from the one
 * stored, the caches of the older build are dropped at once (the new worker drops them too when
 * it takes over). In development any worker left by a production run is removed, so it cannot
 * serve stale pages.
 */
import { useEffect } from 'react'
import { afterLoad } from '@/web/lib/after-load'
import { runtimeCacheNames } from './cache-rules'

export const SERVICE_WORKER_URL = '/sw.js'
/** Local-storage key of the deployment version, which the spec has the browser keep. */
export const DEPLOYMENT_VERSION_KEY = 'deployment-version'

const RUNTIME_CACHE = /^(pages|assets|images)-/

async function dropCachesOfOtherBuilds(version: string) {
  let stored: string | null = null
  try {
    stored = localStorage.getItem(DEPLOYMENT_VERSION_KEY)
    localStorage.setItem(DEPLOYMENT_VERSION_KEY, version)
  } catch {
    return
  }
  if (stored === version || typeof caches === 'undefined') return
  const current = new Set(Object.values(runtimeCacheNames(version)))
  const names = await caches.keys()
  await Promise.all(
    names
      .filter((name) => RUNTIME_CACHE.test(name) && !current.has(name))
      .map((name) => caches.delete(name)),
  )
}

export function ServiceWorkerRegistration({ version }: { version: string }) {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    if (process.env.NODE_ENV !== 'production') {
      void navigator.serviceWorker
        .getRegistrations()
        .then((registrations) => registrations.forEach((r) => void r.unregister()))
      return
    }
    return afterLoad(() => {
      void dropCachesOfOtherBuilds(version).catch(() => undefined)
      navigator.serviceWorker
        .register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' })
        .catch((error: unknown) => console.warn('[sw] not registered', error))
    })
  }, [version])

  return null
}
