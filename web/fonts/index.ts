import localFont from 'next/font/local'

/**
 * Inter, self-hosted (no font host at build or run time). Until it arrives, text is set in a
 * local font scaled to Inter's metrics, so nothing moves when it swaps in: those fallback faces are
 * in app/globals.css (next/font's own fallback knows only Arial, which Android and Linux lack).
 */
export const inter = localFont({
  src: './inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  adjustFontFallback: false,
})
