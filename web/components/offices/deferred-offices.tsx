'use client'
/**
 * The offices section's client parts for /contact, where the section is the page's last: drawn on
 * the server, hydrated once the page has loaded or the visitor does something on it
 * (../ui/deferred-hydration.tsx), so that their code is not among the page's start-up scripts.
 */
import type { ComponentProps } from 'react'
import { deferredComponent } from '@/web/components/ui/deferred-hydration'
import type { OfficeList as List } from './office-list'
import type { OfficeMapPanel as MapPanel } from './office-map-panel'

// Each its own export: a server component cannot reach into an object a client module exports.
export const OfficeList = deferredComponent<ComponentProps<typeof List>>(
  () => import('./office-list').then((mod) => mod.OfficeList),
  'OfficeList',
)

export const OfficeMapPanel = deferredComponent<ComponentProps<typeof MapPanel>>(
  () => import('./office-map-panel').then((mod) => mod.OfficeMapPanel),
  'OfficeMapPanel',
)
