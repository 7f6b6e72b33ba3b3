'use client'
/**
 * Logs the page's paint and layout timings to the console (site-shell.md §7): first and largest
 * contentful paint, layout shift, time to first byte and interaction latency, as the browser
 * reports them. Nothing is sent anywhere.
 */
import { useReportWebVitals } from 'next/web-vitals'

export function PerformanceLog() {
  useReportWebVitals((metric) => {
    console.info(`[timing] ${metric.name}: ${Math.round(metric.value * 1000) / 1000}`)
  })
  return null
}
