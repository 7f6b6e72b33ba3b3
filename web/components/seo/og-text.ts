/**
 * Text for the share cards of right-to-left pages, drawn as vector outlines: satori, which draws the
 * cards (next/og), neither shapes Arabic (every letter comes out in its isolated form) nor orders
 * text right to left (https://github.com/vercel/satori/issues/74), so an Arabic card's text is
 * laid out here and handed to satori as a picture (./og-image-rtl.tsx).
 *
 * - Order: the Unicode Bidirectional Algorithm (bidi-js) gives each character its level in a
 *   right-to-left paragraph: Arabic reads right to left, Latin words, numbers and prices inside it
 *   left to right, and a run wrapped in LRI … PDI (`ltrIsolate`) stays one left-to-right run.
 * - Shapes: HarfBuzz (harfbuzzjs, WebAssembly, no network) shapes each run with the Arabic pages'
 *   face, Noto Sans Arabic (joining forms, lam-alef, marks), and the Latin runs with Geist, the face
 *   next/og draws the English cards with. Both are TrueType copies made by ./og-fonts/make-fonts.sh.
 * - Lines: text breaks onto lines at spaces (never inside a word or an isolate), each line ordered
 *   by the algorithm's rule L2 and aligned to its start (the right, in Arabic); text past the last
 *   line allowed ends in an ellipsis.
 *
 * Arabic typed as presentation forms (text copied from a PDF) is read as the letters they stand
 * for; a character neither face has (outside the Arabic pages' subset, web/fonts) is left out.
 *
 * Each glyph becomes one SVG path, in pixels; the block is an SVG image with room around its lines
 * for marks and tails that reach past the line box, which its `margin` takes back in the layout.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import bidiFactory from 'bidi-js'

type HarfBuzz = typeof import('harfbuzzjs')
type HbFont = InstanceType<HarfBuzz['Font']>

/** Which of the two faces draws a character. */
type FaceKey = 'arabic' | 'latin'

interface LoadedFace {
  /** A font of the face per weight (the Arabic face is variable: 400–700). */
  font: (weight: number) => HbFont
  upem: number
  /** The characters the face has. */
  covers: Set<number>
  ascender: number
  descender: number
}

interface Faces {
  hb: HarfBuzz
  arabic: LoadedFace
  latin: LoadedFace
}

let loading: Promise<Faces> | undefined

/** HarfBuzz and the two faces, loaded on the first right-to-left card and kept. */
function faces(): Promise<Faces> {
  loading ??= loadFaces().catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

async function loadFaces(): Promise<Faces> {
  // The project's directory, as Next's docs read an image route's fonts (file tracing follows it).
  const [hb, arabicData, latinData] = await Promise.all([
    import('harfbuzzjs'),
    readFile(
      path.join(process.cwd(), 'web', 'components', 'seo', 'og-fonts', 'noto-sans-arabic.ttf'),
    ),
    readFile(path.join(process.cwd(), 'web', 'components', 'seo', 'og-fonts', 'geist.ttf')),
  ])
  const face = (data: Uint8Array, variable: boolean): LoadedFace => {
    const hbFace = new hb.Face(new hb.Blob(data))
    const fonts = new Map<number, HbFont>()
    const font = (weight: number) => {
      const key = variable ? weight : 400
      let found = fonts.get(key)
      if (!found) {
        found = new hb.Font(hbFace)
        if (variable) found.setVariations([new hb.Variation('wght', key)])
        fonts.set(key, found)
      }
      return found
    }
    const { ascender, descender } = font(400).hExtents()
    return {
      font,
      upem: hbFace.upem,
      covers: new Set(hbFace.collectUnicodes()),
      ascender,
      descender,
    }
  }
  return { hb, arabic: face(arabicData, true), latin: face(latinData, false) }
}

const bidi = bidiFactory()

/** Directional formatting characters: they set levels, and are not drawn. */
const FORMATTING = /[\u202A-\u202E\u2066-\u2069]/
const SPACE = /[ \u00A0]/

/** Arabic presentation forms (ﻣ, ﻼ…) as the letters they stand for, which HarfBuzz joins itself. */
const letters = (text: string) =>
  text.replace(/[\uFB50-\uFDFF\uFE70-\uFEFE]/g, (form) => form.normalize('NFKC'))

/** `text` as one left-to-right run inside right-to-left text (a price, a phone number). */
export const ltrIsolate = (text: string) => `\u2066${text}\u2069`

/** A glyph placed on its line: `x` from the line's left edge, in pixels; `y` up from the baseline. */
export interface PlacedGlyph {
  face: FaceKey
  /** The glyph's id in its face. */
  glyph: number
  /** The index in the text of the character it comes from (the first, for a ligature). */
  cluster: number
  x: number
  y: number
}

export interface TextLine {
  glyphs: PlacedGlyph[]
  width: number
}

export interface TextStyle {
  /** Font size, px. */
  size: number
  /** Line height, as a multiple of the size. */
  lineHeight: number
  /** The widest a line may be, px. */
  maxWidth: number
  /** Lines at most; the text is cut at a word and ends in "…" past them. */
  maxLines?: number
  weight?: number
  color: string
  /** The paragraph's direction; lines align to its start. */
  direction?: 'rtl' | 'ltr'
}

export interface TextBlock {
  lines: TextLine[]
  /** The widest line, px. */
  width: number
  /** The lines' height, px (`lines × size × lineHeight`). */
  height: number
  /** Room around the lines inside the image, px: the `margin` to lay the image out with. */
  bleed: { x: number; y: number }
  /** The image: the lines right- (or left-) aligned in `width + 2 × bleed.x`. */
  svg: string
}

/** A run of characters with one level and one face, shaped: glyphs in visual order, x in px. */
interface ShapedRun {
  level: number
  glyphs: PlacedGlyph[]
  width: number
}

/** A word (no spaces) or a space, shaped, in logical order. */
interface Piece {
  space: boolean
  runs: ShapedRun[]
  width: number
}

const round = (value: number) => Math.round(value * 100) / 100

/**
 * Shapes `text` at `size` px as one right-to-left (or left-to-right) paragraph, unbroken: its glyphs
 * in visual order, left to right. What the cards' lines are made of.
 */
export async function shapeText(
  text: string,
  { size, weight = 400, direction = 'rtl' }: Pick<TextStyle, 'size' | 'weight' | 'direction'>,
): Promise<TextLine> {
  const loaded = await faces()
  const plain = letters(text)
  const levels = bidi.getEmbeddingLevels(plain, direction).levels
  return placeLine(shapePieces(loaded, plain, levels, size, weight))
}

/** Lays `text` out in lines of at most `maxWidth` and draws it as an SVG image. */
export async function layoutText(text: string, style: TextStyle): Promise<TextBlock> {
  const loaded = await faces()
  const { size, maxWidth, maxLines = Infinity, weight = 400, direction = 'rtl' } = style
  const clean = letters(text).replace(/\s+/g, ' ').trim()
  let lines = breakLines(loaded, clean, size, weight, direction, maxWidth)
  if (lines.length > maxLines) {
    // Fewer words until the text and its ellipsis fit the lines allowed.
    const words = clean.split(' ')
    for (let count = words.length - 1; count > 0; count--) {
      const cut = `${words
        .slice(0, count)
        .join(' ')
        .replace(/[\s,.;:،؛\-–—·]+$/, '')}…`
      lines = breakLines(loaded, cut, size, weight, direction, maxWidth)
      if (lines.length <= maxLines) break
    }
  }
  return drawBlock(loaded, lines, style)
}

/** The text's lines: words go on a line while they fit, a word wider than a line on its own. */
function breakLines(
  loaded: Faces,
  text: string,
  size: number,
  weight: number,
  direction: 'rtl' | 'ltr',
  maxWidth: number,
): TextLine[] {
  if (!text) return []
  const levels = bidi.getEmbeddingLevels(text, direction).levels
  const pieces = shapePieces(loaded, text, levels, size, weight)
  const lines: Piece[][] = []
  let line: Piece[] = []
  let width = 0
  // Spaces after the line's last word: kept only if another word follows on the line.
  let spaces: Piece[] = []
  for (const piece of pieces) {
    if (piece.space) {
      if (line.length) spaces.push(piece)
      continue
    }
    const gap = spaces.reduce((sum, space) => sum + space.width, 0)
    if (line.length && width + gap + piece.width > maxWidth) {
      lines.push(line)
      line = [piece]
      width = piece.width
    } else {
      line.push(...spaces, piece)
      width += gap + piece.width
    }
    spaces = []
  }
  if (line.length) lines.push(line)
  return lines.map(placeLine)
}

/** A character to draw: where it is in the text, and the face that draws it. */
interface Char {
  index: number
  code: number
  face: FaceKey
  /** A space lines may break at (outside an isolate, not a no-break space). */
  breaks: boolean
}

/**
 * The text cut into words and the spaces between them, each shaped in runs of one level and one
 * face. A space inside an isolate (a price: `ltrIsolate`) or a no-break space is part of its word.
 */
function shapePieces(
  loaded: Faces,
  text: string,
  levels: Uint8Array,
  size: number,
  weight: number,
): Piece[] {
  const chars: (Omit<Char, 'face'> & { face: FaceKey | null })[] = []
  let isolated = 0
  for (let index = 0; index < text.length;) {
    const code = text.codePointAt(index)!
    const character = String.fromCodePoint(code)
    if (FORMATTING.test(character)) {
      if (code >= 0x2066 && code <= 0x2068) isolated++
      else if (code === 0x2069) isolated = Math.max(0, isolated - 1)
    } else {
      // A space takes the face of the character before it (after it, at the start), so that
      // "Google Ads" keeps Geist's space; a character neither face has is left out, not boxed.
      const face = SPACE.test(character)
        ? null
        : loaded.arabic.covers.has(code)
          ? 'arabic'
          : loaded.latin.covers.has(code)
            ? 'latin'
            : undefined
      if (face !== undefined) {
        chars.push({ index, code, face, breaks: code === 0x20 && isolated === 0 })
      }
    }
    index += character.length
  }
  let previous: FaceKey | null = null
  for (const char of chars) previous = char.face ??= previous
  let next: FaceKey = 'arabic'
  for (const char of chars.toReversed()) next = char.face ??= next
  const pieces: Piece[] = []
  for (let i = 0; i < chars.length;) {
    const { breaks } = chars[i]!
    let j = i + 1
    while (j < chars.length && chars[j]!.breaks === breaks) j++
    // Runs of one level and one face, in logical order; placeLine orders them on the line.
    const runs: ShapedRun[] = []
    for (let k = i; k < j;) {
      const { index, face } = chars[k]!
      let m = k + 1
      while (m < j && levels[chars[m]!.index] === levels[index] && chars[m]!.face === face) m++
      runs.push(shapeRun(loaded, chars.slice(k, m), face!, levels[index]!, size, weight))
      k = m
    }
    pieces.push({ space: breaks, runs, width: runs.reduce((sum, run) => sum + run.width, 0) })
    i = j
  }
  return pieces
}

function shapeRun(
  loaded: Faces,
  chars: { index: number; code: number }[],
  face: FaceKey,
  level: number,
  size: number,
  weight: number,
): ShapedRun {
  const { hb } = loaded
  const { font: fontOf, upem } = loaded[face]
  const font = fontOf(weight)
  const buffer = new hb.Buffer()
  for (const char of chars) buffer.add(char.code, char.index)
  buffer.setDirection(level % 2 ? hb.Direction.RTL : hb.Direction.LTR)
  if (face === 'arabic') {
    buffer.setScript('Arab')
    buffer.setLanguage('ar')
  }
  buffer.guessSegmentProperties()
  hb.shape(font, buffer)
  const scale = size / upem
  const glyphs: PlacedGlyph[] = []
  let x = 0
  for (const glyph of buffer.getGlyphInfosAndPositions()) {
    glyphs.push({
      face,
      glyph: glyph.codepoint,
      cluster: glyph.cluster,
      x: x + (glyph.xOffset ?? 0) * scale,
      y: (glyph.yOffset ?? 0) * scale,
    })
    x += (glyph.xAdvance ?? 0) * scale
  }
  return { level, glyphs, width: x }
}

/** A line's pieces placed left to right: runs reordered by level (UAX #9 rule L2). */
function placeLine(pieces: Piece[]): TextLine {
  const runs = pieces.flatMap((piece) => piece.runs)
  const highest = Math.max(0, ...runs.map((run) => run.level))
  const lowestOdd = Math.min(
    Infinity,
    ...runs.filter((run) => run.level % 2).map((run) => run.level),
  )
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length;) {
      if (runs[i]!.level < level) {
        i++
        continue
      }
      let j = i
      while (j < runs.length && runs[j]!.level >= level) j++
      runs.splice(i, j - i, ...runs.slice(i, j).reverse())
      i = j
    }
  }
  const glyphs: PlacedGlyph[] = []
  let x = 0
  for (const run of runs) {
    for (const glyph of run.glyphs) glyphs.push({ ...glyph, x: x + glyph.x })
    x += run.width
  }
  return { glyphs, width: x }
}

/** The lines as one SVG image, each glyph one path. */
function drawBlock(loaded: Faces, lines: TextLine[], style: TextStyle): TextBlock {
  const { size, lineHeight, color, weight = 400, direction = 'rtl' } = style
  const line = size * lineHeight
  const width = Math.ceil(Math.max(0, ...lines.map((each) => each.width)))
  const height = Math.ceil(lines.length * line)
  // Room for what reaches past the line box: marks above, tails below, overhangs at the ends.
  const bleed = { x: Math.ceil(size * 0.3), y: Math.ceil(size * 0.5) }
  // The baseline as a browser places it: the Arabic face's ascent and descent centred in the line.
  const { ascender, descender, upem } = loaded.arabic
  const baseline = line / 2 + ((ascender + descender) / 2 / upem) * size
  const paths: string[] = []
  lines.forEach((each, index) => {
    const left = bleed.x + (direction === 'rtl' ? width - each.width : 0)
    const top = bleed.y + index * line + baseline
    for (const glyph of each.glyphs) {
      const d = glyphPath(loaded, glyph, weight, size, left + glyph.x, top - glyph.y)
      if (d) paths.push(`<path d="${d}"/>`)
    }
  })
  const w = width + 2 * bleed.x
  const h = height + 2 * bleed.y
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<g fill="${color}">${paths.join('')}</g></svg>`
  return { lines, width, height, bleed, svg }
}

/** A glyph's outline at `size` px with its origin at (x, y), y down; empty for a space. */
function glyphPath(
  loaded: Faces,
  glyph: PlacedGlyph,
  weight: number,
  size: number,
  x: number,
  y: number,
): string {
  const { font, upem } = loaded[glyph.face]
  const scale = size / upem
  return font(weight)
    .glyphToJson(glyph.glyph)
    .map(({ type, values }) => {
      const points: string[] = []
      for (let i = 0; i < values.length; i += 2) {
        points.push(`${round(x + values[i]! * scale)},${round(y - values[i + 1]! * scale)}`)
      }
      return `${type}${points.join(' ')}`
    })
    .join('')
}

/** The image of a block, for an `<img src>`. */
export const svgDataUri = (svg: string) =>
  `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
