/**
 * Editorial illustrations for service heroes: a flat composition of the topic's object (a
 * microphone for voice-overs, a funnel for funnels…) on a colour field, with no words, so a hero
 * never repeats the title printed beside it. Deterministic SVG, written by the seed. (The blog
 * posts' covers are product scenes of their own: blog-covers.ts.)
 */
import type { Artwork } from './artwork'

export interface EditorialPalette {
  bg: string
  shape: string
  accent: string
  accent2: string
}

export const PALETTES: EditorialPalette[] = [
  { bg: '#eef2ff', shape: '#c7d2fe', accent: '#4f46e5', accent2: '#f59e0b' },
  { bg: '#ecfeff', shape: '#a5f3fc', accent: '#0e7490', accent2: '#f43f5e' },
  { bg: '#fef9c3', shape: '#fde68a', accent: '#c2410c', accent2: '#2563eb' },
  { bg: '#fdf2f8', shape: '#fbcfe8', accent: '#be185d', accent2: '#0d9488' },
  { bg: '#ecfdf5', shape: '#a7f3d0', accent: '#047857', accent2: '#7c3aed' },
  { bg: '#f1f5f9', shape: '#cbd5e1', accent: '#1e293b', accent2: '#ef4444' },
  { bg: '#fff7ed', shape: '#fed7aa', accent: '#ea580c', accent2: '#4338ca' },
  { bg: '#f5f3ff', shape: '#ddd6fe', accent: '#6d28d9', accent2: '#10b981' },
]

const INK = '#0f172a'
const W = '#ffffff'

type Motif = (p: EditorialPalette) => string

/** Each motif is drawn in a 400 × 400 box. */
export const MOTIFS = {
  search: (p) =>
    `<rect x="20" y="70" width="300" height="250" rx="22" fill="${W}" stroke="${INK}" stroke-width="4"/><rect x="44" y="96" width="180" height="14" rx="7" fill="${p.shape}"/>${[
      0, 1, 2, 3,
    ]
      .map(
        (i) =>
          `<rect x="44" y="${136 + i * 44}" width="22" height="22" rx="6" fill="${i === 0 ? p.accent : p.shape}"/><rect x="78" y="${138 + i * 44}" width="${[190, 150, 170, 120][i]}" height="8" rx="4" fill="${i === 0 ? INK : '#94a3b8'}"/><rect x="78" y="${152 + i * 44}" width="${[120, 100, 130, 90][i]}" height="6" rx="3" fill="#cbd5e1"/>`,
      )
      .join(
        '',
      )}<circle cx="270" cy="250" r="78" fill="${p.accent2}" fill-opacity=".18" stroke="${INK}" stroke-width="12"/><path d="M326 306l58 58" stroke="${INK}" stroke-width="24" stroke-linecap="round"/><path d="M232 224a44 44 0 0 1 40-22" stroke="${W}" stroke-width="8" stroke-linecap="round" fill="none"/>`,
  target: (p) =>
    `${[150, 112, 74, 36].map((r, i) => `<circle cx="190" cy="210" r="${r}" fill="${i % 2 ? W : p.accent}" stroke="${INK}" stroke-width="4"/>`).join('')}<path d="M190 210L340 60" stroke="${INK}" stroke-width="8" stroke-linecap="round"/><path d="M326 40l32 4 4 32-22-6z" fill="${p.accent2}" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/><path d="M300 300l20 64 14-24 24 22 12-12-22-24 24-12z" fill="${W}" stroke="${INK}" stroke-width="5" stroke-linejoin="round"/>`,
  social: (p) =>
    `<rect x="110" y="30" width="180" height="340" rx="32" fill="${INK}"/><rect x="122" y="46" width="156" height="308" rx="22" fill="${W}"/><rect x="136" y="72" width="128" height="100" rx="12" fill="${p.shape}"/><circle cx="170" cy="110" r="14" fill="${p.accent2}"/><path d="M136 172l40-36 30 24 24-16 34 28z" fill="${p.accent}"/><rect x="136" y="186" width="90" height="8" rx="4" fill="#94a3b8"/><rect x="136" y="202" width="120" height="6" rx="3" fill="#cbd5e1"/><rect x="136" y="230" width="128" height="80" rx="12" fill="${p.shape}" fill-opacity=".5"/><g transform="translate(270 120)"><circle r="42" fill="${p.accent}"/><path d="M0 16c-22-14-26-26-18-34 6-6 14-4 18 4 4-8 12-10 18-4 8 8 4 20-18 34z" fill="${W}"/></g><g transform="translate(70 260)"><rect x="-50" y="-28" width="100" height="56" rx="28" fill="${p.accent2}" stroke="${INK}" stroke-width="4"/><circle cx="-20" cy="0" r="6" fill="${INK}"/><circle cx="0" cy="0" r="6" fill="${INK}"/><circle cx="20" cy="0" r="6" fill="${INK}"/></g>`,
  pen: (p) =>
    `<rect x="40" y="60" width="230" height="290" rx="14" fill="${W}" stroke="${INK}" stroke-width="4" transform="rotate(-6 155 205)"/>${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="70" y="${104 + i * 34}" width="${[170, 150, 165, 120, 160, 90][i]}" height="8" rx="4" fill="${i === 0 ? INK : '#cbd5e1'}" transform="rotate(-6 155 205)"/>`).join('')}<g transform="rotate(38 300 170)"><rect x="280" y="20" width="44" height="190" rx="10" fill="${p.accent}" stroke="${INK}" stroke-width="4"/><rect x="280" y="150" width="44" height="20" fill="${p.accent2}" stroke="${INK}" stroke-width="4"/><path d="M280 210h44l-22 70z" fill="${W}" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/><path d="M302 240v40" stroke="${INK}" stroke-width="3"/></g><path d="M120 360c40-30 80 20 120-10s70-10 90-30" stroke="${p.accent}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  mail: (p) =>
    `<rect x="100" y="70" width="200" height="150" rx="10" fill="${W}" stroke="${INK}" stroke-width="4"/><rect x="124" y="100" width="110" height="10" rx="5" fill="${p.accent}"/><rect x="124" y="124" width="150" height="7" rx="3.5" fill="#cbd5e1"/><rect x="124" y="140" width="130" height="7" rx="3.5" fill="#cbd5e1"/><path d="M60 180h280v170H60z" fill="${p.accent}" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/><path d="M60 180l140 100 140-100" fill="${p.shape}" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/><path d="M60 350l110-80M340 350l-110-80" stroke="${INK}" stroke-width="4"/><path d="M300 40l90-30-40 90-14-34z" fill="${p.accent2}" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/><path d="M250 70c20 0 30-10 50-20" stroke="${INK}" stroke-width="3" stroke-dasharray="6 8" fill="none"/>`,
  people: (p) =>
    `<circle cx="200" cy="200" r="130" fill="none" stroke="${INK}" stroke-width="3" stroke-dasharray="8 10"/>${[
      0, 1, 2, 3, 4, 5,
    ]
      .map((i) => {
        const a = (i / 6) * Math.PI * 2 - Math.PI / 2
        const x = 200 + Math.cos(a) * 130
        const y = 200 + Math.sin(a) * 130
        const fill = [p.accent, p.accent2, p.shape, p.accent, p.shape, p.accent2][i]
        return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)})"><circle r="34" fill="${fill}" stroke="${INK}" stroke-width="4"/><circle cy="-8" r="11" fill="${W}"/><path d="M-18 20c2-14 10-20 18-20s16 6 18 20" fill="${W}"/></g>`
      })
      .join(
        '',
      )}<g transform="translate(200 200)"><circle r="56" fill="${W}" stroke="${INK}" stroke-width="4"/><path d="M0-30l9 19 21 3-15 15 4 21-19-10-19 10 4-21-15-15 21-3z" fill="${p.accent2}" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/></g>`,
  layout: (p) =>
    `<rect x="30" y="50" width="340" height="300" rx="18" fill="${W}" stroke="${INK}" stroke-width="4"/><path d="M30 90h340" stroke="${INK}" stroke-width="4"/><circle cx="56" cy="70" r="7" fill="${p.accent2}"/><circle cx="78" cy="70" r="7" fill="${p.shape}"/><rect x="54" y="110" width="170" height="110" rx="10" fill="${p.accent}"/><rect x="240" y="110" width="106" height="50" rx="10" fill="${p.shape}"/><rect x="240" y="170" width="106" height="50" rx="10" fill="${p.shape}" fill-opacity=".6"/><rect x="54" y="236" width="90" height="90" rx="10" fill="${p.shape}" fill-opacity=".6"/><rect x="156" y="236" width="90" height="90" rx="10" fill="${p.accent2}" fill-opacity=".8"/><rect x="258" y="236" width="88" height="90" rx="10" fill="${p.shape}" fill-opacity=".6"/><path d="M300 300l18 56 12-20 22 20 10-10-20-22 20-12z" fill="${W}" stroke="${INK}" stroke-width="5" stroke-linejoin="round"/>`,
  code: (p) =>
    `<rect x="20" y="50" width="360" height="290" rx="18" fill="${INK}"/><circle cx="46" cy="74" r="7" fill="#f87171"/><circle cx="68" cy="74" r="7" fill="#fbbf24"/><circle cx="90" cy="74" r="7" fill="#34d399"/>${[
      [60, 70, p.accent2],
      [60, 120, '#94a3b8'],
      [90, 90, p.shape],
      [90, 140, '#94a3b8'],
      [90, 60, p.accent2],
      [60, 40, p.shape],
      [60, 150, '#94a3b8'],
    ]
      .map(
        ([x, w, c], i) =>
          `<rect x="${x}" y="${110 + i * 28}" width="${w}" height="10" rx="5" fill="${c}"/><rect x="${Number(x) + Number(w) + 10}" y="${110 + i * 28}" width="${[60, 40, 80, 30, 70, 50, 20][i]}" height="10" rx="5" fill="#475569"/>`,
      )
      .join(
        '',
      )}<g transform="translate(290 290)"><circle r="70" fill="${p.accent}" stroke="${INK}" stroke-width="4"/><path d="M-26-20l-22 20 22 20M26-20l22 20-22 20M8-30l-16 60" stroke="${W}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round" fill="none"/></g>`,
  bezier: (p) =>
    `<rect x="40" y="60" width="320" height="280" rx="18" fill="${W}" stroke="${INK}" stroke-width="4"/><path d="M60 300C120 120 260 340 340 120" stroke="${p.accent}" stroke-width="8" fill="none" stroke-linecap="round"/><path d="M60 300L120 120M340 120L280 330" stroke="#94a3b8" stroke-width="3"/><rect x="50" y="290" width="20" height="20" fill="${W}" stroke="${INK}" stroke-width="4"/><rect x="330" y="110" width="20" height="20" fill="${W}" stroke="${INK}" stroke-width="4"/><circle cx="120" cy="120" r="10" fill="${p.accent2}" stroke="${INK}" stroke-width="3"/><circle cx="280" cy="330" r="10" fill="${p.accent2}" stroke="${INK}" stroke-width="3"/><g transform="translate(210 40)"><rect x="-60" y="-24" width="120" height="48" rx="12" fill="${p.shape}" stroke="${INK}" stroke-width="4"/><circle cx="-32" r="10" fill="${p.accent}"/><rect x="-14" y="-5" width="56" height="10" rx="5" fill="${INK}"/></g>`,
  rocket: (p) =>
    `<path d="M200 30c60 50 70 150 40 220h-80c-30-70-20-170 40-220z" fill="${W}" stroke="${INK}" stroke-width="5" stroke-linejoin="round"/><circle cx="200" cy="130" r="26" fill="${p.shape}" stroke="${INK}" stroke-width="5"/><path d="M160 200l-46 40 10 50 44-40zM240 200l46 40-10 50-44-40z" fill="${p.accent}" stroke="${INK}" stroke-width="5" stroke-linejoin="round"/><path d="M170 250h60l-10 30h-40z" fill="${INK}"/><path d="M180 282c-6 30 6 60 20 90 14-30 26-60 20-90z" fill="${p.accent2}" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/><path d="M60 330c20-10 40-10 60 0M280 340c20-10 40-10 60 0M40 90h40M320 70h40" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>`,
  phone: (p) =>
    `<rect x="120" y="20" width="170" height="350" rx="32" fill="${INK}"/><rect x="132" y="36" width="146" height="318" rx="22" fill="${W}"/>${[
      0, 1, 2, 3, 4, 5, 6, 7, 8,
    ]
      .map(
        (i) =>
          `<rect x="${148 + (i % 3) * 42}" y="${70 + Math.floor(i / 3) * 46}" width="30" height="30" rx="9" fill="${[p.accent, p.accent2, p.shape][(i + Math.floor(i / 3)) % 3]}"/>`,
      )
      .join(
        '',
      )}<rect x="148" y="220" width="114" height="100" rx="14" fill="${p.shape}" fill-opacity=".6"/><path d="M162 300l26-30 20 16 16-12 24 26z" fill="${p.accent}"/><g transform="translate(320 100)"><circle r="38" fill="${p.accent2}" stroke="${INK}" stroke-width="4"/><path d="M-14 0l10 10 20-20" stroke="${W}" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g><g transform="translate(70 280)"><circle r="30" fill="${W}" stroke="${INK}" stroke-width="4"/><path d="M-10-10h20v20h-20z" fill="${p.accent}"/></g>`,
  bolt: (p) =>
    `<rect x="20" y="70" width="270" height="230" rx="18" fill="${W}" stroke="${INK}" stroke-width="4"/><path d="M20 110h270" stroke="${INK}" stroke-width="4"/><circle cx="44" cy="90" r="6" fill="${p.accent2}"/><rect x="44" y="130" width="150" height="14" rx="7" fill="${INK}"/><rect x="44" y="156" width="200" height="8" rx="4" fill="#cbd5e1"/><rect x="44" y="176" width="180" height="8" rx="4" fill="#cbd5e1"/><rect x="44" y="210" width="100" height="34" rx="17" fill="${p.accent}"/><rect x="240" y="150" width="120" height="220" rx="22" fill="${INK}"/><rect x="250" y="162" width="100" height="196" rx="14" fill="${p.shape}"/><path d="M310 190l-36 60h26l-10 50 40-66h-28z" fill="${p.accent2}" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/><path d="M160 320c30 30 60 30 80 10" stroke="${INK}" stroke-width="4" fill="none" stroke-dasharray="6 8"/>`,
  logo: (p) =>
    `<rect x="40" y="40" width="320" height="320" rx="10" fill="${W}" stroke="#94a3b8" stroke-width="2"/><path d="M40 200h320M200 40v320M40 40l320 320M360 40L40 360" stroke="#cbd5e1" stroke-width="2"/><circle cx="200" cy="200" r="120" fill="none" stroke="#94a3b8" stroke-width="2" stroke-dasharray="6 6"/><circle cx="160" cy="200" r="80" fill="${p.accent}" fill-opacity=".9"/><circle cx="240" cy="200" r="80" fill="${p.accent2}" fill-opacity=".75"/><path d="M200 131a80 80 0 0 1 0 138 80 80 0 0 1 0-138z" fill="${INK}"/><g fill="${W}" stroke="${INK}" stroke-width="3"><rect x="153" y="113" width="14" height="14"/><rect x="233" y="273" width="14" height="14"/><rect x="313" y="193" width="14" height="14"/></g>`,
  swatches: (p) =>
    `<g transform="rotate(-10 200 200)"><rect x="60" y="60" width="150" height="260" rx="16" fill="${p.accent}" stroke="${INK}" stroke-width="4"/><rect x="60" y="250" width="150" height="70" rx="0" fill="${W}" stroke="${INK}" stroke-width="4"/><rect x="78" y="270" width="70" height="9" rx="4" fill="${INK}"/><rect x="78" y="288" width="50" height="7" rx="3" fill="#94a3b8"/></g><g transform="rotate(6 200 200)"><rect x="170" y="50" width="150" height="260" rx="16" fill="${p.accent2}" stroke="${INK}" stroke-width="4"/><rect x="170" y="240" width="150" height="70" fill="${W}" stroke="${INK}" stroke-width="4"/><rect x="188" y="260" width="70" height="9" rx="4" fill="${INK}"/><rect x="188" y="278" width="50" height="7" rx="3" fill="#94a3b8"/></g><g transform="translate(320 330)"><circle r="46" fill="${W}" stroke="${INK}" stroke-width="4"/><text x="0" y="16" text-anchor="middle" font-family="Georgia, serif" font-size="44" font-weight="700" fill="${INK}">Aa</text></g>`,
  mic: (p) =>
    `<rect x="150" y="30" width="100" height="180" rx="50" fill="${p.accent}" stroke="${INK}" stroke-width="5"/>${[70, 100, 130, 160].map((y) => `<path d="M160 ${y}h80" stroke="${W}" stroke-opacity=".5" stroke-width="5"/>`).join('')}<path d="M120 150c0 60 36 96 80 96s80-36 80-96" fill="none" stroke="${INK}" stroke-width="8" stroke-linecap="round"/><path d="M200 246v70M150 330h100" stroke="${INK}" stroke-width="8" stroke-linecap="round"/>${[
      0, 1, 2, 3, 4, 5,
    ]
      .map((i) => {
        const h = [30, 60, 90, 50, 80, 40][i]!
        return `<rect x="${20 + i * 16}" y="${200 - h / 2}" width="8" height="${h}" rx="4" fill="${p.accent2}"/><rect x="${300 + i * 16}" y="${200 - h / 2}" width="8" height="${h}" rx="4" fill="${p.accent2}"/>`
      })
      .join('')}`,
  motion: (p) =>
    `<path d="M40 330h320" stroke="${INK}" stroke-width="4"/><path d="M50 80c40 0 60 250 100 250s50-170 90-170 50 170 80 170 30-80 50-80" fill="none" stroke="${INK}" stroke-width="3" stroke-dasharray="6 8"/>${[
      [50, 80, 0.3],
      [100, 230, 0.45],
      [150, 310, 0.6],
      [200, 190, 0.75],
      [240, 162, 0.9],
    ]
      .map(
        ([x, y, o]) =>
          `<circle cx="${x}" cy="${y}" r="22" fill="${p.accent}" fill-opacity="${o}"/>`,
      )
      .join(
        '',
      )}<ellipse cx="320" cy="318" rx="34" ry="22" fill="${p.accent}" stroke="${INK}" stroke-width="4"/><path d="M352 60l8 18 20 4-15 13 4 20-17-10-17 10 4-20-15-13 20-4z" fill="${p.accent2}" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/>${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${60 + i * 56} 360l10 12-10 12-10-12z" fill="${i === 3 ? p.accent2 : W}" stroke="${INK}" stroke-width="3"/>`).join('')}`,
  film: (p) =>
    `<rect x="30" y="40" width="340" height="190" rx="14" fill="${INK}"/><rect x="46" y="56" width="308" height="158" rx="8" fill="${p.shape}"/><circle cx="120" cy="110" r="22" fill="${p.accent2}"/><path d="M46 214l90-80 70 56 60-40 88 64z" fill="${p.accent}"/><circle cx="200" cy="135" r="28" fill="${W}" fill-opacity=".92"/><path d="M192 120l22 15-22 15z" fill="${INK}"/>${[
      0, 1, 2,
    ]
      .map(
        (t) =>
          `<rect x="30" y="${256 + t * 38}" width="340" height="28" rx="6" fill="${W}" stroke="${INK}" stroke-width="3"/>${[
            0, 1, 2,
          ]
            .map(
              (c) =>
                `<rect x="${40 + c * 110 + t * 18}" y="${262 + t * 38}" width="${[80, 60, 70][(c + t) % 3]}" height="16" rx="4" fill="${[p.accent, p.accent2, p.shape][(c + t) % 3]}"/>`,
            )
            .join('')}`,
      )
      .join(
        '',
      )}<path d="M250 244v136" stroke="#ef4444" stroke-width="4"/><path d="M242 240h16l-8 10z" fill="#ef4444"/>`,
  headphones: (p) =>
    `<path d="M80 230v-30c0-70 54-130 120-130s120 60 120 130v30" fill="none" stroke="${INK}" stroke-width="18" stroke-linecap="round"/><rect x="60" y="210" width="70" height="120" rx="30" fill="${p.accent}" stroke="${INK}" stroke-width="5"/><rect x="270" y="210" width="70" height="120" rx="30" fill="${p.accent}" stroke="${INK}" stroke-width="5"/>${Array.from(
      { length: 11 },
      (_, i) => {
        const h = [20, 50, 80, 40, 100, 60, 90, 30, 70, 45, 25][i]!
        return `<rect x="${146 + i * 10}" y="${270 - h / 2}" width="6" height="${h}" rx="3" fill="${p.accent2}"/>`
      },
    ).join('')}`,
  nodes: (p) =>
    `<path d="M110 110L290 110M110 110L200 290M290 110L200 290M110 110L60 250M290 110L340 250" stroke="${INK}" stroke-width="4"/><g transform="translate(200 290)"><ellipse rx="70" ry="22" cy="-40" fill="${p.accent}" stroke="${INK}" stroke-width="4"/><path d="M-70-40v70c0 12 31 22 70 22s70-10 70-22v-70" fill="${p.accent}" stroke="${INK}" stroke-width="4"/><path d="M-70-5c0 12 31 22 70 22s70-10 70-22" fill="none" stroke="${INK}" stroke-width="4"/></g>${[
      [110, 110, p.accent2],
      [290, 110, p.shape],
      [60, 250, p.shape],
      [340, 250, p.accent2],
    ]
      .map(
        ([x, y, c]) =>
          `<g transform="translate(${x} ${y})"><rect x="-38" y="-30" width="76" height="60" rx="14" fill="${c}" stroke="${INK}" stroke-width="4"/><circle cx="-14" cy="-6" r="8" fill="${W}"/><rect x="0" y="-10" width="24" height="8" rx="4" fill="${W}"/><rect x="-22" y="10" width="44" height="6" rx="3" fill="${W}"/></g>`,
      )
      .join('')}`,
  funnel: (p) =>
    `<path d="M40 70h320l-110 140v110l-60 40V210z" fill="${p.accent}" stroke="${INK}" stroke-width="5" stroke-linejoin="round"/><ellipse cx="200" cy="70" rx="160" ry="24" fill="${p.shape}" stroke="${INK}" stroke-width="5"/>${[
      [90, 30],
      [150, 16],
      [220, 36],
      [290, 20],
      [130, 50],
      [260, 48],
    ]
      .map(
        ([x, y], i) =>
          `<circle cx="${x}" cy="${y}" r="11" fill="${i % 2 ? p.accent2 : W}" stroke="${INK}" stroke-width="3"/>`,
      )
      .join(
        '',
      )}<circle cx="220" cy="384" r="13" fill="${p.accent2}" stroke="${INK}" stroke-width="3"/><path d="M300 300l40-40 30 30" stroke="${INK}" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="M350 250h24v24" stroke="${INK}" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  flow: (p) =>
    `<path d="M120 90h80v110h80M200 200v100h-80" stroke="${INK}" stroke-width="4" fill="none"/><g transform="translate(80 90)"><rect x="-60" y="-32" width="120" height="64" rx="32" fill="${p.accent}" stroke="${INK}" stroke-width="4"/><path d="M-12-12l24 12-24 12z" fill="${W}"/></g><g transform="translate(200 200)"><path d="M0-44L44 0 0 44-44 0z" fill="${p.accent2}" stroke="${INK}" stroke-width="4"/></g><g transform="translate(320 200)"><rect x="-56" y="-32" width="112" height="64" rx="14" fill="${W}" stroke="${INK}" stroke-width="4"/><path d="M-30-12h60v30h-60z" fill="${p.shape}"/><path d="M-30-12l30 18 30-18" fill="none" stroke="${INK}" stroke-width="3"/></g><g transform="translate(80 300)"><rect x="-56" y="-32" width="112" height="64" rx="14" fill="${W}" stroke="${INK}" stroke-width="4"/><circle cx="-20" r="12" fill="${p.accent}"/><rect x="0" y="-6" width="30" height="12" rx="6" fill="${p.shape}"/></g><g transform="translate(330 330)"><circle r="34" fill="${p.shape}" stroke="${INK}" stroke-width="4"/><path d="M-8-20v20l14 10" stroke="${INK}" stroke-width="5" fill="none" stroke-linecap="round"/></g>`,
  split: (p) =>
    `<rect x="30" y="80" width="150" height="230" rx="14" fill="${W}" stroke="${INK}" stroke-width="4"/><rect x="220" y="50" width="150" height="260" rx="14" fill="${W}" stroke="${INK}" stroke-width="4"/><rect x="48" y="100" width="114" height="70" rx="8" fill="${p.shape}"/><rect x="238" y="70" width="114" height="70" rx="8" fill="${p.shape}"/><rect x="48" y="270" width="80" height="24" rx="12" fill="#94a3b8"/><rect x="238" y="260" width="114" height="34" rx="17" fill="${p.accent}"/><rect x="48" y="186" width="100" height="8" rx="4" fill="#cbd5e1"/><rect x="238" y="156" width="100" height="8" rx="4" fill="#cbd5e1"/><g transform="translate(105 40)"><circle r="26" fill="${W}" stroke="${INK}" stroke-width="4"/><text y="10" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="28" font-weight="700" fill="${INK}">A</text></g><g transform="translate(330 360)"><circle r="30" fill="${p.accent2}" stroke="${INK}" stroke-width="4"/><text y="10" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="28" font-weight="700" fill="${INK}">B</text></g><path d="M60 370c60-10 120-40 160-110" stroke="${INK}" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M200 260l22-4 2 24" stroke="${INK}" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  dashboard: (p) =>
    `<rect x="20" y="40" width="360" height="320" rx="18" fill="${W}" stroke="${INK}" stroke-width="4"/><rect x="40" y="60" width="100" height="70" rx="10" fill="${p.accent}"/><rect x="150" y="60" width="100" height="70" rx="10" fill="${p.shape}"/><rect x="260" y="60" width="100" height="70" rx="10" fill="${p.shape}" fill-opacity=".6"/><rect x="52" y="74" width="40" height="8" rx="4" fill="${W}" fill-opacity=".7"/><rect x="52" y="94" width="64" height="16" rx="6" fill="${W}"/>${[
      0.5, 0.7, 0.4, 0.85, 0.6, 0.95, 0.75,
    ]
      .map(
        (v, i) =>
          `<rect x="${48 + i * 28}" y="${330 - v * 160}" width="18" height="${v * 160}" rx="5" fill="${i === 5 ? p.accent2 : p.accent}" fill-opacity="${i === 5 ? 1 : 0.75}"/>`,
      )
      .join(
        '',
      )}<g transform="translate(310 250)"><circle r="54" fill="none" stroke="${p.shape}" stroke-width="18"/><circle r="54" fill="none" stroke="${p.accent2}" stroke-width="18" stroke-dasharray="220 340" transform="rotate(-90)"/></g>`,
  chart: (p) =>
    `<rect x="20" y="40" width="320" height="260" rx="18" fill="${W}" stroke="${INK}" stroke-width="4"/><path d="M50 80v190h260" stroke="#94a3b8" stroke-width="3" fill="none"/><path d="M50 240C90 230 100 180 140 190s60-60 100-70 50-40 70-60" stroke="${p.accent}" stroke-width="7" fill="none" stroke-linecap="round"/><path d="M50 250C90 250 110 230 150 236s70-20 110-30 40-10 50-16" stroke="${p.accent2}" stroke-width="5" fill="none" stroke-dasharray="8 8" stroke-linecap="round"/>${[
      [140, 190],
      [240, 120],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="9" fill="${W}" stroke="${INK}" stroke-width="4"/>`,
      )
      .join(
        '',
      )}<circle cx="300" cy="300" r="56" fill="${p.shape}" fill-opacity=".5" stroke="${INK}" stroke-width="10"/><path d="M340 340l40 40" stroke="${INK}" stroke-width="18" stroke-linecap="round"/>`,
} satisfies Record<string, Motif>

export type MotifName = keyof typeof MOTIFS

/**
 * A 1200 × 675 composition: a colour field, a large backdrop shape chosen by `layout` and the
 * motif in the middle of it. `label` is its accessible name.
 */
export function editorial(
  path: string,
  motif: MotifName,
  { palette, layout, label }: { palette: EditorialPalette; layout: number; label: string },
): Artwork {
  const width = 1200
  const height = 675
  const p = palette
  // The motif in the middle (400 + 1.25 × 320 / 2 = 600): a cover is cut to a card's shape, a
  // hero's box and a share image's, and a motif on one side left the cards of /blogs and
  // /services lopsided, some cut at the top (an outside review, twice). What varies is the
  // backdrop behind it.
  const backdrop = [
    `<circle cx="600" cy="338" r="300" fill="${p.shape}"/>`,
    // A whole arch, clear of every edge: one that rose from the bottom edge read as cut off
    // where a hero's card ends (an outside review of /services/ppc).
    `<rect x="360" y="40" width="480" height="595" rx="240" fill="${p.shape}"/>`,
    `<rect x="360" y="98" width="480" height="480" rx="120" fill="${p.shape}" transform="rotate(45 600 338)"/>`,
    `<path d="M420 0h440L780 675H340z" fill="${p.shape}"/>`,
  ][layout % 4]!
  const place = { x: 400, y: 90, backdrop }
  // The motif on its backdrop and nothing else: the dot grid, ring and squiggle that once sat
  // beside every motif made all the covers read as one template (an outside review).
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label.replace(/[<>&"]/g, '')}"><rect width="${width}" height="${height}" fill="${p.bg}"/>${place.backdrop}<g transform="translate(${place.x} ${place.y}) scale(1.25)">${MOTIFS[motif](p)}</g></svg>\n`
  return { path, svg, width, height }
}

/** What each illustration shows: its alternative text, never the title printed beside it. */
export const MOTIF_DESCRIPTIONS: Record<MotifName, string> = {
  search:
    'Illustration: a magnifying glass over a list of search results, the first one highlighted',
  target:
    'Illustration: an arrow in the centre of a target, with a mouse pointer clicking beside it',
  social: 'Illustration: a phone showing a photo post, with a heart and a chat bubble floating out',
  pen: 'Illustration: a fountain pen writing across a page of text',
  mail: 'Illustration: an open envelope with a letter inside and a paper plane flying off',
  people: 'Illustration: a ring of people connected around a star',
  layout: 'Illustration: a web page wireframe of image and text blocks with a pointer',
  code: 'Illustration: a code editor window with a code-brackets badge',
  bezier: 'Illustration: a curve drawn with a pen tool, anchor points and handles on a canvas',
  rocket: 'Illustration: a rocket lifting off between clouds',
  phone: 'Illustration: a phone with a grid of app icons and a check-mark badge',
  bolt: 'Illustration: a web page beside a phone with a lightning bolt on its screen',
  logo: 'Illustration: a logo built from two overlapping circles on a construction grid',
  swatches: 'Illustration: two colour swatch cards and a type specimen',
  mic: 'Illustration: a studio microphone between two sound waves',
  motion: 'Illustration: a bouncing ball’s motion path with keyframes on a timeline',
  film: 'Illustration: a video frame above an editing timeline with three tracks and a playhead',
  headphones: 'Illustration: studio headphones around an audio waveform',
  nodes: 'Illustration: a database connected to four app cards',
  funnel: 'Illustration: dots falling into a funnel and one coming out, with a rising arrow',
  flow: 'Illustration: an automation flow from a trigger through a decision to an e-mail and a task',
  split: 'Illustration: two versions of a page side by side, A and B, with an arrow to the winner',
  dashboard: 'Illustration: a dashboard with metric tiles, a bar chart and a ring chart',
  chart: 'Illustration: a line chart of two trends with a magnifying glass over it',
}

/** The illustration of each service, by the service's icon in the catalogue. */
export const SERVICE_MOTIFS: Record<string, MotifName> = {
  search: 'search',
  target: 'target',
  share: 'social',
  pen: 'pen',
  mail: 'mail',
  users: 'people',
  layout: 'layout',
  code: 'code',
  figma: 'bezier',
  rocket: 'rocket',
  smartphone: 'phone',
  zap: 'bolt',
  badge: 'logo',
  palette: 'swatches',
  mic: 'mic',
  sparkles: 'motion',
  film: 'film',
  headphones: 'headphones',
  database: 'nodes',
  filter: 'funnel',
  workflow: 'flow',
  'trending-up': 'split',
  'bar-chart': 'dashboard',
  'line-chart': 'chart',
}
