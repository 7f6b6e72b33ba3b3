/**
 * The parts the service heroes' scenes are drawn with (service-art-*.ts): a 1200 × 675 frame, a
 * calm backdrop in the service's palette, white cards with a soft shadow, text bars, a browser's
 * and a phone's frame. A service hero has no words: it sits beside the service's title in either
 * language, and the same picture serves both. Figures and signs (98, +42%, $, #1, ★, ✓) are the
 * only text, at 40 units or more, so that they read where a phone shows the picture ~330 px wide.
 */
export { arc, curve } from './svg-paths'

/** A service's colours: its field, its shapes and two accents. */
export interface Palette {
  bg: string
  shape: string
  accent: string
  accent2: string
}

/** The services' palettes, in turn by their order in the catalogue. */
export const PALETTES: Palette[] = [
  { bg: '#eef2ff', shape: '#c7d2fe', accent: '#4f46e5', accent2: '#f59e0b' },
  { bg: '#ecfeff', shape: '#a5f3fc', accent: '#0e7490', accent2: '#f43f5e' },
  { bg: '#fef9c3', shape: '#fde68a', accent: '#c2410c', accent2: '#2563eb' },
  { bg: '#fdf2f8', shape: '#fbcfe8', accent: '#be185d', accent2: '#0d9488' },
  { bg: '#ecfdf5', shape: '#a7f3d0', accent: '#047857', accent2: '#7c3aed' },
  { bg: '#f1f5f9', shape: '#cbd5e1', accent: '#1e293b', accent2: '#ef4444' },
  { bg: '#fff7ed', shape: '#fed7aa', accent: '#ea580c', accent2: '#4338ca' },
  { bg: '#f5f3ff', shape: '#ddd6fe', accent: '#6d28d9', accent2: '#10b981' },
]

export const W = 1200
export const H = 675
export const INK = '#0f172a'
export const WHITE = '#ffffff'
export const MUTED = '#94a3b8'
export const LINE = '#e2e8f0'
export const GREEN = '#16a34a'

/** A scene: the body of a 1200 × 675 picture, drawn in a service's palette. */
export type Scene = (p: Palette) => string

/** The smallest figure a scene may draw, in units of 1200 (10 px on a phone's hero). */
export const SMALLEST_FIGURE = 40

const FONT = 'Inter, Helvetica, Arial, sans-serif'
/** What a figure may say: digits and signs, never a word. */
const FIGURE = /^[\d\s.,:%$€£#+\-−×/★✓▶↑↓→←]*$/

export const defs = (p: Palette) =>
  `<defs><filter id="soft" x="-20%" y="-20%" width="140%" height="160%"><feGaussianBlur stdDeviation="18"/></filter><pattern id="grid" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M48 0H0V48" fill="none" stroke="${INK}" stroke-opacity="0.05"/></pattern><linearGradient id="accent" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.accent}"/><stop offset="1" stop-color="${p.accent2}"/></linearGradient><linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.accent}" stop-opacity="0.3"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></linearGradient></defs>`

/** The palette's field, a faint grid and two soft discs in its shape colour. */
export const backdrop = (p: Palette) =>
  `<rect width="${W}" height="${H}" fill="${p.bg}"/><rect width="${W}" height="${H}" fill="url(#grid)"/><circle cx="1080" cy="90" r="250" fill="${p.shape}" fill-opacity="0.55"/><circle cx="110" cy="620" r="220" fill="${p.shape}" fill-opacity="0.45"/>`

/** A rounded bar standing for a line of text. */
export const bar = (x: number, y: number, w: number, h = 14, fill = LINE) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}"/>`

/** A white card with a soft shadow (a blurred copy underneath). */
export const card = (x: number, y: number, w: number, h: number, r = 26, fill = WHITE) =>
  `<rect x="${x}" y="${y + 16}" width="${w}" height="${h}" rx="${r}" fill="${INK}" fill-opacity="0.1" filter="url(#soft)"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" stroke="${LINE}" stroke-width="2"/>`

/** A browser window: a card with its bar, three dots and an address bar without words. */
export const browser = (x: number, y: number, w: number, h: number) =>
  `${card(x, y, w, h, 24)}<path d="M${x} ${y + 24}a24 24 0 0 1 24-24h${w - 48}a24 24 0 0 1 24 24v32H${x}z" fill="#f1f5f9"/><circle cx="${x + 30}" cy="${y + 28}" r="7" fill="#f87171"/><circle cx="${x + 54}" cy="${y + 28}" r="7" fill="#fbbf24"/><circle cx="${x + 78}" cy="${y + 28}" r="7" fill="#34d399"/><rect x="${x + 104}" y="${y + 16}" width="${Math.min(360, w - 140)}" height="24" rx="12" fill="${WHITE}"/>`

/** A phone: a dark body and its screen (the screen's box is x + 12, y + 12, w − 24, h − 24). */
export const phone = (x: number, y: number, w: number, h: number, screen = WHITE) =>
  `<rect x="${x}" y="${y + 16}" width="${w}" height="${h}" rx="36" fill="${INK}" fill-opacity="0.12" filter="url(#soft)"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="36" fill="${INK}"/><rect x="${x + 12}" y="${y + 12}" width="${w - 24}" height="${h - 24}" rx="26" fill="${screen}"/><rect x="${x + w / 2 - 30}" y="${y + 22}" width="60" height="10" rx="5" fill="${INK}"/>`

/** A check mark in a disc. */
export const tick = (cx: number, cy: number, r: number, disc = GREEN, stroke = WHITE) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${disc}"/><path d="M${cx - r * 0.42} ${cy + 1}l${r * 0.3} ${r * 0.3} ${r * 0.55}-${r * 0.6}" fill="none" stroke="${stroke}" stroke-width="${Math.max(3, r / 6)}" stroke-linecap="round" stroke-linejoin="round"/>`

/** Five stars in a row, the first `filled` in amber. */
export const stars = (x: number, y: number, size = 28, filled = 5) =>
  Array.from({ length: 5 }, (_, i) => {
    const cx = x + i * (size + 8) + size / 2
    const r = size / 2
    const points = Array.from({ length: 10 }, (_, k) => {
      const a = (k * Math.PI) / 5 - Math.PI / 2
      const radius = k % 2 ? r * 0.45 : r
      return `${(cx + Math.cos(a) * radius).toFixed(1)},${(y + Math.sin(a) * radius).toFixed(1)}`
    }).join(' ')
    return `<polygon points="${points}" fill="${i < filled ? '#f59e0b' : LINE}"/>`
  }).join('')

/**
 * A figure: digits and signs only (a word would need a translation, and the hero's title is
 * beside it), at least 40 units high.
 */
export const figure = (
  x: number,
  y: number,
  value: string,
  { size = 48, weight = 800, fill = INK, anchor = 'start' as 'start' | 'middle' | 'end' } = {},
) => {
  if (!FIGURE.test(value)) throw new Error(`A service scene's figure has a word in it: ${value}`)
  if (size < SMALLEST_FIGURE) throw new Error(`A service scene's figure is too small: ${value}`)
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" direction="ltr">${value}</text>`
}

/** The whole picture: the frame, its backdrop and the scene. */
export const serviceSvg = (label: string, p: Palette, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${label.replace(/[<>&"]/g, '')}">${defs(p)}${backdrop(p)}${body}</svg>\n`
