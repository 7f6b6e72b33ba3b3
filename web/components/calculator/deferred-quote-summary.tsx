'use client'
/**
 * The calculator's quote on /book-call (./quote-summary.tsx), whose code comes once the page has
 * loaded or the visitor does something on it (../ui/deferred-hydration.tsx): the server draws
 * nothing for it (the quote is in the visitor's browser), and most visitors come without one.
 */
import type { ComponentProps } from 'react'
import { deferredComponent } from '@/web/components/ui/deferred-hydration'
import type { QuoteSummary as Summary } from './quote-summary'

export const QuoteSummary = deferredComponent<ComponentProps<typeof Summary>>(
  () => import('./quote-summary').then((mod) => mod.QuoteSummary),
  'QuoteSummary',
)
