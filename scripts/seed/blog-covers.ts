/**
 * The blog posts' covers, one product scene per post (an outside review called the flat motifs
 * they replaced clip-art): a technical site audit, a web app and a native app compared, a
 * lead-capture page with the leads it brings, a CRM contact record beside revenue by source, and
 * a page's largest paint with its real-user data. Each is another angle on its post than the
 * illustration in its text (subject-art.ts), drawn like the section scenes (section-art.ts):
 * layered cards with a soft shadow on a calm backdrop, with few, large labels, so that a cover
 * still reads on a 343 px card. Plain SVG, deterministic, 1200 × 675 (16:9, the cards' frame).
 *
 * Each cover takes its words and direction (`CoverArt`), as the section scenes do: the English
 * ones are `BLOG_COVER_WORDS` (images/blog/<slug>.svg); a translation's file is in a folder of its
 * language, and a right-to-left one is the same scene mirrored, its labels read from the right
 * (copy/ar/blog-covers.ts). What keeps its own drawing (a check mark, a ring filling clockwise, a
 * picture) is mirrored twice, so it only moves to its mirrored place. A cover's alternative text
 * is written beside its words (`alt`), in the same language.
 */
import { type Artwork, escapeXml } from './artwork'
import { arc } from './svg-paths'
import { type Direction, ink, type Ink, type Label, labelsIn } from './section-art'

const W = 1200
const H = 675

const bar = (x: number, y: number, w: number, h = 14, fill = '#e2e8f0') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}"/>`

/** A white card with a soft shadow (a blurred copy underneath). */
const card = (x: number, y: number, w: number, h: number, r = 26) =>
  `<rect x="${x}" y="${y + 16}" width="${w}" height="${h}" rx="${r}" fill="#0f172a" fill-opacity="0.1" filter="url(#soft)"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="#ffffff" stroke="#e2e8f0" stroke-width="2"/>`

/** A check mark in a disc, drawn the same way round in every direction. */
const tick = (k: Ink, cx: number, cy: number, r: number, disc: string, stroke: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${disc}"/>${k.flip(cx - r, cx + r, `<path d="M${cx - r * 0.42} ${cy + 1}l${r * 0.3} ${r * 0.3} ${r * 0.55}-${r * 0.6}" fill="none" stroke="${stroke}" stroke-width="${Math.max(3, r / 6)}" stroke-linecap="round" stroke-linejoin="round"/>`)}`

/** A browser window's frame: its bar, three dots and the address. */
const browser = (t: Label, x: number, y: number, w: number, h: number, address: string) =>
  `${card(x, y, w, h, 24)}<path d="M${x} ${y + 24}a24 24 0 0 1 24-24h${w - 48}a24 24 0 0 1 24 24v32H${x}z" fill="#f1f5f9"/>${[
    '#f87171',
    '#fbbf24',
    '#34d399',
  ]
    .map((fill, i) => `<circle cx="${x + 30 + i * 24}" cy="${y + 29}" r="7" fill="${fill}"/>`)
    .join(
      '',
    )}<rect x="${x + 112}" y="${y + 14}" width="${Math.min(320, w - 150)}" height="30" rx="15" fill="#ffffff"/>${t(x + 132, y + 36, address, { size: 20, weight: 500, fill: '#64748b' })}`

/** The backdrop: the cover's tint, a faint grid and two soft discs of its colours. */
const backdrop = (tint: string, [a, b]: [string, string]) =>
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint}"/><stop offset="1" stop-color="#f8fafc"/></linearGradient><filter id="soft" x="-20%" y="-20%" width="140%" height="160%"><feGaussianBlur stdDeviation="18"/></filter><pattern id="grid" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M48 0H0V48" fill="none" stroke="#0f172a" stroke-opacity="0.05"/></pattern></defs><rect width="${W}" height="${H}" fill="url(#bg)"/><rect width="${W}" height="${H}" fill="url(#grid)"/><circle cx="1090" cy="70" r="230" fill="${b}" fill-opacity="0.08"/><circle cx="90" cy="640" r="210" fill="${a}" fill-opacity="0.08"/>`

/** Technical SEO: a site's health score beside its audit checklist, one check still to fix. */
function siteAudit(w: CoverWords['seo'], k: Ink) {
  const t = labelsIn(k, 30)
  const health = `${card(100, 130, 380, 420)}${t(140, 190, w.health, { weight: 700, fill: '#334155' })}${k.flip(
    // The ring fills clockwise in every direction.
    156,
    384,
    `<circle cx="270" cy="335" r="100" fill="none" stroke="#dcfce7" stroke-width="26"/><path d="${arc(270, 335, 100, 0, 331)}" fill="none" stroke="#16a34a" stroke-width="26" stroke-linecap="round"/>`,
  )}${t(270, 362, '92', { size: 76, weight: 800, anchor: 'middle' })}<rect x="140" y="472" width="260" height="50" rx="25" fill="#f1f5f9"/>${t(270, 506, w.crawled, { size: 26, weight: 600, fill: '#475569', anchor: 'middle' })}`
  const rows = w.checks
    .map((check, i) => {
      const cy = 250 + i * 90
      const fix = i === w.checks.length - 1
      return `${
        fix
          ? `<circle cx="500" cy="${cy}" r="24" fill="#fef3c7"/><path d="M500 ${cy - 12}v14" stroke="#d97706" stroke-width="5" stroke-linecap="round"/><circle cx="500" cy="${cy + 12}" r="3.5" fill="#d97706"/><rect x="950" y="${cy - 24}" width="120" height="48" rx="24" fill="#fef3c7"/>${t(1010, cy + 9, w.fix, { size: 26, weight: 700, fill: '#b45309', anchor: 'middle' })}`
          : `${tick(k, 500, cy, 24, '#dcfce7', '#16a34a')}<path d="M470 ${cy + 45}H1070" stroke="#f1f5f9" stroke-width="2"/>`
      }${t(546, cy + 12, check, { size: 34, weight: 600 })}`
    })
    .join('')
  const audit = `${card(440, 80, 660, 500)}<circle cx="496" cy="142" r="22" fill="url(#g)"/><g fill="none" stroke="#ffffff" stroke-width="2.5"><circle cx="496" cy="142" r="12"/><ellipse cx="496" cy="142" rx="5" ry="12"/><path d="M484 142h24"/></g>${t(532, 153, 'example.com', { size: 32, weight: 700 })}<rect x="850" y="118" width="220" height="48" rx="24" fill="#dcfce7"/>${t(960, 151, w.passed, { size: 26, weight: 700, fill: '#15803d', anchor: 'middle' })}<path d="M440 196H1100" stroke="#e2e8f0" stroke-width="2"/>${rows}`
  return `${health}${audit}`
}

/** PWA vs native: the two builds compared, row by row. */
function twoBuilds(w: CoverWords['pwa'], k: Ink) {
  const t = labelsIn(k, 30)
  // The rows' glyphs: a codebase, a download, an update.
  const glyphs = (x: number, y: number, stroke: string) =>
    [
      `<path d="M${x - 4} ${y - 9}l-9 9 9 9M${x + 4} ${y - 9}l9 9-9 9" fill="none" stroke="${stroke}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`,
      `<path d="M${x} ${y + 90 - 11}v18m-8-8l8 8 8-8" fill="none" stroke="${stroke}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`,
      `<path d="M${x + 10} ${y + 180 - 6}a11 11 0 1 1-3-7m3-5v6h-6" fill="none" stroke="${stroke}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`,
    ].join('')
  const column = (
    x: number,
    name: string,
    rows: string[],
    head: string,
    disc: string,
    ink: string,
    icon: string,
  ) =>
    `${card(x, 110, 450, 450)}<path d="M${x} 136a26 26 0 0 1 26-26h398a26 26 0 0 1 26 26v104H${x}z" fill="${head}"/>${icon}${t(x + 120, 192, name, { size: 42, weight: 800, fill: '#ffffff' })}${rows
      .map(
        (row, i) =>
          `<circle cx="${x + 60}" cy="${310 + i * 90}" r="26" fill="${disc}"/>${t(x + 104, 321 + i * 90, row, { size: 32, weight: 600 })}${i < 2 ? `<path d="M${x + 40} ${355 + i * 90}H${x + 410}" stroke="#f1f5f9" stroke-width="2"/>` : ''}`,
      )
      .join('')}${k.flip(x + 34, x + 86, glyphs(x + 60, 310, ink))}`
  const web = column(
    120,
    w.pwa,
    w.web,
    'url(#g)',
    '#eef2ff',
    '#4f46e5',
    `<rect x="160" y="144" width="64" height="64" rx="16" fill="#ffffff" fill-opacity="0.22"/><g fill="none" stroke="#ffffff" stroke-width="3.5"><circle cx="192" cy="176" r="17"/><ellipse cx="192" cy="176" rx="7" ry="17"/><path d="M175 176h34"/></g>`,
  )
  const native = column(
    630,
    w.native,
    w.app,
    '#0f172a',
    '#f1f5f9',
    '#334155',
    `<rect x="670" y="144" width="64" height="64" rx="16" fill="url(#g)"/><rect x="690" y="156" width="24" height="40" rx="6" fill="none" stroke="#ffffff" stroke-width="3.5"/><path d="M698 188h8" stroke="#ffffff" stroke-width="3" stroke-linecap="round"/>`,
  )
  const versus = `<circle cx="600" cy="335" r="42" fill="#ffffff" stroke="#e2e8f0" stroke-width="2"/>${t(600, 346, w.versus, { size: 30, weight: 800, fill: '#4f46e5', anchor: 'middle' })}`
  return `${web}${native}${versus}`
}

/** A marketing funnel: a lead-capture page, the lead it brings, its rate and the call booked. */
function leadCapture(w: CoverWords['funnel'], k: Ink) {
  const t = labelsIn(k, 30)
  const page = `${browser(t, 90, 70, 620, 530, 'example.com/guide')}${t(130, 184, w.headline, { size: 40, weight: 800 })}<rect x="130" y="212" width="130" height="160" rx="14" fill="url(#g)"/>${bar(150, 236, 70, 12, '#ffffff')}${[
    0, 1, 2,
  ]
    .map((i) => `${bar(150, 270 + i * 26, 90 - i * 14, 8, '#ffffff')}`)
    .join('')}${[0, 1, 2]
    .map(
      (i) =>
        `${tick(k, 306, 238 + i * 50, 15, '#dcfce7', '#16a34a')}${bar(334, 232 + i * 50, [230, 190, 210][i]!, 12, '#cbd5e1')}`,
    )
    .join('')}${[w.name, w.email]
    .map(
      (field, i) =>
        `<rect x="130" y="${398 + i * 64}" width="500" height="52" rx="12" fill="#ffffff" stroke="#cbd5e1" stroke-width="2"/>${t(152, 433 + i * 64, field, { size: 24, weight: 500, fill: '#94a3b8' })}`,
    )
    .join(
      '',
    )}<rect x="130" y="526" width="500" height="56" rx="28" fill="url(#g)"/>${t(380, 563, w.cta, { size: 28, weight: 700, fill: '#ffffff', anchor: 'middle' })}`
  const lead = `${card(660, 96, 440, 126)}<circle cx="720" cy="159" r="32" fill="#f59e0b"/>${t(720, 170, w.initial, { size: 30, weight: 800, fill: '#ffffff', anchor: 'middle' })}${t(772, 152, w.newLead, { weight: 700 })}${t(772, 192, w.source, { size: 26, weight: 500, fill: '#64748b' })}<circle cx="1068" cy="126" r="8" fill="#22c55e"/>`
  const rate = `${card(740, 262, 360, 160)}${t(776, 310, w.rate, { size: 26, weight: 600, fill: '#64748b' })}${t(776, 388, '7.7%', { size: 64, weight: 800 })}<path d="M950 390l34-26 28 14 40-46" fill="none" stroke="#2563eb" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><path d="M1032 330l20 2 2 20" fill="none" stroke="#2563eb" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`
  const booked = `${card(660, 462, 440, 126)}<rect x="690" y="493" width="64" height="64" rx="16" fill="#dcfce7"/><g fill="none" stroke="#16a34a" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"><rect x="704" y="509" width="36" height="34" rx="6"/><path d="M704 519h36M713 503v10M731 503v10"/>${k.flip(713, 731, '<path d="M713 531l6 6 12-12"/>')}</g>${t(776, 518, w.booked, { weight: 700 })}${t(776, 558, w.when, { size: 26, weight: 500, fill: '#64748b' })}`
  // The lead's way: from the form to the lead, its rate, the call.
  const flow = `<path d="M920 222v40M920 422v40" stroke="#94a3b8" stroke-width="4" stroke-dasharray="2 9" stroke-linecap="round"/>`
  return `${page}${flow}${lead}${rate}${booked}`
}

/** Choosing a CRM: a contact's record, with the deal's source, beside revenue by source. */
function contactRecord(w: CoverWords['crm'], k: Ink) {
  const t = labelsIn(k, 30)
  const shares: [string, number, string][] = [
    [w.sources[0], 48, '#7c3aed'],
    [w.sources[1], 32, '#2563eb'],
    [w.sources[2], 20, '#16a34a'],
  ]
  // One bar of the whole (the shares add up to 100%), then each source's share.
  let from = 680
  const whole = shares
    .map(([, share, colour]) => {
      const segment = `<rect x="${from}" y="186" width="${(380 * share) / 100}" height="30" fill="${colour}"/>`
      from += (380 * share) / 100
      return segment
    })
    .join('')
  const revenue = `${card(600, 80, 500, 420)}${t(680, 144, w.revenue, { weight: 700 })}<clipPath id="whole"><rect x="680" y="186" width="380" height="30" rx="15"/></clipPath><g clip-path="url(#whole)">${whole}</g>${shares
    .map(
      ([source, share, colour], i) =>
        `<circle cx="692" cy="${284 + i * 74}" r="12" fill="${colour}"/>${t(718, 294 + i * 74, source, { size: 30, weight: 600, fill: '#334155' })}${t(1060, 294 + i * 74, `${share}%`, { size: 32, weight: 800, anchor: 'end' })}${i < 2 ? `<path d="M680 ${322 + i * 74}H1060" stroke="#f1f5f9" stroke-width="2"/>` : ''}`,
    )
    .join('')}`
  const rows = [
    [w.rows[0], `${t(600, 392, w.source, { size: 28, weight: 700, anchor: 'end' })}`],
    [
      w.rows[1],
      `<rect x="430" y="440" width="170" height="46" rx="23" fill="#ede9fe"/>${t(515, 473, w.stage, { size: 26, weight: 700, fill: '#6d28d9', anchor: 'middle' })}`,
    ],
    [
      w.rows[2],
      `${t(600, 552, '$12,000', { size: 34, weight: 800, fill: '#15803d', anchor: 'end' })}`,
    ],
  ]
    .map(
      ([label, value], i) =>
        `${t(140, 392 + i * 80, label!, { size: 26, weight: 500, fill: '#64748b' })}${value}${i < 2 ? `<path d="M140 ${420 + i * 80}H600" stroke="#f1f5f9" stroke-width="2"/>` : ''}`,
    )
    .join('')
  const contact = `${card(100, 150, 540, 440)}<circle cx="186" cy="240" r="46" fill="url(#g)"/>${t(186, 254, w.initial, { size: 38, weight: 800, fill: '#ffffff', anchor: 'middle' })}${t(256, 232, w.name, { size: 36, weight: 800 })}${t(256, 274, 'Northwind Logistics', { size: 26, weight: 500, fill: '#64748b' })}<path d="M140 320H600" stroke="#e2e8f0" stroke-width="2"/>${rows}`
  return `${revenue}${contact}`
}

/** Core Web Vitals: a page's largest paint marked in the browser, and its real users' visits. */
function realUsers(w: CoverWords['vitals'], k: Ink) {
  const t = labelsIn(k, 30)
  // The page's hero picture keeps its drawing (the sun stays where it is).
  const picture = k.flip(
    120,
    680,
    `<rect x="120" y="196" width="560" height="220" rx="14" fill="url(#g)"/><circle cx="580" cy="250" r="30" fill="#fef9c3" fill-opacity="0.9"/><path d="M120 416v-70l120-84 100 70 90-56 130 90 120-60v110z" fill="#ffffff" fill-opacity="0.35"/><path d="M120 416v-34l150-70 120 60 140-80 150 74v50z" fill="#ffffff" fill-opacity="0.45"/>`,
  )
  const page = `${browser(t, 80, 70, 640, 530, 'example.com')}${picture}<rect x="110" y="186" width="580" height="240" rx="18" fill="none" stroke="#16a34a" stroke-width="4" stroke-dasharray="12 9"/><rect x="110" y="150" width="${w.lcp.length * 14 + 36}" height="44" rx="12" fill="#16a34a"/>${t(128, 181, w.lcp, { size: 26, weight: 800, fill: '#ffffff' })}${bar(120, 452, 420, 18, '#cbd5e1')}${bar(120, 486, 340, 14)}${bar(120, 512, 380, 14)}<rect x="120" y="542" width="150" height="36" rx="18" fill="#0f172a"/>`
  const good = 82
  const fair = 12
  const poor = 6
  const span = 380
  const field = `${card(650, 100, 460, 380)}${t(690, 156, w.field, { size: 26, weight: 600, fill: '#64748b' })}${tick(k, 1074, 146, 18, '#dcfce7', '#16a34a')}${t(690, 254, `${good}%`, { size: 80, weight: 800, fill: '#15803d' })}${t(868, 252, w.good, { weight: 600, fill: '#334155' })}<rect x="690" y="288" width="${span}" height="28" rx="14" fill="#ef4444"/><rect x="690" y="288" width="${(span * (good + fair)) / 100}" height="28" rx="14" fill="#f59e0b"/><rect x="690" y="288" width="${(span * good) / 100}" height="28" rx="14" fill="#22c55e"/><path d="M${690 + span * 0.75} 278v48" stroke="#0f172a" stroke-width="3" stroke-dasharray="4 4"/>${[
    [w.fair, fair, '#f59e0b'],
    [w.poor, poor, '#ef4444'],
  ]
    .map(
      ([label, share, colour], i) =>
        `<circle cx="700" cy="${373 + i * 52}" r="9" fill="${colour}"/>${t(722, 382 + i * 52, String(label), { size: 26, weight: 600, fill: '#475569' })}${t(1070, 382 + i * 52, `${share}%`, { size: 28, weight: 800, anchor: 'end' })}${i === 0 ? `<path d="M690 ${400}H1070" stroke="#f1f5f9" stroke-width="2"/>` : ''}`,
    )
    .join('')}`
  const metrics = `${card(650, 500, 460, 116, 22)}<path d="M905 524v68" stroke="#e2e8f0" stroke-width="2"/>${[
    ['INP', w.inp],
    ['CLS', '0.04'],
  ]
    .map(
      ([name, value], i) =>
        `${t(690 + i * 245, 540, name!, { size: 22, weight: 700, fill: '#16a34a' })}${t(690 + i * 245, 584, value!, { size: 30, weight: 800 })}`,
    )
    .join('')}`
  return `${page}${field}${metrics}`
}

/** The words of each cover: the interface's own labels, and the cover's alternative text. */
export interface CoverWords {
  seo: {
    alt: string
    health: string
    /** How many pages the audit crawled (248). */
    crawled: string
    /** How many checks passed (3 of 4). */
    passed: string
    /** robots.txt, the XML sitemap, canonical tags, hreflang (the last one to fix). */
    checks: [string, string, string, string]
    fix: string
  }
  pwa: {
    alt: string
    pwa: string
    native: string
    versus: string
    /** The web app's codebase, download and updates. */
    web: [string, string, string]
    /** The native app's. */
    app: [string, string, string]
  }
  funnel: {
    alt: string
    headline: string
    name: string
    email: string
    cta: string
    /** The new lead's initial, one letter. */
    initial: string
    newLead: string
    source: string
    rate: string
    booked: string
    when: string
  }
  crm: {
    alt: string
    name: string
    /** The contact's initial, one letter. */
    initial: string
    /** Source, stage, deal value. */
    rows: [string, string, string]
    source: string
    stage: string
    revenue: string
    /** Search, referrals, ads. */
    sources: [string, string, string]
  }
  vitals: {
    alt: string
    /** The largest paint's tag, with its time (1.8 s). */
    lcp: string
    field: string
    good: string
    fair: string
    poor: string
    /** INP's value (120 ms). */
    inp: string
  }
}

/** The words and direction the covers are drawn in, and the language they are filed by. */
export interface CoverArt {
  language: string
  direction: Direction
  words: CoverWords
}

/** The English covers (the files the English posts show). */
export const BLOG_COVER_WORDS: CoverArt = {
  language: 'en',
  direction: 'ltr',
  words: {
    seo: {
      alt: 'A site audit of example.com: a site health score of 92 after crawling 248 pages, beside a checklist where robots.txt, the XML sitemap and canonical tags pass and hreflang needs a fix',
      health: 'Site health',
      crawled: '248 pages crawled',
      passed: '3 of 4 passed',
      checks: ['robots.txt', 'XML sitemap', 'Canonical tags', 'hreflang'],
      fix: 'Fix',
    },
    pwa: {
      alt: 'Two builds compared side by side: a progressive web app with one codebase, no download and instant updates, and a native app with two codebases, a 100 MB download and an app store review',
      pwa: 'PWA',
      native: 'Native app',
      versus: 'vs',
      web: ['1 codebase', 'No download', 'Instant updates'],
      app: ['2 codebases', '100 MB download', 'Store review'],
    },
    funnel: {
      alt: 'A landing page offering a free growth guide with a short name and email form, beside a new lead from search, a 7.7% visit-to-lead rate and a call booked for Thursday at 10:00',
      headline: 'Free growth guide',
      name: 'Name',
      email: 'Work email',
      cta: 'Send me the guide',
      initial: 'J',
      newLead: 'New lead',
      source: 'From search',
      rate: 'Visit → lead',
      booked: 'Call booked',
      when: 'Thu · 10:00',
    },
    crm: {
      alt: 'A CRM contact record for Lina Nasser of Northwind Logistics, a $12,000 deal at the proposal stage that came from the website form, beside revenue by source: search 48%, referrals 32% and ads 20%',
      name: 'Lina Nasser',
      initial: 'L',
      rows: ['Source', 'Stage', 'Deal'],
      source: 'Website form',
      stage: 'Proposal',
      revenue: 'Revenue by source',
      sources: ['Search', 'Referrals', 'Ads'],
    },
    vitals: {
      alt: 'A web page in a browser with its hero image marked as the largest contentful paint at 1.8 s, beside 28 days of real-user data: 82% of visits good, 12% needing improvement and 6% poor, with INP at 120 ms and CLS at 0.04',
      lcp: 'LCP 1.8 s',
      field: 'Real users · 28 days',
      good: 'good visits',
      fair: 'Needs work',
      poor: 'Poor',
      inp: '120 ms',
    },
  },
}

/** A cover drawn with a language's words, in its direction. */
const drawn =
  <K extends keyof CoverWords>(key: K, draw: (words: CoverWords[K], k: Ink) => string) =>
  (art: CoverArt) => ({ body: draw(art.words[key], ink(art.direction)), alt: art.words[key].alt })

/** Every post's cover: its backdrop's tint and colours, and its scene. */
const COVERS: Record<
  string,
  {
    tint: string
    colours: [string, string]
    draw: (art: CoverArt) => { body: string; alt: string }
  }
> = {
  'technical-seo-checklist': {
    tint: '#ecfdf5',
    colours: ['#16a34a', '#2563eb'],
    draw: drawn('seo', siteAudit),
  },
  'pwa-vs-native-app': {
    tint: '#eef2ff',
    colours: ['#2563eb', '#7c3aed'],
    draw: drawn('pwa', twoBuilds),
  },
  'building-a-marketing-funnel': {
    tint: '#fff7ed',
    colours: ['#2563eb', '#7c3aed'],
    draw: drawn('funnel', leadCapture),
  },
  'how-to-choose-a-crm': {
    tint: '#f5f3ff',
    colours: ['#7c3aed', '#2563eb'],
    draw: drawn('crm', contactRecord),
  },
  'core-web-vitals-guide': {
    tint: '#f0f9ff',
    colours: ['#0ea5e9', '#2563eb'],
    draw: drawn('vitals', realUsers),
  },
}

/** Where a post's cover is written, under public/: a translation's in a folder of its language. */
export const blogCoverPath = (slug: string, language: string = BLOG_COVER_WORDS.language) =>
  `images/blog/${language === BLOG_COVER_WORDS.language ? '' : `${language}/`}${slug}.svg`

/**
 * A post's cover in the words and direction of `art`, with its alternative text (its accessible
 * name too), or null when the post has none. A right-to-left one is mirrored as a whole.
 */
export function blogCover(
  slug: string,
  art: CoverArt = BLOG_COVER_WORDS,
): { art: Artwork; alt: string } | null {
  const cover = COVERS[slug]
  if (!cover) return null
  const { body, alt } = cover.draw(art)
  const english = art.language === BLOG_COVER_WORDS.language
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"${english ? '' : ` xml:lang="${art.language}"`} role="img" aria-label="${escapeXml(alt)}">${backdrop(cover.tint, cover.colours)}${ink(art.direction).flip(0, W, body)}</svg>\n`
  return { art: { path: blogCoverPath(slug, art.language), svg, width: W, height: H }, alt }
}
