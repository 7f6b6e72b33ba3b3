/**
 * The service heroes of the branding and creative services: one scene per service, of what it is about
 * (service-art-kit.ts says how they are drawn). Wordless: figures and signs only; `alt` is the
 * English alternative text (the Arabic is in copy/ar/images.ts).
 */
import type { ServiceArt } from './service-art'
import {
  bar,
  browser,
  card,
  curve,
  figure,
  GREEN,
  INK,
  LINE,
  MUTED,
  phone,
  tick,
  WHITE,
} from './service-art-kit'

/** A deterministic level between 0.06 and 1 for the i-th bar of a waveform: phrases and pauses. */
const level = (i: number, seed = 0) =>
  Math.max(
    0.06,
    Math.abs(Math.sin((i + seed * 3) * 0.3)) ** 0.6 *
      (0.4 + 0.6 * Math.abs(Math.sin(i * 1.9 + seed))),
  )

/** A waveform of n vertical round bars, centred on y, `step` apart, at most `amp` high. */
const wave = (
  x: number,
  y: number,
  n: number,
  step: number,
  amp: number,
  stroke: string,
  width = 6,
  seed = 0,
) =>
  `<path d="${Array.from({ length: n }, (_, i) => {
    const h = Math.round(amp * level(i, seed))
    return `M${x + i * step} ${y - h / 2}v${h}`
  }).join('')}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`

/** A play button: a disc with a triangle. */
const play = (cx: number, cy: number, r: number, disc: string, sign = WHITE) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${disc}"/><path d="M${cx - r * 0.3} ${cy - r * 0.42}v${r * 0.84}l${r * 0.72}-${r * 0.42}z" fill="${sign}" stroke="${sign}" stroke-width="${r / 8}" stroke-linejoin="round"/>`

/** The logo mark of the logo-design scene: a leaf drawn by two circles' lens, its vein and a dot. */
const leafMark = (cx: number, cy: number, s: number, leaf: string, dot: string, vein = WHITE) =>
  `<g transform="translate(${cx} ${cy}) scale(${s})"><path d="M-90 90A180 180 0 0 1 90 -90A180 180 0 0 1 -90 90z" fill="${leaf}" stroke="${leaf}" stroke-width="6" stroke-linejoin="round"/><path d="M-58 58L58 -58" stroke="${vein}" stroke-width="12" stroke-linecap="round"/><circle cx="-88" cy="-88" r="34" fill="${dot}"/></g>`

/** The brand mark of the identity scene: a disc and a rounded square overlapping its corner. */
const brandMark = (cx: number, cy: number, r: number, disc: string, block: string) =>
  `<circle cx="${cx + r * 0.25}" cy="${cy + r * 0.25}" r="${r * 0.75}" fill="${disc}"/><rect x="${cx - r}" y="${cy - r}" width="${r}" height="${r}" rx="${r * 0.2}" fill="${block}"/>`

export const SCENES: ServiceArt = {
  'logo-design': {
    // A design tool's canvas with the mark on its construction circles and its selection handles,
    // the mark on light and on dark, and the app icon at three sizes.
    scene: (p) => {
      const cx = 430
      const cy = 356
      const guide = `fill="none" stroke="${p.accent2}" stroke-opacity="0.55" stroke-width="4" stroke-dasharray="12 10"`
      const handle = (x: number, y: number) =>
        `<rect x="${x - 11}" y="${y - 11}" width="22" height="22" rx="4" fill="${WHITE}" stroke="${p.accent2}" stroke-width="4"/>`
      const tools = [
        `<path d="M94 136l30 12-13 5-5 13z" fill="${MUTED}" stroke="${MUTED}" stroke-width="4" stroke-linejoin="round"/>`,
        `<rect x="86" y="200" width="48" height="48" rx="12" fill="${p.bg}"/><path d="M110 208l12 18-12 14-12-14z" fill="none" stroke="${p.accent}" stroke-width="5" stroke-linejoin="round"/><circle cx="110" cy="226" r="4" fill="${p.accent}"/>`,
        `<rect x="94" y="280" width="32" height="32" rx="6" fill="none" stroke="${MUTED}" stroke-width="5"/>`,
        `<circle cx="110" cy="364" r="17" fill="none" stroke="${MUTED}" stroke-width="5"/>`,
      ].join('')
      const size = (x: number, s: number) =>
        `<rect x="${x}" y="${520 - s}" width="${s}" height="${s}" rx="${s * 0.24}" fill="url(#accent)"/>${leafMark(x + s / 2, 520 - s / 2, s / 420, WHITE, p.accent2, p.accent)}${bar(x + s / 2 - 20, 548, 40, 12, MUTED)}`
      return `${browser(70, 60, 640, 555)}<clipPath id="canvas"><rect x="150" y="116" width="540" height="479" rx="14"/></clipPath><rect x="150" y="116" width="540" height="479" rx="14" fill="${p.bg}"/><g clip-path="url(#canvas)"><rect x="150" y="116" width="540" height="479" fill="url(#grid)"/><circle cx="${cx + 90}" cy="${cy + 90}" r="180" ${guide}/><circle cx="${cx - 90}" cy="${cy - 90}" r="180" ${guide}/><circle cx="${cx - 88}" cy="${cy - 88}" r="54" ${guide}/><path d="M150 ${cy}H690M${cx} 116V595M${cx - 240} ${cy + 240}L${cx + 240} ${cy - 240}" ${guide}/></g>${tools}${leafMark(cx, cy, 1, p.accent, p.accent2)}<rect x="${cx - 142}" y="${cy - 142}" width="${252}" height="${252}" fill="none" stroke="${p.accent2}" stroke-width="4"/>${handle(cx - 142, cy - 142)}${handle(cx + 110, cy - 142)}${handle(cx - 142, cy + 110)}${handle(cx + 110, cy + 110)}<circle cx="${cx - 90}" cy="${cy + 90}" r="10" fill="${WHITE}" stroke="${p.accent}" stroke-width="5"/><circle cx="${cx + 90}" cy="${cy - 90}" r="10" fill="${WHITE}" stroke="${p.accent}" stroke-width="5"/>${card(750, 60, 180, 200)}${leafMark(840, 160, 0.42, p.accent, p.accent2)}${card(950, 60, 180, 200, 26, INK)}${leafMark(1040, 160, 0.42, WHITE, p.shape, INK)}${card(750, 300, 380, 315)}${bar(782, 336, 150, 16, MUTED)}${bar(782, 364, 100, 12)}${tick(1088, 348, 22)}${size(782, 124)}${size(938, 88)}${size(1058, 56)}`
    },
    alt: 'Illustration: a leaf-shaped logo mark drawn on its construction circles in a design tool, shown again on a light and a dark card and as an app icon at three sizes',
  },
  'brand-identity': {
    // An open guidelines book (the palette on one page, the typeface's specimen on the other), the
    // business card's front and back, and a row of the guidelines' pages.
    scene: (p) => {
      const swatch = (x: number, fill: string) =>
        `<rect x="${x}" y="282" width="78" height="78" rx="14" fill="${fill}" stroke="${LINE}" stroke-width="2"/>${bar(x, 376, 56, 12, MUTED)}${bar(x, 400, 40, 10)}`
      const page = (x: number, body: string) => `${card(x, 500, 196, 115, 18)}${body}`
      const pages = [
        page(70, brandMark(168, 557, 36, p.accent2, p.accent)),
        page(
          286,
          `<rect x="310" y="524" width="48" height="66" rx="10" fill="${p.accent2}"/><rect x="366" y="524" width="48" height="66" rx="10" fill="${p.accent}"/><rect x="422" y="524" width="40" height="66" rx="10" fill="${p.shape}"/>`,
        ),
        page(
          502,
          `${bar(526, 526, 110, 18, p.accent)}${bar(526, 558, 148, 10)}${bar(526, 580, 120, 10)}`,
        ),
        page(
          718,
          `<rect x="742" y="522" width="148" height="72" rx="10" fill="${p.bg}"/><circle cx="860" cy="544" r="12" fill="${p.accent2}"/><path d="M742 594l44-40 30 26 22-16 52 30z" fill="${p.shape}"/><path d="M742 594l44-40 30 26 22-16" fill="none" stroke="${MUTED}" stroke-width="4" stroke-linejoin="round"/>`,
        ),
        page(
          934,
          `<rect x="958" y="522" width="64" height="72" rx="10" fill="${p.accent}"/>${brandMark(990, 558, 22, p.accent2, WHITE)}<rect x="1034" y="522" width="72" height="72" rx="10" fill="${p.bg}"/>${brandMark(1070, 558, 22, p.accent2, p.accent)}`,
        ),
      ].join('')
      return `${card(70, 60, 700, 400)}<rect x="406" y="62" width="28" height="396" fill="${INK}" fill-opacity="0.05"/><path d="M420 62V458" stroke="${LINE}" stroke-width="3"/>${bar(110, 96, 120, 16, MUTED)}<rect x="110" y="130" width="270" height="134" rx="16" fill="${p.accent2}"/>${bar(132, 226, 90, 14, WHITE)}${swatch(110, p.accent)}${swatch(206, p.shape)}${swatch(302, p.bg)}${bar(460, 96, 120, 16, MUTED)}<path d="M460 272H750M460 172H750" stroke="${p.accent2}" stroke-opacity="0.5" stroke-width="4" stroke-dasharray="10 10"/><path d="M460 222H750" stroke="${MUTED}" stroke-opacity="0.6" stroke-width="4" stroke-dasharray="10 10"/><path d="M464 272l48-100 48 100z" fill="${p.accent}"/><circle cx="624" cy="222" r="50" fill="${p.accent}"/><rect x="694" y="172" width="56" height="100" rx="10" fill="${p.accent2}"/>${bar(460, 318, 230, 26, p.accent)}${bar(460, 362, 180, 18, MUTED)}${bar(460, 396, 250, 12)}${bar(460, 420, 220, 12)}${card(810, 60, 320, 186, 20, p.accent)}${brandMark(884, 156, 46, p.accent2, WHITE)}${bar(962, 126, 130, 18, WHITE)}${bar(962, 158, 90, 12, MUTED)}${card(810, 274, 320, 186, 20)}${brandMark(850, 312, 22, p.accent2, p.accent)}${bar(846, 364, 150, 18, p.accent)}${bar(846, 396, 110, 12, MUTED)}${bar(846, 420, 170, 12)}<path d="M1070 274h40a20 20 0 0 1 20 20v146a20 20 0 0 1-20 20h-40z" fill="${p.accent2}"/>${pages}`
    },
    alt: 'Illustration: an open brand guidelines book with the colour palette on one page and the typeface specimen on the other, the business card front and back, and a row of guideline pages',
  },
  'voice-over': {
    // A studio microphone in its shock mount behind a pop filter, the take being recorded as a
    // waveform, and the list of takes with their lengths, the chosen one ticked.
    scene: (p) => {
      const take = (y: number, time: string, chosen: boolean, seed: number) =>
        `${chosen ? `<rect x="494" y="${y - 38}" width="612" height="76" rx="18" fill="${p.bg}" stroke="${p.accent}" stroke-width="3"/>` : ''}${play(540, y, 24, chosen ? p.accent : LINE, chosen ? WHITE : MUTED)}${wave(588, y, 26, 12, 44, chosen ? p.accent : MUTED, 5, seed)}${chosen ? tick(926, y, 22) : ''}${figure(1086, y + 15, time, { size: 40, anchor: 'end', fill: chosen ? INK : MUTED })}`
      return `<circle cx="262" cy="330" r="214" fill="${WHITE}" fill-opacity="0.7"/><path d="M262 470V560M190 585h144" stroke="${INK}" stroke-width="16" stroke-linecap="round"/><path d="M178 300v56a84 84 0 0 0 168 0v-56" fill="none" stroke="${INK}" stroke-width="12" stroke-linecap="round"/><path d="M262 440v34" stroke="${INK}" stroke-width="14"/><rect x="200" y="110" width="124" height="300" rx="62" fill="${p.accent}"/><rect x="200" y="110" width="124" height="170" rx="62" fill="${INK}"/><path d="M222 150h80M214 184h96M214 218h96M214 252h96" stroke="${MUTED}" stroke-width="5" stroke-linecap="round"/><rect x="196" y="276" width="132" height="18" rx="9" fill="${p.accent2}"/><circle cx="262" cy="372" r="10" fill="${WHITE}"/><ellipse cx="118" cy="214" rx="38" ry="92" fill="${p.shape}" fill-opacity="0.6" stroke="${INK}" stroke-width="6"/><path d="M118 306q24 60 82 72" fill="none" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>${card(470, 60, 660, 260)}<circle cx="518" cy="110" r="20" fill="#fee2e2"/><circle cx="518" cy="110" r="11" fill="#ef4444"/>${bar(556, 103, 160, 14, MUTED)}${[0, 1, 2, 3, 4, 5, 6].map((k) => `<rect x="${920 + k * 24}" y="96" width="14" height="28" rx="4" fill="${k < 4 ? GREEN : k < 6 ? '#f59e0b' : LINE}"/>`).join('')}<rect x="506" y="156" width="588" height="132" rx="16" fill="${p.bg}"/>${wave(530, 222, 40, 12, 104, p.accent, 6, 3)}<path d="M1018 222H1074" stroke="${MUTED}" stroke-width="5" stroke-linecap="round" stroke-dasharray="1 12"/><path d="M1006 150V294" stroke="#ef4444" stroke-width="5"/><circle cx="1006" cy="150" r="10" fill="#ef4444"/>${card(470, 356, 660, 259)}${take(414, '0:30', true, 5)}${take(490, '0:31', false, 8)}${take(566, '0:29', false, 11)}`
    },
    alt: 'Illustration: a studio microphone in its shock mount behind a pop filter, a take being recorded as a waveform, and a list of three takes of about 30 seconds with the chosen one ticked',
  },
  animation: {
    // A stage where a shape travels a dotted motion path, turning as it goes (its earlier frames
    // fading behind it), the easing curve with its handles, and the timeline's keyframes under it.
    scene: (p) => {
      const at = (t: number): [number, number] => {
        const u = 1 - t
        const b = (a: number, c1: number, c2: number, d: number) =>
          u * u * u * a + 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t * d
        return [b(180, 360, 440, 640), b(290, 290, 150, 150)]
      }
      const box = (t: number, opacity: number, s: number) => {
        const [x, y] = at(t)
        return `<rect x="${(x - s / 2).toFixed(1)}" y="${(y - s / 2).toFixed(1)}" width="${s}" height="${s}" rx="${s * 0.24}" fill="url(#accent)" fill-opacity="${opacity}" transform="rotate(${Math.round(t * 90)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`
      }
      const key = (x: number, y: number, fill: string) =>
        `<rect x="${x - 12}" y="${y - 12}" width="24" height="24" rx="4" fill="${fill}" stroke="${p.accent}" stroke-width="4" transform="rotate(45 ${x} ${y})"/>`
      const row = (y: number, colour: string, keys: number[], w: number) =>
        `<rect x="100" y="${y - 12}" width="24" height="24" rx="6" fill="${colour}"/>${bar(138, y - 7, w, 14, MUTED)}<rect x="${keys[0]}" y="${y - 10}" width="${keys[keys.length - 1]! - keys[0]!}" height="20" rx="10" fill="${p.shape}" fill-opacity="0.7"/>${keys.map((k, i) => key(k, y, i === keys.length - 1 ? p.accent : WHITE)).join('')}`
      const ticks = Array.from(
        { length: 21 },
        (_, i) => `M${300 + i * 40} ${i % 4 ? 434 : 422}V444`,
      ).join('')
      return `${card(70, 60, 690, 310)}<rect x="100" y="90" width="630" height="250" rx="16" fill="${p.bg}"/><path d="M180 290C360 290 440 150 640 150" fill="none" stroke="${p.accent}" stroke-opacity="0.6" stroke-width="6" stroke-linecap="round" stroke-dasharray="0.1 18"/><path d="M640 150H540" stroke="${p.accent2}" stroke-width="4"/><circle cx="540" cy="150" r="11" fill="${WHITE}" stroke="${p.accent2}" stroke-width="4"/>${box(0, 0.12, 64)}${box(0.33, 0.22, 64)}${box(0.66, 0.4, 64)}${box(1, 1, 76)}${card(800, 60, 330, 310)}${bar(836, 92, 110, 14, MUTED)}<path d="M848 330V128M848 330H1094" stroke="${LINE}" stroke-width="4" stroke-linecap="round"/><path d="M856 322C958 322 986 136 1088 136V322z" fill="url(#fade)"/><path d="M856 322H958M1088 136H986" stroke="${p.accent2}" stroke-width="4"/><path d="M856 322C958 322 986 136 1088 136" fill="none" stroke="${p.accent}" stroke-width="7" stroke-linecap="round"/><circle cx="958" cy="322" r="12" fill="${WHITE}" stroke="${p.accent2}" stroke-width="5"/><circle cx="986" cy="136" r="12" fill="${WHITE}" stroke="${p.accent2}" stroke-width="5"/><circle cx="856" cy="322" r="9" fill="${p.accent}"/><circle cx="1088" cy="136" r="9" fill="${p.accent}"/>${card(70, 400, 1060, 215)}${play(116, 434, 22, p.accent)}<path d="${ticks}" stroke="${MUTED}" stroke-width="4" stroke-linecap="round"/>${row(486, p.accent, [340, 620, 900], 110)}${row(532, p.accent2, [420, 700], 80)}${row(578, p.shape, [300, 540, 780, 1020], 120)}<path d="M660 434V598" stroke="${p.accent2}" stroke-width="5"/><path d="M646 414h28v16l-14 14-14-14z" fill="${p.accent2}"/>`
    },
    alt: 'Illustration: a shape moving along a dotted motion path and turning as it goes, an ease-in-out curve with its handles, and a timeline of keyframes on three layers with the playhead',
  },
  'video-editing': {
    // An editor: the clips' bin, the frame in the viewer, the tracks of video, titles and sound
    // with the playhead across them; the export done and the finished video ready to play.
    scene: (p) => {
      const frame = (x: number, y: number, w: number, h: number, r: number) =>
        `<clipPath id="f${x}-${y}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}"/></clipPath><g clip-path="url(#f${x}-${y})"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${p.shape}"/><circle cx="${x + w * 0.72}" cy="${y + h * 0.3}" r="${h * 0.12}" fill="${p.accent2}"/><path d="M${x} ${y + h}V${y + h * 0.7}L${x + w * 0.3} ${y + h * 0.4}L${x + w * 0.55} ${y + h * 0.66}L${x + w * 0.72} ${y + h * 0.52}L${x + w} ${y + h * 0.8}V${y + h}z" fill="${p.accent}"/><path d="M${x} ${y + h}V${y + h * 0.86}Q${x + w * 0.5} ${y + h * 0.7} ${x + w} ${y + h * 0.9}V${y + h}z" fill="${INK}" fill-opacity="0.5"/></g>`
      const clip = (x: number, y: number, w: number, h: number, fill: string) =>
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${fill}"/>`
      return `${browser(70, 60, 770, 555)}${frame(94, 136, 136, 76, 10)}${frame(94, 228, 136, 76, 10)}<rect x="94" y="228" width="136" height="76" rx="10" fill="none" stroke="${p.accent2}" stroke-width="5"/>${frame(94, 320, 136, 76, 10)}${frame(254, 136, 562, 260, 14)}${play(535, 266, 40, WHITE, p.accent)}<path d="M94 426H816" stroke="${LINE}" stroke-width="4"/>${clip(94, 444, 190, 40, p.accent)}${clip(294, 444, 250, 40, p.accent)}${clip(554, 444, 262, 40, p.accent)}${[110, 310, 570].map((x) => bar(x, 458, 70, 12, WHITE)).join('')}${clip(380, 498, 240, 32, p.accent2)}${bar(396, 508, 90, 12, WHITE)}${clip(94, 544, 722, 48, p.bg)}${wave(110, 568, 59, 12, 34, p.accent, 5, 2)}<path d="M470 420V600" stroke="#ef4444" stroke-width="5"/><path d="M458 408h24v14l-12 12-12-12z" fill="#ef4444"/>${card(880, 60, 250, 260)}<circle cx="1005" cy="156" r="62" fill="none" stroke="#dcfce7" stroke-width="16"/><path d="M1005 94a62 62 0 1 1 -0.1 0" fill="none" stroke="${GREEN}" stroke-width="16"/><path d="M1005 128v50M985 160l20 20 20-20" fill="none" stroke="${GREEN}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>${figure(1005, 284, '100%', { size: 44, anchor: 'middle' })}${card(880, 350, 250, 265)}${frame(904, 374, 202, 124, 14)}${play(1005, 436, 28, WHITE, p.accent)}<rect x="1006" y="510" width="100" height="52" rx="12" fill="${INK}"/>${figure(1056, 550, '3:42', { size: 40, fill: WHITE, anchor: 'middle' })}${bar(904, 518, 84, 14, MUTED)}${bar(904, 544, 60, 12)}${bar(904, 582, 202, 10, LINE)}${bar(904, 582, 64, 10, p.accent)}<circle cx="962" cy="587" r="11" fill="${p.accent}"/>`
    },
    alt: 'Illustration: a video editor with its clips, the frame in the viewer and a timeline of video, title and sound tracks under the playhead, an export finished at 100% and the 3:42 video ready to play',
  },
  'podcast-editing': {
    // Two speakers' tracks, each talking in turn, the hiss cleaned out of a recording, and the
    // episode published in a player.
    scene: (p) => {
      const person = (cx: number, cy: number, fill: string) =>
        `<circle cx="${cx}" cy="${cy}" r="34" fill="${fill}"/><circle cx="${cx}" cy="${cy - 8}" r="11" fill="${WHITE}"/><path d="M${cx - 18} ${cy + 22}a18 16 0 0 1 36 0z" fill="${WHITE}"/>`
      const speech = (
        x0: number,
        y: number,
        runs: [number, number][],
        colour: string,
        seed: number,
      ) =>
        runs
          .map(([a, b], k) => wave(x0 + a * 12, y, b - a, 12, 66, colour, 6, seed + k * 2))
          .join('')
      return `${card(70, 60, 1060, 320)}${play(112, 104, 22, p.accent)}${bar(150, 97, 150, 14, MUTED)}<path d="M226 140H1094" stroke="${LINE}" stroke-width="4"/>${person(134, 206, p.accent)}<rect x="196" y="166" width="898" height="80" rx="16" fill="${p.bg}"/>${speech(
        214,
        206,
        [
          [0, 18],
          [42, 52],
        ],
        p.accent,
        1,
      )}${person(134, 316, p.accent2)}<rect x="196" y="276" width="898" height="80" rx="16" fill="#fff1f2"/>${speech(
        214,
        316,
        [
          [20, 40],
          [54, 73],
        ],
        p.accent2,
        4,
      )}<path d="M690 150V370" stroke="${INK}" stroke-width="4"/><circle cx="690" cy="150" r="9" fill="${INK}"/>${card(70, 420, 500, 195)}<rect x="102" y="452" width="180" height="130" rx="14" fill="#f1f5f9"/><rect x="112" y="497" width="160" height="40" rx="8" fill="${p.accent2}" fill-opacity="0.18"/><path d="${Array.from(
        { length: 14 },
        (_, i) => {
          const h = Math.round(40 + 56 * level(i, 7))
          return `M${124 + i * 11} ${517 - h / 2}v${h}`
        },
      ).join(
        '',
      )}" stroke="${MUTED}" stroke-width="5" stroke-linecap="round"/><path d="M304 517h40m-16-16 16 16-16 16" fill="none" stroke="${INK}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><rect x="364" y="452" width="180" height="130" rx="14" fill="${p.bg}"/>${speech(
        380,
        517,
        [
          [0, 5],
          [9, 14],
        ],
        p.accent,
        7,
      )}<path d="M440 517h20" stroke="${p.accent}" stroke-width="6" stroke-linecap="round"/>${tick(538, 452, 22)}${card(610, 420, 520, 195)}<rect x="638" y="446" width="140" height="140" rx="18" fill="url(#accent)"/><rect x="690" y="472" width="36" height="60" rx="18" fill="${WHITE}"/><path d="M680 520a28 28 0 0 0 56 0M708 548v14" fill="none" stroke="${WHITE}" stroke-width="6" stroke-linecap="round"/>${bar(806, 458, 170, 18, INK)}${bar(806, 490, 120, 14, MUTED)}${figure(1098, 488, '42:10', { size: 40, anchor: 'end', fill: MUTED })}${bar(806, 522, 292, 10)}${bar(806, 522, 120, 10, p.accent)}<circle cx="926" cy="527" r="12" fill="${p.accent}"/><path d="M856 570l22-14v28zM878 570l22-14v28zM1048 570l-22-14v28zM1026 570l-22-14v28z" fill="${MUTED}" stroke="${MUTED}" stroke-width="4" stroke-linejoin="round"/>${play(952, 570, 30, p.accent)}`
    },
    alt: 'Illustration: two speakers’ tracks talking in turn, a noisy recording cleaned into clear speech, and the 42-minute episode published in a podcast player',
  },
}
