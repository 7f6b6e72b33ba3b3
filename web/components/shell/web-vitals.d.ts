/**
 * Types of the web-vitals build that Next ships (next/dist/compiled/web-vitals, the code behind
 * `useReportWebVitals`), which comes without declarations: the part performance-log.tsx uses.
 */
declare module 'next/dist/compiled/web-vitals' {
  export interface Metric {
    name: 'CLS' | 'FCP' | 'INP' | 'LCP' | 'TTFB'
    value: number
  }
  type Report = (onReport: (metric: Metric) => void, options?: { reportSoftNavs?: boolean }) => void
  export const onCLS: Report
  export const onFCP: Report
  export const onINP: Report
  export const onLCP: Report
  export const onTTFB: Report
}
