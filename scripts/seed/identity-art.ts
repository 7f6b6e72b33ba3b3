/**
 * The founder's portrait illustration and the client wordmarks of the seed, as SVG. Each client
 * has its own mark and lettering (the clients are invented, so are their logos); the lettering's
 * width is fixed with `textLength`, so the wordmark keeps its shape in whatever font the
 * visitor's system substitutes.
 */
import type { Artwork } from './artwork'

const esc = (text: string) => text.replace(/[<>&"]/g, '')

/**
 * A flat portrait, head and shoulders, square and full-bleed (a card shows it whole, the team's
 * avatar as a disc): short hair, beard and glasses, an open-collared shirt under a dark jacket, the
 * face lit from the left, on the brand's pale indigo with a soft light behind the head.
 */
export function portrait(path: string, label: string): Artwork {
  const size = 512
  const skin = '#c68a62'
  const shade = '#a86f4b'
  const hair = '#231a15'
  const hair2 = '#3a2c23'
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512" role="img" aria-label="${esc(label)}"><defs><linearGradient id="portrait-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e0e7ff"/><stop offset="1" stop-color="#ede9fe"/></linearGradient><linearGradient id="portrait-jacket" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#27324a"/><stop offset="1" stop-color="#141b2d"/></linearGradient><radialGradient id="portrait-glow" cx=".5" cy=".45" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient><clipPath id="portrait-face"><path d="M174 214c0-64 38-96 82-96s82 32 82 96v40c-2 52-36 90-82 92-46-2-80-40-82-92z"/></clipPath></defs><rect width="512" height="512" fill="url(#portrait-bg)"/><circle cx="256" cy="236" r="190" fill="url(#portrait-glow)"/><path d="M222 292h68v88c-10 12-22 18-34 18s-24-6-34-18z" fill="${shade}"/><path d="M222 318c20 14 48 14 68 0v-26h-68z" fill="#8f5b3c" opacity=".55"/><path d="M60 512c4-70 40-116 110-134l86-8 86 8c70 18 106 64 110 134z" fill="url(#portrait-jacket)"/><path d="M214 372l42 58 42-58-6-6h-72z" fill="#f8fafc"/><path d="M214 370l-14 18 34 44 22-2zM298 370l14 18-34 44-22-2z" fill="#e2e8f0"/><path d="M206 378l36 72-18 18-42-58c6-14 14-26 24-32zM306 378l-36 72 18 18 42-58c-6-14-14-26-24-32z" fill="#3b4760"/><path d="M182 410l42 58-6 44h-20c-6-40-12-76-16-102zM330 410l-42 58 6 44h20c6-40 12-76 16-102z" fill="#1b2336" opacity=".6"/><path d="M256 430l-10 82h20z" fill="#0f172a" opacity=".35"/><ellipse cx="172" cy="246" rx="14" ry="24" fill="${shade}"/><ellipse cx="340" cy="246" rx="14" ry="24" fill="${shade}"/><path d="M174 214c0-64 38-96 82-96s82 32 82 96v40c-2 52-36 90-82 92-46-2-80-40-82-92z" fill="${skin}"/><g clip-path="url(#portrait-face)"><path d="M300 120c40 40 44 120 20 230h40V120z" fill="${shade}" opacity=".45"/></g><path d="M176 250c0 58 34 100 80 100s80-42 80-100c-6 30-18 46-32 52-10-14-28-20-48-20s-38 6-48 20c-14-6-26-22-32-52z" fill="${hair}"/><path d="M228 298c8-8 18-11 28-11s20 3 28 11c-8 4-18 6-28 6s-20-2-28-6z" fill="${hair}"/><path d="M240 312c10 5 22 5 32 0" stroke="#9a4a35" stroke-width="6" stroke-linecap="round" fill="none"/><path d="M170 236c-12-80 22-134 86-138 34-2 62 8 78 26 14 16 20 44 10 108l-8-34c-4-16-10-28-18-36-30 10-78 12-112 2-14 10-22 26-26 44z" fill="${hair}"/><path d="M196 128c30-26 84-30 118-8 10 7 18 16 22 26-30-18-80-22-120-12-10 2-16 0-20-6z" fill="${hair2}"/><path d="M214 120c26-10 56-10 80-2M236 108c20-4 40-2 56 4" stroke="${hair2}" stroke-width="4" stroke-linecap="round" fill="none"/><path d="M202 212c12-8 28-9 40-2M270 210c12-7 28-6 40 2" stroke="${hair}" stroke-width="8" stroke-linecap="round" fill="none"/><ellipse cx="223" cy="238" rx="6" ry="7" fill="#1f2937"/><ellipse cx="289" cy="238" rx="6" ry="7" fill="#1f2937"/><path d="M256 242c-3 14-8 24-4 30 4 4 12 3 16-1" stroke="${shade}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round" fill="none"/><rect x="196" y="220" width="54" height="38" rx="13" fill="#fff" fill-opacity=".12" stroke="#111827" stroke-width="4.5"/><rect x="262" y="220" width="54" height="38" rx="13" fill="#fff" fill-opacity=".12" stroke="#111827" stroke-width="4.5"/><path d="M250 236q6-5 12 0M196 232l-20-6M316 232l20-6" stroke="#111827" stroke-width="4.5" stroke-linecap="round" fill="none"/></svg>\n`
  return { path, svg, width: size, height: size }
}

interface WordmarkStyle {
  mark: (c: string) => string
  text: string
  family: string
  weight: number
  letterSpacing?: number
  italic?: boolean
  size: number
  /** The lettering's width in the 420 × 120 canvas. */
  length: number
  color: string
}

const INK = '#334155'

/** One style per client of the seed; unknown names get a simple monogram-free wordmark. */
const STYLES: Record<string, WordmarkStyle> = {
  'Northwind Analytics': {
    mark: (c) =>
      `<path d="M20 46c20-14 44-14 64 0M20 62c24-14 52-14 76 0M20 78c16-10 34-10 50 0" stroke="${c}" stroke-width="8" stroke-linecap="round" fill="none"/>`,
    text: 'northwind',
    family: 'Helvetica, Arial, sans-serif',
    weight: 800,
    size: 44,
    length: 236,
    color: INK,
  },
  'Bluepeak Ventures': {
    mark: (c) =>
      `<path d="M16 88l34-56 18 28 12-16 24 44z" fill="${c}"/><path d="M50 32l8 14-8 6-8-6z" fill="#fff"/>`,
    text: 'BLUEPEAK',
    family: 'Helvetica, Arial, sans-serif',
    weight: 600,
    letterSpacing: 6,
    size: 34,
    length: 250,
    color: INK,
  },
  'Harborline Logistics': {
    mark: (c) =>
      `<circle cx="56" cy="60" r="38" fill="none" stroke="${c}" stroke-width="7"/><path d="M26 66c10 8 20 8 30 0s20-8 30 0M32 80c8 6 16 6 24 0s16-6 24 0" stroke="${c}" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M56 30v26" stroke="${c}" stroke-width="6" stroke-linecap="round"/>`,
    text: 'Harborline',
    family: 'Georgia, "Times New Roman", serif',
    weight: 700,
    size: 44,
    length: 250,
    color: INK,
  },
  'Verdant Health': {
    mark: (c) =>
      `<path d="M24 92C24 48 56 24 100 24c0 44-28 68-68 68z" fill="${c}"/><path d="M30 88c18-22 38-38 60-50" stroke="#fff" stroke-width="5" stroke-linecap="round"/>`,
    text: 'verdant',
    family: '"Trebuchet MS", Verdana, sans-serif',
    weight: 700,
    size: 48,
    length: 196,
    color: INK,
  },
  'Kestrel Financial': {
    mark: (c) =>
      `<path d="M14 44l42 20 42-20-16 36-26 10-26-10z" fill="${c}"/><path d="M56 64v26" stroke="#fff" stroke-width="4"/>`,
    text: 'KESTREL',
    family: '"Arial Narrow", "Helvetica Neue", Arial, sans-serif',
    weight: 800,
    letterSpacing: 2,
    size: 46,
    length: 220,
    color: INK,
  },
  'Lumina Retail': {
    mark: (c) =>
      `<circle cx="56" cy="60" r="18" fill="${c}"/>${Array.from({ length: 8 }, (_, i) => {
        const a = (i / 8) * Math.PI * 2
        const x1 = 56 + Math.cos(a) * 28
        const y1 = 60 + Math.sin(a) * 28
        const x2 = 56 + Math.cos(a) * 40
        const y2 = 60 + Math.sin(a) * 40
        return `<path d="M${x1.toFixed(1)} ${y1.toFixed(1)}L${x2.toFixed(1)} ${y2.toFixed(1)}" stroke="${c}" stroke-width="6" stroke-linecap="round"/>`
      }).join('')}`,
    text: 'lumina',
    family: 'Helvetica, Arial, sans-serif',
    weight: 300,
    letterSpacing: 4,
    size: 50,
    length: 196,
    color: INK,
  },
  'Oakridge Learning': {
    mark: (c) =>
      `<path d="M56 24c22 0 38 14 38 32 0 14-10 24-24 26H42c-14-2-24-12-24-26 0-18 16-32 38-32z" fill="${c}"/><path d="M56 82v20M44 102h24" stroke="${c}" stroke-width="7" stroke-linecap="round"/><path d="M56 82V56M56 66l-12-10M56 62l12-10" stroke="#fff" stroke-width="4" stroke-linecap="round"/>`,
    text: 'Oakridge',
    family: 'Georgia, "Times New Roman", serif',
    weight: 400,
    italic: true,
    size: 50,
    length: 210,
    color: INK,
  },
  'Solstice Hospitality': {
    mark: (c) =>
      `<path d="M18 76a38 38 0 0 1 76 0z" fill="${c}"/><path d="M10 86h92M24 98h64" stroke="${c}" stroke-width="6" stroke-linecap="round"/>`,
    text: 'SOLSTICE',
    family: 'Georgia, "Times New Roman", serif',
    weight: 400,
    letterSpacing: 8,
    size: 36,
    length: 260,
    color: INK,
  },
}

export function wordmark(path: string, name: string): Artwork {
  const style: WordmarkStyle = STYLES[name] ?? {
    mark: (c) => `<rect x="24" y="36" width="56" height="48" rx="24" fill="${c}"/>`,
    text: name,
    family: 'Helvetica, Arial, sans-serif',
    weight: 700,
    size: 30,
    length: Math.min(300, name.length * 16),
    color: INK,
  }
  const width = 120 + style.length + 20
  const height = 120
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(name)}">${style.mark('#475569')}<text x="120" y="${60 + style.size * 0.35}" textLength="${style.length}" lengthAdjust="spacingAndGlyphs" font-family='${style.family}' font-size="${style.size}" font-weight="${style.weight}"${style.italic ? ' font-style="italic"' : ''}${style.letterSpacing ? ` letter-spacing="${style.letterSpacing}"` : ''} fill="${style.color}">${esc(style.text)}</text></svg>\n`
  return { path, svg, width, height }
}
