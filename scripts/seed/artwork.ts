/**
 * Illustrations the seed ships with its sample content: covers for services, case studies and
 * posts, avatars, client wordmarks. They are plain SVG, generated deterministically, so the
 * embedded default needs no image host and a re-run writes the same bytes.
 */
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

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  )

const pick = <T>(list: readonly T[], seed: string): T =>
  list[parseInt(sha1(seed).slice(0, 8), 16) % list.length]!

/** Splits a title into at most three lines of roughly `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines.slice(0, 3)
}

export interface Artwork {
  /** Path under public/, for example images/services/seo.svg */
  path: string
  svg: string
  width: number
  height: number
}

export function cover(path: string, title: string, eyebrow: string, seed: string): Artwork {
  const width = 1200
  const height = 675
  const [from, to] = pick(GRADIENTS, seed)
  const id = keyFor(seed, 'gradient')
  const lines = wrap(title, 22)
  const rings = Array.from({ length: 5 }, (_, i) => {
    const h = sha1(`${seed}:${i}`)
    const cx = 700 + (parseInt(h.slice(0, 4), 16) % 480)
    const cy = 60 + (parseInt(h.slice(4, 8), 16) % 560)
    const r = 40 + (parseInt(h.slice(8, 12), 16) % 160)
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="2"/>`
  }).join('')
  const text = lines
    .map(
      (line, i) =>
        `<text x="80" y="${330 + i * 84 - (lines.length - 1) * 42}" font-family="Inter, Helvetica, Arial, sans-serif" font-size="72" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}"><defs><linearGradient id="g${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient><pattern id="p${id}" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#ffffff" stroke-opacity="0.07"/></pattern></defs><rect width="${width}" height="${height}" fill="url(#g${id})"/><rect width="${width}" height="${height}" fill="url(#p${id})"/>${rings}<text x="80" y="140" font-family="Inter, Helvetica, Arial, sans-serif" font-size="28" font-weight="600" letter-spacing="4" fill="#ffffff" fill-opacity="0.8">${escapeXml(eyebrow.toUpperCase())}</text>${text}</svg>\n`
  return { path, svg, width, height }
}

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('')

export function avatar(path: string, name: string): Artwork {
  const size = 256
  const [from, to] = pick(GRADIENTS, name)
  const id = keyFor(name, 'avatar')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(name)}"><defs><linearGradient id="a${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${size}" height="${size}" rx="128" fill="url(#a${id})"/><text x="128" y="150" text-anchor="middle" font-family="Inter, Helvetica, Arial, sans-serif" font-size="88" font-weight="700" fill="#ffffff">${escapeXml(initials(name))}</text></svg>\n`
  return { path, svg, width: size, height: size }
}

export function wordmark(path: string, name: string): Artwork {
  const width = 320
  const height = 120
  const [from] = pick(GRADIENTS, name)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(name)}"><rect x="24" y="36" width="48" height="48" rx="12" fill="${from}"/><text x="48" y="70" text-anchor="middle" font-family="Inter, Helvetica, Arial, sans-serif" font-size="24" font-weight="700" fill="#ffffff">${escapeXml(initials(name))}</text><text x="88" y="70" font-family="Inter, Helvetica, Arial, sans-serif" font-size="26" font-weight="700" fill="#334155">${escapeXml(name)}</text></svg>\n`
  return { path, svg, width, height }
}
