/**
 * The in-article illustrations of the posts and case studies, one composition per subject (issue
 * 45: they were one browser/chart/phone template recoloured): a site crawled, indexed and ranked;
 * a web app beside a native one; a funnel; a CRM pipeline; the three Core Web Vitals gauges; the
 * banking app's two phones; the task board with a live cursor; the live player with its cameras
 * and chat; the trainer's rings and rep counter; the delivery map with its courier. Plain SVG,
 * deterministic, 1200 × 675, drawn like the section artwork (section-art.ts): labels inside are
 * the interface's own, never the heading beside the picture.
 *
 * Each composition takes its words and direction (`SubjectArt`), as the section artwork does: the
 * English ones are `SUBJECT_ART_WORDS`' (images/<folder>/<slug>-illustration.svg); a translation's
 * file is in a folder of its language, and a right-to-left one is the same composition mirrored
 * (rows, columns and arrows from the right), with its labels read from the right
 * (copy/ar/subject-art.ts). What keeps its own drawing (a dial, the activity rings, a keypad, a
 * check mark, a mouse pointer) is mirrored twice, so it only moves to its mirrored place.
 */
import { type Artwork, escapeXml } from './artwork'
import { arc, curve } from './svg-paths'
import { type Direction, ink, type Ink, type Label, labelsIn, twoWidths } from './section-art'

const W = 1200
const H = 675

/** Labels of what keeps its own drawing in every direction (a keypad): left to right. */
const plain = labelsIn(ink('ltr'), 18)

const bar = (x: number, y: number, w: number, h = 10, fill = '#e2e8f0') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}"/>`

/** A white card with a soft shadow. */
const card = (x: number, y: number, w: number, h: number, r = 18, fill = '#ffffff') =>
  `<rect x="${x}" y="${y + 10}" width="${w}" height="${h}" rx="${r}" fill="#0f172a" fill-opacity="0.08" filter="url(#soft)"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" stroke="#e2e8f0" stroke-width="2"/>`

/** A phone: dark body, white screen; returns the screen's inner origin too. */
const phone = (x: number, y: number, w: number, h: number, screen = '#ffffff') =>
  `<rect x="${x}" y="${y + 12}" width="${w}" height="${h}" rx="34" fill="#0f172a" fill-opacity="0.18" filter="url(#soft)"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="34" fill="#0f172a"/><rect x="${x + 10}" y="${y + 10}" width="${w - 20}" height="${h - 20}" rx="26" fill="${screen}"/><rect x="${x + w / 2 - 32}" y="${y + 18}" width="64" height="10" rx="5" fill="#0f172a"/>`

const browserFrame = (t: Label, x: number, y: number, w: number, h: number, address: string) =>
  `${card(x, y, w, h, 18)}<path d="M${x} ${y + 18}a18 18 0 0 1 18-18h${w - 36}a18 18 0 0 1 18 18v24H${x}z" fill="#f1f5f9"/><circle cx="${x + 24}" cy="${y + 21}" r="6" fill="#f87171"/><circle cx="${x + 44}" cy="${y + 21}" r="6" fill="#fbbf24"/><circle cx="${x + 64}" cy="${y + 21}" r="6" fill="#34d399"/><rect x="${x + 90}" y="${y + 10}" width="${Math.min(300, w - 120)}" height="22" rx="11" fill="#ffffff"/>${t(x + 104, y + 26, address, { size: 12, weight: 500, fill: '#64748b' })}`

const avatarDot = (t: Label, cx: number, cy: number, r: number, fill: string, letter: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" stroke="#ffffff" stroke-width="3"/>${t(cx, cy + r * 0.36, letter, { size: r, weight: 700, fill: '#ffffff', anchor: 'middle' })}`

const defs = (from: string, to: string, tint: string) =>
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint}"/><stop offset="1" stop-color="#f8fafc"/></linearGradient><filter id="soft" x="-20%" y="-20%" width="140%" height="160%"><feGaussianBlur stdDeviation="14"/></filter><pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.6" fill="#0f172a" fill-opacity="0.07"/></pattern></defs><rect width="${W}" height="${H}" fill="url(#bg)"/><rect width="${W}" height="${H}" fill="url(#dots)"/>`

const svg = (label: string, colours: [string, string, string], body: string, lang = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"${lang ? ` xml:lang="${lang}"` : ''} role="img" aria-label="${escapeXml(label)}">${defs(...colours)}${body}</svg>\n`

/** Technical SEO: a site's pages crawled (a tree with the crawler's path), indexed, ranked. */
function crawledIndexedRanked(w: SubjectWords['seo'], k: Ink) {
  const t = labelsIn(k, 18)
  const nodes: [number, number, string][] = [
    [250, 130, '/'],
    [130, 290, '/services'],
    [250, 290, '/blog'],
    [370, 290, '/about'],
    [90, 450, '/seo'],
    [180, 450, '/ppc'],
    [260, 450, '/guide'],
    [350, 450, '/team'],
  ]
  const edges = [
    [0, 1],
    [0, 2],
    [0, 3],
    [1, 4],
    [1, 5],
    [2, 6],
    [3, 7],
  ]
  const lines = edges
    .map(
      ([a, b]) =>
        `<path d="M${nodes[a!]![0]} ${nodes[a!]![1] + 26}V${(nodes[a!]![1] + nodes[b!]![1]) / 2}H${nodes[b!]![0]}V${nodes[b!]![1] - 26}" fill="none" stroke="#94a3b8" stroke-width="2.5" stroke-dasharray="2 7" stroke-linecap="round"/>`,
    )
    .join('')
  const pages = nodes
    .map(
      ([x, y, label], i) =>
        `<rect x="${x - 44}" y="${y - 26}" width="88" height="52" rx="10" fill="#ffffff" stroke="${i === 6 ? '#16a34a' : '#cbd5e1'}" stroke-width="2"/>${bar(x - 32, y - 14, 40, 6, '#cbd5e1')}${t(x - 32, y + 14, label, { size: 13, weight: 600, fill: '#334155' })}`,
    )
    .join('')
  // The crawler: a magnifier on the guide page.
  const crawler = `<circle cx="300" cy="404" r="20" fill="#ffffff" stroke="#16a34a" stroke-width="5"/><path d="M314 418l16 16" stroke="#16a34a" stroke-width="7" stroke-linecap="round"/>`
  const arrow = (x: number) =>
    `<path d="M${x} 300h44" stroke="#16a34a" stroke-width="4" stroke-linecap="round"/><path d="M${x + 36} 290l12 10-12 10" fill="none" stroke="#16a34a" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`
  const index = `${card(500, 150, 250, 300)}${t(524, 190, w.index, { size: 20, weight: 700 })}${t(726, 190, w.pages, { size: 13, weight: 600, fill: '#16a34a', anchor: 'end' })}${[
    0, 1, 2, 3, 4, 5,
  ]
    .map(
      (i) =>
        `<circle cx="534" cy="${226 + i * 36}" r="9" fill="#dcfce7"/>${k.flip(529, 540, `<path d="M529 ${226 + i * 36}l4 4 7-8" fill="none" stroke="#16a34a" stroke-width="2.5" stroke-linecap="round"/>`)}${bar(554, 221 + i * 36, 120 + ((i * 37) % 60), 9, '#e2e8f0')}`,
    )
    .join('')}`
  const results = `${card(850, 100, 290, 420)}<rect x="870" y="122" width="250" height="34" rx="17" fill="#f1f5f9"/><circle cx="892" cy="139" r="8" fill="none" stroke="#64748b" stroke-width="2.5"/>${t(910, 144, w.query, { size: 13, weight: 500, fill: '#475569' })}${[
    0, 1, 2,
  ]
    .map((i) => {
      const y = 186 + i * 108
      const mine = i === 0
      return `${mine ? `<rect x="866" y="${y - 12}" width="258" height="96" rx="12" fill="#f0fdf4" stroke="#86efac" stroke-width="2"/>` : ''}<circle cx="892" cy="${y + 12}" r="13" fill="${mine ? '#16a34a' : '#e2e8f0'}"/>${t(892, y + 17, String(i + 1), { size: 13, weight: 700, fill: mine ? '#ffffff' : '#64748b', anchor: 'middle' })}${bar(916, y + 4, mine ? 150 : 130, 10, mine ? '#2563eb' : '#93c5fd')}${bar(916, y + 26, 180, 8, '#cbd5e1')}${bar(916, y + 44, 150, 8, '#e2e8f0')}${mine ? t(1108, y + 16, '↑ 7', { size: 13, weight: 700, fill: '#16a34a', anchor: 'end' }) : ''}`
    })
    .join('')}`
  const wide = `${lines}${pages}${crawler}${arrow(430)}${index}${arrow(775)}${results}${t(250, 560, w.crawled, { size: 15, weight: 700, fill: '#475569', anchor: 'middle' })}${t(625, 500, w.indexed, { size: 15, weight: 700, fill: '#475569', anchor: 'middle' })}${t(995, 560, w.ranked, { size: 15, weight: 700, fill: '#475569', anchor: 'middle' })}`
  // On a phone (the picture ~330 px wide, 0.27 of its size here): the three steps side by side
  // and larger, in type 30–44 px here (8–12 px there): two levels of the site with the crawler,
  // the index's ticks, the first result rising; the tree's third level and the query left out.
  const page = (x: number, y: number, width: number, label: string, found = false) =>
    `<rect x="${x - width / 2}" y="${y - 42}" width="${width}" height="84" rx="14" fill="#ffffff" stroke="${found ? '#16a34a' : '#cbd5e1'}" stroke-width="3"/>${bar(x - 28, y - 26, 56, 9, '#cbd5e1')}${t(x, y + 24, label, { size: 32, weight: 600, fill: '#334155', anchor: 'middle' })}`
  const branch = (x: number) =>
    `<path d="M200 212V270H${x}V328" fill="none" stroke="#94a3b8" stroke-width="4" stroke-dasharray="2 10" stroke-linecap="round"/>`
  const tree = `${branch(120)}${branch(280)}${page(200, 170, 140, '/')}${page(120, 370, 140, '/blog')}${page(280, 370, 140, '/guide', true)}<circle cx="344" cy="434" r="26" fill="#ffffff" stroke="#16a34a" stroke-width="7"/><path d="M363 453l20 20" stroke="#16a34a" stroke-width="10" stroke-linecap="round"/>`
  const step = (x: number) =>
    `<path d="M${x} 290h52" stroke="#16a34a" stroke-width="6" stroke-linecap="round"/><path d="M${x + 38} 274l16 16-16 16" fill="none" stroke="#16a34a" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`
  const ticks = `${card(440, 80, 320, 420, 24)}${t(472, 148, w.index, { size: 44, weight: 700 })}${t(472, 196, w.pages, { size: 30, weight: 600, fill: '#16a34a' })}${[
    0, 1, 2, 3,
  ]
    .map(
      (i) =>
        `<circle cx="486" cy="${260 + i * 60}" r="18" fill="#dcfce7"/>${k.flip(476, 496, `<path d="M476 ${260 + i * 60}l7 7 13-14" fill="none" stroke="#16a34a" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`)}${bar(522, 254 + i * 60, 150 + ((i * 37) % 70), 12, '#e2e8f0')}`,
    )
    .join('')}`
  const ranks = `${card(840, 80, 320, 420, 24)}${[0, 1, 2]
    .map((i) => {
      const y = 104 + i * 130
      const mine = i === 0
      return `${mine ? `<rect x="856" y="${y}" width="288" height="120" rx="16" fill="#f0fdf4" stroke="#86efac" stroke-width="3"/>` : ''}<circle cx="898" cy="${y + 42}" r="24" fill="${mine ? '#16a34a' : '#e2e8f0'}"/>${t(898, y + 53, String(i + 1), { size: 30, weight: 700, fill: mine ? '#ffffff' : '#64748b', anchor: 'middle' })}${bar(938, y + 32, mine ? 110 : 150, 16, mine ? '#2563eb' : '#93c5fd')}${bar(938, y + 66, 180, 10, '#cbd5e1')}${bar(938, y + 88, 140, 10, '#e2e8f0')}${mine ? t(1128, y + 52, '↑ 7', { size: 32, weight: 700, fill: '#16a34a', anchor: 'end' }) : ''}`
    })
    .join('')}`
  const caption = (x: number, label: string) =>
    t(x, 584, label, { size: 40, weight: 700, fill: '#475569', anchor: 'middle' })
  const small = `${tree}${step(374)}${ticks}${step(774)}${ranks}${caption(200, w.crawled)}${caption(600, w.indexed)}${caption(1000, w.ranked)}`
  return twoWidths(wide, small)
}

/** PWA vs native: a web app in a browser with its install prompt, an app on a phone. */
function webAppBesideNativeApp(w: SubjectWords['pwa'], k: Ink) {
  const t = labelsIn(k, 18)
  const web = `${browserFrame(t, 70, 110, 560, 420, 'app.example.com')}<rect x="96" y="176" width="508" height="120" rx="14" fill="url(#g)"/>${bar(120, 206, 180, 14, '#ffffff')}${bar(120, 234, 260, 10, '#ffffff')}<rect x="120" y="258" width="96" height="24" rx="12" fill="#ffffff" fill-opacity="0.9"/>${[
    0, 1, 2,
  ]
    .map(
      (i) =>
        `<rect x="${96 + i * 172}" y="316" width="160" height="110" rx="12" fill="#f8fafc" stroke="#e2e8f0" stroke-width="2"/><rect x="${110 + i * 172}" y="330" width="40" height="40" rx="10" fill="#e0e7ff"/>${bar(110 + i * 172, 384, 110, 9, '#cbd5e1')}${bar(110 + i * 172, 402, 80, 8, '#e2e8f0')}`,
    )
    .join(
      '',
    )}${card(300, 436, 300, 76, 14)}<rect x="318" y="454" width="40" height="40" rx="10" fill="url(#g)"/>${t(372, 470, w.prompt, { size: 14, weight: 700 })}${t(372, 490, w.offline, { size: 12, weight: 500, fill: '#64748b' })}<rect x="520" y="460" width="64" height="28" rx="14" fill="#2563eb"/>${t(552, 479, w.install, { size: 12, weight: 700, fill: '#ffffff', anchor: 'middle' })}`
  const versus = `<circle cx="700" cy="330" r="34" fill="#0f172a"/>${t(700, 338, w.versus, { size: 22, weight: 800, fill: '#ffffff', anchor: 'middle' })}`
  const apps = [
    ['#2563eb', '#7c3aed'],
    ['#f59e0b', '#ef4444'],
    ['#10b981', '#0ea5e9'],
    ['#ec4899', '#8b5cf6'],
  ]
  const grid = apps
    .map(
      ([a], i) =>
        `<rect x="${826 + (i % 2) * 92}" y="${290 + Math.floor(i / 2) * 100}" width="64" height="64" rx="16" fill="${a}"/>`,
    )
    .join('')
  const native = `${phone(790, 80, 230, 480, '#f8fafc')}<rect x="812" y="126" width="186" height="130" rx="16" fill="url(#g)"/>${t(830, 162, '9:41', { size: 26, weight: 700, fill: '#ffffff' })}${bar(830, 180, 110, 8, '#ffffff')}<circle cx="968" cy="226" r="14" fill="#ffffff" fill-opacity="0.35"/>${grid}<rect x="812" y="500" width="186" height="34" rx="17" fill="#0f172a"/>${t(905, 522, w.store, { size: 13, weight: 700, fill: '#ffffff', anchor: 'middle' })}${card(1040, 300, 120, 120, 16)}<path d="M1100 330v44m-18-18l18 18 18-18" fill="none" stroke="#0f172a" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>${bar(1070, 392, 60, 8, '#cbd5e1')}`
  // On a phone (the picture ~330 px wide, 0.27 of its size here): the browser's install prompt as
  // a sheet and the native app's phone, cut by the picture's foot, in type 30–52 px here (8–14 px
  // there); the web page's tiles and the download card left out.
  const sheet = `${card(40, 50, 640, 570, 24)}<path d="M40 74a24 24 0 0 1 24-24h592a24 24 0 0 1 24 24v54H40z" fill="#f1f5f9"/><circle cx="78" cy="89" r="11" fill="#f87171"/><circle cx="112" cy="89" r="11" fill="#fbbf24"/><circle cx="146" cy="89" r="11" fill="#34d399"/><rect x="184" y="66" width="460" height="46" rx="23" fill="#ffffff"/>${t(208, 100, 'app.example.com', { size: 30, weight: 500, fill: '#64748b' })}<rect x="72" y="160" width="576" height="140" rx="18" fill="url(#g)"/>${bar(104, 196, 220, 18, '#ffffff')}${bar(104, 232, 320, 12, '#ffffff')}<rect x="104" y="258" width="120" height="22" rx="11" fill="#ffffff" fill-opacity="0.9"/>${card(72, 330, 576, 260, 20)}<rect x="104" y="362" width="96" height="96" rx="22" fill="url(#g)"/>${t(228, 402, w.prompt, { size: 38, weight: 700 })}${t(228, 446, w.offline, { size: 30, weight: 500, fill: '#64748b' })}<rect x="104" y="488" width="512" height="74" rx="37" fill="#2563eb"/>${t(360, 536, w.install, { size: 34, weight: 700, fill: '#ffffff', anchor: 'middle' })}`
  const or = `<circle cx="750" cy="335" r="46" fill="#0f172a"/>${t(750, 349, w.versus, { size: 40, weight: 800, fill: '#ffffff', anchor: 'middle' })}`
  const icons = apps
    .map(
      ([a], i) =>
        `<rect x="${872 + (i % 2) * 140}" y="${270 + Math.floor(i / 2) * 118}" width="96" height="96" rx="24" fill="${a}"/>`,
    )
    .join('')
  // The store's badge on two lines, as the real one: "On the" over "App Store".
  const storeWords = w.store.split(' ')
  const handset = `${phone(820, 50, 340, 720, '#f8fafc')}<rect x="846" y="96" width="288" height="140" rx="22" fill="url(#g)"/>${t(872, 158, '9:41', { size: 52, weight: 700, fill: '#ffffff' })}${bar(872, 182, 150, 12, '#ffffff')}<circle cx="1096" cy="204" r="18" fill="#ffffff" fill-opacity="0.35"/>${icons}<rect x="846" y="512" width="288" height="112" rx="24" fill="#0f172a"/>${t(990, 556, storeWords.slice(0, -2).join(' '), { size: 30, weight: 500, fill: '#cbd5e1', anchor: 'middle' })}${t(990, 602, storeWords.slice(-2).join(' '), { size: 40, weight: 700, fill: '#ffffff', anchor: 'middle' })}`
  return twoWidths(`${web}${versus}${native}`, `${sheet}${or}${handset}`)
}

/** A marketing funnel: visitors, leads, customers, each stage narrower, with its numbers. */
function funnel(w: SubjectWords['funnel'], k: Ink) {
  const t = labelsIn(k, 18)
  const [visitors, leads, qualified, customers] = w.stages
  const stages: [string, string, string, number][] = [
    [visitors, '24,800', '#93c5fd', 560],
    [leads, '1,920', '#60a5fa', 420],
    [qualified, '640', '#3b82f6', 290],
    [customers, '212', '#1d4ed8', 170],
  ]
  const cx = 420
  let y = 100
  const bands = stages
    .map(([name, value, fill, w], i) => {
      const next = stages[i + 1]?.[3] ?? w - 90
      const h = 100
      const band = `<path d="M${cx - w / 2} ${y}H${cx + w / 2}L${cx + next / 2} ${y + h - 8}H${cx - next / 2}z" fill="${fill}"/>${t(cx, y + 48, value, { size: 26, weight: 800, fill: i < 2 ? '#0f172a' : '#ffffff', anchor: 'middle' })}${t(cx, y + 72, name, { size: 14, weight: 600, fill: i < 2 ? '#1e3a8a' : '#dbeafe', anchor: 'middle' })}`
      y += h
      return band
    })
    .join('')
  // People entering at the top.
  const people = Array.from({ length: 9 }, (_, i) => {
    const x = 170 + i * 62
    return `<circle cx="${x}" cy="62" r="9" fill="#64748b"/><path d="M${x - 14} 88a14 12 0 0 1 28 0z" fill="#64748b"/>`
  }).join('')
  const rates = [
    ['7.7%', w.rates[0]],
    ['33%', w.rates[1]],
    ['33%', w.rates[2]],
  ]
    .map(
      ([rate, label], i) =>
        `<path d="M${cx + [210, 145, 85][i]! + 24} ${190 + i * 100}H770" stroke="#cbd5e1" stroke-width="2" stroke-dasharray="4 6"/>${t(790, 196 + i * 100, rate!, { size: 20, weight: 800, fill: '#0f172a' })}${t(790, 218 + i * 100, label!, { size: 13, weight: 500, fill: '#64748b' })}`,
    )
    .join('')
  const touch = `${card(960, 150, 190, 300)}${t(980, 186, w.nurture, { size: 16, weight: 700 })}${[
    [w.steps[0], '#e0f2fe'],
    [w.steps[1], '#ede9fe'],
    [w.steps[2], '#fef3c7'],
    [w.steps[3], '#dcfce7'],
  ]
    .map(
      ([label, fill], i) =>
        `<rect x="978" y="${206 + i * 58}" width="154" height="44" rx="10" fill="${fill}"/>${t(992, 233 + i * 58, label!, { size: 13, weight: 600, fill: '#334155' })}`,
    )
    .join('')}`
  // On a phone (the picture ~330 px wide, 0.27 of its size here): the funnel larger, its numbers
  // and rates in type 30–52 px here (8–14 px there); the people above it and the nurture card
  // left out.
  const middle = 430
  const widths = [700, 540, 390, 260]
  const tall = stages
    .map(([name, value, fill], i) => {
      const top = 64 + i * 136
      const from = widths[i]!
      const to = widths[i + 1] ?? from - 90
      return `<path d="M${middle - from / 2} ${top}H${middle + from / 2}L${middle + to / 2} ${top + 128}H${middle - to / 2}z" fill="${fill}"/>${t(middle, top + 62, value, { size: 52, weight: 800, fill: i < 2 ? '#0f172a' : '#ffffff', anchor: 'middle' })}${t(middle, top + 104, name, { size: 32, weight: 600, fill: i < 2 ? '#1e3a8a' : '#dbeafe', anchor: 'middle' })}`
    })
    .join('')
  const steps = [
    ['7.7%', w.rates[0]],
    ['33%', w.rates[1]],
    ['33%', w.rates[2]],
  ]
    .map(([rate, label], i) => {
      const edge = 200 + i * 136
      return `<path d="M${middle + widths[i + 1]! / 2 + 24} ${edge - 14}H806" stroke="#94a3b8" stroke-width="3" stroke-dasharray="4 8"/>${t(830, edge, rate!, { size: 48, weight: 800, fill: '#0f172a' })}${t(830, edge + 42, label!, { size: 30, weight: 500, fill: '#64748b' })}`
    })
    .join('')
  return twoWidths(`${people}${bands}${rates}${touch}`, `${tall}${steps}`)
}

/** A CRM pipeline: deals as cards in their sales stages, one moving on. */
function pipeline(w: SubjectWords['pipeline'], k: Ink) {
  const t = labelsIn(k, 18)
  const [lead, qualified, proposal, won] = w.columns
  const columns: [string, string, number][] = [
    [lead, '#64748b', 3],
    [qualified, '#2563eb', 3],
    [proposal, '#7c3aed', 2],
    [won, '#16a34a', 2],
  ]
  const deals = [
    'Northwind',
    'Acme Co',
    'Globex',
    'Initech',
    'Umbrella',
    'Hooli',
    'Stark',
    'Wayne',
    'Soylent',
    'Vandelay',
  ]
  const values = [
    '$4.2k',
    '$12k',
    '$7.5k',
    '$3.1k',
    '$18k',
    '$9.9k',
    '$24k',
    '$6.4k',
    '$11k',
    '$5.8k',
  ]
  let d = 0
  const board = columns
    .map(([name, colour, count], c) => {
      const x = 60 + c * 270
      const total = values.slice(d, d + count).length
      const cards = Array.from({ length: count }, (_, i) => {
        const n = d++
        const y = 180 + i * 112
        return `${card(x + 12, y, 226, 94, 12)}<rect x="${x + 12}" y="${y}" width="6" height="94" rx="3" fill="${colour}"/>${t(x + 32, y + 32, deals[n]!, { size: 16, weight: 700 })}${t(x + 222, y + 32, values[n]!, { size: 15, weight: 700, fill: colour, anchor: 'end' })}${bar(x + 32, y + 50, 120, 8, '#e2e8f0')}${avatarDot(t, x + 46, y + 74, 11, ['#f59e0b', '#0ea5e9', '#ec4899'][n % 3]!, w.initials[n]!)}${t(x + 222, y + 79, w.days(2 + (n % 5)), { size: 12, weight: 500, fill: '#94a3b8', anchor: 'end' })}`
      }).join('')
      return `<rect x="${x}" y="100" width="250" height="${c === 0 || c === 1 ? 530 : 420}" rx="16" fill="#f1f5f9"/><circle cx="${x + 22}" cy="136" r="7" fill="${colour}"/>${t(x + 38, 142, name, { size: 17, weight: 700 })}${t(x + 232, 142, String(total), { size: 14, weight: 700, fill: '#64748b', anchor: 'end' })}${cards}`
    })
    .join('')
  // A deal dragged from Proposal towards Won.
  const drag = `<g transform="rotate(-4 960 560)">${card(880, 520, 226, 80, 12)}<rect x="880" y="520" width="6" height="80" rx="3" fill="#7c3aed"/>${t(900, 552, 'Pied Piper', { size: 16, weight: 700 })}${t(1090, 552, '$31k', { size: 15, weight: 700, fill: '#16a34a', anchor: 'end' })}${bar(900, 570, 110, 8, '#e2e8f0')}</g>${k.flip(1090, 1114, `<path d="M1090 588l0 36 10-10 8 18 8-4-8-17 14-1z" fill="#0f172a" stroke="#ffffff" stroke-width="2"/>`)}`
  // On a phone (the picture ~330 px wide, 0.27 of its size here): the last two stages close up,
  // a deal dragged from one into the other, in type 30–40 px here (8–11 px there); the first two
  // stages and the cards' bars left out.
  const close = columns
    .slice(2)
    .map(([name, colour, count], c) => {
      const x = 40 + c * 580
      const cards = Array.from({ length: count }, (_, i) => {
        const n = 6 + c * 2 + i
        const y = 146 + i * 156
        return `${card(x + 20, y, 500, 140, 16)}<rect x="${x + 20}" y="${y}" width="8" height="140" rx="4" fill="${colour}"/>${t(x + 52, y + 54, deals[n]!, { size: 36, weight: 700 })}${t(x + 496, y + 54, values[n]!, { size: 34, weight: 700, fill: colour, anchor: 'end' })}${avatarDot(t, x + 82, y + 100, 30, ['#f59e0b', '#0ea5e9', '#ec4899'][n % 3]!, w.initials[n]!)}${t(x + 496, y + 112, w.days(2 + (n % 5)), { size: 30, weight: 500, fill: '#94a3b8', anchor: 'end' })}`
      }).join('')
      return `<rect x="${x}" y="40" width="540" height="595" rx="24" fill="#f1f5f9"/><circle cx="${x + 38}" cy="100" r="12" fill="${colour}"/>${t(x + 64, 114, name, { size: 40, weight: 700 })}${t(x + 512, 114, String(count), { size: 34, weight: 700, fill: '#64748b', anchor: 'end' })}${cards}`
    })
    .join('')
  const moving = `<rect x="640" y="458" width="500" height="140" rx="16" fill="none" stroke="#86efac" stroke-width="3" stroke-dasharray="10 10"/><g transform="rotate(-4 670 518)">${card(420, 448, 500, 140, 16)}<rect x="420" y="448" width="8" height="140" rx="4" fill="#7c3aed"/>${t(452, 502, 'Pied Piper', { size: 36, weight: 700 })}${t(896, 502, '$31k', { size: 34, weight: 700, fill: '#16a34a', anchor: 'end' })}${bar(452, 534, 220, 14, '#e2e8f0')}</g>${k.flip(860, 898, `<path d="M860 530v58l16-16 13 29 13-6-13-27 22-2z" fill="#0f172a" stroke="#ffffff" stroke-width="3" stroke-linejoin="round"/>`)}`
  return twoWidths(`${board}${drag}`, `${close}${moving}`)
}

/** Core Web Vitals: three gauges (LCP, INP, CLS), each in its good band. */
function vitalsGauges(w: SubjectWords['vitals'], k: Ink) {
  const t = labelsIn(k, 18)
  const [lcp, inp, cls] = w.metrics
  const gauges: [string, string, string, number, string][] = [
    ['LCP', lcp[0], lcp[1], 0.3, lcp[2]],
    ['INP', inp[0], inp[1], 0.24, inp[2]],
    ['CLS', cls[0], cls[1], 0.16, cls[2]],
  ]
  const wide = gauges
    .map(([name, value, full, at, good], i) => {
      const cx = 220 + i * 380
      const cy = 330
      const r = 130
      const a = -120 + 240 * at
      const rad = ((a - 90) * Math.PI) / 180
      const nx = cx + (r - 36) * Math.cos(rad)
      const ny = cy + (r - 36) * Math.sin(rad)
      // A value longer than a figure and its unit ("120 مللي ث") smaller, to stand between the
      // dial's ends (at 32 px it ran into both; an outside review).
      // The good band's pill, wider for a longer label.
      const pill = Math.max(140, good.length * 8)
      // The dial reads from green to red clockwise in every direction.
      return `${card(cx - 170, 110, 340, 460, 24)}${k.flip(cx - r, cx + r, `<path d="${arc(cx, cy, r, -120, -40)}" fill="none" stroke="#22c55e" stroke-width="22" stroke-linecap="round"/><path d="${arc(cx, cy, r, -30, 40)}" fill="none" stroke="#f59e0b" stroke-width="22" stroke-linecap="round"/><path d="${arc(cx, cy, r, 50, 120)}" fill="none" stroke="#ef4444" stroke-width="22" stroke-linecap="round"/><path d="M${cx} ${cy}L${nx.toFixed(1)} ${ny.toFixed(1)}" stroke="#0f172a" stroke-width="8" stroke-linecap="round"/><circle cx="${cx}" cy="${cy}" r="14" fill="#0f172a"/>`)}${t(cx, cy + 70, value, { size: value.length > 8 ? 26 : 40, weight: 800, anchor: 'middle' })}${t(cx, 170, name, { size: 22, weight: 800, fill: '#16a34a', anchor: 'middle' })}${t(cx, 470, full, { size: 15, weight: 600, fill: '#475569', anchor: 'middle' })}<rect x="${cx - pill / 2}" y="494" width="${pill}" height="34" rx="17" fill="#dcfce7"/>${t(cx, 517, good, { size: 14, weight: 700, fill: '#15803d', anchor: 'middle' })}`
    })
    .join('')
  // On a phone (the picture ~330 px wide, 0.28 of its size here): the three dials larger, their
  // names, values and good bands in type 26–52 px here (7–14 px there), the metrics' full names
  // left out.
  const phone = gauges
    .map(([name, value, , at, good], i) => {
      const cx = 210 + i * 390
      const cy = 300
      const r = 108
      const a = -120 + 240 * at
      const rad = ((a - 90) * Math.PI) / 180
      const nx = cx + (r - 30) * Math.cos(rad)
      const ny = cy + (r - 30) * Math.sin(rad)
      const size = good.length > 18 ? 26 : good.length > 14 ? 28 : 32
      const pill = Math.min(350, Math.round(good.length * size * 0.54 + 40))
      return `${card(cx - 185, 50, 370, 580, 28)}${k.flip(cx - r, cx + r, `<path d="${arc(cx, cy, r, -120, -40)}" fill="none" stroke="#22c55e" stroke-width="28" stroke-linecap="round"/><path d="${arc(cx, cy, r, -30, 40)}" fill="none" stroke="#f59e0b" stroke-width="28" stroke-linecap="round"/><path d="${arc(cx, cy, r, 50, 120)}" fill="none" stroke="#ef4444" stroke-width="28" stroke-linecap="round"/><path d="M${cx} ${cy}L${nx.toFixed(1)} ${ny.toFixed(1)}" stroke="#0f172a" stroke-width="10" stroke-linecap="round"/><circle cx="${cx}" cy="${cy}" r="16" fill="#0f172a"/>`)}${t(cx, 136, name, { size: 44, weight: 800, fill: '#16a34a', anchor: 'middle' })}${t(cx, 460, value, { size: value.length > 8 ? 40 : 52, weight: 800, anchor: 'middle' })}<rect x="${cx - pill / 2}" y="508" width="${pill}" height="64" rx="32" fill="#dcfce7"/>${t(cx, 551, good, { size, weight: 700, fill: '#15803d', anchor: 'middle' })}`
    })
    .join('')
  return twoWidths(wide, phone)
}

/** FinanceFlow: two phones, balances and transactions on one, an instant transfer on the other. */
function bankingPhones(w: SubjectWords['banking'], k: Ink) {
  const t = labelsIn(k, 18)
  const [coffee, salary, rent, groceries] = w.payees
  const txns: [string, string, string][] = [
    [coffee, '−$4.80', '#f59e0b'],
    [salary, '+$3,250.00', '#16a34a'],
    [rent, '−$1,100.00', '#6366f1'],
    [groceries, '−$62.15', '#ec4899'],
  ]
  const left = `${phone(250, 60, 290, 570, '#f8fafc')}<rect x="272" y="100" width="246" height="150" rx="20" fill="url(#g)"/>${t(292, 136, w.balance, { size: 14, weight: 600, fill: '#dbeafe' })}${t(292, 178, '$12,480.55', { size: 32, weight: 800, fill: '#ffffff' })}${t(292, 224, '•••• 4821', { size: 14, weight: 600, fill: '#dbeafe' })}<circle cx="484" cy="218" r="14" fill="#ffffff" fill-opacity="0.4"/><circle cx="468" cy="218" r="14" fill="#ffffff" fill-opacity="0.25"/>${t(276, 290, w.recent, { size: 16, weight: 700 })}${txns
    .map(
      ([name, amount, colour], i) =>
        `<circle cx="296" cy="${326 + i * 62}" r="18" fill="${colour}" fill-opacity="0.18"/><circle cx="296" cy="${326 + i * 62}" r="7" fill="${colour}"/>${t(326, 322 + i * 62, name, { size: 15, weight: 600 })}${t(326, 342 + i * 62, w.today, { size: 12, weight: 500, fill: '#94a3b8' })}${t(512, 330 + i * 62, amount, { size: 15, weight: 700, fill: amount.startsWith('+') ? '#16a34a' : '#0f172a', anchor: 'end' })}`,
    )
    .join('')}`
  const keys = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '.', '0', '<']
  const right = `${phone(660, 40, 290, 570, '#ffffff')}${t(805, 96, w.send, { size: 17, weight: 700, anchor: 'middle' })}${avatarDot(t, 805, 150, 30, '#0ea5e9', w.payeeInitial)}${t(805, 206, w.payee, { size: 15, weight: 600, anchor: 'middle' })}${t(805, 268, '$250.00', { size: 40, weight: 800, anchor: 'middle' })}<rect x="735" y="286" width="140" height="26" rx="13" fill="#dcfce7"/>${t(805, 304, w.instant, { size: 12, weight: 700, fill: '#15803d', anchor: 'middle' })}${k.flip(
    730,
    880,
    // A keypad keeps its order in every language.
    keys
      .map((key, i) =>
        plain(730 + (i % 3) * 75, 362 + Math.floor(i / 3) * 50, key, {
          size: 22,
          weight: 600,
          fill: '#334155',
          anchor: 'middle',
        }),
      )
      .join(''),
  )}<rect x="690" y="546" width="230" height="44" rx="22" fill="url(#g)"/>${t(805, 574, w.sendNow, { size: 16, weight: 700, fill: '#ffffff', anchor: 'middle' })}`
  const badge = `${card(960, 120, 200, 86, 16)}<circle cx="996" cy="163" r="20" fill="#dcfce7"/>${k.flip(986, 1006, `<path d="M986 163l7 7 13-14" fill="none" stroke="#16a34a" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`)}${t(1026, 158, w.sent, { size: 15, weight: 700 })}${t(1026, 180, 'Face ID', { size: 12, weight: 500, fill: '#64748b' })}`
  // On a phone (the picture ~330 px wide, 0.28 of its size here): the two screens close up and
  // cut by the picture's foot, in type 26–76 px here (7–21 px there), without the keypad and the
  // badge.
  const phoneLeft = `${phone(60, 40, 500, 720, '#f8fafc')}<rect x="94" y="92" width="432" height="220" rx="30" fill="url(#g)"/>${t(124, 146, w.balance, { size: 30, weight: 600, fill: '#dbeafe' })}${t(124, 222, '$12,480.55', { size: 64, weight: 800, fill: '#ffffff' })}${t(124, 284, '•••• 4821', { size: 28, weight: 600, fill: '#dbeafe' })}<circle cx="488" cy="274" r="22" fill="#ffffff" fill-opacity="0.4"/><circle cx="462" cy="274" r="22" fill="#ffffff" fill-opacity="0.25"/>${t(100, 372, w.recent, { size: 34, weight: 700 })}${txns
    // Two rows: a third sat on the picture's foot, where the phone is cut (an outside review).
    .slice(0, 2)
    .map(([name, amount, colour], i) => {
      const cy = 440 + i * 100
      return `<circle cx="124" cy="${cy}" r="30" fill="${colour}" fill-opacity="0.18"/><circle cx="124" cy="${cy}" r="12" fill="${colour}"/>${t(170, cy - 4, name, { size: 32, weight: 600 })}${t(170, cy + 30, w.today, { size: 26, weight: 500, fill: '#94a3b8' })}${t(526, cy + 10, amount, { size: 32, weight: 700, fill: amount.startsWith('+') ? '#16a34a' : '#0f172a', anchor: 'end' })}`
    })
    .join('')}`
  const phoneRight = `${phone(640, 40, 500, 720, '#ffffff')}${t(890, 134, w.send, { size: 34, weight: 700, anchor: 'middle' })}${avatarDot(t, 890, 220, 50, '#0ea5e9', w.payeeInitial)}${t(890, 318, w.payee, { size: 32, weight: 600, anchor: 'middle' })}${t(890, 416, '$250.00', { size: 76, weight: 800, anchor: 'middle' })}<rect x="740" y="446" width="300" height="54" rx="27" fill="#dcfce7"/>${t(890, 482, w.instant, { size: 28, weight: 700, fill: '#15803d', anchor: 'middle' })}<rect x="680" y="548" width="420" height="84" rx="42" fill="url(#g)"/>${t(890, 602, w.sendNow, { size: 34, weight: 700, fill: '#ffffff', anchor: 'middle' })}`
  return twoWidths(`${left}${right}${badge}`, `${phoneLeft}${phoneRight}`)
}

/** WorkFlow: a board by status with team avatars and a teammate's live cursor. */
function taskBoard(w: SubjectWords['taskBoard'], k: Ink) {
  const t = labelsIn(k, 18)
  const [todo, doing, review, done] = w.columns
  const columns: [string, string, string[]][] = [
    [todo[0], '#64748b', todo[1]],
    [doing[0], '#2563eb', doing[1]],
    [review[0], '#f59e0b', review[1]],
    [done[0], '#16a34a', done[1]],
  ]
  const people = ['#ec4899', '#0ea5e9', '#f59e0b', '#8b5cf6', '#10b981']
  const initials = w.initials
  const frame = `${browserFrame(t, 40, 40, 1120, 600, 'workflow.app/board')}${t(70, 110, w.title, { size: 22, weight: 800 })}${people
    .map((colour, i) => avatarDot(t, 960 + i * 30, 102, 16, colour, initials[i]!))
    .join(
      '',
    )}<rect x="1120" y="88" width="28" height="28" rx="14" fill="#f1f5f9"/>${t(1134, 107, '+', { size: 18, weight: 700, fill: '#64748b', anchor: 'middle' })}`
  const board = columns
    .map(([name, colour, tasks], c) => {
      const x = 66 + c * 272
      return `<rect x="${x}" y="136" width="256" height="484" rx="14" fill="#f8fafc"/><rect x="${x + 14}" y="152" width="${name.length * 9 + 26}" height="26" rx="13" fill="${colour}" fill-opacity="0.14"/>${t(x + 27, 170, name, { size: 13, weight: 700, fill: colour })}${tasks
        .map((task, i) => {
          const y = 192 + i * 124
          const done = c === 3
          return `<rect x="${x + 12}" y="${y}" width="232" height="108" rx="12" fill="#ffffff" stroke="#e2e8f0" stroke-width="2"/>${t(x + 28, y + 32, task, { size: 15, weight: 600, fill: done ? '#64748b' : '#0f172a' })}${bar(x + 28, y + 46, 150, 7, '#e2e8f0')}${done ? `<circle cx="${x + 38}" cy="${y + 82}" r="10" fill="#dcfce7"/>${k.flip(x + 33, x + 44, `<path d="M${x + 33} ${y + 82}l4 4 7-8" fill="none" stroke="#16a34a" stroke-width="2.5" stroke-linecap="round"/>`)}` : `<rect x="${x + 28}" y="${y + 72}" width="${60 + ((i + c) % 3) * 14}" height="20" rx="10" fill="${['#e0f2fe', '#ede9fe', '#fef3c7'][(i + c) % 3]}"/>`}${avatarDot(t, x + 222, y + 82, 12, people[(i + c * 2) % 5]!, initials[(i + c * 2) % 5]!)}`
        })
        .join('')}`
    })
    .join('')
  // A teammate moving a card: cursor with a name tag over the review column.
  const cursor = `${k.flip(780, 804, `<path d="M780 280l0 36 10-10 8 18 8-4-8-17 14-1z" fill="#ec4899" stroke="#ffffff" stroke-width="2"/>`)}<rect x="800" y="314" width="58" height="24" rx="12" fill="#ec4899"/>${t(829, 331, w.teammate, { size: 12, weight: 700, fill: '#ffffff', anchor: 'middle' })}`
  // On a phone (the picture ~330 px wide, 0.27 of its size here): the board's two middle columns
  // close up, the teammate's cursor lifting a card in review, in type 30–48 px here (8–13 px
  // there); the address bar, the to-do and done columns and the fifth avatar left out.
  const phoneHead = `${card(40, 40, 1120, 595, 28)}${t(80, 116, w.title, { size: 48, weight: 800 })}${people
    .slice(0, 4)
    .map((colour, i) => avatarDot(t, 880 + i * 52, 98, 30, colour, initials[i]!))
    .join(
      '',
    )}<circle cx="1108" cy="98" r="26" fill="#f1f5f9"/>${t(1108, 110, '+', { size: 34, weight: 700, fill: '#64748b', anchor: 'middle' })}`
  const phoneBoard = [1, 2]
    .map((c, j) => {
      const [name, colour, tasks] = columns[c]!
      const x = 70 + j * 540
      const pill = Math.round(name.length * 18 + 48)
      return `<rect x="${x}" y="150" width="520" height="460" rx="20" fill="#f8fafc"/><rect x="${x + 20}" y="168" width="${pill}" height="52" rx="26" fill="${colour}" fill-opacity="0.14"/>${t(x + 44, 205, name, { size: 32, weight: 700, fill: colour })}${tasks
        .slice(0, 2)
        .map((task, i) => {
          const y = 244 + i * 180
          const lifted = c === 2 && i === 0
          const body = `<rect x="${x + 16}" y="${y}" width="488" height="160" rx="18" fill="#ffffff" stroke="${lifted ? '#ec4899' : '#e2e8f0'}" stroke-width="${lifted ? 3 : 2}"/>${t(x + 44, y + 58, task, { size: 36, weight: 600 })}${bar(x + 44, y + 80, 220, 10)}<rect x="${x + 44}" y="${y + 106}" width="${100 + ((i + c) % 3) * 24}" height="30" rx="15" fill="${['#e0f2fe', '#ede9fe', '#fef3c7'][(i + c) % 3]}"/>${avatarDot(t, x + 460, y + 118, 30, people[(i + c * 2) % 5]!, initials[(i + c * 2) % 5]!)}`
          if (!lifted) return body
          // The card Sara is moving: lifted, tilted, her cursor and name on it.
          const cx = x + 280
          const tag = Math.max(100, w.teammate.length * 16 + 36)
          return `<g transform="rotate(-2 ${x + 260} ${y + 80})"><rect x="${x + 16}" y="${y + 18}" width="488" height="160" rx="18" fill="#0f172a" fill-opacity="0.16" filter="url(#soft)"/>${body}${k.flip(cx, cx + 46, `<path d="M${cx} ${y + 92}l0 50 14-14 12 26 12-6-12-24 20-2z" fill="#ec4899" stroke="#ffffff" stroke-width="3" stroke-linejoin="round"/>`)}<rect x="${cx + 40}" y="${y + 104}" width="${tag}" height="44" rx="22" fill="#ec4899"/>${t(cx + 40 + tag / 2, y + 137, w.teammate, { size: 30, weight: 700, fill: '#ffffff', anchor: 'middle' })}</g>`
        })
        .join('')}`
    })
    .join('')
  return twoWidths(`${frame}${board}${cursor}`, `${phoneHead}${phoneBoard}`)
}

/** StreamLive: a live match in the player, the camera angles below, the chat beside it. */
function livePlayer(w: SubjectWords['live'], k: Ink) {
  const t = labelsIn(k, 18)
  const pitch = `<rect x="60" y="60" width="760" height="428" rx="18" fill="#166534"/><rect x="60" y="60" width="760" height="428" rx="18" fill="url(#dots)"/>${Array.from(
    { length: 8 },
    (_, i) =>
      `<rect x="${60 + i * 95}" y="60" width="47.5" height="428" fill="#15803d" fill-opacity="0.55"/>`,
  ).join(
    '',
  )}<rect x="100" y="100" width="680" height="348" fill="none" stroke="#ffffff" stroke-opacity="0.75" stroke-width="3"/><path d="M440 100v348" stroke="#ffffff" stroke-opacity="0.75" stroke-width="3"/><circle cx="440" cy="274" r="56" fill="none" stroke="#ffffff" stroke-opacity="0.75" stroke-width="3"/><rect x="100" y="204" width="70" height="140" fill="none" stroke="#ffffff" stroke-opacity="0.75" stroke-width="3"/><rect x="710" y="204" width="70" height="140" fill="none" stroke="#ffffff" stroke-opacity="0.75" stroke-width="3"/>${[
    [300, 220, '#ef4444'],
    [360, 320, '#ef4444'],
    [520, 250, '#2563eb'],
    [600, 330, '#2563eb'],
    [470, 190, '#ef4444'],
  ]
    .map(
      ([x, y, c]) =>
        `<circle cx="${x}" cy="${y}" r="9" fill="${c}" stroke="#ffffff" stroke-width="2"/>`,
    )
    .join('')}<circle cx="492" cy="262" r="6" fill="#ffffff"/>`
  const overlay = `<rect x="80" y="80" width="70" height="30" rx="6" fill="#dc2626"/>${t(115, 101, w.live, { size: 14, weight: 800, fill: '#ffffff', anchor: 'middle' })}<rect x="160" y="80" width="140" height="30" rx="6" fill="#0f172a" fill-opacity="0.7"/>${t(230, 101, w.watching, { size: 14, weight: 700, fill: '#ffffff', anchor: 'middle' })}<rect x="610" y="80" width="190" height="36" rx="8" fill="#0f172a" fill-opacity="0.8"/>${t(705, 104, w.score, { size: 14, weight: 800, fill: '#ffffff', anchor: 'middle' })}<rect x="60" y="452" width="760" height="36" fill="#0f172a" fill-opacity="0.55"/><rect x="80" y="468" width="520" height="5" rx="2.5" fill="#ffffff" fill-opacity="0.35"/><rect x="80" y="468" width="480" height="5" rx="2.5" fill="#dc2626"/><circle cx="560" cy="470" r="8" fill="#dc2626"/>${t(790, 475, '67:12', { size: 13, weight: 700, fill: '#ffffff', anchor: 'end' })}`
  const cams = w.cameras.map((name, i) => {
    const x = 60 + i * 193
    const on = i === 0
    return `<rect x="${x}" y="512" width="180" height="104" rx="12" fill="${on ? '#166534' : '#1e293b'}" stroke="${on ? '#dc2626' : '#334155'}" stroke-width="${on ? 4 : 2}"/><rect x="${x + 14}" y="530" width="${80 + i * 12}" height="8" rx="4" fill="#ffffff" fill-opacity="0.25"/>${t(x + 14, 600, name, { size: 14, weight: 700, fill: '#ffffff' })}`
  })
  const chat = `<rect x="850" y="60" width="300" height="556" rx="18" fill="#0f172a"/>${t(874, 100, w.chatHeading, { size: 17, weight: 700, fill: '#ffffff' })}${t(1126, 100, '3.1k', { size: 13, weight: 600, fill: '#94a3b8', anchor: 'end' })}${w.chat
    .map(
      ([line, width], i) =>
        [
          ['#f59e0b', '#0ea5e9', '#ec4899', '#10b981', '#8b5cf6', '#f97316'][i]!,
          line,
          width,
        ] as const,
    )
    .map(
      ([colour, line, width], i) =>
        `<circle cx="886" cy="${150 + i * 66}" r="14" fill="${colour}"/><rect x="910" y="${134 + i * 66}" width="${width}" height="34" rx="12" fill="#1e293b"/>${t(922, 156 + i * 66, String(line), { size: 13, weight: 500, fill: '#e2e8f0' })}`,
    )
    .join(
      '',
    )}<rect x="866" y="560" width="268" height="40" rx="20" fill="#1e293b"/>${t(886, 585, w.saySomething, { size: 13, weight: 500, fill: '#64748b' })}`
  // On a phone (the picture ~330 px wide, 0.27 of its size here): the player across the picture
  // with its live badge, audience, score and time, two of the chat's lines under it, in type
  // 30–34 px here (8–9 px there); the camera angles, the chat's heading, its other lines and its
  // input left out.
  const line = 'stroke="#ffffff" stroke-opacity="0.75" stroke-width="4"'
  const phonePitch = `<rect x="40" y="40" width="1120" height="470" rx="24" fill="#166534"/>${Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${40 + 93.3 + i * 186.7}" y="40" width="93.3" height="470" fill="#15803d" fill-opacity="0.55"/>`,
  ).join(
    '',
  )}<rect x="90" y="84" width="1020" height="356" fill="none" ${line}/><path d="M600 84v356" ${line}/><circle cx="600" cy="262" r="70" fill="none" ${line}/><rect x="90" y="182" width="96" height="160" fill="none" ${line}/><rect x="1014" y="182" width="96" height="160" fill="none" ${line}/>${[
    [394, 220, '#ef4444'],
    [482, 330, '#ef4444'],
    [718, 250, '#2563eb'],
    [836, 340, '#2563eb'],
    [700, 170, '#ef4444'],
  ]
    .map(
      ([x, y, c]) =>
        `<circle cx="${x}" cy="${y}" r="14" fill="${c}" stroke="#ffffff" stroke-width="3"/>`,
    )
    .join('')}<circle cx="676" cy="262" r="9" fill="#ffffff"/>`
  const watching = w.watching.length * 19 + 44
  const score = w.score.length * 20 + 48
  const live = w.live.length * 21 + 48
  const phoneOverlay = `<rect x="64" y="62" width="${live}" height="54" rx="10" fill="#dc2626"/>${t(64 + live / 2, 100, w.live, { size: 30, weight: 800, fill: '#ffffff', anchor: 'middle' })}<rect x="${78 + live}" y="62" width="${watching}" height="54" rx="10" fill="#0f172a" fill-opacity="0.7"/>${t(78 + live + watching / 2, 100, w.watching, { size: 30, weight: 700, fill: '#ffffff', anchor: 'middle' })}<rect x="${1136 - score}" y="62" width="${score}" height="58" rx="12" fill="#0f172a" fill-opacity="0.8"/>${t(1136 - score / 2, 102, w.score, { size: 32, weight: 800, fill: '#ffffff', anchor: 'middle' })}<path d="M40 450h1120v36a24 24 0 0 1-24 24H64a24 24 0 0 1-24-24z" fill="#0f172a" fill-opacity="0.55"/><rect x="72" y="476" width="860" height="8" rx="4" fill="#ffffff" fill-opacity="0.35"/><rect x="72" y="476" width="780" height="8" rx="4" fill="#dc2626"/><circle cx="852" cy="480" r="13" fill="#dc2626"/>${t(1128, 492, '67:12', { size: 30, weight: 700, fill: '#ffffff', anchor: 'end' })}`
  const phoneChat = [
    [0, 40, '#f59e0b'],
    [2, 600, '#ec4899'],
  ]
    .map(([n, x, colour]) => {
      const [said] = w.chat[n as number]!
      const x0 = x as number
      const width = said.length * 17 + 48
      return `<circle cx="${x0 + 28}" cy="${585}" r="28" fill="${colour}"/><rect x="${x0 + 72}" y="552" width="${width}" height="66" rx="22" fill="#1e293b"/>${t(x0 + 96, 596, said, { size: 32, weight: 500, fill: '#e2e8f0' })}`
    })
    .join('')
  return `<rect width="${W}" height="${H}" fill="#0b1120" fill-opacity="0.9"/>${twoWidths(`${pitch}${overlay}${cams.join('')}${chat}`, `${phonePitch}${phoneOverlay}${phoneChat}`)}`
}

/** FitGenius: activity rings, the AI coach counting reps with form cues, a heart-rate line. */
const RING_COLOURS = ['#f43f5e', '#a3e635', '#22d3ee'] as const
const RING_SHARES = [0.82, 0.64, 0.9] as const

/** The day's three rings about (cx, cy), each `width` thick: they fill clockwise in every direction. */
const activityRings = (k: Ink, cx: number, cy: number, radii: readonly number[], width: number) =>
  k.flip(
    cx - radii[0]! - width / 2,
    cx + radii[0]! + width / 2,
    radii
      .map(
        (r, i) =>
          `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${RING_COLOURS[i]}" stroke-opacity="0.18" stroke-width="${width}"/><path d="${arc(cx, cy, r, 0, 360 * RING_SHARES[i]!)}" fill="none" stroke="${RING_COLOURS[i]}" stroke-width="${width}" stroke-linecap="round"/>`,
      )
      .join(''),
  )

/** The rings' legend: a dot in each ring's colour, its name and its value, 52 units apart. */
const ringLegend = (
  t: Label,
  rings: SubjectWords['trainer']['rings'],
  at: {
    dotX: number
    dotY: number
    dot: number
    labelX: number
    valueX: number
    textY: number
    labelSize: number
    valueSize: number
  },
) =>
  rings
    .map(
      ([label, value], i) =>
        `<circle cx="${at.dotX}" cy="${at.dotY + i * 52}" r="${at.dot}" fill="${RING_COLOURS[i]}"/>${t(at.labelX, at.textY + i * 52, label, { size: at.labelSize, weight: 600, fill: '#cbd5e1' })}${t(at.valueX, at.textY + i * 52, value, { size: at.valueSize, weight: 800, fill: '#ffffff', anchor: 'end' })}`,
    )
    .join('')

function trainer(w: SubjectWords['trainer'], k: Ink) {
  const t = labelsIn(k, 18)
  const app = `${phone(180, 40, 300, 590, '#0f172a')}${t(330, 100, w.today, { size: 17, weight: 700, fill: '#ffffff', anchor: 'middle' })}${activityRings(k, 330, 250, [110, 82, 54], 22)}${ringLegend(t, w.rings, { dotX: 220, dotY: 420, dot: 7, labelX: 238, valueX: 440, textY: 426, labelSize: 15, valueSize: 16 })}`
  // The coach's camera view: a figure mid-squat with joint markers.
  const joints: [number, number][] = [
    [720, 190],
    [720, 250],
    [700, 330],
    [760, 380],
    [740, 460],
  ]
  const figure = `<circle cx="720" cy="160" r="26" fill="#fde68a"/><path d="M720 186L720 250L690 300L700 330M720 250L760 300L760 380M700 330L740 400L740 460M760 380L800 430" fill="none" stroke="#fde68a" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>${joints.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8" fill="#22d3ee" stroke="#0f172a" stroke-width="2"/>`).join('')}<path d="M700 330L760 380L740 460" fill="none" stroke="#22d3ee" stroke-width="3" stroke-dasharray="6 6"/>`
  const coach = `${card(560, 60, 420, 460, 24, '#1e293b')}${figure}<rect x="584" y="84" width="110" height="30" rx="15" fill="#22d3ee"/>${t(639, 104, w.coach, { size: 13, weight: 800, fill: '#0f172a', anchor: 'middle' })}${t(950, 140, '12', { size: 64, weight: 800, fill: '#ffffff', anchor: 'end' })}${t(950, 166, w.ofReps, { size: 14, weight: 600, fill: '#94a3b8', anchor: 'end' })}<rect x="830" y="410" width="130" height="86" rx="14" fill="#0f172a"/>${t(846, 440, w.form, { size: 13, weight: 600, fill: '#94a3b8' })}${t(846, 474, w.cue, { size: 16, weight: 800, fill: '#a3e635' })}`
  const heart = `${card(560, 540, 580, 100, 18)}<path d="M590 590c0-12 16-16 22-4 6-12 22-8 22 4 0 14-22 26-22 26s-22-12-22-26z" fill="#f43f5e"/>${t(650, 600, '142', { size: 26, weight: 800 })}${t(700, 600, w.bpm, { size: 13, weight: 600, fill: '#64748b' })}<path d="${curve(
    [
      [760, 600],
      [800, 590],
      [840, 604],
      [870, 570],
      [900, 612],
      [930, 584],
      [980, 596],
      [1030, 566],
      [1080, 588],
      [1120, 578],
    ],
  )}" fill="none" stroke="#f43f5e" stroke-width="4" stroke-linecap="round"/>`
  const streak = `${card(1000, 100, 160, 150, 18)}${'<path d="M1080 124c14 16 22 28 22 40a22 22 0 0 1-44 0c0-8 4-14 10-20 0 8 4 12 8 12 0-12-2-22 4-32z" fill="#f97316"/>'}${t(1080, 204, w.days, { size: 20, weight: 800, anchor: 'middle' })}${t(1080, 228, w.streak, { size: 13, weight: 600, fill: '#64748b', anchor: 'middle' })}`
  // On a phone (the picture ~330 px wide, 0.27 of its size here): the rings with their values and
  // the coach counting reps beside them, in type 30–76 px here (8–21 px there); the heart rate and
  // the streak left out.
  const phoneApp = `${phone(40, 40, 520, 595, '#0f172a')}${t(300, 108, w.today, { size: 40, weight: 700, fill: '#ffffff', anchor: 'middle' })}${activityRings(k, 300, 292, [140, 102, 64], 30)}${ringLegend(t, w.rings, { dotX: 96, dotY: 482, dot: 11, labelX: 124, valueX: 504, textY: 493, labelSize: 30, valueSize: 32 })}`
  const pill = w.coach.length * 18 + 48
  const phoneCoach = `${card(590, 40, 570, 595, 28, '#1e293b')}<g transform="matrix(1.25 0 0 1.25 -171.25 -17.5)">${figure}</g><rect x="620" y="70" width="${pill}" height="54" rx="27" fill="#22d3ee"/>${t(620 + pill / 2, 108, w.coach, { size: 32, weight: 800, fill: '#0f172a', anchor: 'middle' })}${t(1130, 144, '12', { size: 76, weight: 800, fill: '#ffffff', anchor: 'end' })}${t(1130, 194, w.ofReps, { size: 30, weight: 600, fill: '#94a3b8', anchor: 'end' })}<rect x="860" y="480" width="270" height="124" rx="20" fill="#0f172a"/>${t(888, 524, w.form, { size: 30, weight: 600, fill: '#94a3b8' })}${t(888, 578, w.cue, { size: 38, weight: 800, fill: '#a3e635' })}`
  return twoWidths(`${app}${coach}${heart}${streak}`, `${phoneApp}${phoneCoach}`)
}

/** FoodieExpress: a map with the courier's route from the restaurant, the order's live status. */
function deliveryMap(w: SubjectWords['delivery'], k: Ink) {
  const t = labelsIn(k, 18)
  const streets = [
    'M0 180H1200',
    'M0 420H1200',
    'M140 0V675',
    'M420 0V675',
    'M700 0V675',
    'M980 0V675',
    'M0 620L560 0',
  ]
    .map(
      (d) =>
        `<path d="${d}" stroke="#ffffff" stroke-width="26"/><path d="${d}" stroke="#e2e8f0" stroke-width="2" stroke-dasharray="14 14"/>`,
    )
    .join('')
  const blocks = `<rect width="${W}" height="${H}" fill="#eef2f7"/><rect x="440" y="440" width="240" height="160" rx="10" fill="#bbf7d0"/><rect x="160" y="200" width="240" height="200" rx="10" fill="#e2e8f0"/><rect x="720" y="200" width="240" height="200" rx="10" fill="#e2e8f0"/><path d="M1000 0h200v160h-200z" fill="#bfdbfe"/>`
  const route = `<path d="M140 560V420H420V180H700V300" fill="none" stroke="#f97316" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/><path d="M700 300V420H980" fill="none" stroke="#f97316" stroke-width="10" stroke-dasharray="2 16" stroke-linecap="round"/>`
  const pin = (x: number, y: number, colour: string, glyph: string) =>
    `<path d="M${x} ${y + 34}c-20-22-30-36-30-52a30 30 0 0 1 60 0c0 16-10 30-30 52z" fill="${colour}" stroke="#ffffff" stroke-width="3"/>${t(x, y - 10, glyph, { size: 22, weight: 700, fill: '#ffffff', anchor: 'middle' })}`
  const courier = `<circle cx="700" cy="300" r="32" fill="#f97316" fill-opacity="0.22"/><circle cx="700" cy="300" r="20" fill="#f97316" stroke="#ffffff" stroke-width="4"/><circle cx="700" cy="300" r="6" fill="#ffffff"/>`
  const status = `${card(40, 40, 340, 120, 18)}${t(64, 80, w.arriving, { size: 14, weight: 600, fill: '#64748b' })}${t(64, 122, w.minutes, { size: 36, weight: 800 })}<rect x="250" y="66" width="110" height="30" rx="15" fill="#ffedd5"/>${t(305, 86, w.onTheWay, { size: 13, weight: 700, fill: '#c2410c', anchor: 'middle' })}${[
    0, 1, 2, 3,
  ]
    .map(
      (i) =>
        `<rect x="${64 + i * 76}" y="140" width="66" height="6" rx="3" fill="${i < 3 ? '#f97316' : '#e2e8f0'}"/>`,
    )
    .join('')}`
  const order = `${card(820, 470, 340, 170, 18)}${t(844, 506, w.order, { size: 16, weight: 700 })}${t(1136, 506, '$27.40', { size: 16, weight: 800, anchor: 'end' })}${[
    [w.items[0], '×1'],
    [w.items[1], '×1'],
    [w.items[2], '×2'],
  ]
    .map(
      ([item, count], i) =>
        `${t(844, 540 + i * 30, item!, { size: 14, weight: 500, fill: '#475569' })}${t(1136, 540 + i * 30, count!, { size: 14, weight: 600, fill: '#475569', anchor: 'end' })}`,
    )
    .join('')}`
  // On a phone (the picture ~330 px wide, 0.27 of its size here): the map closer, the courier
  // between the restaurant and home, the order's status large, in type 30–72 px here (8–19 px
  // there); the order's card left out.
  const phoneStreets = [
    'M0 340H1200',
    'M0 630H1200',
    'M190 0V675',
    'M640 0V675',
    'M1010 0V675',
    'M0 520L520 0',
  ]
    .map(
      (d) =>
        `<path d="${d}" stroke="#ffffff" stroke-width="40"/><path d="${d}" stroke="#e2e8f0" stroke-width="3" stroke-dasharray="20 20"/>`,
    )
    .join('')
  const phoneBlocks = `<rect width="${W}" height="${H}" fill="#eef2f7"/><rect x="220" y="370" width="390" height="230" rx="14" fill="#e2e8f0"/><rect x="670" y="370" width="310" height="230" rx="14" fill="#bbf7d0"/><rect x="670" y="0" width="310" height="310" rx="14" fill="#e2e8f0"/><path d="M1040 0h160v310h-160z" fill="#bfdbfe"/>`
  const phoneRoute = `<path d="M190 570V340H640" fill="none" stroke="#f97316" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/><path d="M640 340H1010V570" fill="none" stroke="#f97316" stroke-width="14" stroke-dasharray="2 24" stroke-linecap="round" stroke-linejoin="round"/>`
  const phonePin = (x: number, y: number, colour: string, glyph: string) =>
    `<path d="M${x} ${y}c-32-35-48-58-48-83a48 48 0 0 1 96 0c0 25-16 48-48 83z" fill="${colour}" stroke="#ffffff" stroke-width="4"/>${t(x, y - 69, glyph, { size: 40, weight: 700, fill: '#ffffff', anchor: 'middle' })}`
  const phoneCourier = `<circle cx="640" cy="340" r="48" fill="#f97316" fill-opacity="0.22"/><circle cx="640" cy="340" r="30" fill="#f97316" stroke="#ffffff" stroke-width="5"/><circle cx="640" cy="340" r="9" fill="#ffffff"/>`
  const onTheWay = w.onTheWay.length * 17 + 48
  const phoneStatus = `${card(40, 40, 560, 230, 24)}${t(76, 96, w.arriving, { size: 32, weight: 600, fill: '#64748b' })}${t(76, 184, w.minutes, { size: 72, weight: 800 })}<rect x="${564 - onTheWay}" y="58" width="${onTheWay}" height="52" rx="26" fill="#ffedd5"/>${t(564 - onTheWay / 2, 94, w.onTheWay, { size: 30, weight: 700, fill: '#c2410c', anchor: 'middle' })}${[
    0, 1, 2, 3,
  ]
    .map(
      (i) =>
        `<rect x="${76 + i * 124}" y="222" width="110" height="12" rx="6" fill="${i < 3 ? '#f97316' : '#e2e8f0'}"/>`,
    )
    .join('')}`
  return twoWidths(
    `${blocks}${streets}${route}${pin(140, 540, '#0f172a', w.pins[0])}${pin(980, 400, '#16a34a', w.pins[1])}${courier}${status}${order}`,
    `${phoneBlocks}${phoneStreets}${phoneRoute}${phonePin(190, 590, '#0f172a', w.pins[0])}${phonePin(1010, 590, '#16a34a', w.pins[1])}${phoneCourier}${phoneStatus}`,
  )
}

/** The words of each composition: the interface's own labels. */
export interface SubjectWords {
  seo: {
    index: string
    pages: string
    query: string
    crawled: string
    indexed: string
    ranked: string
  }
  pwa: { prompt: string; offline: string; install: string; versus: string; store: string }
  funnel: {
    stages: [string, string, string, string]
    /** What each rate converts, from one stage to the next. */
    rates: [string, string, string]
    nurture: string
    steps: [string, string, string, string]
  }
  pipeline: {
    columns: [string, string, string, string]
    /** The deals' owners' initials, one letter each. */
    initials: string
    /** How long a deal has been in its stage. */
    days: (days: number) => string
  }
  vitals: {
    /** LCP, INP and CLS: the value, the metric's name and its good band. */
    metrics: [[string, string, string], [string, string, string], [string, string, string]]
  }
  banking: {
    balance: string
    recent: string
    payees: [string, string, string, string]
    today: string
    send: string
    payee: string
    payeeInitial: string
    instant: string
    sendNow: string
    sent: string
  }
  taskBoard: {
    title: string
    /** The team's five initials, one letter each. */
    initials: string
    columns: [
      [string, [string, string, string]],
      [string, [string, string]],
      [string, [string, string]],
      [string, [string, string, string]],
    ]
    teammate: string
  }
  live: {
    live: string
    watching: string
    score: string
    cameras: [string, string, string, string]
    chatHeading: string
    /** The chat's lines, each with the width of its bubble. */
    chat: [string, number][]
    saySomething: string
  }
  trainer: {
    today: string
    /** The three rings: their names and values. */
    rings: [[string, string], [string, string], [string, string]]
    coach: string
    ofReps: string
    form: string
    cue: string
    bpm: string
    days: string
    streak: string
  }
  delivery: {
    arriving: string
    minutes: string
    onTheWay: string
    order: string
    items: [string, string, string]
    /** The restaurant's and the home's pins, a letter each. */
    pins: [string, string]
  }
}

/** The words and direction the compositions are drawn in, and the language they are filed by. */
export interface SubjectArt {
  language: string
  direction: Direction
  words: SubjectWords
}

/** The English compositions (the files the English posts and case studies show). */
export const SUBJECT_ART_WORDS: SubjectArt = {
  language: 'en',
  direction: 'ltr',
  words: {
    seo: {
      index: 'Index',
      pages: '8 pages',
      query: 'technical seo guide',
      crawled: 'Crawled',
      indexed: 'Indexed',
      ranked: 'Ranked',
    },
    pwa: {
      prompt: 'Install this app?',
      offline: 'Works offline',
      install: 'Install',
      versus: 'vs',
      store: 'On the App Store',
    },
    funnel: {
      stages: ['Visitors', 'Leads', 'Qualified', 'Customers'],
      rates: ['visit → lead', 'lead → qualified', 'qualified → customer'],
      nurture: 'Nurture',
      steps: ['Guide download', 'Welcome e-mail', 'Case study', 'Book a call'],
    },
    pipeline: {
      columns: ['Lead', 'Qualified', 'Proposal', 'Won'],
      initials: 'ABCDEFGHIJ',
      days: (days) => `${days} d`,
    },
    vitals: {
      metrics: [
        ['1.8 s', 'Largest Contentful Paint', 'Good ≤ 2.5 s'],
        ['120 ms', 'Interaction to Next Paint', 'Good ≤ 200 ms'],
        ['0.04', 'Cumulative Layout Shift', 'Good ≤ 0.1'],
      ],
    },
    banking: {
      balance: 'Total balance',
      recent: 'Recent',
      payees: ['Coffee House', 'Salary', 'Rent', 'Groceries'],
      today: 'Today',
      send: 'Send money',
      payee: 'Maya Chen',
      payeeInitial: 'M',
      instant: 'Instant · no fee',
      sendNow: 'Send now',
      sent: 'Sent in 2 s',
    },
    taskBoard: {
      title: 'Product roadmap',
      initials: 'SJKLM',
      columns: [
        ['To do', ['Write release notes', 'Invite design team', 'Plan sprint 14']],
        ['In progress', ['Calendar sync', 'Offline mode']],
        ['Review', ['Billing page', 'Onboarding tour']],
        ['Done', ['Dark theme', 'Slack alerts', 'SSO login']],
      ],
      teammate: 'Sara',
    },
    live: {
      live: '● LIVE',
      watching: '48.2k watching',
      score: 'CITY 2 – 1 UNITED',
      cameras: ['Main', 'Tactical', 'Goal cam', 'Bench'],
      chatHeading: 'Live chat',
      chat: [
        ['What a goal!!', 150],
        ['Replay from goal cam pls', 200],
        ['2–1, what a finish', 160],
        ['Switching to tactical', 180],
        ['Ref had a great view', 170],
        ['Best stream this season', 190],
      ],
      saySomething: 'Say something…',
    },
    trainer: {
      today: 'Today',
      rings: [
        ['Move', '520 kcal'],
        ['Exercise', '38 min'],
        ['Stand', '11 h'],
      ],
      coach: 'AI coach',
      ofReps: 'of 15 reps',
      form: 'Form',
      cue: 'Knees out',
      bpm: 'bpm',
      days: '21 days',
      streak: 'streak',
    },
    delivery: {
      arriving: 'Arriving in',
      minutes: '12 min',
      onTheWay: 'On the way',
      order: 'Order #4821',
      items: ['Margherita pizza', 'Caesar salad', 'Lemonade'],
      pins: ['R', 'H'],
    },
  },
}

/** A composition drawn with a language's words, in its direction. */
const drawn =
  <K extends keyof SubjectWords>(key: K, draw: (words: SubjectWords[K], k: Ink) => string) =>
  (art: SubjectArt) =>
    draw(art.words[key], ink(art.direction))

/** Every subject's composition, by the post's or case study's slug. */
export const SUBJECT_ART: Record<
  string,
  { colours: [string, string, string]; draw: (art: SubjectArt) => string }
> = {
  'technical-seo-checklist': {
    colours: ['#16a34a', '#2563eb', '#f0fdf4'],
    draw: drawn('seo', crawledIndexedRanked),
  },
  'pwa-vs-native-app': {
    colours: ['#2563eb', '#7c3aed', '#eef2ff'],
    draw: drawn('pwa', webAppBesideNativeApp),
  },
  'building-a-marketing-funnel': {
    colours: ['#2563eb', '#1d4ed8', '#eff6ff'],
    draw: drawn('funnel', funnel),
  },
  'how-to-choose-a-crm': {
    colours: ['#7c3aed', '#16a34a', '#f5f3ff'],
    draw: drawn('pipeline', pipeline),
  },
  'core-web-vitals-guide': {
    colours: ['#16a34a', '#0ea5e9', '#ecfdf5'],
    draw: drawn('vitals', vitalsGauges),
  },
  'financeflow-banking': {
    colours: ['#0ea5e9', '#2563eb', '#f0f9ff'],
    draw: drawn('banking', bankingPhones),
  },
  'workflow-task-manager': {
    colours: ['#6366f1', '#ec4899', '#eef2ff'],
    draw: drawn('taskBoard', taskBoard),
  },
  'streamlive-broadcasting': {
    colours: ['#dc2626', '#0f172a', '#0f172a'],
    draw: drawn('live', livePlayer),
  },
  'fitgenius-ai-trainer': {
    colours: ['#f43f5e', '#22d3ee', '#f1f5f9'],
    draw: drawn('trainer', trainer),
  },
  'foodieexpress-delivery': {
    colours: ['#f97316', '#16a34a', '#fff7ed'],
    draw: drawn('delivery', deliveryMap),
  },
}

/**
 * Where the illustration of a post (`blog`) or case study (`work`) is written, under public/:
 * a translation's in a folder of its language.
 */
export const subjectPath = (
  folder: 'blog' | 'work',
  slug: string,
  language: string = SUBJECT_ART_WORDS.language,
) =>
  `images/${folder}/${language === SUBJECT_ART_WORDS.language ? '' : `${language}/`}${slug}-illustration.svg`

/**
 * The subject's own illustration for a post or case study, in the words and direction of `art`,
 * or null when it has none. A right-to-left one is mirrored as a whole.
 */
export function subjectIllustration(
  path: string,
  label: string,
  slug: string,
  art: SubjectArt = SUBJECT_ART_WORDS,
): Artwork | null {
  const subject = SUBJECT_ART[slug]
  if (!subject) return null
  const english = art.language === SUBJECT_ART_WORDS.language
  const body = ink(art.direction).flip(0, W, subject.draw(art))
  return {
    path,
    svg: svg(label, subject.colours, body, english ? '' : art.language),
    width: W,
    height: H,
  }
}
