'use client'
/**
 * Logs the page's paint and layout timings to the console (site-shell.md §7): first and largest
 * contentful paint, layout shift, time to first byte and interaction latency, as the browser
 * reports them. Nothing is sent anywhere.
 *
 * The measuring code (web-vitals, as Next's `useReportWebVitals` uses it) is fetched once the page
 * has loaded: the browser keeps the paint and layout entries of the load (buffered observers), so
 * nothing is missed, and the page's first JavaScript does not carry it.
 */
import { useEffect } from 'react'
import { afterLoad } from '@/web/lib/after-load'

export function PerformanceLog() {
  useEffect(() => {
    let cancelled = false
    const cancelLoad = afterLoad(() => {
      import('next/dist/compiled/web-vitals')
        .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
          if (cancelled) return
          const log = (metric: { name: string; value: number }) =>
            console.info(`[timing] ${metric.name}: ${Math.round(metric.value * 1000) / 1000}`)
          // As useReportWebVitals registers them: client-side navigations are reported too where
          // the browser can tell them apart.
          onCLS(log, { reportSoftNavs: true })
          onLCP(log, { reportSoftNavs: true })
          onINP(log, { reportSoftNavs: true })
          onFCP(log, { reportSoftNavs: true })
          onTTFB(log)
        })
        .catch((error: unknown) => console.error('[timing] could not be loaded', error))
    })
    return () => {
      cancelled = true
      cancelLoad()
    }
  }, [])
  return null
}
