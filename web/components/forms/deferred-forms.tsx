'use client'
/**
 * The lead forms a page draws below what the visitor reads first, hydrated once the page has
 * loaded or when the visitor reaches for them (../ui/deferred-hydration.tsx): the contact form
 * of /contact and the strategy session form of /book-call. Only `import()`s and types here: a
 * static import would put a form back in its page's start-up scripts.
 */
import { deferredComponent } from '@/web/components/ui/deferred-hydration'
import type { ContactFormProps } from './contact-form'
import type { StrategySessionFormProps } from './strategy-session-form'

/** A touch on a form starts its ticket, as its first focus would (web/leads/load-lead-tools.ts). */
const onReach = () =>
  void import('@/web/leads/load-lead-tools').then(({ preloadLeadTools }) => preloadLeadTools())

export const ContactForm = deferredComponent<ContactFormProps>(
  () => import('./contact-form').then((mod) => mod.ContactForm),
  'ContactForm',
  { onReach },
)

export const StrategySessionForm = deferredComponent<StrategySessionFormProps>(
  () => import('./strategy-session-form').then((mod) => mod.StrategySessionForm),
  'StrategySessionForm',
  { onReach },
)
