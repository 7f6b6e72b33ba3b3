'use client'
/**
 * The not-found screen as the site's not-found files show it (app/not-found.tsx,
 * app/(site)/not-found.tsx). Next sends a layout's not-found element with every page under it, in
 * the page's data, in case a navigation ends on a missing page: drawn on the server, the screen
 * (two copies, one per file) cost every page ~11 kB of data that no page of the site shows (issue 46).
 * As a client component it is a reference of a few bytes, and its code loads only where it is
 * shown: with the 404 page itself (rendered on the server as before, its code loaded with it) or
 * on a client navigation that ends on one.
 */
import dynamic from 'next/dynamic'

export const NotFoundBoundaryScreen = dynamic(() =>
  import('./not-found-screen').then((mod) => mod.NotFoundScreen),
)
