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

/**
 * Noto Sans Arabic for the Arabic pages (the variable `--font-arabic` is set on their `<html>`
 * only: web/components/shell/root-document.tsx), self-hosted and subset as Inter is: weights
 * 400–800 and the Arabic letters, digits and punctuation, 24.5 kB (166 kB whole; made by
 * scripts/subset-font.sh). Its face is declared in every page's stylesheet, but a browser fetches
 * a face only for text set in it: English pages never ask for it. Until it is in use, Arabic text
 * is set in a local Arabic face given its vertical metrics (app/globals.css), so lines keep their
 * height when it swaps in; it is deferred after the first paint with Inter (./deferred-font.ts).
 */
export const notoSansArabic = localFont({
  src: './noto-sans-arabic-subset-wght-normal.woff2',
  weight: '400 800',
  style: 'normal',
  display: 'swap',
  variable: '--font-arabic',
  adjustFontFallback: false,
  preload: false,
})
