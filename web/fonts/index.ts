import localFont from 'next/font/local'

/**
 * Inter, self-hosted (no font host at build or run time): a subset of the Latin variable font,
 * weights 400–900 and the characters the site uses (30 kB instead of 48 kB; made by
 * scripts/subset-font.sh from web/fonts/source/). Until it is in use, text is set in a local font
 * scaled to Inter's metrics, so nothing moves when it swaps in: those fallback faces are in
 * app/globals.css (next/font's own fallback knows only Arial, which Android and Linux lack).
 *
 * Not preloaded: on a first visit the site's pages ask for it only after their first paint (see
 * ./deferred-font.ts), so its 30 kB do not share a phone's slow link with the HTML, the CSS and
 * the scripts the first paint waits for.
 */
export const inter = localFont({
  src: './inter-subset-wght-normal.woff2',
  weight: '400 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  adjustFontFallback: false,
  preload: false,
})
