import localFont from 'next/font/local'

/** Inter, self-hosted (no font host at build or run time). */
export const inter = localFont({
  src: './inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
})
