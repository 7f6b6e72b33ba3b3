/**
 * Illustrations the seed ships with its sample content: testimonial avatars and in-article
 * illustrations (service heroes are in service-art.ts, post covers in blog-covers.ts, the
 * founder's portrait and client wordmarks in identity-art.ts, case-study mock-ups in
 * scripts/artwork). They are plain SVG, generated deterministically, so the embedded default
 * needs no image host and a re-run writes the same bytes.
 */
import { initials } from '@/web/lib/text'
import { keyFor, sha1 } from './keys'

const GRADIENTS: [string, string][] = [
  ['#2563eb', '#7c3aed'],
  ['#0891b2', '#2563eb'],
  ['#059669', '#0d9488'],
  ['#d97706', '#dc2626'],
  ['#db2777', '#7c3aed'],
  ['#4f46e5', '#0ea5e9'],
  ['#ea580c', '#db2777'],
  ['#0f766e', '#4338ca'],
]

/** Text made safe inside SVG markup. */
export const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  )

const pick = <T>(list: readonly T[], seed: string): T =>
  list[parseInt(sha1(seed).slice(0, 8), 16) % list.length]!

export interface Artwork {
  /** Path under public/, for example images/services/seo.svg */
  path: string
  svg: string
  width: number
  height: number
}

export function avatar(path: string, name: string): Artwork {
  const size = 256
  const [from, to] = pick(GRADIENTS, name)
  const id = keyFor(name, 'avatar')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(name)}"><defs><linearGradient id="a${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${size}" height="${size}" rx="128" fill="url(#a${id})"/><text x="128" y="150" text-anchor="middle" font-family="Inter, Helvetica, Arial, sans-serif" font-size="88" font-weight="700" fill="#ffffff">${escapeXml(initials(name))}</text></svg>\n`
  return { path, svg, width: size, height: size }
}

/**
 * An in-article illustration, distinct from the cover: a browser window and a phone showing a
 * page, a chart and a list in the content's colours. `label` is its accessible name.
 */
export function illustration(path: string, label: string, seed: string): Artwork {
  const width = 1200
  const height = 675
  const [from, to] = pick(GRADIENTS, `${seed}:illustration`)
  const id = keyFor(seed, 'illustration')
  const value = (i: number, min: number, span: number) =>
    min + (parseInt(sha1(`${seed}:bar:${i}`).slice(0, 6), 16) % span)
  const bars = Array.from({ length: 7 }, (_, i) => {
    const h = value(i, 50, 150)
    return `<rect x="${628 + i * 34}" y="${430 - h}" width="22" height="${h}" rx="5" fill="url(#i${id})" fill-opacity="${0.45 + i * 0.08}"/>`
  }).join('')
  const lines = [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="160" y="${418 + i * 30}" width="${value(i + 10, 220, 160)}" height="12" rx="6" fill="#e2e8f0"/>`,
    )
    .join('')
  const rows = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<circle cx="962" cy="${318 + i * 52}" r="12" fill="${i % 2 ? to : from}" fill-opacity="0.85"/><rect x="984" y="${306 + i * 52}" width="${value(i + 20, 56, 40)}" height="9" rx="4.5" fill="#cbd5e1"/><rect x="984" y="${321 + i * 52}" width="${value(i + 30, 30, 30)}" height="7" rx="3.5" fill="#e2e8f0"/>`,
    )
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}"><defs><linearGradient id="i${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="#f8fafc"/><circle cx="1080" cy="90" r="220" fill="${to}" fill-opacity="0.06"/><circle cx="110" cy="610" r="180" fill="${from}" fill-opacity="0.06"/><rect x="110" y="80" width="800" height="520" rx="22" fill="#ffffff" stroke="#e2e8f0" stroke-width="2"/><path d="M110 102a22 22 0 0 1 22-22h756a22 22 0 0 1 22 22v26H110z" fill="#f1f5f9"/><circle cx="140" cy="104" r="7" fill="#f87171"/><circle cx="164" cy="104" r="7" fill="#fbbf24"/><circle cx="188" cy="104" r="7" fill="#34d399"/><rect x="230" y="96" width="320" height="16" rx="8" fill="#e2e8f0"/><rect x="160" y="170" width="400" height="220" rx="16" fill="url(#i${id})"/><rect x="190" y="210" width="200" height="16" rx="8" fill="#ffffff" fill-opacity="0.9"/><rect x="190" y="240" width="280" height="12" rx="6" fill="#ffffff" fill-opacity="0.6"/><rect x="190" y="330" width="110" height="34" rx="17" fill="#ffffff"/>${lines}<rect x="600" y="170" width="270" height="290" rx="16" fill="#f8fafc" stroke="#e2e8f0" stroke-width="2"/><rect x="628" y="196" width="120" height="12" rx="6" fill="#cbd5e1"/>${bars}<rect x="628" y="444" width="214" height="2" fill="#e2e8f0"/><rect x="600" y="490" width="270" height="70" rx="16" fill="#f8fafc" stroke="#e2e8f0" stroke-width="2"/><rect x="624" y="512" width="90" height="12" rx="6" fill="#cbd5e1"/><rect x="624" y="532" width="60" height="10" rx="5" fill="url(#i${id})"/><rect x="920" y="190" width="190" height="400" rx="30" fill="#0f172a"/><rect x="932" y="202" width="166" height="376" rx="22" fill="#ffffff"/><rect x="985" y="212" width="60" height="10" rx="5" fill="#0f172a"/><rect x="946" y="240" width="138" height="50" rx="12" fill="url(#i${id})"/>${rows}<rect x="946" y="560" width="138" height="8" rx="4" fill="#e2e8f0"/></svg>\n`
  return { path, svg, width, height }
}
