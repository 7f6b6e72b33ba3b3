/**
 * A country flag as an SVG file (`/flags/US.svg`), for the offices section and the footer's
 * presence strip (web/components/offices/flags.ts). Files rather than data URLs in the page: the
 * drawings were written into the HTML and again into its RSC payload of every page (≈ 18 kB, and
 * 45 kB on the home page and /contact), now they are fetched once, when they come into view, and
 * cached. Prerendered at build for every flag the package draws; any other name is a 404.
 */
import { flagSvg, FLAG_CODES } from '@/web/components/offices/flags'

export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams() {
  return FLAG_CODES.map((code) => ({ file: `${code}.svg` }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const svg = flagSvg(file.replace(/\.svg$/, ''))
  if (!svg) return new Response('Not found', { status: 404 })
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  })
}
