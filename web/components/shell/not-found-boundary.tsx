'use client'
/**
 * The not-found screen as the site's not-found files show it (app/not-found.tsx,
 * app/(site)/not-found.tsx, app/ar/not-found.tsx). Next sends a layout's not-found element with
 * every page under it, in the page's data, in case a navigation ends on a missing page: drawn on
 * the server, the screen (two copies, one per file) cost every page ~11 kB of data that no page of
 * the site shows (issue 46). As a client component it is a reference of a few bytes, and its code
 * loads only where it is shown: rendered on the server with the 404 page as before (the server
 * waits for it), fetched by the browser when that page hydrates or a client navigation ends on a
 * missing page. React's `lazy` rather than next/dynamic, whose runtime would have added ~1.8 kB of
 * compressed script to every page.
 *
 * English is in the screen's code; another language's words are fetched with it, on that
 * language's pages only, so an English page neither carries nor fetches them.
 */
import { type ComponentType, lazy, type LazyExoticComponent, Suspense } from 'react'
import type { Locale } from '@/core/i18n/locales'

const loadScreen = () => import('./not-found-screen')

const SCREENS: Record<Locale, LazyExoticComponent<ComponentType>> = {
  en: lazy(() => loadScreen().then((mod) => ({ default: mod.NotFoundScreen }))),
  ar: lazy(() =>
    Promise.all([loadScreen(), import('@/messages/ar/notFound.json')]).then(
      ([{ NotFoundScreen }, { default: messages }]) => ({
        default: () => <NotFoundScreen locale="ar" messages={messages} />,
      }),
    ),
  ),
}

export function NotFoundBoundaryScreen({ locale = 'en' }: { locale?: Locale }) {
  const Screen = SCREENS[locale]
  return (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  )
}
