/**
 * Device frames and the small interface parts the case-study mock-ups are built from: plain HTML
 * and CSS strings, rendered once to WebP by `render.ts`. Nothing here runs on the site.
 */

export interface Palette {
  /** The product's brand colour. */
  accent: string
  /** A second colour for charts and highlights. */
  accent2: string
  /** The backdrop behind the devices: two soft colours. */
  backdrop: [string, string]
  /** A dark interface (wallet, streaming) instead of a light one. */
  dark?: boolean
}

/** The way a scene reads: a right-to-left scene mirrors its layout and its devices. */
export type Direction = 'ltr' | 'rtl'

export const BASE_CSS = /* css */ `
@font-face { font-family: Inter; src: url('INTER_URL') format('woff2'); font-weight: 100 900; }
* { box-sizing: border-box; margin: 0; padding: 0; }
html, body { width: 1200px; height: 675px; overflow: hidden; }
body { font-family: Inter, 'Liberation Sans', sans-serif; color: #0f172a; -webkit-font-smoothing: antialiased; }
.stage { position: relative; width: 1200px; height: 675px; overflow: hidden; }
.blob { position: absolute; border-radius: 50%; filter: blur(60px); opacity: .55; }
.device { position: absolute; }
.browser { background: #fff; border-radius: 14px; overflow: hidden; box-shadow: 0 40px 80px -20px rgba(15,23,42,.45), 0 0 0 1px rgba(15,23,42,.08); display: flex; flex-direction: column; }
.browser .bar { height: 34px; flex: none; background: #f1f5f9; display: flex; align-items: center; gap: 7px; padding: 0 14px; border-bottom: 1px solid #e2e8f0; }
.browser .bar i { width: 10px; height: 10px; border-radius: 50%; display: block; }
.browser .bar .url { margin-left: 18px; flex: 1; max-width: 360px; height: 20px; border-radius: 10px; background: #fff; border: 1px solid #e2e8f0; font-size: 10.5px; color: #64748b; display: flex; align-items: center; padding-left: 10px; }
.browser .screen, .laptop .screen, .phone .screen { position: relative; flex: 1; overflow: hidden; }
.laptop .lid { background: #0b1120; border-radius: 18px 18px 4px 4px; padding: 14px 14px 18px; box-shadow: 0 40px 80px -24px rgba(15,23,42,.55); }
.laptop .lid .screen { border-radius: 4px; height: 100%; background: #fff; display: flex; flex-direction: column; }
.laptop .base { height: 16px; margin: 0 -60px; background: linear-gradient(#e2e8f0, #94a3b8); border-radius: 0 0 18px 18px; position: relative; }
.laptop .base:after { content: ''; position: absolute; left: 50%; top: 0; width: 120px; margin-left: -60px; height: 7px; background: #cbd5e1; border-radius: 0 0 8px 8px; }
.phone { background: #0b1120; border-radius: 38px; padding: 10px; box-shadow: 0 40px 70px -18px rgba(15,23,42,.55), inset 0 0 0 2px #334155; }
.phone .screen { border-radius: 29px; height: 100%; background: #fff; display: flex; flex-direction: column; }
.phone .island { position: absolute; top: 9px; left: 50%; width: 70px; margin-left: -35px; height: 20px; background: #0b1120; border-radius: 12px; z-index: 5; }
.phone .status { height: 36px; flex: none; display: flex; justify-content: space-between; align-items: center; padding: 4px 22px 0; font-size: 11px; font-weight: 600; }
.row { display: flex; align-items: center; }
.col { display: flex; flex-direction: column; }
.muted { color: #64748b; }
.pill { display: inline-flex; align-items: center; border-radius: 999px; padding: 3px 9px; font-size: 10px; font-weight: 600; }
.card { background: #fff; border-radius: 12px; box-shadow: 0 1px 2px rgba(15,23,42,.06), 0 0 0 1px rgba(15,23,42,.06); }
.dark .card { background: #1e293b; box-shadow: 0 0 0 1px rgba(255,255,255,.06); }
.dark { color: #e2e8f0; }
.dark .muted { color: #94a3b8; }
.line { height: 7px; border-radius: 4px; background: #e2e8f0; }
.dark .line { background: #334155; }
.av { border-radius: 50%; flex: none; display: inline-flex; align-items: center; justify-content: center; color: #fff; font-weight: 700; }
.tabbar { flex: none; height: 52px; border-top: 1px solid #e2e8f0; display: flex; justify-content: space-around; align-items: center; padding-bottom: 6px; }
.dark .tabbar { border-color: #1e293b; }
.tabbar i { width: 18px; height: 18px; border-radius: 6px; background: #cbd5e1; display: block; }
.dark .tabbar i { background: #334155; }
`

/**
 * Added to `BASE_CSS` for a right-to-left scene (none of it reaches a left-to-right one): Noto Sans
 * Arabic, the face of the site's Arabic pages, for the Arabic letters only (its ranges), so that
 * figures, prices and Latin names stay in Inter; lines a little taller than Inter's, as Arabic
 * letters stand taller (marks above and below); the address bar's field on the mirrored side.
 */
export const RTL_CSS = /* css */ `
@font-face { font-family: 'Noto Sans Arabic'; src: url('ARABIC_URL') format('woff2'); font-weight: 100 900; unicode-range: U+0600-06FF, U+0750-077F, U+0870-08FF, U+200C-200F, U+FB50-FDFF, U+FE70-FEFF; }
.stage[dir="rtl"] { font-family: 'Noto Sans Arabic', Inter, 'Liberation Sans', sans-serif; line-height: 1.3; }
.stage[dir="rtl"] .browser .bar .url { margin-left: 0; margin-right: 18px; padding-left: 0; padding-right: 10px; }
`

/** Merges a second `style` attribute of a tag into its first (a browser ignores the second). */
export function mergeStyles(html: string) {
  const twice = /(<[^>]*?)style="([^"]*)"([^>]*?)\sstyle="([^"]*)"/g
  let out = html
  while (twice.test(out)) out = out.replace(twice, '$1style="$2;$4"$3')
  return out
}

/** The language of a scene's words and the way it reads (none on an English scene). */
export interface SceneLanguage {
  lang: string
  dir: Direction
}

export function stage(palette: Palette, body: string, language?: SceneLanguage) {
  const [a, b] = palette.backdrop
  const attributes = language ? ` lang="${language.lang}" dir="${language.dir}"` : ''
  return mergeStyles(`<div class="stage"${attributes} style="background: linear-gradient(135deg, ${a}, ${b})">
  <div class="blob" style="width:520px;height:520px;left:-120px;top:-160px;background:${palette.accent};opacity:.22"></div>
  <div class="blob" style="width:460px;height:460px;right:-100px;bottom:-180px;background:${palette.accent2};opacity:.25"></div>
  ${body}
</div>`)
}

type Box = { left: number; top: number; width: number; height: number }

/** A device's place on the 1200-px stage; a right-to-left scene has it on the mirrored side. */
const position = (box: Box, dir: Direction = 'ltr') =>
  `left:${dir === 'rtl' ? 1200 - box.left - box.width : box.left}px;top:${box.top}px;width:${box.width}px;height:${box.height}px`

export function browser(
  box: Box,
  url: string,
  content: string,
  dark = false,
  dir: Direction = 'ltr',
) {
  // An address reads left to right on a mirrored bar too.
  const address = dir === 'rtl' ? `<bdi dir="ltr">${url}</bdi>` : url
  return `<div class="device browser${dark ? ' dark' : ''}" style="${position(box, dir)}${dark ? ';background:#0f172a' : ''}">
  <div class="bar"${dark ? ' style="background:#1e293b;border-color:#0f172a"' : ''}><i style="background:#f87171"></i><i style="background:#fbbf24"></i><i style="background:#34d399"></i><span class="url"${dark ? ' style="background:#0f172a;border-color:#334155;color:#94a3b8"' : ''}>${address}</span></div>
  <div class="screen">${content}</div>
</div>`
}

export function laptop(box: Box, content: string, dark = false, dir: Direction = 'ltr') {
  return `<div class="device laptop" style="${position(box, dir)}">
  <div class="lid" style="height:${box.height - 16}px"><div class="screen${dark ? ' dark' : ''}"${dark ? ' style="background:#0f172a"' : ''}>${content}</div></div>
  <div class="base"></div>
</div>`
}

/** A phone; in a right-to-left scene it stands on the mirrored side, tilted the other way. */
export function phone(box: Box, content: string, dark = false, rotate = 0, dir: Direction = 'ltr') {
  const tilt = dir === 'rtl' ? -rotate : rotate
  return `<div class="device phone" style="${position(box, dir)}${tilt ? `;transform:rotate(${tilt}deg)` : ''}">
  <div class="screen${dark ? ' dark' : ''}"${dark ? ' style="background:#0b1220"' : ''}><span class="island"></span>
  <div class="status"><span>9:41</span><span style="letter-spacing:2px">▪▪ ▮</span></div>
  ${content}</div>
</div>`
}

/** A smooth line chart as inline SVG, from values between 0 and 1. */
export function sparkline(
  values: number[],
  {
    width,
    height,
    color,
    fill = true,
  }: { width: number; height: number; color: string; fill?: boolean },
) {
  const step = width / (values.length - 1)
  const points = values.map((v, i) => [i * step, height - v * (height - 6) - 3] as const)
  const d = points
    .map(([x, y], i) => {
      if (i === 0) return `M${x.toFixed(1)} ${y.toFixed(1)}`
      const [px, py] = points[i - 1]!
      const cx = (px + x) / 2
      return `C${cx.toFixed(1)} ${py.toFixed(1)} ${cx.toFixed(1)} ${y.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)}`
    })
    .join(' ')
  const id = `g${color.replace('#', '')}${width}`
  return `<svg width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" style="display:block"><defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}" stop-opacity=".28"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></linearGradient></defs>${fill ? `<path d="${d} L${width} ${height} L0 ${height}Z" fill="url(#${id})"/>` : ''}<path d="${d}" fill="none" stroke="${color}" stroke-width="2.4" stroke-linecap="round"/></svg>`
}

/** Vertical bars from values between 0 and 1. */
export function bars(
  values: number[],
  {
    height,
    color,
    gap = 6,
    highlight,
  }: { height: number; color: string; gap?: number; highlight?: number },
) {
  return `<div class="row" style="align-items:flex-end;gap:${gap}px;height:${height}px">${values
    .map(
      (v, i) =>
        `<span style="flex:1;height:${Math.round(v * height)}px;border-radius:4px;background:${color};opacity:${i === highlight ? 1 : 0.35}"></span>`,
    )
    .join('')}</div>`
}

/** A ring progress indicator. */
export function ring(
  value: number,
  {
    size,
    color,
    track = '#e2e8f0',
    stroke = 10,
    label = '',
  }: { size: number; color: string; track?: string; stroke?: number; label?: string },
) {
  const r = (size - stroke) / 2
  const c = 2 * Math.PI * r
  return `<div style="position:relative;width:${size}px;height:${size}px"><svg width="${size}" height="${size}" style="transform:rotate(-90deg)"><circle cx="${size / 2}" cy="${size / 2}" r="${r}" fill="none" stroke="${track}" stroke-width="${stroke}"/><circle cx="${size / 2}" cy="${size / 2}" r="${r}" fill="none" stroke="${color}" stroke-width="${stroke}" stroke-linecap="round" stroke-dasharray="${(c * value).toFixed(1)} ${c.toFixed(1)}"/></svg><div style="position:absolute;inset:0;display:flex;align-items:center;justify-content:center;flex-direction:column">${label}</div></div>`
}

export const avatar = (initials: string, color: string, size = 28) =>
  `<span class="av" style="width:${size}px;height:${size}px;background:${color};font-size:${Math.round(size * 0.38)}px">${initials}</span>`

/** A picture stand-in: a soft gradient tile with a simple object drawn on it. */
export function tile(
  colors: [string, string],
  object: string,
  { width, height, radius = 10 }: { width: number | string; height: number; radius?: number },
) {
  const w = typeof width === 'number' ? `${width}px` : width
  return `<div style="width:${w};height:${height}px;border-radius:${radius}px;background:linear-gradient(145deg,${colors[0]},${colors[1]});display:flex;align-items:center;justify-content:center;overflow:hidden;flex:none">${object}</div>`
}

/** Simple objects for picture tiles, as inline SVG. */
export const objects = {
  lamp: (c: string) =>
    `<svg width="60%" height="70%" viewBox="0 0 60 80"><path d="M16 8h28l10 26H6z" fill="${c}"/><rect x="28" y="34" width="4" height="34" fill="#475569"/><ellipse cx="30" cy="72" rx="16" ry="5" fill="#475569"/></svg>`,
  vase: (c: string) =>
    `<svg width="50%" height="70%" viewBox="0 0 50 80"><path d="M17 6h16v10c10 8 14 20 12 36-2 16-10 24-20 24S7 68 5 52C3 36 7 24 17 16z" fill="${c}"/><path d="M18 30c6 3 10 3 14 0" stroke="#fff" stroke-opacity=".5" stroke-width="3" fill="none"/></svg>`,
  chair: (c: string) =>
    `<svg width="60%" height="70%" viewBox="0 0 60 80"><rect x="12" y="6" width="36" height="40" rx="10" fill="${c}"/><rect x="8" y="42" width="44" height="12" rx="6" fill="${c}" opacity=".85"/><path d="M14 54l-4 22M46 54l4 22" stroke="#475569" stroke-width="4" stroke-linecap="round"/></svg>`,
  mug: (c: string) =>
    `<svg width="55%" height="60%" viewBox="0 0 70 60"><rect x="8" y="10" width="40" height="44" rx="8" fill="${c}"/><path d="M48 20h6a10 10 0 0 1 0 20h-6" stroke="${c}" stroke-width="6" fill="none"/></svg>`,
  plant: (c: string) =>
    `<svg width="55%" height="75%" viewBox="0 0 60 80"><path d="M30 44C18 40 8 28 10 12c12 2 20 12 20 32zM30 44c12-4 22-16 20-32-12 2-20 12-20 32z" fill="${c}"/><path d="M30 44V20" stroke="${c}" stroke-width="3"/><path d="M14 46h32l-5 30H19z" fill="#f8fafc" opacity=".9"/></svg>`,
  bowl: (c: string) =>
    `<svg width="70%" height="60%" viewBox="0 0 80 60"><path d="M6 26h68c0 18-15 30-34 30S6 44 6 26z" fill="#fff" opacity=".95"/><circle cx="26" cy="22" r="9" fill="${c}"/><circle cx="42" cy="18" r="10" fill="#84cc16"/><circle cx="56" cy="23" r="8" fill="#f97316"/></svg>`,
  burger: () =>
    `<svg width="65%" height="60%" viewBox="0 0 80 60"><path d="M10 26c0-14 14-22 30-22s30 8 30 22z" fill="#f59e0b"/><rect x="8" y="28" width="64" height="7" rx="3" fill="#65a30d"/><rect x="10" y="36" width="60" height="9" rx="4" fill="#7c2d12"/><path d="M10 47h60c0 6-4 9-10 9H20c-6 0-10-3-10-9z" fill="#f59e0b"/></svg>`,
  pizza: () =>
    `<svg width="65%" height="65%" viewBox="0 0 70 70"><circle cx="35" cy="35" r="30" fill="#fbbf24"/><circle cx="35" cy="35" r="25" fill="#f97316"/><circle cx="25" cy="27" r="5" fill="#b91c1c"/><circle cx="44" cy="30" r="5" fill="#b91c1c"/><circle cx="33" cy="46" r="5" fill="#b91c1c"/></svg>`,
  house: (c: string) =>
    `<svg width="75%" height="75%" viewBox="0 0 100 70"><rect x="0" y="56" width="100" height="14" fill="#86efac" opacity=".8"/><path d="M18 30L50 8l32 22v30H18z" fill="#fff"/><path d="M12 32L50 4l38 28" stroke="${c}" stroke-width="6" fill="none" stroke-linejoin="round"/><rect x="44" y="40" width="12" height="20" fill="${c}"/><rect x="26" y="36" width="12" height="10" fill="#93c5fd"/><rect x="62" y="36" width="12" height="10" fill="#93c5fd"/></svg>`,
  mountain: () =>
    `<svg width="100%" height="100%" viewBox="0 0 120 70" preserveAspectRatio="xMidYMid slice"><circle cx="90" cy="18" r="9" fill="#fde68a"/><path d="M0 70L34 26l20 24 18-16 48 36z" fill="#0f766e"/><path d="M34 26l8 10-8 4-7-4z" fill="#fff"/></svg>`,
  play: () =>
    `<svg width="28%" height="28%" viewBox="0 0 40 40"><circle cx="20" cy="20" r="20" fill="#fff" opacity=".9"/><path d="M16 12l12 8-12 8z" fill="#0f172a"/></svg>`,
  person: (c: string) =>
    `<svg width="80%" height="90%" viewBox="0 0 80 90" preserveAspectRatio="xMidYMax meet"><rect x="34" y="38" width="12" height="18" fill="#f2c29b"/><circle cx="40" cy="30" r="16" fill="#fcd7b6"/><path d="M24 26c0-12 8-18 16-18s16 6 16 18c-4-6-10-8-16-8s-12 2-16 8z" fill="#1f2937"/><path d="M8 90c0-22 14-36 32-36s32 14 32 36z" fill="${c}"/></svg>`,
}
