/**
 * The founder's portrait illustration and the client wordmarks of the seed, as SVG. Each client
 * has its own mark and lettering (the clients are invented, so are their logos); the lettering's
 * width is fixed with `textLength`, so the wordmark keeps its shape in whatever font the
 * visitor's system substitutes.
 */
import type { Artwork } from './artwork'

const esc = (text: string) => text.replace(/[<>&"]/g, '')

/** A flat portrait: shoulders in a jacket, face, hair and beard, on a colour disc. */
export function portrait(path: string, label: string): Artwork {
  const size = 512
  const skin = '#c98b62'
  const shade = '#b07350'
  const hair = '#1f1a17'
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512" role="img" aria-label="${esc(label)}"><defs><clipPath id="portrait-disc"><circle cx="256" cy="256" r="256"/></clipPath></defs><g clip-path="url(#portrait-disc)"><rect width="512" height="512" fill="#e0e7ff"/><path d="M60 512c6-92 70-150 196-150s190 58 196 150z" fill="#1e293b"/><path d="M200 372l56 70 56-70-20-14h-72z" fill="#f8fafc"/><path d="M256 442l-14 70h28z" fill="#4f46e5"/><path d="M182 380l74 132-96-60zM330 380l-74 132 96-60z" fill="#334155"/><path d="M222 300h68v70c-10 14-22 20-34 20s-24-6-34-20z" fill="${shade}"/><ellipse cx="256" cy="222" rx="86" ry="104" fill="${skin}"/><ellipse cx="170" cy="232" rx="14" ry="24" fill="${shade}"/><ellipse cx="342" cy="232" rx="14" ry="24" fill="${shade}"/><path d="M170 210c-8-78 34-124 92-124 54 0 94 36 86 118-10-30-26-52-50-62-34 16-84 20-128 14-2 18 2 36 0 54z" fill="${hair}"/><rect x="164" y="150" width="18" height="70" rx="8" fill="${hair}"/><rect x="330" y="150" width="18" height="70" rx="8" fill="${hair}"/><path d="M172 240c4 60 34 108 84 108s80-48 84-108c-8 34-20 54-34 62-14-12-32-16-50-16s-36 4-50 16c-14-8-26-28-34-62z" fill="${hair}"/><path d="M236 300c12 6 28 6 40 0" stroke="#7c2d12" stroke-width="6" stroke-linecap="round" fill="none"/><path d="M206 206c12-8 26-8 36-2M270 204c10-6 24-6 36 2" stroke="${hair}" stroke-width="8" stroke-linecap="round" fill="none"/><ellipse cx="224" cy="230" rx="8" ry="9" fill="${hair}"/><ellipse cx="288" cy="230" rx="8" ry="9" fill="${hair}"/><path d="M256 236c-4 18-8 28-2 34 6 2 12 0 14-4" stroke="${shade}" stroke-width="5" stroke-linecap="round" fill="none"/><rect x="196" y="214" width="52" height="36" rx="14" fill="none" stroke="#0f172a" stroke-width="5"/><rect x="264" y="214" width="52" height="36" rx="14" fill="none" stroke="#0f172a" stroke-width="5"/><path d="M248 228h16" stroke="#0f172a" stroke-width="5"/></g></svg>\n`
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
