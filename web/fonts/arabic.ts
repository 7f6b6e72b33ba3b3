import localFont from 'next/font/local'

/**
 * Noto Sans Arabic for the Arabic-script pages (the variable `--font-arabic` is set on their
 * `<html>` only, by their layout: app/ar/layout.tsx), self-hosted and subset as Inter is: weights
 * 400–800 and the Arabic letters, digits and punctuation, 24.5 kB (166 kB whole; made by
 * scripts/subset-font.sh). Its own module, imported by the Arabic pages' layout alone, so that its
 * face is declared in their style sheet and English pages carry none of it. Until it is in use,
 * Arabic text is set in a local Arabic face given its vertical metrics (app/ar/arabic.css), so lines
 * keep their height when it swaps in; it is deferred after the first paint with Inter
 * (./deferred-font.ts).
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
