'use client'
/**
 * Logs the page's paint and layout timings to the console, as the spec asks: first and largest
 * contentful paint, layout shift, time to first byte and interaction latency, as the browser
 * reports them. Nothing is sent anywhere.
 *
 * Next's `useReportWebVitals` measures them. Its code comes with the shell's after-load pieces
 * (./after-load-pieces.tsx), fetched once the page has loaded: the browser keeps the paint and
 * layout entries of the load (buffered observers), so nothing is missed, and the page's first
 * JavaScript does not carry it.
 * https://nextjs.org/docs/app/api-reference/functions/use-report-web-vitals
 */
import { useReportWebVitals } from 'next/web-vitals'

// Outside the component: the hook registers again whenever its callback changes.
const log = (metric: { name: string; value: number }) =>
  console.info(`[timing] ${metric.name}: ${Math.round(metric.value * 1000) / 1000}`)

export function PerformanceLog() {
  useReportWebVitals(log)
  return null
}
