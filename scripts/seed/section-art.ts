/**
 * Artwork for the composed pages' sections: hero scenes drawn as product-style compositions (a
 * browser, dashboards, a globe of the five offices, the team's call, a growth plan, a project
 * board, a go-live checklist, the offices' working hours, a design system, a channel mix and a
 * campaign calendar; no two pages share one) and the agency's Partner badge. Plain SVG,
 * deterministic, with no text that repeats the heading beside it: labels inside are the interface's
 * own ("Organic sessions", "Performance 100"). The badge is the agency's own design, with its own
 * wording; it copies no third-party logo artwork.
 *
 * Each drawing takes its words and direction (`SectionArt`): the English scenes are
 * `SECTION_ART`; a right-to-left language gets the same composition mirrored, with its labels
 * read from the right edge of each card (copy/ar/section-art.ts).
 */
import { geoContains, geoGraticule, geoOrthographic, geoPath } from 'd3-geo'
import type { FeatureCollection } from 'geojson'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import landTopology from 'world-atlas/land-110m.json' with { type: 'json' }
import { type Artwork, escapeXml } from './artwork'
import { curve } from './svg-paths'

const FONT = 'Inter, Helvetica, Arial, sans-serif'
/**
 * Arabic labels: the SVGs are shown as <img>, so no web font reaches them; system Arabic faces
 * (Android and Linux, macOS, Windows) in turn.
 */
const ARABIC_FONT =
  'Noto Sans Arabic, Noto Naskh Arabic, Geeza Pro, Segoe UI, Tahoma, DejaVu Sans, sans-serif'
const ARABIC = /[\u0600-\u06FF]/
const W = 1200
const H = 900

const text = (
  x: number,
  y: number,
  value: string,
  { size = 20, weight = 600, fill = '#0f172a', anchor = 'start', spacing = 0 } = {},
) =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}"${spacing ? ` letter-spacing="${spacing}"` : ''}>${value}</text>`

export type TextOptions = Parameters<typeof text>[3]

/**
 * A label in a right-to-left scene, which is drawn inside a mirrored group: flipped back about
 * its x so that it reads, and so on the other side of its anchor (a label that began at a card's
 * left edge ends at the mirrored card's right edge). Arabic labels get `direction="rtl"`, whose
 * `start` is their right end; Latin ones (figures, SEO, a URL) stay left to right.
 */
const mirroredText = (x: number, y: number, value: string, options: TextOptions = {}) => {
  const { size = 20, weight = 600, fill = '#0f172a', anchor = 'start', spacing = 0 } = options
  const arabic = ARABIC.test(value)
  const side = anchor === 'start' ? 'right' : anchor === 'end' ? 'left' : 'middle'
  const physical = side === 'middle' ? 'middle' : (side === 'right') === arabic ? 'start' : 'end'
  // Arabic letters join: no letter-spacing.
  const tracking = spacing && !arabic ? ` letter-spacing="${spacing}"` : ''
  return `<text x="${x}" y="${y}" transform="matrix(-1 0 0 1 ${2 * x} 0)" font-family="${arabic ? ARABIC_FONT : FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${physical}"${arabic ? ' direction="rtl"' : ''}${tracking}>${value}</text>`
}

export type Direction = 'ltr' | 'rtl'

/**
 * How a scene is drawn in a direction (and the in-article illustrations too: subject-art.ts).
 */
export interface Ink {
  /** A label (see `mirroredText` for right to left). */
  t: (x: number, y: number, value: string, options?: TextOptions) => string
  /**
   * Mirrors `body` between x = a and x = b in a right-to-left scene: the scene's body as a
   * whole, then, inside it, what keeps its own drawing (the globe's geography, code, a dial, a
   * check mark), which, mirrored twice, only moves to its mirrored place.
   */
  flip: (a: number, b: number, body: string) => string
}

export const ink = (direction: Direction): Ink =>
  direction === 'ltr'
    ? { t: text, flip: (_a, _b, body) => body }
    : {
        t: mirroredText,
        flip: (a, b, body) => `<g transform="matrix(-1 0 0 1 ${a + b} 0)">${body}</g>`,
      }

/** A drawing's label at (x, y): its text escaped, `size` px unless told, in the ink's direction. */
export type Label = (x: number, y: number, value: string, options?: TextOptions) => string

/** The labels drawn in `k`'s direction, `size` px unless told. */
export const labelsIn =
  (k: Ink, size: number): Label =>
  (x, y, value, options = {}) =>
    k.t(x, y, escapeXml(value), { size, ...options })

const escapeAttribute = (value: string) =>
  value.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!)

const bar = (x: number, y: number, w: number, h = 12, fill = '#e2e8f0') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}"/>`

/** A white card with a soft shadow (drawn as a blurred copy underneath). */
const card = (x: number, y: number, w: number, h: number, r = 22) =>
  `<rect x="${x}" y="${y + 14}" width="${w}" height="${h}" rx="${r}" fill="#0f172a" fill-opacity="0.10" filter="url(#soft)"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="#ffffff" stroke="#e2e8f0" stroke-width="2"/>`

/** A browser window's frame with its address bar. */
const browser = (x: number, y: number, w: number, h: number, address: string, t: Ink['t'] = text) =>
  `${card(x, y, w, h, 24)}<path d="M${x} ${y + 24}a24 24 0 0 1 24-24h${w - 48}a24 24 0 0 1 24 24v28H${x}z" fill="#f1f5f9"/><circle cx="${x + 30}" cy="${y + 27}" r="7" fill="#f87171"/><circle cx="${x + 54}" cy="${y + 27}" r="7" fill="#fbbf24"/><circle cx="${x + 78}" cy="${y + 27}" r="7" fill="#34d399"/><rect x="${x + 110}" y="${y + 15}" width="${Math.min(420, w - 150)}" height="24" rx="12" fill="#ffffff"/>${t(x + 128, y + 33, address, { size: 14, weight: 500, fill: '#64748b' })}`

const defs = `<defs><linearGradient id="brand" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2563eb"/><stop offset="1" stop-color="#7c3aed"/></linearGradient><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2563eb" stop-opacity="0.28"/><stop offset="1" stop-color="#2563eb" stop-opacity="0"/></linearGradient><linearGradient id="backdrop" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eff6ff"/><stop offset="1" stop-color="#f5f3ff"/></linearGradient><filter id="soft" x="-20%" y="-20%" width="140%" height="160%"><feGaussianBlur stdDeviation="18"/></filter><pattern id="grid" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M48 0H0V48" fill="none" stroke="#0f172a" stroke-opacity="0.05"/></pattern></defs>`

const backdrop = `<rect width="${W}" height="${H}" fill="url(#backdrop)"/><rect width="${W}" height="${H}" fill="url(#grid)"/><circle cx="1060" cy="120" r="260" fill="#7c3aed" fill-opacity="0.07"/><circle cx="120" cy="800" r="240" fill="#2563eb" fill-opacity="0.07"/>`

const svg = (label: string, body: string, art: SectionArt) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"${lang(art)} role="img" aria-label="${escapeAttribute(label)}">${defs}${backdrop}${body}</svg>\n`

/**
 * A scene drawn twice: as it is, and composed again for a phone, where the picture is ~330 px
 * wide (0.28 of its size here: a 15 px label is 4 px there). The image's own width picks one (an
 * SVG's media queries read the box it is drawn in); what reads no media query (the blur
 * placeholder's renderer) draws the first.
 */
const PHONE_DRAWING_BELOW = 520
export const twoWidths = (wide: string, phone: string) =>
  `<style>@media (max-width:${PHONE_DRAWING_BELOW}px){.wide{display:none}.phone{display:inline}}</style><g class="wide">${wide}</g><g class="phone" display="none">${phone}</g>`

const stars = (x: number, y: number, size = 18) =>
  Array.from({ length: 5 }, (_, i) => {
    const cx = x + i * (size + 6) + size / 2
    const cy = y
    const r = size / 2
    const points = Array.from({ length: 10 }, (_, k) => {
      const angle = -Math.PI / 2 + (k * Math.PI) / 5
      const radius = k % 2 ? r * 0.45 : r
      return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`
    }).join(' ')
    return `<polygon points="${points}" fill="#f59e0b"/>`
  }).join('')

const GLOBE_LAND = feature(
  landTopology as unknown as Topology<{ land: GeometryCollection }>,
  (landTopology as unknown as Topology<{ land: GeometryCollection }>).objects.land,
) as FeatureCollection

/** The offices: name, zone, and where they are ([longitude, latitude], the globe's pins). */
const OFFICES: [string, string, number, number][] = [
  ['New York', 'UTC−5', -74.0, 40.71],
  ['Toronto', 'UTC−5', -79.38, 43.65],
  ['London', 'UTC+0', -0.13, 51.51],
  ['Doha', 'UTC+3', 51.53, 25.29],
  ['Karachi', 'UTC+5', 67.01, 24.86],
]

/** The interface labels of the scenes and the badge, in one language. */
export interface SceneWords {
  /** The five offices, in the order of `OFFICES` (the globe's clocks, the call's tiles). */
  offices: readonly [string, string, string, string, string]
  studio: {
    launchWeek: string
    bookCall: string
    qualifiedLeads: string
    thisQuarter: string
    rating: string
    reviews: string
  }
  /** Launch, Grow, Brand, Automate: each tile's title and its line beneath. */
  solutions: {
    tiles: readonly [[string, string], [string, string], [string, string], [string, string]]
    /** The centre's two lines. */
    oneTeam: readonly [string, string]
  }
  globe: { alwaysOn: string; coverage: string }
  growth: {
    title: string
    period: string
    channels: readonly [string, string, string, string]
    costPerLead: string
    roas: string
    funnelTitle: string
    funnel: readonly [string, string, string, string]
  }
  build: { gauges: readonly [string, string, string] }
  ads: {
    title: string
    subtitle: string
    tabs: readonly [string, string, string]
    budget: string
    kpis: readonly [string, string, string]
    auditTitle: string
    auditDetail: string
  }
  team: {
    sharing: string
    leave: string
    demoTitle: string
    demoTime: string
    shipped: string
    kudos: string
  }
  learning: {
    title: string
    subtitle: string
    budgetTitle: string
    budgetDetail: string
    /** Certified, certified, in progress, planned: each row's name and state. */
    rows: readonly [[string, string], [string, string], [string, string], [string, string]]
    examTitle: string
    examDetail: string
    oneOnOne: string
    cadence: string
  }
  board: {
    title: string
    columns: readonly [string, string, string, string]
    change: string
    approvals: string
    day: string
    demoTitle: string
    demoDetail: string
  }
  /** The go-live checklist, the mobile score and the deployments (the web development page). */
  launch: {
    title: string
    progress: string
    /** The checklist: all done but the last, which is booked for `scheduled`. */
    items: readonly [string, string, string, string, string, string, string]
    scheduled: string
    score: string
    /** The readings of LCP, INP and CLS. */
    vitals: readonly [string, string, string]
    deployments: string
    /** Production and preview. */
    environments: readonly [string, string]
    /** How long ago each of the four deployments went out, latest first. */
    ages: readonly [string, string, string, string]
    ready: string
  }
  /** The offices' working hours on one UTC day, a handover note and the project lead. */
  handover: {
    title: string
    subtitle: string
    overlap: string
    now: string
    handoverTitle: string
    handoverTime: string
    notes: readonly [string, string, string]
    leadTitle: string
    leadName: string
    leadPlace: string
    message: string
    call: string
  }
  /** A component's code beside its design system, and the screen sizes it is checked on. */
  components: {
    title: string
    subtitle: string
    /** The library's sections, the first one open. */
    nav: readonly [string, string, string, string, string]
    variantsTitle: string
    variants: readonly [string, string, string]
    inputLabel: string
    colors: string
    /** Two letters in the typeface, and its name. */
    typeSample: string
    typeFace: string
    /** Its size over line height, and its weights. */
    typeScale: string
    figma: string
    viewports: string
  }
  /** Spend, leads and cost per lead by channel, the budget split and the funnel. */
  channels: {
    title: string
    period: string
    synced: string
    /** Channel, spend, leads, cost per lead, trend. */
    columns: readonly [string, string, string, string, string]
    /** Google Ads, paid social, SEO, content and email: the rows, by spend. */
    channels: readonly [string, string, string, string, string]
    total: string
    splitTitle: string
    perMonth: string
    funnelTitle: string
    funnel: readonly [string, string, string, string]
  }
  /** A month's campaign calendar and the ads of its three channels, with their results. */
  campaigns: {
    title: string
    month: string
    /** Search ads, social and email. */
    channels: readonly [string, string, string]
    today: string
    /** The search ad's label, headline and sitelinks. */
    adLabel: string
    headline: string
    sitelinks: readonly [string, string]
    /** The social post's label. */
    sponsored: string
    shopNow: string
    /** The email's subject line. */
    subject: string
    /** The two results under each ad: search, social, email. */
    results: readonly [
      readonly [string, string],
      readonly [string, string],
      readonly [string, string],
    ]
  }
  badge: {
    certifiedPartner: string
    /** The partner status's value, in its pill: "Active". */
    status: string
    /** The list's heading and its count: "Team certifications", "6 of 6 current". */
    listTitle: string
    current: string
    /** The six certifications the team holds, as the page's cards name them. */
    certifications: readonly [string, string, string, string, string, string]
    /** The line under the list. */
    footnote: string
    /** The badge's accessible name. */
    label: (brandName: string) => string
  }
}

/** The words and direction the scenes are drawn in, and the language their files are named by. */
export interface SectionArt {
  language: string
  direction: Direction
  words: SceneWords
}

/** The English scenes (the files the English pages show, at images/pages/). */
export const SECTION_ART: SectionArt = {
  language: 'en',
  direction: 'ltr',
  words: {
    offices: ['New York', 'Toronto', 'London', 'Doha', 'Karachi'],
    studio: {
      launchWeek: 'Launch week',
      bookCall: 'Book a call',
      qualifiedLeads: 'Qualified leads',
      thisQuarter: 'this quarter',
      rating: '4.9 average',
      reviews: 'from 247 reviews',
    },
    solutions: {
      tiles: [
        ['Launch', 'MVP · PWA · UX'],
        ['Grow', 'SEO · PPC · Funnels'],
        ['Brand', 'Identity · Video'],
        ['Automate', 'CRM · Dashboards'],
      ],
      oneTeam: ['One', 'team'],
    },
    globe: { alwaysOn: 'Always on', coverage: '24h coverage' },
    growth: {
      title: 'Revenue by channel',
      period: 'Last 90 days',
      channels: ['SEO', 'PPC', 'Social', 'Email'],
      costPerLead: 'Cost per lead',
      roas: 'Return on ad spend',
      funnelTitle: 'Funnel this month',
      funnel: ['Visitors', 'Leads', 'Calls', 'Clients'],
    },
    build: { gauges: ['Performance', 'Accessibility', 'SEO'] },
    ads: {
      title: 'Search campaigns',
      subtitle: 'Conversions by month',
      tabs: ['Search', 'Shopping', 'Video'],
      budget: 'Budget paced',
      kpis: ['Conversions', 'Cost / conv.', 'Quality score'],
      auditTitle: 'Account audit complete',
      auditDetail: 'Tracking verified · 14 recommendations applied',
    },
    team: {
      sharing: 'Sharing: sprint board',
      leave: 'Leave',
      demoTitle: 'Weekly demo',
      demoTime: 'Fri · 16:00 UTC',
      shipped: 'Shipped: patient portal v2',
      kudos: '12 kudos from all 5 offices',
    },
    learning: {
      title: 'Your growth plan',
      subtitle: 'Reviewed with your lead every quarter',
      budgetTitle: 'Learning budget',
      budgetDetail: 'Courses, books and exams',
      rows: [
        ['Google Ads Search', 'Certified'],
        ['Google Analytics (GA4)', 'Certified'],
        ['Cloud practitioner', 'In progress'],
        ['Conference talk', 'Planned'],
      ],
      examTitle: 'Exam fee paid',
      examDetail: 'Measurement certification',
      oneOnOne: '1:1 with your lead',
      cadence: 'Every other Thursday',
    },
    board: {
      title: 'Client projects',
      columns: ['Discovery', 'Design', 'Build', 'Shipped'],
      change: '#248 Checkout flow',
      approvals: 'Approved by 2 reviewers',
      day: 'FRI',
      demoTitle: 'Demo to the client',
      demoDetail: 'What shipped this week · 30 min',
    },
    launch: {
      title: 'Go-live checklist',
      progress: '6 of 7 done',
      items: [
        'Core Web Vitals passing',
        '142 old URLs redirected',
        'Forms connected to the CRM',
        'Analytics and cookie consent live',
        'Editors trained in the CMS',
        'SSL and daily backups on',
        'DNS switch',
      ],
      scheduled: 'Tue 09:00',
      score: 'Performance · mobile',
      vitals: ['1.2 s', '64 ms', '0.02'],
      deployments: 'Deployments',
      environments: ['Production', 'Preview'],
      ages: ['2 min ago', '1 h ago', '3 h ago', 'Yesterday'],
      ready: 'Ready',
    },
    handover: {
      title: 'Team hours',
      subtitle: 'Today · UTC',
      overlap: 'Overlap',
      now: 'Now',
      handoverTitle: 'Handover from Karachi',
      handoverTime: 'Posted 13:05 UTC',
      notes: [
        'Staging build ready for QA',
        '3 tickets moved to review',
        'Client feedback in the thread',
      ],
      leadTitle: 'Your project lead',
      leadName: 'Sarah Bennett',
      leadPlace: 'London · replies within 2 h',
      message: 'Message',
      call: 'Book a call',
    },
    components: {
      title: 'Design system',
      subtitle: '48 components · v3.2',
      nav: ['Buttons', 'Inputs', 'Cards', 'Tabs', 'Dialogs'],
      variantsTitle: 'Variants',
      variants: ['Primary', 'Secondary', 'Ghost'],
      inputLabel: 'Work email',
      colors: 'Colors',
      typeSample: 'Aa',
      typeFace: 'Inter',
      typeScale: '16/24 · 400–800',
      figma: 'Synced with Figma',
      viewports: 'Viewports',
    },
    channels: {
      title: 'Channel mix',
      period: 'Last 30 days',
      synced: 'Synced 09:40',
      columns: ['Channel', 'Spend', 'Leads', 'Cost per lead', 'Trend'],
      channels: ['Google Ads', 'Paid social', 'SEO', 'Content', 'Email'],
      total: 'Total',
      splitTitle: 'Budget split',
      perMonth: 'per month',
      funnelTitle: 'Visit to customer',
      funnel: ['Visits', 'Leads', 'Qualified', 'Customers'],
    },
    campaigns: {
      title: 'Spring campaign',
      month: 'April · Threadline Apparel',
      channels: ['Search ads', 'Social', 'Email'],
      today: 'Today',
      adLabel: 'Sponsored',
      headline: 'Linen shirts for spring',
      sitelinks: ['Men', 'Women'],
      sponsored: 'Sponsored',
      shopNow: 'Shop now',
      subject: 'Spring linen is here',
      results: [
        ['CTR', 'Purchases'],
        ['Reach', 'Purchases'],
        ['Open rate', 'Click rate'],
      ],
    },
    badge: {
      certifiedPartner: 'Certified Partner',
      status: 'Active',
      listTitle: 'Team certifications',
      current: '6 of 6 current',
      certifications: [
        'Google Ads Search',
        'Google Ads Display',
        'Google Ads Video',
        'Shopping ads',
        'Google Ads Measurement',
        'Google Analytics',
      ],
      footnote: 'Renewed every year by the people on your account',
      label: (brandName) => `${brandName} Certified Partner badge`,
    },
  },
}

/** The root's language attribute of a translation's drawing (none on the English files). */
function lang(art: SectionArt) {
  return art.language === SECTION_ART.language ? '' : ` xml:lang="${art.language}"`
}

/** Where a drawing of `art` is written: a translation's files in a folder of its language. */
const artPath = (art: SectionArt, name: string) =>
  `images/pages/${art.language === SECTION_ART.language ? '' : `${art.language}/`}${name}.svg`

/** The studio at work: a site in a browser, its analytics and a client's review. */
function studioScene(label: string, art: SectionArt) {
  const { t, flip } = ink(art.direction)
  const words = art.words.studio
  // The leads' line keeps time running left to right in every direction: mirrored, a rise read as
  // a fall beside "+128%" (an outside review of /ar/about).
  const line = curve([
    [630, 762],
    [695, 742],
    [760, 750],
    [825, 712],
    [890, 702],
    [955, 664],
    [1020, 640],
  ])
  // On a phone: the site's hero above its two readings, in type 30–76 px here (8–21 px there);
  // the site's tiles are left out, and the cards no longer overlap.
  const phoneLine = curve([
    [80, 812],
    [175, 792],
    [270, 800],
    [365, 764],
    [460, 754],
    [555, 716],
    [650, 694],
  ])
  const phoneCall = pill(words.bookCall, 34) + 40
  const phone = `${card(40, 40, 1120, 410, 28)}<path d="M40 68a28 28 0 0 1 28-28h1064a28 28 0 0 1 28 28v44H40z" fill="#f1f5f9"/>${[0, 1, 2].map((i) => `<circle cx="${84 + i * 36}" cy="76" r="11" fill="${['#f87171', '#fbbf24', '#34d399'][i]}"/>`).join('')}<rect x="200" y="53" width="540" height="46" rx="23" fill="#ffffff"/>${t(226, 86, 'codehome.example/projects', { size: 30, weight: 500, fill: '#64748b' })}
<rect x="80" y="142" width="1040" height="272" rx="22" fill="url(#brand)"/><circle cx="950" cy="286" r="104" fill="#ffffff" fill-opacity="0.14"/><circle cx="1030" cy="214" r="58" fill="#ffffff" fill-opacity="0.12"/>
${t(130, 214, words.launchWeek, { size: 44, weight: 600, fill: '#dbeafe', spacing: 2 })}${bar(130, 240, 480, 28, '#ffffff')}${bar(130, 284, 360, 18, '#bfdbfe')}
<rect x="130" y="324" width="${phoneCall}" height="64" rx="32" fill="#ffffff"/>${t(130 + phoneCall / 2, 368, words.bookCall, { size: 34, weight: 700, fill: '#1d4ed8', anchor: 'middle' })}
${card(40, 490, 660, 370, 28)}${t(80, 550, words.qualifiedLeads, { size: 36, fill: '#475569' })}${t(80, 642, '+128%', { size: 76, weight: 800 })}${t(370, 638, words.thisQuarter, { size: 34, weight: 600, fill: '#16a34a' })}
${flip(80, 650, `<path d="${phoneLine} L650 830 L80 830 Z" fill="url(#sky)"/><path d="${phoneLine}" fill="none" stroke="#2563eb" stroke-width="7" stroke-linecap="round"/><circle cx="650" cy="694" r="13" fill="#ffffff" stroke="#2563eb" stroke-width="7"/>`)}
${card(740, 490, 420, 370, 28)}${stars(780, 596, 44)}${t(780, 706, words.rating, { size: 48, weight: 800 })}${t(780, 766, words.reviews, { size: 32, weight: 500, fill: '#64748b' })}`
  return svg(
    label,
    flip(
      0,
      W,
      twoWidths(
        `${browser(90, 110, 760, 520, 'codehome.example/projects', t)}
<rect x="130" y="190" width="680" height="210" rx="18" fill="url(#brand)"/>
${t(170, 264, words.launchWeek, { size: 26, weight: 600, fill: '#dbeafe', spacing: 2 })}
${bar(170, 290, 360, 22, '#ffffff')}${bar(170, 322, 280, 14, '#bfdbfe')}
<rect x="170" y="346" width="184" height="42" rx="21" fill="#ffffff"/>${t(262, 374, words.bookCall, { size: 19, weight: 700, fill: '#1d4ed8', anchor: 'middle' })}
<circle cx="700" cy="300" r="70" fill="#ffffff" fill-opacity="0.14"/><circle cx="740" cy="250" r="40" fill="#ffffff" fill-opacity="0.12"/>
${[0, 1, 2].map((i) => `<rect x="${130 + i * 232}" y="430" width="216" height="160" rx="16" fill="#f8fafc" stroke="#e2e8f0" stroke-width="2"/><rect x="${150 + i * 232}" y="452" width="44" height="44" rx="12" fill="${['#dbeafe', '#ede9fe', '#dcfce7'][i]}"/>${bar(150 + i * 232, 516, 150, 12, '#cbd5e1')}${bar(150 + i * 232, 540, 120, 10)}${bar(150 + i * 232, 560, 90, 10)}`).join('')}
${card(600, 500, 460, 300)}
${t(630, 548, words.qualifiedLeads, { size: 24, fill: '#475569' })}
${t(630, 604, '+128%', { size: 48, weight: 800 })}
${t(806, 602, words.thisQuarter, { size: 22, weight: 600, fill: '#16a34a' })}
${flip(630, 1020, `<path d="${line} L1020 780 L630 780 Z" fill="url(#sky)"/><path d="${line}" fill="none" stroke="#2563eb" stroke-width="5" stroke-linecap="round"/><circle cx="1020" cy="640" r="9" fill="#ffffff" stroke="#2563eb" stroke-width="5"/>`)}
${card(830, 70, 300, 170)}
${stars(860, 116)}
${t(860, 172, words.rating, { size: 32, weight: 800 })}
${t(860, 212, words.reviews, { size: 22, weight: 500, fill: '#64748b' })}`,
        phone,
      ),
    ),
    art,
  )
}

/** Four ways in, joined at one team: launch, grow, brand, automate. */
function solutionsScene(label: string, art: SectionArt) {
  const { t, flip } = ink(art.direction)
  const [launch, grow, brand, automate] = art.words.solutions.tiles
  const [one, team] = art.words.solutions.oneTeam
  // Each tile's icon, white lines on its colour in a 24-unit box: an arrow taking off, a rising
  // trend, a pen nib, a lightning bolt (white squares stood there: "placeholder icons", an outside
  // review).
  const icons = [
    'M6 18L18 6M9 6h9v9',
    'M3 17l6-6 4 4 8-8M15 7h6v6',
    'M12 3l7 7-7 11-7-11zM12 3v7',
    'M13 2L4 14h7l-1 8 9-12h-7z',
  ]
  const tiles: [string, string, string, number, number][] = [
    [...launch, '#2563eb', 120, 120],
    [...grow, '#7c3aed', 700, 120],
    [...brand, '#db2777', 120, 560],
    [...automate, '#059669', 700, 560],
  ]
  const links = tiles
    .map(
      ([, , color, x, y]) =>
        `<path d="M${x + 190} ${y + 110} L600 450" stroke="${color}" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round"/>`,
    )
    .join('')
  const cards = tiles
    .map(
      ([title, sub, color, x, y], i) =>
        `${card(x, y, 380, 220)}<rect x="${x + 30}" y="${y + 30}" width="56" height="56" rx="16" fill="${color}"/><path transform="translate(${x + 41} ${y + 41}) scale(1.42)" d="${icons[i]}" fill="none" stroke="#ffffff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>${t(x + 30, y + 130, title, { size: 30, weight: 800 })}${t(x + 30, y + 166, sub, { size: 18, weight: 500, fill: '#64748b' })}${bar(x + 30, y + 188, 120, 8, color + '33')}`,
    )
    .join('')
  // On a phone: the same four tiles around the team, larger, in type 34–52 px here (9–14 px
  // there): each its icon, name and services (their bars left out); the team between the rows.
  const phoneAt: [number, number][] = [
    [40, 40],
    [630, 40],
    [40, 560],
    [630, 560],
  ]
  const phoneLinks = tiles
    .map(([, , color], i) => {
      const [x, y] = phoneAt[i]!
      return `<path d="M${x + 265} ${y + 150} L600 450" stroke="${color}" stroke-width="6" stroke-dasharray="3 16" stroke-linecap="round"/>`
    })
    .join('')
  const phoneCards = tiles
    .map(([title, sub, color], i) => {
      const [x, y] = phoneAt[i]!
      return `${card(x, y, 530, 300, 32)}<rect x="${x + 44}" y="${y + 40}" width="88" height="88" rx="24" fill="${color}"/><path transform="translate(${x + 61} ${y + 57}) scale(2.3)" d="${icons[i]}" fill="none" stroke="#ffffff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>${t(x + 44, y + 194, title, { size: 52, weight: 800 })}${t(x + 44, y + 252, sub, { size: 34, weight: 500, fill: '#64748b' })}`
    })
    .join('')
  const phone = `${phoneLinks}${phoneCards}<circle cx="600" cy="450" r="88" fill="#ffffff" stroke="#e2e8f0" stroke-width="2"/><circle cx="600" cy="450" r="70" fill="url(#brand)"/>${t(600, 441, one, { size: 34, weight: 800, fill: '#ffffff', anchor: 'middle' })}${t(600, 479, team, { size: 34, weight: 800, fill: '#ffffff', anchor: 'middle' })}`
  return svg(
    label,
    flip(
      0,
      W,
      twoWidths(
        `${links}${cards}<circle cx="600" cy="450" r="92" fill="#ffffff" stroke="#e2e8f0" stroke-width="2"/><circle cx="600" cy="450" r="70" fill="url(#brand)"/>${t(600, 444, one, { size: 22, weight: 800, fill: '#ffffff', anchor: 'middle' })}${t(600, 472, team, { size: 22, weight: 800, fill: '#ffffff', anchor: 'middle' })}`,
        phone,
      ),
    ),
    art,
  )
}

/** A dotted globe with the five offices, joined by routes, and their time zones. */
function globeScene(label: string, art: SectionArt) {
  const { t, flip } = ink(art.direction)
  const words = art.words.globe
  // The Earth seen from above the Atlantic, between the American offices and the Asian ones: the
  // land of world-atlas (Natural Earth, 1:110m) as dots on a grid, each dot where its point of the
  // sphere is land (the earlier mask of five rectangles read as a blob: an outside review).
  const projection = geoOrthographic().rotate([4, -30]).translate([600, 450]).scale(330)
  const land = { ...GLOBE_LAND, features: GLOBE_LAND.features }
  let landDots = ''
  let seaDots = ''
  for (let y = 128; y <= 772; y += 14) {
    for (let x = 278; x <= 922; x += 14) {
      if ((x - 600) ** 2 + (y - 450) ** 2 > 322 ** 2) continue
      const point = projection.invert!([x, y])
      if (!point) continue
      if (geoContains(land, point)) landDots += `M${x} ${y}h0`
      else if ((x + y) % 28 === 0) seaDots += `M${x} ${y}h0`
    }
  }
  // Meridians and parallels every 30°, as the sphere turns them.
  const graticule = geoPath(projection.precision(1))(geoGraticule().step([30, 30])())!.replace(
    /\d+\.\d+/g,
    (n) => String(Math.round(Number(n))),
  )
  const dots = `<path d="${seaDots}" stroke="#94a3b8" stroke-opacity="0.28" stroke-width="4" stroke-linecap="round"/><path d="${landDots}" stroke="#2563eb" stroke-opacity="0.6" stroke-width="8" stroke-linecap="round"/>`
  const at = (office: number) => {
    const [, , lon, lat] = OFFICES[office]!
    const [x, y] = projection([lon, lat])!
    return [Math.round(x), Math.round(y)] as const
  }
  // New York and Toronto meet London; London, Doha and Karachi follow the sun east.
  const legs: [number, number][] = [
    [0, 2],
    [1, 2],
    [2, 3],
    [3, 4],
  ]
  const routes = legs
    .map(([from, to]) => {
      const [fx, fy] = at(from)
      const [x, y] = at(to)
      // Arched by its length: a short hop (Doha to Karachi) a low arc, not a loop.
      const lift = Math.min(90, Math.hypot(x - fx, y - fy) * 0.4)
      return `<path d="M${fx} ${fy} Q${(fx + x) / 2} ${Math.round(Math.min(fy, y) - lift)} ${x} ${y}" fill="none" stroke="url(#brand)" stroke-width="4" stroke-linecap="round"/>`
    })
    .join('')
  // New York and Toronto are 16 units apart here: pins small enough to stay two.
  const pins = OFFICES.map((_, i) => {
    const [x, y] = at(i)
    return `<circle cx="${x}" cy="${y}" r="16" fill="#2563eb" fill-opacity="0.18"/><circle cx="${x}" cy="${y}" r="7" fill="#ffffff" stroke="#1d4ed8" stroke-width="4"/>`
  }).join('')
  // The offices' clocks as a list beside the globe, in type that stays legible where the picture
  // is drawn 330 px wide on a phone (36 px here is ~10 px there): the earlier row of five small
  // cards under the globe carried 19 px names, 5 px on a phone (an outside review).
  const clocks = OFFICES.map(([, zone], i) => {
    const y = 236 + i * 118
    return `${card(770, y, 370, 100, 22)}<circle cx="806" cy="${y + 50}" r="10" fill="${i % 2 ? '#7c3aed' : '#22c55e'}"/>${t(832, y + 63, art.words.offices[i]!, { size: 36, weight: 700 })}${t(1112, y + 62, zone, { size: 32, weight: 600, fill: '#64748b', anchor: 'end' })}`
  }).join('')
  // The globe keeps its geography (unmirrored), moved to the side away from the list and a little
  // smaller; the cards follow the direction.
  return svg(
    label,
    flip(
      0,
      W,
      `<g transform="translate(395 470) scale(0.93) translate(-600 -450)">${flip(250, 950, `<circle cx="600" cy="450" r="340" fill="#ffffff" stroke="#e2e8f0" stroke-width="2"/>${dots}<path d="${graticule}" fill="none" stroke="#cbd5e1" stroke-dasharray="4 10"/>${routes}${pins}`)}</g>${card(770, 64, 370, 136)}${t(802, 114, words.alwaysOn, { size: 30, weight: 600, fill: '#64748b' })}${t(802, 168, words.coverage, { size: 38, weight: 800 })}${clocks}`,
    ),
    art,
  )
}

/** A marketing dashboard: revenue by channel, a rising trend and the funnel. */
function growthScene(label: string, art: SectionArt) {
  const { t, flip } = ink(art.direction)
  const words = art.words.growth
  const [seo, ppc, social, email] = words.channels
  const channels: [string, number, string][] = [
    [seo, 320, '#2563eb'],
    [ppc, 250, '#7c3aed'],
    [social, 180, '#db2777'],
    [email, 140, '#059669'],
  ]
  const rows = channels
    .map(
      ([name, w, color], i) =>
        `${t(140, 478 + i * 58, name, { size: 18, weight: 600, fill: '#334155' })}<rect x="240" y="${462 + i * 58}" width="340" height="20" rx="10" fill="#f1f5f9"/><rect x="240" y="${462 + i * 58}" width="${w}" height="20" rx="10" fill="${color}"/>`,
    )
    .join('')
  // Its latest point clear of the subtitle above it, which is on its side in Arabic.
  const line = curve([
    [140, 370],
    [220, 350],
    [300, 358],
    [380, 310],
    [460, 290],
    [540, 240],
    [620, 220],
  ])
  const funnel = [0, 1, 2, 3]
    .map((i) => {
      const w = 300 - i * 62
      return `<rect x="${910 - w / 2}" y="${440 + i * 80}" width="${w}" height="60" rx="14" fill="url(#brand)" fill-opacity="${1 - i * 0.18}"/>${t(910, 478 + i * 80, words.funnel[i]!, { size: 18, weight: 700, fill: '#ffffff', anchor: 'middle' })}`
    })
    .join('')
  // On a phone: revenue by channel, its four bars and a small trend, in type 32–76 px here (9–21
  // px there), and under it the return on ad spend and the cost per lead; the funnel is left out.
  const phoneRows = channels
    .map(([name, w, color], i) => {
      const y = 274 + i * 68
      return `${t(90, y + 13, name, { size: 36, weight: 600, fill: '#334155' })}<rect x="330" y="${y - 14}" width="780" height="28" rx="14" fill="#f1f5f9"/><rect x="330" y="${y - 14}" width="${Math.round((w * 780) / 340)}" height="28" rx="14" fill="${color}"/>`
    })
    .join('')
  const spark = curve([
    [780, 180],
    [833, 169],
    [887, 174],
    [940, 148],
    [993, 137],
    [1047, 111],
    [1100, 100],
  ])
  const phone = `${card(40, 40, 1120, 500, 32)}${t(90, 124, words.title, { size: 48, weight: 800 })}${t(90, 176, words.period, { size: 34, weight: 500, fill: '#64748b' })}${flip(780, 1100, `<path d="${spark} L1100 204 L780 204 Z" fill="url(#sky)"/><path d="${spark}" fill="none" stroke="#2563eb" stroke-width="6" stroke-linecap="round"/><circle cx="1100" cy="100" r="10" fill="#ffffff" stroke="#2563eb" stroke-width="6"/>`)}${phoneRows}
${card(40, 580, 540, 280, 32)}${t(84, 648, words.roas, { size: 32, weight: 600, fill: '#64748b' })}${t(84, 752, '5.2×', { size: 76, weight: 800 })}${bar(84, 792, 452, 18, '#f1f5f9')}${bar(84, 792, 342, 18, '#22c55e')}
${card(620, 580, 540, 280, 32)}${t(664, 648, words.costPerLead, { size: 32, weight: 600, fill: '#64748b' })}${t(664, 752, '−34%', { size: 76, weight: 800, fill: '#16a34a' })}<circle cx="1066" cy="726" r="44" fill="#dcfce7"/><path d="M1066 702V750M1048 732l18 18 18-18" fill="none" stroke="#16a34a" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`
  // Mirrored as a whole but for the trend, whose time runs left to right in every direction, as
  // Arabic analytics and market charts draw it (mirrored, its rise read as a fall: an outside
  // review); schedules and calendars (the team's hours, the campaign's weeks) follow the reading.
  return svg(
    label,
    flip(
      0,
      W,
      twoWidths(
        `${card(90, 90, 580, 720)}${t(130, 145, words.title, { size: 22, weight: 700 })}${t(130, 178, words.period, { size: 16, weight: 500, fill: '#64748b' })}${flip(140, 620, `<path d="${line} L620 430 L140 430 Z" fill="url(#sky)"/><path d="${line}" fill="none" stroke="#2563eb" stroke-width="5" stroke-linecap="round"/><circle cx="620" cy="220" r="9" fill="#ffffff" stroke="#2563eb" stroke-width="5"/>`)}${rows}${t(130, 760, words.costPerLead, { size: 18, weight: 600, fill: '#64748b' })}${t(580, 760, '−34%', { size: 26, weight: 800, fill: '#16a34a', anchor: 'end' })}${card(710, 90, 400, 220)}${t(740, 140, words.roas, { size: 18, weight: 600, fill: '#64748b' })}${t(740, 210, '5.2×', { size: 64, weight: 800 })}${bar(740, 250, 330, 14, '#f1f5f9')}${bar(740, 250, 250, 14, '#22c55e')}${card(710, 360, 400, 450)}${t(740, 400, words.funnelTitle, { size: 18, weight: 600, fill: '#64748b' })}${funnel}`,
        phone,
      ),
    ),
    art,
  )
}

/** A site being built: code beside the page it renders, and its performance scores. */
function buildScene(label: string, art: SectionArt) {
  const { t, flip } = ink(art.direction)
  const code: [number, number, string][] = [
    [0, 0, '#7c3aed'],
    [1, 1, '#2563eb'],
    [2, 2, '#059669'],
    [3, 2, '#e2e8f0'],
    [4, 1, '#2563eb'],
    [5, 2, '#f59e0b'],
    [6, 3, '#e2e8f0'],
    [7, 3, '#059669'],
    [8, 2, '#e2e8f0'],
    [9, 1, '#2563eb'],
    [10, 0, '#7c3aed'],
  ]
  const lines = code
    .map(
      ([row, indent, color]) =>
        `${text(120, 236 + row * 40, String(row + 1), { size: 15, weight: 500, fill: '#475569' })}${bar(160 + indent * 28, 224 + row * 40, 120 + ((row * 53) % 150), 14, color)}`,
    )
    .join('')
  const gauges = art.words.build.gauges
    .map((name, i) => {
      const cx = 700 + i * 150
      return `<circle cx="${cx}" cy="735" r="46" fill="#f0fdf4" stroke="#22c55e" stroke-width="9"/>${t(cx, 746, '100', { size: 28, weight: 800, fill: '#15803d', anchor: 'middle' })}${t(cx, 812, name, { size: 15, weight: 600, fill: '#475569', anchor: 'middle' })}`
    })
    .join('')
  // On a phone: the code (its first lines) beside the page it builds (its hero and one card), and
  // the three scores under them, in type 30–48 px here (8–13 px there).
  const phoneLines = code
    .slice(0, 7)
    .map(
      ([row, indent, color]) =>
        `${text(80, 192 + row * 46, String(row + 1), { size: 30, weight: 500, fill: '#475569' })}${bar(126 + indent * 30, 174 + row * 46, 100 + ((row * 53) % 150), 20, color)}`,
    )
    .join('')
  const phoneGauges = art.words.build.gauges
    .map((name, i) => {
      const cx = 230 + i * 370
      return `<circle cx="${cx}" cy="676" r="70" fill="#f0fdf4" stroke="#22c55e" stroke-width="13"/>${t(cx, 693, '100', { size: 48, weight: 800, fill: '#15803d', anchor: 'middle' })}${t(cx, 816, name, { size: 34, weight: 600, fill: '#475569', anchor: 'middle' })}`
    })
    .join('')
  const phone = `<rect x="40" y="40" width="540" height="460" rx="28" fill="#0f172a"/><circle cx="78" cy="84" r="9" fill="#f87171"/><circle cx="108" cy="84" r="9" fill="#fbbf24"/><circle cx="138" cy="84" r="9" fill="#34d399"/>${text(176, 95, 'app/page.tsx', { size: 30, weight: 500, fill: '#94a3b8' })}${phoneLines}
${flip(
  620,
  1160,
  `${card(620, 40, 540, 460, 28)}<path d="M620 68a28 28 0 0 1 28-28h484a28 28 0 0 1 28 28v56H620z" fill="#f1f5f9"/><circle cx="658" cy="84" r="9" fill="#f87171"/><circle cx="688" cy="84" r="9" fill="#fbbf24"/><circle cx="718" cy="84" r="9" fill="#34d399"/><rect x="752" y="62" width="372" height="44" rx="22" fill="#ffffff"/>${t(774, 95, 'your-site.com', { size: 30, weight: 500, fill: '#64748b' })}
<rect x="656" y="152" width="468" height="180" rx="18" fill="url(#brand)"/>${bar(692, 200, 280, 24, '#ffffff')}${bar(692, 240, 200, 16, '#c7d2fe')}<rect x="692" y="274" width="132" height="36" rx="18" fill="#ffffff"/><rect x="656" y="356" width="468" height="112" rx="16" fill="#f8fafc" stroke="#e2e8f0" stroke-width="2"/><rect x="676" y="376" width="140" height="72" rx="10" fill="#dbeafe"/>${bar(840, 390, 240, 16, '#cbd5e1')}${bar(840, 420, 160, 14)}`,
)}
${flip(40, 1160, `${card(40, 540, 1120, 320, 32)}${phoneGauges}`)}`
  // Code reads left to right in any language: the editor stays as it is; the page it builds
  // (its browser) and the scores are mirrored in their own frames.
  return svg(
    label,
    twoWidths(
      `<rect x="80" y="130" width="520" height="560" rx="24" fill="#0f172a"/><circle cx="112" cy="162" r="7" fill="#f87171"/><circle cx="136" cy="162" r="7" fill="#fbbf24"/><circle cx="160" cy="162" r="7" fill="#34d399"/>${text(200, 168, 'app/page.tsx', { size: 15, weight: 500, fill: '#94a3b8' })}${lines}
${flip(
  480,
  1120,
  `${browser(480, 80, 640, 520, 'your-site.com', t)}
<rect x="520" y="160" width="560" height="200" rx="16" fill="url(#brand)"/>${bar(560, 220, 300, 22, '#ffffff')}${bar(560, 256, 220, 14, '#c7d2fe')}<rect x="560" y="296" width="140" height="36" rx="18" fill="#ffffff"/>
${[0, 1].map((i) => `<rect x="${520 + i * 290}" y="390" width="270" height="170" rx="16" fill="#f8fafc" stroke="#e2e8f0" stroke-width="2"/><rect x="${540 + i * 290}" y="410" width="230" height="80" rx="10" fill="${i ? '#ede9fe' : '#dbeafe'}"/>${bar(540 + i * 290, 508, 180, 12, '#cbd5e1')}${bar(540 + i * 290, 530, 120, 10)}`).join('')}`,
)}
${flip(620, 1120, `${card(620, 640, 500, 210)}${gauges}`)}`,
      phone,
    ),
    art,
  )
}

/** A campaign dashboard of an ads account: impressions, conversions and the budget paced. */
function adsScene(label: string, art: SectionArt) {
  const { t, flip } = ink(art.direction)
  const words = art.words.ads
  const [conversions, costPerConversion, qualityScore] = words.kpis
  const [search, shopping, video] = words.tabs
  const bars = Array.from({ length: 12 }, (_, i) => {
    const h = 90 + ((i * 37) % 110) + i * 12
    return `<rect x="${140 + i * 40}" y="${600 - h}" width="26" height="${h}" rx="7" fill="url(#brand)" fill-opacity="${0.55 + i * 0.035}"/>`
  }).join('')
  const kpis: [string, string, string][] = [
    [conversions, '1,284', '+41%'],
    [costPerConversion, '$18.40', '−22%'],
    [qualityScore, '8 / 10', '+2'],
  ]
  const tiles = kpis
    .map(
      ([name, value, delta], i) =>
        `${card(720, 90 + i * 190, 400, 160)}${t(750, 140 + i * 190, name, { size: 18, weight: 600, fill: '#64748b' })}${t(750, 196 + i * 190, value, { size: 40, weight: 800 })}<rect x="990" y="${168 + i * 190}" width="100" height="36" rx="18" fill="#dcfce7"/>${t(1040, 192 + i * 190, delta, { size: 17, weight: 700, fill: '#15803d', anchor: 'middle' })}`,
    )
    .join('')
  // On a phone: the chart and its two leading figures, in type 34–72 px here (9–20 px there);
  // the other tabs, the budget, the quality score and the audit are left out.
  const phoneBars = Array.from({ length: 12 }, (_, i) => {
    const h = Math.round((90 + ((i * 37) % 110) + i * 12) * 1.2)
    return `<rect x="${104 + i * 85}" y="${620 - h}" width="56" height="${h}" rx="14" fill="url(#brand)" fill-opacity="${0.55 + i * 0.035}"/>`
  }).join('')
  const phoneKpis = kpis
    .slice(0, 2)
    .map(([name, value, delta], i) => {
      const x = 90 + i * 530
      const end = i ? 1110 : 560
      const w = pill(delta, 34)
      return `${t(x, 738, value, { size: 72, weight: 800 })}<rect x="${end - w}" y="684" width="${w}" height="52" rx="26" fill="#dcfce7"/>${t(end - w / 2, 722, delta, { size: 34, weight: 700, fill: '#15803d', anchor: 'middle' })}${t(x, 796, name, { size: 34, weight: 600, fill: '#64748b' })}`
    })
    .join('')
  const searchWidth = pill(search, 34)
  const phone = `${card(40, 40, 1120, 820)}${t(90, 122, words.title, { size: 52, weight: 800 })}${t(90, 176, words.subtitle, { size: 36, weight: 500, fill: '#64748b' })}<rect x="${1110 - searchWidth}" y="82" width="${searchWidth}" height="52" rx="26" fill="#eff6ff"/>${t(1110 - searchWidth / 2, 120, search, { size: 34, weight: 700, fill: '#1d4ed8', anchor: 'middle' })}${flip(104, 1095, phoneBars)}<path d="M90 620H1110" stroke="#e2e8f0" stroke-width="3"/><path d="M595 680V800" stroke="#e2e8f0" stroke-width="2"/>${phoneKpis}`
  // Mirrored as a whole but for the months, whose time runs left to right in every direction (as
  // the studio's and the growth's trends: an outside review), and the check mark, which keeps its
  // shape.
  return svg(
    label,
    flip(
      0,
      W,
      twoWidths(
        `${card(90, 90, 590, 600)}${t(130, 145, words.title, { size: 22, weight: 700 })}${t(130, 178, words.subtitle, { size: 16, weight: 500, fill: '#64748b' })}${bar(130, 210, 140, 28, '#eff6ff')}${t(150, 230, search, { size: 15, weight: 700, fill: '#1d4ed8' })}${bar(282, 210, 140, 28, '#f5f3ff')}${t(302, 230, shopping, { size: 15, weight: 700, fill: '#6d28d9' })}${bar(434, 210, 110, 28, '#fdf2f8')}${t(454, 230, video, { size: 15, weight: 700, fill: '#be185d' })}<path d="M130 600H640" stroke="#e2e8f0" stroke-width="2"/>${flip(140, 606, bars)}${t(130, 650, words.budget, { size: 17, weight: 600, fill: '#64748b' })}${bar(290, 638, 340, 14, '#f1f5f9')}${bar(290, 638, 290, 14, '#2563eb')}${tiles}${card(90, 730, 1030, 110)}<circle cx="150" cy="785" r="26" fill="url(#brand)"/>${flip(139, 162, `<path d="M139 785l8 8 15-16" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`)}${t(196, 778, words.auditTitle, { size: 20, weight: 700 })}${t(196, 808, words.auditDetail, { size: 16, weight: 500, fill: '#64748b' })}`,
        phone,
      ),
    ),
    art,
  )
}

/** A person on a call: head and shoulders in a tile's colours. */
const person = (cx: number, cy: number, skin: string, shirt: string, hair: string) =>
  `<path d="M${cx - 62} ${cy + 112}a62 56 0 0 1 124 0z" fill="${shirt}"/><circle cx="${cx}" cy="${cy + 8}" r="36" fill="${skin}"/><path d="M${cx - 37} ${cy + 4}a37 37 0 0 1 74 0c-10-14-28-20-37-20s-27 6-37 20z" fill="${hair}"/>`

/** The team on its weekly call, one tile per office with its local time, and what shipped. */
type Box = { step: number; w: number; h: number; rx: number }

/**
 * The board shared on the team's call: three columns from (x, y), `column.step` apart, their
 * cards in each column's colour, fading down the column, `card.inset` in from its side and 10
 * from its top.
 */
const sharedBoard = (x: number, y: number, column: Box, card: Box & { inset: number }) =>
  [0, 1, 2]
    .map(
      (c) =>
        `<rect x="${x + c * column.step}" y="${y}" width="${column.w}" height="${column.h}" rx="${column.rx}" fill="#1e293b"/>${[
          0,
          1,
          2 - c,
        ]
          .filter((n) => n >= 0)
          .map(
            (r) =>
              `<rect x="${x + card.inset + c * column.step}" y="${y + 10 + r * card.step}" width="${card.w}" height="${card.h}" rx="${card.rx}" fill="${['#2563eb', '#7c3aed', '#22c55e'][c]}" fill-opacity="${0.9 - r * 0.25}"/>`,
          )
          .join('')}`,
    )
    .join('')

function teamScene(label: string, art: SectionArt) {
  const { t, flip } = ink(art.direction)
  const words = art.words.team
  const [newYork, toronto, london, doha, karachi] = art.words.offices
  const tiles: [string, string, string, string, string, string][] = [
    [newYork, '09:30', '#dbeafe', '#f1c7a5', '#2563eb', '#1e293b'],
    [toronto, '09:30', '#ede9fe', '#8d5a3b', '#7c3aed', '#111827'],
    [london, '14:30', '#dcfce7', '#e8b894', '#059669', '#92400e'],
    [doha, '17:30', '#fef3c7', '#c68a5e', '#d97706', '#1f2937'],
    [karachi, '19:30', '#fce7f3', '#b9805a', '#db2777', '#0f172a'],
  ]
  const grid = tiles
    .map(([city, time, bg, skin, shirt, hair], i) => {
      const x = 120 + (i % 3) * 256
      const y = 160 + Math.floor(i / 3) * 226
      return `<rect x="${x}" y="${y}" width="240" height="210" rx="18" fill="${bg}"/><g clip-path="url(#tile${i})">${person(x + 120, y + 62, skin, shirt, hair)}</g><clipPath id="tile${i}"><rect x="${x}" y="${y}" width="240" height="210" rx="18"/></clipPath><rect x="${x + 12}" y="${y + 158}" width="${Math.min(216, city.length * (ARABIC.test(city) ? 17 : 13) + 104)}" height="40" rx="20" fill="#0f172a" fill-opacity="0.78"/>${t(x + 28, y + 185, `${city} · ${time}`, { size: 20, weight: 600, fill: '#ffffff' })}`
    })
    .join('')
  // The sixth tile: the board being shared.
  const shared = `<rect x="632" y="386" width="240" height="210" rx="18" fill="#0f172a"/>${t(652, 420, words.sharing, { size: 17, weight: 600, fill: '#94a3b8' })}${sharedBoard(652, 436, { step: 72, w: 62, h: 140, rx: 10 }, { inset: 6, step: 42, w: 50, h: 32, rx: 6 })}`
  const controls = [
    ['#e2e8f0', 390],
    ['#e2e8f0', 446],
    ['#e2e8f0', 502],
  ]
    .map(([fill, x]) => `<circle cx="${x}" cy="626" r="20" fill="${fill}"/>`)
    .join('')
  // On a phone: the five offices on the call and the shared board, in tiles half as large again,
  // and what shipped under them, in type 30–40 px here (8–11 px there); the call's address and
  // buttons, the board's caption and the demo's card are left out.
  const phoneTiles = tiles
    .map(([city, time, bg, skin, shirt, hair], i) => {
      const x = 70 + (i % 3) * 360
      const y = 70 + Math.floor(i / 3) * 250
      const cx = x + 170
      const cy = y + 88
      const cityWidth = Math.round(city.length * 34 * 0.62 + 48)
      const timeWidth = pill(time, 30)
      return `<rect x="${x}" y="${y}" width="340" height="230" rx="22" fill="${bg}"/><clipPath id="phoneTile${i}"><rect x="${x}" y="${y}" width="340" height="230" rx="22"/></clipPath><g clip-path="url(#phoneTile${i})"><g transform="matrix(1.25 0 0 1.25 ${-0.25 * cx} ${-0.25 * cy})">${person(cx, cy, skin, shirt, hair)}</g></g><rect x="${x + 16}" y="${y + 160}" width="${cityWidth}" height="54" rx="27" fill="#0f172a" fill-opacity="0.78"/>${t(x + 16 + cityWidth / 2, y + 199, city, { size: 34, weight: 700, fill: '#ffffff', anchor: 'middle' })}<rect x="${x + 324 - timeWidth}" y="${y + 16}" width="${timeWidth}" height="46" rx="23" fill="#ffffff" fill-opacity="0.85"/>${t(x + 324 - timeWidth / 2, y + 50, time, { size: 30, weight: 700, fill: '#0f172a', anchor: 'middle' })}`
    })
    .join('')
  const phoneShared = `<rect x="790" y="320" width="340" height="230" rx="22" fill="#0f172a"/>${sharedBoard(814, 344, { step: 102, w: 90, h: 182, rx: 14 }, { inset: 8, step: 56, w: 74, h: 44, rx: 9 })}`
  const phone = `${card(40, 40, 1120, 540, 28)}${phoneTiles}${phoneShared}
${card(40, 620, 1120, 240, 28)}<circle cx="136" cy="740" r="48" fill="#22c55e"/>${flip(114, 158, `<path d="M114 740l15 15 29-31" fill="none" stroke="#ffffff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`)}${t(212, 726, words.shipped, { size: 40, weight: 700 })}${t(212, 782, words.kudos, { size: 34, weight: 500, fill: '#64748b' })}${tiles
    .map(
      ([, , , , shirt], i) =>
        `<circle cx="${946 + i * 40}" cy="740" r="26" fill="${shirt}" stroke="#ffffff" stroke-width="4"/>`,
    )
    .join('')}`
  return svg(
    label,
    flip(
      0,
      W,
      twoWidths(
        `${browser(90, 80, 820, 590, 'meet.codehome.example/monday-kickoff', t)}${grid}${shared}${controls}<rect x="384" y="614" width="12" height="20" rx="6" fill="#475569"/><rect x="438" y="618" width="16" height="16" rx="4" fill="#475569"/><path d="M494 632l8-12 8 12z" fill="#475569"/><rect x="540" y="606" width="92" height="40" rx="20" fill="#ef4444"/>${t(586, 633, words.leave, { size: 17, weight: 700, fill: '#ffffff', anchor: 'middle' })}
${card(860, 110, 270, 150)}${t(888, 156, words.demoTitle, { size: 21, weight: 600, fill: '#64748b' })}${t(888, 200, words.demoTime, { size: 26, weight: 800 })}${bar(888, 224, 150, 10, '#dbeafe')}
${card(700, 690, 430, 150)}<circle cx="748" cy="750" r="26" fill="#22c55e"/>${flip(736, 760, `<path d="M736 750l8 8 16-17" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`)}${t(792, 742, words.shipped, { size: 22, weight: 700 })}${t(792, 776, words.kudos, { size: 20, weight: 500, fill: '#64748b' })}${tiles
          .map(
            // One avatar per office, in its tile's shirt colour.
            ([, , , , shirt], i) =>
              `<circle cx="${806 + i * 26}" cy="808" r="14" fill="${shirt}" stroke="#ffffff" stroke-width="3"/>`,
          )
          .join('')}`,
        phone,
      ),
    ),
    art,
  )
}

/** A person's growth plan: the learning budget, certifications earned and the next 1:1. */
function learningScene(label: string, art: SectionArt) {
  const { t, flip } = ink(art.direction)
  const words = art.words.learning
  const [ads, analytics, cloud, talk] = words.rows
  const r = 74
  const circumference = 2 * Math.PI * r
  const rows: [string, string, string, string][] = [
    [...ads, '#dcfce7', '#15803d'],
    [...analytics, '#dcfce7', '#15803d'],
    [...cloud, '#fef3c7', '#b45309'],
    [...talk, '#e0e7ff', '#4338ca'],
  ]
  const list = rows
    .map(
      ([name, state, bg, fg], i) =>
        `<rect x="120" y="${430 + i * 84}" width="500" height="68" rx="16" fill="#f8fafc" stroke="#e2e8f0" stroke-width="2"/><circle cx="156" cy="${464 + i * 84}" r="16" fill="${fg}" fill-opacity="0.15"/><circle cx="156" cy="${464 + i * 84}" r="7" fill="${fg}"/>${t(186, 471 + i * 84, name, { size: 18, weight: 600 })}<rect x="${606 - state.length * 9 - 28}" y="${448 + i * 84}" width="${state.length * 9 + 28}" height="32" rx="16" fill="${bg}"/>${t(606 - (state.length * 9 + 28) / 2, 469 + i * 84, state, { size: 14, weight: 700, fill: fg, anchor: 'middle' })}`,
    )
    .join('')
  const days = Array.from({ length: 28 }, (_, i) => {
    const x = 730 + (i % 7) * 52
    const y = 566 + Math.floor(i / 7) * 50
    const meeting = i === 3 || i === 17
    const today = i === 10
    return `<circle cx="${x + 16}" cy="${y + 14}" r="19" fill="${meeting ? '#2563eb' : today ? '#eff6ff' : '#ffffff'}"${today ? ' stroke="#2563eb" stroke-width="2"' : ''}/>${t(x + 16, y + 20, String(i + 1), { size: 15, weight: meeting ? 800 : 500, fill: meeting ? '#ffffff' : '#334155', anchor: 'middle' })}`
  }).join('')
  // The budget's ring fills clockwise like a dial, and the check mark keeps its shape; the
  // rows, the calendar's days and the cards are mirrored.
  // On a phone: the plan alone, its budget's ring and the four rows, with the exam's rosette
  // beside the title, in type 30–56 px here (8–15 px there); the exam's words and the 1:1's
  // calendar are left out.
  const pr = 82
  const pc = 2 * Math.PI * pr
  const phoneList = rows
    .map(([name, state, bg, fg], i) => {
      const y = 452 + i * 94
      const w = Math.round(state.length * 30 * 0.62 + 44)
      return `<rect x="90" y="${y}" width="1020" height="78" rx="20" fill="#f8fafc" stroke="#e2e8f0" stroke-width="2"/><circle cx="138" cy="${y + 39}" r="22" fill="${fg}" fill-opacity="0.15"/><circle cx="138" cy="${y + 39}" r="10" fill="${fg}"/>${t(180, y + 51, name, { size: 34, weight: 600 })}<rect x="${1086 - w}" y="${y + 14}" width="${w}" height="50" rx="25" fill="${bg}"/>${t(1086 - w / 2, y + 50, state, { size: 30, weight: 700, fill: fg, anchor: 'middle' })}`
    })
    .join('')
  const phone = `${card(40, 40, 1120, 820, 28)}${t(90, 128, words.title, { size: 56, weight: 800 })}${t(90, 180, words.subtitle, { size: 34, weight: 500, fill: '#64748b' })}${flip(190 - pr - 14, 190 + pr + 14, `<circle cx="190" cy="320" r="${pr}" fill="none" stroke="#e2e8f0" stroke-width="26"/><circle cx="190" cy="320" r="${pr}" fill="none" stroke="url(#brand)" stroke-width="26" stroke-linecap="round" stroke-dasharray="${(pc * 0.72).toFixed(1)} ${pc.toFixed(1)}" transform="rotate(-90 190 320)"/>`)}${t(190, 337, '72%', { size: 48, weight: 800, anchor: 'middle' })}${t(330, 304, words.budgetTitle, { size: 44, weight: 700 })}${t(330, 352, words.budgetDetail, { size: 34, weight: 500, fill: '#64748b' })}${bar(330, 378, 440, 16, '#ede9fe')}${bar(330, 378, 317, 16, '#7c3aed')}
<g transform="translate(115 8)"><circle cx="905" cy="200" r="70" fill="url(#brand)"/><circle cx="905" cy="200" r="52" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3" stroke-dasharray="3 7"/>${flip(880, 930, `<path d="M880 200l18 18 32-34" fill="none" stroke="#ffffff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`)}<path d="M865 258l-22 66 30-12 18 26 12-62zM945 258l22 66-30-12-18 26-12-62z" fill="#7c3aed" fill-opacity="0.85"/></g>${phoneList}`
  return svg(
    label,
    flip(
      0,
      W,
      twoWidths(
        `${card(90, 110, 560, 690)}${t(120, 160, words.title, { size: 24, weight: 800 })}${t(120, 192, words.subtitle, { size: 16, weight: 500, fill: '#64748b' })}${flip(166, 314, `<circle cx="240" cy="300" r="${r}" fill="none" stroke="#e2e8f0" stroke-width="20"/><circle cx="240" cy="300" r="${r}" fill="none" stroke="url(#brand)" stroke-width="20" stroke-linecap="round" stroke-dasharray="${(circumference * 0.72).toFixed(1)} ${circumference.toFixed(1)}" transform="rotate(-90 240 300)"/>`)}${t(240, 312, '72%', { size: 34, weight: 800, anchor: 'middle' })}${t(350, 286, words.budgetTitle, { size: 20, weight: 700 })}${t(350, 316, words.budgetDetail, { size: 16, weight: 500, fill: '#64748b' })}${bar(350, 336, 230, 10, '#ede9fe')}${bar(350, 336, 166, 10, '#7c3aed')}${list}
${card(690, 90, 430, 340)}<circle cx="905" cy="200" r="70" fill="url(#brand)"/><circle cx="905" cy="200" r="52" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3" stroke-dasharray="3 7"/>${flip(880, 930, `<path d="M880 200l18 18 32-34" fill="none" stroke="#ffffff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`)}<path d="M865 258l-22 66 30-12 18 26 12-62zM945 258l22 66-30-12-18 26-12-62z" fill="#7c3aed" fill-opacity="0.85"/>${t(905, 370, words.examTitle, { size: 22, weight: 800, anchor: 'middle' })}${t(905, 400, words.examDetail, { size: 16, weight: 500, fill: '#64748b', anchor: 'middle' })}
${card(690, 470, 430, 350)}${t(720, 516, words.oneOnOne, { size: 20, weight: 700 })}${t(720, 546, words.cadence, { size: 15, weight: 500, fill: '#64748b' })}${days}`,
        phone,
      ),
    ),
    art,
  )
}

/** How a project moves: the board from discovery to shipped, a reviewed change and the demo. */
function boardScene(label: string, art: SectionArt) {
  const { t, flip } = ink(art.direction)
  const words = art.words.board
  const [discovery, design, build, shipped] = words.columns
  const columns: [string, string, number][] = [
    [discovery, '#0891b2', 2],
    [design, '#7c3aed', 3],
    [build, '#2563eb', 3],
    [shipped, '#059669', 2],
  ]
  const board = columns
    .map(([name, color, count], c) => {
      const x = 117 + c * 250
      const cards = Array.from({ length: count }, (_, i) => {
        const y = 214 + i * 132
        const w = 130 + ((c * 3 + i * 5) % 4) * 18
        return `<rect x="${x}" y="${y}" width="216" height="116" rx="14" fill="#ffffff" stroke="#e2e8f0" stroke-width="2"/><rect x="${x + 16}" y="${y + 16}" width="56" height="12" rx="6" fill="${color}" fill-opacity="0.85"/>${bar(x + 16, y + 44, w, 12, '#cbd5e1')}${bar(x + 16, y + 66, w - 50, 10)}<circle cx="${x + 186}" cy="${y + 92}" r="13" fill="${['#f1c7a5', '#8d5a3b', '#e8b894', '#c68a5e'][(c + i) % 4]}" stroke="${color}" stroke-width="3"/>`
      }).join('')
      return `<rect x="${x - 10}" y="160" width="236" height="480" rx="18" fill="#f8fafc"/><circle cx="${x + 10}" cy="188" r="7" fill="${color}"/>${t(x + 26, 194, name, { size: 17, weight: 700, fill: '#334155' })}${t(x + 208, 194, String(count), { size: 15, weight: 600, fill: '#94a3b8', anchor: 'end' })}${cards}`
    })
    .join('')
  const avatars = ['#2563eb', '#7c3aed', '#059669', '#db2777']
  // On a phone: the board in type 34–52 px here (9–14 px there), its cards larger and plainer,
  // and the reviewed change under it; the demo's card is left out.
  const phoneBoard = columns
    .map(([name, color, count], c) => {
      const x = 66 + c * 272
      const cards = Array.from({ length: count }, (_, i) => {
        const y = 250 + i * 122
        const w = 100 + ((c * 3 + i * 5) % 4) * 12
        return `<rect x="${x + 12}" y="${y}" width="228" height="106" rx="16" fill="#ffffff" stroke="#e2e8f0" stroke-width="2"/><rect x="${x + 32}" y="${y + 20}" width="72" height="18" rx="9" fill="${color}" fill-opacity="0.85"/>${bar(x + 32, y + 56, w, 18, '#cbd5e1')}<circle cx="${x + 206}" cy="${y + 74}" r="18" fill="${['#f1c7a5', '#8d5a3b', '#e8b894', '#c68a5e'][(c + i) % 4]}" stroke="${color}" stroke-width="4"/>`
      }).join('')
      return `<rect x="${x}" y="160" width="252" height="468" rx="22" fill="#f8fafc"/><circle cx="${x + 26}" cy="210" r="10" fill="${color}"/>${t(x + 44, 222, name, { size: 34, weight: 700, fill: '#334155' })}${cards}`
    })
    .join('')
  const phone = `${card(40, 40, 1120, 820)}${t(70, 118, words.title, { size: 52, weight: 800 })}${[0, 1, 2, 3].map((i) => `<circle cx="${986 + i * 40}" cy="100" r="24" fill="${avatars[i]}" stroke="#ffffff" stroke-width="4"/>`).join('')}${phoneBoard}<circle cx="116" cy="736" r="40" fill="#dcfce7"/>${flip(98, 136, `<path d="M98 736l13 13 25-26" fill="none" stroke="#15803d" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`)}${t(180, 726, words.change, { size: 40, weight: 700 })}${t(180, 778, words.approvals, { size: 34, weight: 500, fill: '#64748b' })}${t(1000, 752, '+312', { size: 36, weight: 700, fill: '#15803d', anchor: 'end' })}${t(1110, 752, '−48', { size: 36, weight: 700, fill: '#dc2626', anchor: 'end' })}`
  return svg(
    label,
    flip(
      0,
      W,
      twoWidths(
        `${card(80, 80, 1040, 590)}${t(116, 130, words.title, { size: 24, weight: 800 })}${[
          0, 1, 2, 3,
        ]
          .map(
            (i) =>
              `<circle cx="${1000 + i * 26}" cy="122" r="15" fill="${avatars[i]}" stroke="#ffffff" stroke-width="3"/>`,
          )
          .join('')}${board}
${card(80, 700, 540, 160)}<circle cx="132" cy="758" r="24" fill="#dcfce7"/>${flip(121, 144, `<path d="M121 758l8 8 15-16" fill="none" stroke="#15803d" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`)}${t(172, 752, words.change, { size: 20, weight: 700 })}${t(172, 782, words.approvals, { size: 16, weight: 500, fill: '#64748b' })}${t(172, 828, '+312', { size: 18, weight: 700, fill: '#15803d' })}${t(230, 828, '−48', { size: 18, weight: 700, fill: '#dc2626' })}${[0, 1, 2, 3, 4].map((i) => `<rect x="${290 + i * 20}" y="814" width="16" height="16" rx="3" fill="${i < 4 ? '#22c55e' : '#f87171'}"/>`).join('')}
${card(660, 700, 460, 160)}<rect x="690" y="730" width="84" height="96" rx="14" fill="#eff6ff" stroke="#bfdbfe" stroke-width="2"/><rect x="690" y="730" width="84" height="28" rx="14" fill="#2563eb"/>${t(732, 750, words.day, { size: 14, weight: 800, fill: '#ffffff', anchor: 'middle' })}${t(732, 804, '16', { size: 34, weight: 800, fill: '#1d4ed8', anchor: 'middle' })}${t(800, 764, words.demoTitle, { size: 20, weight: 700 })}${t(800, 794, words.demoDetail, { size: 16, weight: 500, fill: '#64748b' })}`,
        phone,
      ),
    ),
    art,
  )
}

/** Code, in a face with even columns. */
const MONO = 'JetBrains Mono, SFMono-Regular, Menlo, Consolas, DejaVu Sans Mono, monospace'

/** A check mark `size` wide centred on (cx, cy), keeping its shape in a right-to-left scene. */
const tick = (
  flip: Ink['flip'],
  cx: number,
  cy: number,
  size = 23,
  stroke = '#ffffff',
  width = 5,
) =>
  flip(
    cx - size / 2,
    cx + size / 2,
    `<path d="M${cx - size / 2} ${cy}l${size * 0.35} ${size * 0.35} ${size * 0.65} ${-size * 0.7}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`,
  )

/** The width of a pill around a label of `size` (close enough in Latin and Arabic letters). */
const pill = (value: string, size: number) => Math.round(value.length * size * 0.56 + 32)

/** A site's last week before launch: the go-live checklist, its mobile score and deployments. */
function launchScene(label: string, art: SectionArt) {
  const { t, flip } = ink(art.direction)
  const words = art.words.launch
  const last = words.items.length - 1
  const checklist = words.items
    .map((item, i) => {
      const y = 226 + i * 80
      const pending = i === last
      const mark = pending
        ? `<circle cx="148" cy="${y + 32}" r="14" fill="#ffffff" stroke="#f59e0b" stroke-width="3" stroke-dasharray="5 4"/>`
        : `<circle cx="148" cy="${y + 32}" r="16" fill="#059669"/>${tick(flip, 148, y + 32, 16, '#ffffff', 4)}`
      const w = pill(words.scheduled, 14)
      const when = pending
        ? `<rect x="${554 - w}" y="${y + 16}" width="${w}" height="32" rx="16" fill="#fef3c7"/>${t(554 - w / 2, y + 37, words.scheduled, { size: 14, weight: 700, fill: '#b45309', anchor: 'middle' })}`
        : ''
      return `<rect x="110" y="${y}" width="460" height="64" rx="14" fill="${pending ? '#fffbeb' : '#f8fafc'}" stroke="${pending ? '#fde68a' : '#e2e8f0'}" stroke-width="2"/>${mark}${t(180, y + 39, item, { size: 18, weight: 600, fill: pending ? '#0f172a' : '#334155' })}${when}`
    })
    .join('')
  const r = 76
  const circumference = 2 * Math.PI * r
  const vitals = (['LCP', 'INP', 'CLS'] as const)
    .map((name, i) => {
      const y = 222 + i * 60
      return `<circle cx="894" cy="${y - 6}" r="7" fill="#22c55e"/>${t(910, y, name, { size: 17, weight: 700, fill: '#475569' })}${t(1090, y, words.vitals[i]!, { size: 18, weight: 800, anchor: 'end' })}${i < 2 ? `<path d="M886 ${y + 24}H1090" stroke="#f1f5f9" stroke-width="2"/>` : ''}`
    })
    .join('')
  const [production, preview] = words.environments
  const deployments: [string, string][] = [
    [production, 'main · a3f9c1e'],
    [preview, 'feat/booking · 7be20d4'],
    [preview, 'fix/hero-image · 91c4a0f'],
    [production, 'main · 5d18e62'],
  ]
  const log = deployments
    .map(([environment, commit], i) => {
      const y = 546 + i * 66
      return `${i ? `<path d="M670 ${y}H1090" stroke="#f1f5f9" stroke-width="2"/>` : ''}<circle cx="680" cy="${y + 24}" r="7" fill="#22c55e"/>${t(700, y + 30, environment, { size: 17, weight: 700 })}${t(700, y + 54, commit, { size: 14, weight: 500, fill: '#64748b' })}${t(1090, y + 30, words.ages[i]!, { size: 15, weight: 500, fill: '#64748b', anchor: 'end' })}${t(1090, y + 54, words.ready, { size: 14, weight: 700, fill: '#15803d', anchor: 'end' })}`
    })
    .join('')
  // On a phone: the checklist's first three items and the pending switch, in type 34–52 px here
  // (9–14 px there), and the mobile score with its vitals under it; the other three done items,
  // the score's legend and the deployments are left out.
  const phoneItems = [0, 1, 2, last]
    .map((item, i) => {
      const y = 226 + i * 96
      const pending = item === last
      const mark = pending
        ? `<circle cx="136" cy="${y + 42}" r="21" fill="#ffffff" stroke="#f59e0b" stroke-width="4" stroke-dasharray="7 6"/>`
        : `<circle cx="136" cy="${y + 42}" r="24" fill="#059669"/>${tick(flip, 136, y + 42, 24, '#ffffff', 6)}`
      const w = pill(words.scheduled, 32)
      const when = pending
        ? `<rect x="${1094 - w}" y="${y + 16}" width="${w}" height="52" rx="26" fill="#fef3c7"/>${t(1094 - w / 2, y + 53, words.scheduled, { size: 32, weight: 700, fill: '#b45309', anchor: 'middle' })}`
        : ''
      return `<rect x="84" y="${y}" width="1032" height="84" rx="18" fill="${pending ? '#fffbeb' : '#f8fafc'}" stroke="${pending ? '#fde68a' : '#e2e8f0'}" stroke-width="2"/>${mark}${t(182, y + 54, words.items[item]!, { size: 36, weight: 600, fill: pending ? '#0f172a' : '#334155' })}${when}`
    })
    .join('')
  const pr = 56
  const phoneCircumference = 2 * Math.PI * pr
  const phoneVitals = (['LCP', 'INP', 'CLS'] as const)
    .map((name, i) => {
      const x = [252, 560, 904][i]!
      // The value follows its name (LCP and CLS are ~60 wide in this type, INP ~50).
      const after = x + 26 + (name === 'INP' ? 50 : 60) + 12
      return `<circle cx="${x + 8}" cy="798" r="8" fill="#22c55e"/>${t(x + 26, 810, name, { size: 30, weight: 700, fill: '#64748b' })}${t(after, 810, words.vitals[i]!, { size: 34, weight: 800 })}`
    })
    .join('')
  const phone = `${card(40, 40, 1120, 600, 28)}${t(84, 124, words.title, { size: 52, weight: 800 })}${t(84, 186, words.progress, { size: 34, weight: 600, fill: '#059669' })}${bar(520, 166, 596, 16, '#e2e8f0')}${bar(520, 166, Math.round((596 * last) / words.items.length), 16, '#059669')}${phoneItems}
${card(40, 676, 1120, 184, 28)}${flip(
    144 - pr - 10,
    144 + pr + 10,
    `<circle cx="144" cy="768" r="${pr}" fill="#f0fdf4" stroke="#dcfce7" stroke-width="14"/><circle cx="144" cy="768" r="${pr}" fill="none" stroke="#22c55e" stroke-width="14" stroke-linecap="round" stroke-dasharray="${(phoneCircumference * 0.98).toFixed(1)} ${phoneCircumference.toFixed(1)}" transform="rotate(-90 144 768)"/>`,
  )}${t(144, 786, '98', { size: 50, weight: 800, fill: '#15803d', anchor: 'middle' })}${t(252, 746, words.score, { size: 36, weight: 700, fill: '#334155' })}${phoneVitals}`
  // Mirrored as a whole; the score's ring still fills clockwise and the check marks keep their
  // shape. Branches and commits stay left to right.
  return svg(
    label,
    flip(
      0,
      W,
      twoWidths(
        `${card(80, 90, 520, 730)}${t(120, 146, words.title, { size: 24, weight: 800 })}${t(120, 176, words.progress, { size: 16, weight: 600, fill: '#059669' })}${bar(330, 166, 230, 10, '#e2e8f0')}${bar(330, 166, Math.round((230 * last) / words.items.length), 10, '#059669')}${checklist}
${card(640, 90, 480, 340)}${t(670, 138, words.score, { size: 18, weight: 600, fill: '#64748b' })}${flip(
          756 - r - 8,
          756 + r + 8,
          `<circle cx="756" cy="262" r="${r}" fill="#f0fdf4" stroke="#dcfce7" stroke-width="14"/><circle cx="756" cy="262" r="${r}" fill="none" stroke="#22c55e" stroke-width="14" stroke-linecap="round" stroke-dasharray="${(circumference * 0.98).toFixed(1)} ${circumference.toFixed(1)}" transform="rotate(-90 756 262)"/>`,
        )}${t(756, 279, '98', { size: 48, weight: 800, fill: '#15803d', anchor: 'middle' })}${vitals}<path d="M670 372H1090" stroke="#f1f5f9" stroke-width="2"/><path d="M678 394l8 14h-16z" fill="#ef4444"/>${t(696, 407, '0–49', { size: 14, weight: 600, fill: '#64748b' })}<rect x="778" y="394" width="14" height="14" rx="2" fill="#f59e0b"/>${t(800, 407, '50–89', { size: 14, weight: 600, fill: '#64748b' })}<circle cx="893" cy="401" r="7" fill="#22c55e"/>${t(908, 407, '90–100', { size: 14, weight: 600, fill: '#64748b' })}
${card(640, 470, 480, 350)}${t(670, 516, words.deployments, { size: 20, weight: 700 })}${log}`,
        phone,
      ),
    ),
    art,
  )
}

/** The offices on one day: each one's working hours on a UTC timeline, a handover and the lead. */
function handoverScene(label: string, art: SectionArt) {
  const { t, flip } = ink(art.direction)
  const words = art.words.handover
  const x = (hour: number) => 322 + hour * 32
  // East to west, as the day moves: office (in `OFFICES`), hours in UTC, colour, local time now.
  const rows: [number, number, number, string, string][] = [
    [4, 4, 13, '#db2777', '18:30'],
    [3, 6, 15, '#059669', '16:30'],
    [2, 9, 18, '#2563eb', '13:30'],
    [0, 14, 23, '#7c3aed', '08:30'],
    [1, 14, 23, '#0891b2', '08:30'],
  ]
  const now = x(13.5)
  const clock = (cx: number, cy: number, time: string) => {
    const [h, m] = time.split(':').map(Number) as [number, number]
    const hand = (angle: number, length: number) => {
      const a = ((angle - 90) * Math.PI) / 180
      return `${(cx + length * Math.cos(a)).toFixed(1)} ${(cy + length * Math.sin(a)).toFixed(1)}`
    }
    // After dark the dial is dark. It keeps its drawing, its hands turning clockwise.
    const night = h >= 18 || h < 7
    const hands = night ? '#e2e8f0' : '#334155'
    const marks = [0, 90, 180, 270]
      .map(
        (angle) =>
          `<path d="M${hand(angle, 15)}L${hand(angle, 18)}" stroke="${hands}" stroke-opacity="0.5" stroke-width="2" stroke-linecap="round"/>`,
      )
      .join('')
    return flip(
      cx - 22,
      cx + 22,
      `<circle cx="${cx}" cy="${cy}" r="22" fill="${night ? '#1e293b' : '#ffffff'}" stroke="${night ? '#1e293b' : '#cbd5e1'}" stroke-width="2"/>${marks}<path d="M${cx} ${cy}L${hand(((h % 12) + m / 60) * 30, 9)}" stroke="${hands}" stroke-width="3.5" stroke-linecap="round"/><path d="M${cx} ${cy}L${hand(m * 6, 14)}" stroke="${hands}" stroke-width="2.5" stroke-linecap="round"/><circle cx="${cx}" cy="${cy}" r="2.5" fill="#db2777"/>`,
    )
  }
  const timeline = rows
    .map(([office, start, end, color, local], i) => {
      const cy = 262 + i * 64
      return `${clock(134, cy, local)}${t(170, cy - 3, art.words.offices[office]!, { size: 18, weight: 700 })}${t(170, cy + 19, local, { size: 14, weight: 500, fill: '#64748b' })}<rect x="${x(0)}" y="${cy - 13}" width="${x(24) - x(0)}" height="26" rx="13" fill="#f1f5f9"/><rect x="${x(start)}" y="${cy - 13}" width="${x(end) - x(start)}" height="26" rx="13" fill="${color}"/>`
    })
    .join('')
  const hours = [0, 6, 12, 18, 24]
    .map(
      (hour) =>
        `<path d="M${x(hour)} 228V540" stroke="#cbd5e1" stroke-dasharray="3 7"/>${t(x(hour), 216, `${String(hour).padStart(2, '0')}:00`, { size: 14, weight: 600, fill: '#94a3b8', anchor: hour === 0 ? 'start' : hour === 24 ? 'end' : 'middle' })}`,
    )
    .join('')
  const nowLabel = `${words.now} 13:30`
  const nowWidth = pill(nowLabel, 15)
  const notes = words.notes
    .map(
      (note, i) =>
        `<rect x="112" y="${702 + i * 42}" width="26" height="26" rx="7" fill="#059669"/>${tick(flip, 125, 715 + i * 42, 14, '#ffffff', 3)}${t(154, 722 + i * 42, note, { size: 17, weight: 500, fill: '#334155' })}`,
    )
    .join('')
  const messageWidth = pill(words.message, 15)
  const callWidth = pill(words.call, 15)
  // On a phone: the hours alone, in type 36–56 px here (10–15 px there), without the dials, the
  // handover and the lead's card.
  const px = (hour: number) => 430 + hour * 28
  const phoneRows = rows
    .map(([office, start, end, color, local], i) => {
      const cy = 356 + i * 104
      return `${t(90, cy - 6, art.words.offices[office]!, { size: 40, weight: 700 })}${t(90, cy + 30, local, { size: 32, weight: 500, fill: '#64748b' })}<rect x="${px(0)}" y="${cy - 22}" width="${px(24) - px(0)}" height="44" rx="22" fill="#f1f5f9"/><rect x="${px(start)}" y="${cy - 22}" width="${px(end) - px(start)}" height="44" rx="22" fill="${color}"/>`
    })
    .join('')
  const phoneNow = px(13.5)
  const phoneNowWidth = pill(nowLabel, 34)
  const phoneOverlap = 1110 - pill(words.overlap, 34) + 32
  const phone = `${card(40, 40, 1120, 820)}${t(90, 128, words.title, { size: 56, weight: 800 })}<rect x="${phoneOverlap - 62}" y="100" width="44" height="34" rx="10" fill="#7c3aed" fill-opacity="0.12" stroke="#7c3aed" stroke-opacity="0.5" stroke-width="2" stroke-dasharray="6 6"/>${t(phoneOverlap, 128, words.overlap, { size: 34, weight: 600, fill: '#475569' })}${t(90, 182, words.subtitle, { size: 36, weight: 500, fill: '#64748b' })}${[
    0, 24,
  ]
    .map((hour) =>
      t(px(hour), 286, `${String(hour).padStart(2, '0')}:00`, {
        size: 34,
        weight: 600,
        fill: '#94a3b8',
        anchor: hour === 0 ? 'start' : 'end',
      }),
    )
    .join(
      '',
    )}<rect x="${px(14)}" y="526" width="${px(18) - px(14)}" height="284" rx="24" fill="#7c3aed" fill-opacity="0.08" stroke="#7c3aed" stroke-opacity="0.45" stroke-width="3" stroke-dasharray="8 8"/>${phoneRows}<path d="M${phoneNow} 300V826" stroke="#0f172a" stroke-width="5"/><rect x="${phoneNow - phoneNowWidth / 2}" y="236" width="${phoneNowWidth}" height="64" rx="32" fill="#0f172a"/>${t(phoneNow, 280, nowLabel, { size: 34, weight: 700, fill: '#ffffff', anchor: 'middle' })}`
  // Mirrored as a whole, the hours with it (the day runs from the right); the dials keep theirs.
  return svg(
    label,
    flip(
      0,
      W,
      twoWidths(
        `${card(80, 80, 1040, 480)}${t(120, 132, words.title, { size: 24, weight: 800 })}${t(120, 162, words.subtitle, { size: 16, weight: 500, fill: '#64748b' })}<rect x="900" y="118" width="26" height="20" rx="6" fill="#7c3aed" fill-opacity="0.12" stroke="#7c3aed" stroke-opacity="0.5" stroke-dasharray="4 4"/>${t(938, 134, words.overlap, { size: 15, weight: 600, fill: '#475569' })}${hours}<rect x="${x(14)}" y="364" width="${x(18) - x(14)}" height="180" rx="16" fill="#7c3aed" fill-opacity="0.08" stroke="#7c3aed" stroke-opacity="0.45" stroke-width="2" stroke-dasharray="6 6"/>${timeline}<path d="M${now} 196V546" stroke="#0f172a" stroke-width="3"/><rect x="${now - nowWidth / 2}" y="168" width="${nowWidth}" height="30" rx="15" fill="#0f172a"/>${t(now, 189, nowLabel, { size: 15, weight: 700, fill: '#ffffff', anchor: 'middle' })}
${card(80, 600, 500, 240)}<circle cx="132" cy="650" r="26" fill="#fce7f3"/><path d="M118 642h24l-6-6M146 658h-24l6 6" fill="none" stroke="#db2777" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>${t(174, 645, words.handoverTitle, { size: 20, weight: 700 })}${t(174, 673, words.handoverTime, { size: 15, weight: 500, fill: '#64748b' })}${notes}
${card(620, 600, 500, 240)}${t(650, 644, words.leadTitle, { size: 16, weight: 600, fill: '#64748b' })}<clipPath id="lead"><circle cx="702" cy="726" r="44"/></clipPath><circle cx="702" cy="726" r="44" fill="#ede9fe"/><g clip-path="url(#lead)"><path d="M650 790a52 44 0 0 1 104 0z" fill="#7c3aed"/><circle cx="702" cy="716" r="22" fill="#c68a5e"/><path d="M678 714a24 26 0 0 1 48 0c-6-10-16-15-24-15s-18 5-24 15z" fill="#1f2937"/></g><circle cx="734" cy="760" r="9" fill="#22c55e" stroke="#ffffff" stroke-width="3"/>${t(768, 714, words.leadName, { size: 22, weight: 800 })}${t(768, 744, words.leadPlace, { size: 15, weight: 500, fill: '#64748b' })}<rect x="768" y="768" width="${messageWidth}" height="38" rx="19" fill="#2563eb"/>${t(768 + messageWidth / 2, 793, words.message, { size: 15, weight: 700, fill: '#ffffff', anchor: 'middle' })}<rect x="${780 + messageWidth}" y="768" width="${callWidth}" height="38" rx="19" fill="#ffffff" stroke="#cbd5e1" stroke-width="2"/>${t(780 + messageWidth + callWidth / 2, 793, words.call, { size: 15, weight: 700, fill: '#1d4ed8', anchor: 'middle' })}`,
        phone,
      ),
    ),
    art,
  )
}

/** A component's code beside the design system it belongs to, and the screens it is checked on. */
function componentsScene(label: string, art: SectionArt) {
  const { t, flip } = ink(art.direction)
  const words = art.words.components
  const K = '#c084fc'
  const S = '#86efac'
  const F = '#93c5fd'
  const P = '#e2e8f0'
  const code: [number, [string, string][]][] = [
    [
      0,
      [
        ['export const ', K],
        ['button', F],
        [' = ', P],
        ['cva', F],
        ['(', P],
        ["'btn'", S],
        [', {', P],
      ],
    ],
    [1, [['variants: {', P]]],
    [2, [['variant: {', P]]],
    [
      3,
      [
        ['primary: ', P],
        ["'bg-brand text-white'", S],
        [',', P],
      ],
    ],
    [
      3,
      [
        ['secondary: ', P],
        ["'ring-1 ring-slate-300'", S],
        [',', P],
      ],
    ],
    [
      3,
      [
        ['ghost: ', P],
        ["'text-brand'", S],
        [',', P],
      ],
    ],
    [2, [['},', P]]],
    [
      2,
      [
        ['size: { md: ', P],
        ["'h-11 px-5'", S],
        [' },', P],
      ],
    ],
    [1, [['},', P]]],
    [0, [['})', P]]],
    [0, []],
    [
      0,
      [
        ['export function ', K],
        ['Button', F],
        ['(props) {', P],
      ],
    ],
    [
      1,
      [
        ['return ', K],
        ['&lt;button ', F],
        ['className', '#fbbf24'],
        ['={', P],
        ['button', F],
        ['(props)} /&gt;', P],
      ],
    ],
    [0, [['}', P]]],
  ]
  const lines = code
    .map(
      ([indent, parts], row) =>
        `<text x="104" y="${200 + row * 29}" font-family="${MONO}" font-size="14" font-weight="500" fill="#475569" text-anchor="end">${row + 1}</text>${parts.length ? `<text x="${122 + indent * 18}" y="${200 + row * 29}" font-family="${MONO}" font-size="15" font-weight="500">${parts.map(([value, fill]) => `<tspan fill="${fill}">${value}</tspan>`).join('')}</text>` : ''}`,
    )
    .join('')
  // Code reads left to right in any language: the editor keeps its drawing, only moving to its
  // mirrored place.
  const editor = flip(
    70,
    570,
    `<rect x="70" y="90" width="500" height="530" rx="24" fill="#0f172a"/><circle cx="102" cy="120" r="7" fill="#f87171"/><circle cx="126" cy="120" r="7" fill="#fbbf24"/><circle cx="150" cy="120" r="7" fill="#34d399"/><rect x="180" y="100" width="130" height="40" rx="10" fill="#1e293b"/>${text(198, 126, 'Button.tsx', { size: 15, weight: 600, fill: '#e2e8f0' })}${text(330, 126, 'tokens.ts', { size: 15, weight: 500, fill: '#64748b' })}<path d="M70 140H570" stroke="#1e293b" stroke-width="2"/>${lines}`,
  )
  const nav = words.nav
    .map(
      (name, i) =>
        `${i ? '' : `<rect x="628" y="${182}" width="172" height="42" rx="10" fill="#eff6ff"/>`}${t(646, 209 + i * 48, name, { size: 17, weight: i ? 500 : 700, fill: i ? '#475569' : '#1d4ed8' })}`,
    )
    .join('')
  const [primary, secondary, ghost] = words.variants
  const buttons = `<rect x="842" y="224" width="230" height="46" rx="12" fill="#2563eb"/>${t(957, 253, primary, { size: 17, weight: 700, fill: '#ffffff', anchor: 'middle' })}<rect x="842" y="284" width="230" height="46" rx="12" fill="#ffffff" stroke="#cbd5e1" stroke-width="2"/>${t(957, 313, secondary, { size: 17, weight: 700, fill: '#0f172a', anchor: 'middle' })}<rect x="842" y="344" width="230" height="46" rx="12" fill="none" stroke="#2563eb" stroke-opacity="0.45" stroke-width="2" stroke-dasharray="4 6"/>${t(957, 373, ghost, { size: 17, weight: 700, fill: '#2563eb', anchor: 'middle' })}`
  const field = `${t(842, 432, words.inputLabel, { size: 15, weight: 600, fill: '#334155' })}<rect x="838" y="444" width="242" height="56" rx="15" fill="none" stroke="#bfdbfe" stroke-width="4"/><rect x="842" y="448" width="234" height="48" rx="12" fill="#ffffff" stroke="#2563eb" stroke-width="2"/>${t(858, 478, 'name@company.com', { size: 16, weight: 500, fill: '#94a3b8' })}`
  const palette = [
    ['#1d4ed8', '#2563eb', '#dbeafe'],
    ['#6d28d9', '#7c3aed', '#ede9fe'],
    ['#047857', '#059669', '#d1fae5'],
    ['#be185d', '#db2777', '#fce7f3'],
    ['#0f172a', '#64748b', '#f1f5f9'],
  ]
    .map((shades, c) =>
      shades
        .map(
          (fill, r) =>
            `<rect x="${640 + c * 64}" y="${584 + r * 32}" width="54" height="26" rx="7" fill="${fill}"${r === 2 ? ' stroke="#e2e8f0" stroke-width="2"' : ''}/>`,
        )
        .join(''),
    )
    .join('')
  const wcag = 'WCAG 2.2 AA'
  const wcagWidth = pill(wcag, 15) + 36
  const figmaWidth = pill(words.figma, 15)
  const chips = `<rect x="640" y="770" width="${wcagWidth}" height="40" rx="20" fill="#f0fdf4" stroke="#bbf7d0" stroke-width="2"/><circle cx="664" cy="790" r="11" fill="#22c55e"/>${tick(flip, 664, 790, 11, '#ffffff', 3)}${t(684, 796, wcag, { size: 15, weight: 700, fill: '#15803d' })}<rect x="${652 + wcagWidth}" y="770" width="${figmaWidth}" height="40" rx="20" fill="#f5f3ff" stroke="#ddd6fe" stroke-width="2"/>${t(652 + wcagWidth + figmaWidth / 2, 796, words.figma, { size: 15, weight: 700, fill: '#6d28d9', anchor: 'middle' })}`
  const device = (x: number, y: number, w: number, h: number, size: string) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="#ffffff" stroke="#334155" stroke-width="3"/><rect x="${x + 6}" y="${y + 8}" width="${w - 12}" height="${Math.round(h * 0.3)}" rx="3" fill="#dbeafe"/>${bar(x + 6, y + 14 + Math.round(h * 0.3), w - 22, 6, '#cbd5e1')}${bar(x + 6, y + 26 + Math.round(h * 0.3), w - 32, 6)}${t(x + w / 2, 832, size, { size: 15, weight: 700, fill: '#334155', anchor: 'middle' })}`
  const viewports = `${card(70, 660, 500, 190)}${t(100, 704, words.viewports, { size: 18, weight: 700 })}<circle cx="530" cy="698" r="14" fill="#22c55e"/>${tick(flip, 530, 698, 13, '#ffffff', 3)}${device(120, 734, 44, 70, '375')}${device(232, 730, 72, 74, '768')}<rect x="372" y="728" width="148" height="68" rx="8" fill="#ffffff" stroke="#334155" stroke-width="3"/><rect x="378" y="736" width="136" height="20" rx="3" fill="#dbeafe"/>${bar(378, 764, 110, 6, '#cbd5e1')}${bar(378, 776, 80, 6)}<path d="M360 804h172" stroke="#334155" stroke-width="5" stroke-linecap="round"/>${t(446, 832, '1440', { size: 15, weight: 700, fill: '#334155', anchor: 'middle' })}`
  // On a phone: the variants' three lines of code over the design system's card, in type 30–52
  // px here (8–14 px there): its three buttons, the colours and the typeface. The library's
  // sections, the input, the chips and the viewports are left out.
  const phoneCode = code
    .slice(3, 6)
    .map(
      ([, parts], i) =>
        `<text x="112" y="${182 + i * 52}" font-family="${MONO}" font-size="30" font-weight="500" fill="#475569" text-anchor="end">${i + 4}</text><text x="172" y="${182 + i * 52}" font-family="${MONO}" font-size="34" font-weight="500">${parts.map(([value, fill]) => `<tspan fill="${fill}">${value}</tspan>`).join('')}</text>`,
    )
    .join('')
  const phoneEditor = flip(
    40,
    1160,
    `<rect x="40" y="40" width="1120" height="280" rx="28" fill="#0f172a"/><circle cx="86" cy="90" r="9" fill="#f87171"/><circle cx="116" cy="90" r="9" fill="#fbbf24"/><circle cx="146" cy="90" r="9" fill="#34d399"/><rect x="184" y="62" width="220" height="56" rx="12" fill="#1e293b"/>${text(206, 101, 'Button.tsx', { size: 30, weight: 600, fill: '#e2e8f0' })}${text(434, 101, 'tokens.ts', { size: 30, weight: 500, fill: '#64748b' })}<path d="M40 118H1160" stroke="#1e293b" stroke-width="2"/>${phoneCode}`,
  )
  const phoneButtons = `<rect x="84" y="474" width="328" height="92" rx="18" fill="#2563eb"/>${t(248, 533, primary, { size: 38, weight: 700, fill: '#ffffff', anchor: 'middle' })}<rect x="436" y="474" width="328" height="92" rx="18" fill="#ffffff" stroke="#cbd5e1" stroke-width="3"/>${t(600, 533, secondary, { size: 38, weight: 700, fill: '#0f172a', anchor: 'middle' })}<rect x="788" y="474" width="328" height="92" rx="18" fill="none" stroke="#2563eb" stroke-opacity="0.45" stroke-width="3" stroke-dasharray="8 10"/>${t(952, 533, ghost, { size: 38, weight: 700, fill: '#2563eb', anchor: 'middle' })}`
  const phonePalette = [
    ['#1d4ed8', '#2563eb', '#dbeafe'],
    ['#6d28d9', '#7c3aed', '#ede9fe'],
    ['#047857', '#059669', '#d1fae5'],
    ['#be185d', '#db2777', '#fce7f3'],
    ['#0f172a', '#64748b', '#f1f5f9'],
  ]
    .map((shades, c) =>
      shades
        .map(
          (fill, r) =>
            `<rect x="${84 + c * 80}" y="${610 + r * 72}" width="68" height="60" rx="12" fill="${fill}"${r === 2 ? ' stroke="#e2e8f0" stroke-width="2"' : ''}/>`,
        )
        .join(''),
    )
    .join('')
  const phone = `${phoneEditor}${card(40, 356, 1120, 504, 28)}${t(84, 432, words.title, { size: 48, weight: 800 })}${t(1116, 432, words.subtitle, { size: 34, weight: 500, fill: '#64748b', anchor: 'end' })}${phoneButtons}${phonePalette}${t(530, 770, words.typeSample, { size: 130, weight: 800 })}${t(724, 700, words.typeFace, { size: 38, weight: 700 })}${t(724, 752, words.typeScale, { size: 32, weight: 500, fill: '#64748b' })}`
  return svg(
    label,
    flip(
      0,
      W,
      twoWidths(
        `${editor}${viewports}
${card(610, 70, 520, 780)}${t(640, 124, words.title, { size: 24, weight: 800 })}${t(640, 154, words.subtitle, { size: 16, weight: 500, fill: '#64748b' })}${nav}<path d="M818 186V510" stroke="#e2e8f0" stroke-width="2"/>${t(842, 206, words.variantsTitle, { size: 14, weight: 700, fill: '#94a3b8' })}${buttons}${field}<path d="M640 530H1100" stroke="#e2e8f0" stroke-width="2"/>${t(640, 566, words.colors, { size: 14, weight: 700, fill: '#94a3b8' })}${palette}${t(640, 748, words.typeSample, { size: 52, weight: 800 })}${t(744, 716, words.typeFace, { size: 18, weight: 700 })}${t(744, 742, words.typeScale, { size: 14, weight: 500, fill: '#64748b' })}${chips}`,
        phone,
      ),
    ),
    art,
  )
}

/** Where the budget goes: spend, leads and cost per lead by channel, the split and the funnel. */
function channelsScene(label: string, art: SectionArt) {
  const { t, flip } = ink(art.direction)
  const words = art.words.channels
  const [channel, spend, leads, costPerLead, trend] = words.columns
  // Each channel's spend and leads, its colour and its leads week by week.
  const channels: [number, number, string, number[]][] = [
    [6800, 164, '#2563eb', [10, 12, 8, 14, 11, 15, 16]],
    [4250, 118, '#7c3aed', [6, 9, 7, 8, 12, 10, 13]],
    [3400, 212, '#059669', [4, 6, 9, 10, 13, 15, 18]],
    [1870, 96, '#d97706', [7, 6, 8, 9, 8, 11, 12]],
    [680, 74, '#db2777', [8, 9, 8, 11, 10, 12, 11]],
  ]
  const dollars = (value: number) => `$${String(value).replace(/\B(?=(\d{3})+$)/g, ',')}`
  const totalSpend = channels.reduce((sum, [money]) => sum + money, 0)
  const totalLeads = channels.reduce((sum, [, count]) => sum + count, 0)
  const blended = Math.round(totalSpend / totalLeads)
  const rows: [string, string, number, number, string, number[]][] = channels.map(
    ([money, count, color, points]) => [
      dollars(money),
      String(count),
      Math.round(money / count),
      money / totalSpend,
      color,
      points,
    ],
  )
  const table = rows
    .map(([money, count, cost, , color, points], i) => {
      const y = 272 + i * 46
      const line = curve(points.map((p, k) => [940 + k * 23, y + 2 - p * 1.3] as [number, number]))
      return `<circle cx="128" cy="${y - 6}" r="7" fill="${color}"/>${t(146, y, words.channels[i]!, { size: 18, weight: 600 })}${t(560, y, money, { size: 18, weight: 600, fill: '#334155', anchor: 'end' })}${t(720, y, count, { size: 18, weight: 600, fill: '#334155', anchor: 'end' })}${t(890, y, dollars(cost), { size: 18, weight: 800, fill: cost > blended ? '#0f172a' : '#15803d', anchor: 'end' })}<path d="${line}" fill="none" stroke="${color}" stroke-width="3" stroke-linecap="round"/>${i < 4 ? `<path d="M110 ${y + 20}H1090" stroke="#f1f5f9" stroke-width="2"/>` : ''}`
    })
    .join('')
  const r = 62
  const circumference = 2 * Math.PI * r
  let offset = 0
  const segments = rows
    .map(([, , , share, color]) => {
      const length = circumference * share
      const segment = `<circle cx="210" cy="740" r="${r}" fill="none" stroke="${color}" stroke-width="26" stroke-dasharray="${(length - 3).toFixed(1)} ${circumference.toFixed(1)}" stroke-dashoffset="${(-offset).toFixed(1)}" transform="rotate(-90 210 740)"/>`
      offset += length
      return segment
    })
    .join('')
  const legend = rows
    .map(
      ([, , , share, color], i) =>
        `<circle cx="318" cy="${666 + i * 36}" r="6" fill="${color}"/>${t(334, 672 + i * 36, words.channels[i]!, { size: 15, weight: 600, fill: '#334155' })}${t(550, 672 + i * 36, `${Math.round(share * 100)}%`, { size: 15, weight: 700, anchor: 'end' })}`,
    )
    .join('')
  const stages: [string, number][] = [
    ['52,400', 110],
    [String(totalLeads), 74],
    ['241', 50],
    ['58', 30],
  ]
  const rates = ['1.3%', '36%', '24%']
  const funnel = stages
    .map(([value, h], i) => {
      const x = 660 + i * 112
      const rate = rates[i]
      return `<rect x="${x}" y="${800 - h}" width="72" height="${h}" rx="10" fill="${i === 3 ? '#059669' : 'url(#brand)'}" fill-opacity="${i === 3 ? 1 : 1 - i * 0.2}"/>${t(x + 36, 790 - h, value, { size: 17, weight: 800, anchor: 'middle' })}${t(x + 36, 826, words.funnel[i]!, { size: 14, weight: 600, fill: '#475569', anchor: 'middle' })}${rate ? `<path d="M${x + 88} 766l6 6-6 6" fill="none" stroke="#94a3b8" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>${t(x + 92, 798, rate, { size: 13, weight: 700, fill: '#64748b', anchor: 'middle' })}` : ''}`
    })
    .join('')
  // On a phone: the table alone, each channel's spend and cost per lead, in type 32–52 px here
  // (9–14 px there); the leads, the trends, the budget's ring and the funnel are left out.
  const phoneRows = rows
    .map(([money, , cost, , color], i) => {
      const y = 320 + i * 88
      return `<circle cx="104" cy="${y - 13}" r="12" fill="${color}"/>${t(132, y, words.channels[i]!, { size: 38, weight: 600 })}${t(700, y, money, { size: 38, weight: 600, fill: '#334155', anchor: 'end' })}${t(1110, y, dollars(cost), { size: 38, weight: 800, fill: cost > blended ? '#0f172a' : '#15803d', anchor: 'end' })}${i < 4 ? `<path d="M90 ${y + 38}H1110" stroke="#f1f5f9" stroke-width="2"/>` : ''}`
    })
    .join('')
  const phone = `${card(40, 40, 1120, 820)}${t(90, 124, words.title, { size: 52, weight: 800 })}${t(1110, 122, words.period, { size: 34, weight: 500, fill: '#64748b', anchor: 'end' })}${t(90, 222, channel, { size: 32, weight: 700, fill: '#64748b' })}${t(700, 222, spend, { size: 32, weight: 700, fill: '#64748b', anchor: 'end' })}${t(1110, 222, costPerLead, { size: 32, weight: 700, fill: '#64748b', anchor: 'end' })}<path d="M90 250H1110" stroke="#e2e8f0" stroke-width="3"/>${phoneRows}<path d="M90 718H1110" stroke="#cbd5e1" stroke-width="3"/>${t(90, 792, words.total, { size: 40, weight: 800 })}${t(700, 792, dollars(totalSpend), { size: 40, weight: 800, anchor: 'end' })}${t(1110, 792, dollars(blended), { size: 40, weight: 800, anchor: 'end' })}`
  // Mirrored as a whole, the weeks of the trends with it; the budget's ring runs clockwise.
  return svg(
    label,
    flip(
      0,
      W,
      twoWidths(
        `${card(80, 80, 1040, 480)}${t(120, 134, words.title, { size: 24, weight: 800 })}${t(120, 164, words.period, { size: 16, weight: 500, fill: '#64748b' })}<circle cx="1084" cy="128" r="6" fill="#22c55e"/>${t(1068, 134, words.synced, { size: 15, weight: 600, fill: '#475569', anchor: 'end' })}${t(120, 214, channel, { size: 14, weight: 700, fill: '#64748b' })}${t(560, 214, spend, { size: 14, weight: 700, fill: '#64748b', anchor: 'end' })}${t(720, 214, leads, { size: 14, weight: 700, fill: '#64748b', anchor: 'end' })}${t(890, 214, costPerLead, { size: 14, weight: 700, fill: '#64748b', anchor: 'end' })}${t(940, 214, trend, { size: 14, weight: 700, fill: '#64748b' })}<path d="M110 232H1090" stroke="#e2e8f0" stroke-width="2"/>${table}<path d="M110 480H1090" stroke="#cbd5e1" stroke-width="2"/>${t(120, 518, words.total, { size: 18, weight: 800 })}${t(560, 518, dollars(totalSpend), { size: 18, weight: 800, anchor: 'end' })}${t(720, 518, String(totalLeads), { size: 18, weight: 800, anchor: 'end' })}${t(890, 518, dollars(blended), { size: 18, weight: 800, anchor: 'end' })}
${card(80, 600, 500, 240)}${t(110, 644, words.splitTitle, { size: 18, weight: 700 })}${flip(135, 285, `<circle cx="210" cy="740" r="${r}" fill="none" stroke="#f1f5f9" stroke-width="26"/>${segments}`)}${t(210, 744, `$${Math.round(totalSpend / 1000)}k`, { size: 24, weight: 800, anchor: 'middle' })}${t(210, 766, words.perMonth, { size: 13, weight: 500, fill: '#64748b', anchor: 'middle' })}${legend}
${card(620, 600, 500, 240)}${t(650, 644, words.funnelTitle, { size: 18, weight: 700 })}${funnel}`,
        phone,
      ),
    ),
    art,
  )
}

/** A month's campaign on its calendar, and each channel's ad as people see it, with its results. */
function campaignsScene(label: string, art: SectionArt) {
  const { t, flip } = ink(art.direction)
  const words = art.words.campaigns
  const [search, social, email] = words.channels
  const day = (d: number) => 340 + ((d - 1) * 740) / 28
  const icons = [
    `<circle cx="-3" cy="-3" r="6" fill="none" stroke="#ffffff" stroke-width="3"/><path d="M2 2l5 5" stroke="#ffffff" stroke-width="3" stroke-linecap="round"/>`,
    `<path d="M0 7c-9-6-10-11-7-14 2-2 5-2 7 1 2-3 5-3 7-1 3 3 2 8-7 14z" fill="#ffffff"/>`,
    `<rect x="-8" y="-6" width="16" height="12" rx="2" fill="none" stroke="#ffffff" stroke-width="2.5"/><path d="M-7 -4l7 5 7-5" fill="none" stroke="#ffffff" stroke-width="2.5" stroke-linejoin="round"/>`,
  ]
  const colors = ['#2563eb', '#db2777', '#7c3aed']
  const weeks = ['1–7', '8–14', '15–21', '22–28']
    .map(
      (range, i) =>
        `${t(day(1 + i * 7) + 92, 124, range, { size: 14, weight: 600, fill: '#94a3b8', anchor: 'middle' })}`,
    )
    .join('')
  const grid = [0, 1, 2, 3, 4]
    .map((i) => `<path d="M${340 + i * 185} 140V352" stroke="#e2e8f0" stroke-width="2"/>`)
    .join('')
  const rowLabels = [search, social, email]
    .map((name, i) => {
      const cy = 200 + i * 62
      return `<rect x="112" y="${cy - 16}" width="32" height="32" rx="9" fill="${colors[i]}"/><g transform="translate(128 ${cy})">${icons[i]}</g>${t(156, cy + 6, name, { size: 16, weight: 700, fill: '#334155' })}`
    })
    .join('')
  const sends = [3, 10, 17, 24]
    .map(
      (d) =>
        `<circle cx="${day(d) + 13}" cy="324" r="14" fill="#7c3aed"/><circle cx="${day(d) + 13}" cy="324" r="5" fill="#ffffff"/>`,
    )
    .join('')
  const today = day(12) + 13
  const todayWidth = pill(words.today, 13)
  const lanes = `<rect x="${day(1) + 6}" y="185" width="${day(29) - day(1) - 12}" height="30" rx="15" fill="#2563eb"/>${t(day(1) + 24, 206, '$4,000', { size: 15, weight: 700, fill: '#ffffff' })}<rect x="${day(8) + 6}" y="247" width="${day(29) - day(8) - 12}" height="30" rx="15" fill="#db2777"/>${t(day(8) + 24, 268, '$2,500', { size: 15, weight: 700, fill: '#ffffff' })}<path d="M${day(3) + 13} 324H${day(24) + 13}" stroke="#c4b5fd" stroke-width="3" stroke-dasharray="2 8" stroke-linecap="round"/>${sends}<path d="M${today} 170V352" stroke="#0f172a" stroke-width="2" stroke-dasharray="5 5"/><rect x="${today - todayWidth / 2}" y="146" width="${todayWidth}" height="26" rx="13" fill="#0f172a"/>${t(today, 164, words.today, { size: 13, weight: 700, fill: '#ffffff', anchor: 'middle' })}`
  const [[searchA, searchB], [socialA, socialB], [emailA, emailB]] = words.results
  const results: [string, string, string, string][] = [
    ['7.4%', searchA, '182', searchB],
    ['41,300', socialA, '96', socialB],
    ['48%', emailA, '6.2%', emailB],
  ]
  const [men, women] = words.sitelinks
  const menWidth = pill(men, 14)
  const womenWidth = pill(women, 14)
  const previews = [
    // A search ad: its label, address, headline, description and sitelinks.
    (x: number) =>
      `${t(x + 18, 506, words.adLabel, { size: 13, weight: 800 })}${t(x + 18, 528, 'threadline.example', { size: 14, weight: 500, fill: '#475569' })}${t(x + 18, 562, words.headline, { size: 19, weight: 700, fill: '#1d4ed8' })}${bar(x + 18, 580, 250, 10, '#cbd5e1')}${bar(x + 18, 600, 200, 10)}<rect x="${x + 18}" y="624" width="${menWidth}" height="32" rx="16" fill="#ffffff" stroke="#cbd5e1" stroke-width="2"/>${t(x + 18 + menWidth / 2, 645, men, { size: 14, weight: 600, fill: '#1d4ed8', anchor: 'middle' })}<rect x="${x + 28 + menWidth}" y="624" width="${womenWidth}" height="32" rx="16" fill="#ffffff" stroke="#cbd5e1" stroke-width="2"/>${t(x + 28 + menWidth + womenWidth / 2, 645, women, { size: 14, weight: 600, fill: '#1d4ed8', anchor: 'middle' })}`,
    // A social post: the brand, its label, the picture (a shirt in the sun) and its button.
    (x: number) =>
      `<circle cx="${x + 34}" cy="510" r="16" fill="url(#brand)"/>${t(x + 60, 506, 'Threadline', { size: 15, weight: 700 })}${t(x + 60, 526, words.sponsored, { size: 13, weight: 500, fill: '#64748b' })}<rect x="${x + 18}" y="542" width="254" height="92" rx="10" fill="#fce7f3"/><circle cx="${x + 226}" cy="570" r="16" fill="#fbcfe8"/><path d="M${x + 124} 558l-26 12 8 16 10-4v40h44v-40l10 4 8-16-26-12c-3 8-9 12-14 12s-11-4-14-12z" fill="#ffffff" stroke="#f9a8d4" stroke-width="2" stroke-linejoin="round"/><rect x="${x + 18}" y="642" width="254" height="26" rx="8" fill="#ffffff" stroke="#e2e8f0" stroke-width="2"/>${t(x + 30, 660, words.shopNow, { size: 13, weight: 700, fill: '#be185d' })}<path d="M${x + 252} 649l6 6-6 6" fill="none" stroke="#be185d" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>`,
    // An email: its subject, sender, banner, text and button.
    (x: number) =>
      `${t(x + 18, 508, words.subject, { size: 17, weight: 700 })}${t(x + 18, 530, 'hello@threadline.example', { size: 14, weight: 500, fill: '#64748b' })}<rect x="${x + 18}" y="546" width="254" height="58" rx="10" fill="#ede9fe"/><circle cx="${x + 232}" cy="575" r="18" fill="#ddd6fe"/>${bar(x + 36, 566, 120, 10, '#7c3aed')}${bar(x + 36, 584, 80, 8, '#c4b5fd')}${bar(x + 18, 616, 220, 8)}<rect x="${x + 18}" y="634" width="${pill(words.shopNow, 13) + 8}" height="30" rx="15" fill="#7c3aed"/>${t(x + 22 + pill(words.shopNow, 13) / 2, 654, words.shopNow, { size: 13, weight: 700, fill: '#ffffff', anchor: 'middle' })}`,
  ]
  const cards = [search, social, email]
    .map((name, i) => {
      const x = 80 + i * 355
      const [a, aLabel, b, bLabel] = results[i]!
      return `${card(x, 410, 330, 420)}<circle cx="${x + 30}" cy="450" r="7" fill="${colors[i]}"/>${t(x + 46, 456, name, { size: 16, weight: 700, fill: colors[i] })}<rect x="${x + 20}" y="476" width="290" height="206" rx="14" fill="#f8fafc" stroke="#e2e8f0" stroke-width="2"/>${previews[i]!(x + 20)}<path d="M${x + 20} 706H${x + 310}" stroke="#f1f5f9" stroke-width="2"/>${t(x + 30, 756, a, { size: 30, weight: 800 })}${t(x + 30, 784, aLabel, { size: 15, weight: 500, fill: '#64748b' })}${t(x + 180, 756, b, { size: 30, weight: 800 })}${t(x + 180, 784, bLabel, { size: 15, weight: 500, fill: '#64748b' })}`
    })
    .join('')
  // On a phone: the month's calendar alone, in type 32–52 px here (9–14 px there): its weeks,
  // each channel's lane and today; the ads and their results are left out. Today's line runs
  // under the lanes, clear of their figures.
  const phoneDay = (d: number) => 90 + ((d - 1) * 1020) / 28
  const phoneToday = phoneDay(12) + 18
  const phoneTodayWidth = pill(words.today, 34)
  const phoneWeeks = ['1–7', '8–14', '15–21', '22–28']
    .map(
      (range, i) =>
        `${t(90 + i * 255 + 127.5, 244, range, { size: 32, weight: 600, fill: '#94a3b8', anchor: 'middle' })}<path d="M${90 + i * 255} 258V282" stroke="#cbd5e1" stroke-width="3" stroke-linecap="round"/>`,
    )
    .join('')
  const phoneNames = [search, social, email]
    .map((name, i) => {
      const cy = 334 + i * 150
      return `<rect x="90" y="${cy - 26}" width="52" height="52" rx="14" fill="${colors[i]}"/><g transform="translate(116 ${cy}) scale(1.7)">${icons[i]}</g>${t(162, cy + 13, name, { size: 38, weight: 700, fill: '#334155' })}`
    })
    .join('')
  const phoneSends = [3, 10, 17, 24]
    .map(
      (d) =>
        `<circle cx="${phoneDay(d) + 18}" cy="702" r="24" fill="#7c3aed"/><circle cx="${phoneDay(d) + 18}" cy="702" r="9" fill="#ffffff"/>`,
    )
    .join('')
  const phone = `${card(40, 40, 1120, 820)}${t(90, 124, words.title, { size: 52, weight: 800 })}${t(90, 176, words.month, { size: 34, weight: 500, fill: '#64748b' })}${phoneWeeks}<path d="M90 270H1110" stroke="#cbd5e1" stroke-width="3"/><path d="M1110 258V282" stroke="#cbd5e1" stroke-width="3" stroke-linecap="round"/><path d="M${phoneToday} 282V752" stroke="#0f172a" stroke-width="3" stroke-dasharray="8 8"/><rect x="${phoneToday - phoneTodayWidth / 2}" y="752" width="${phoneTodayWidth}" height="52" rx="26" fill="#0f172a"/>${t(phoneToday, 790, words.today, { size: 34, weight: 700, fill: '#ffffff', anchor: 'middle' })}${phoneNames}<rect x="${phoneDay(1) + 6}" y="374" width="${phoneDay(29) - phoneDay(1) - 12}" height="56" rx="28" fill="#2563eb"/>${t(phoneDay(1) + 34, 414, '$4,000', { size: 34, weight: 700, fill: '#ffffff' })}<rect x="${phoneDay(8) + 6}" y="524" width="${phoneDay(29) - phoneDay(8) - 12}" height="56" rx="28" fill="#db2777"/>${t(phoneDay(8) + 34, 564, '$2,500', { size: 34, weight: 700, fill: '#ffffff' })}<path d="M${phoneDay(3) + 18} 702H${phoneDay(24) + 18}" stroke="#c4b5fd" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round"/>${phoneSends}`
  // Mirrored as a whole, the month with it (its days run from the right).
  return svg(
    label,
    flip(
      0,
      W,
      twoWidths(
        `${card(80, 70, 1040, 300)}${t(120, 120, words.title, { size: 22, weight: 800 })}${t(120, 148, words.month, { size: 15, weight: 500, fill: '#64748b' })}${weeks}${grid}${rowLabels}${lanes}
${cards}`,
        phone,
      ),
    ),
    art,
  )
}

export type HeroScene =
  | 'studio'
  | 'solutions'
  | 'globe'
  | 'growth'
  | 'build'
  | 'ads'
  | 'team'
  | 'learning'
  | 'board'
  | 'launch'
  | 'handover'
  | 'components'
  | 'channels'
  | 'campaigns'

const SCENES: Record<HeroScene, (label: string, art: SectionArt) => string> = {
  studio: studioScene,
  solutions: solutionsScene,
  globe: globeScene,
  growth: growthScene,
  build: buildScene,
  ads: adsScene,
  team: teamScene,
  learning: learningScene,
  board: boardScene,
  launch: launchScene,
  handover: handoverScene,
  components: componentsScene,
  channels: channelsScene,
  campaigns: campaignsScene,
}

/**
 * A section's scene at `images/pages/<name>.svg` (a translation's at
 * `images/pages/<language>/<name>.svg`); `label` is its accessible name.
 */
export function sectionScene(
  scene: HeroScene,
  name: string,
  label: string,
  art: SectionArt = SECTION_ART,
): Artwork {
  return { path: artPath(art, name), svg: SCENES[scene](label, art), width: W, height: H }
}

/**
 * The agency's Partner badge, drawn as its credential card: the agency's name and "Certified
 * Partner" beside a shield, the status "Active", and the six certifications its team holds, each
 * checked, with the people who hold it. Its own artwork and wording; it copies no third-party logo
 * (an outside review read the earlier seal, a large shield over a dotted frame, as home-made). No
 * card of its own: the hero's frame is its card (a card in a card, the next review said).
 */
export function partnerBadge(brandName: string, art: SectionArt = SECTION_ART): Artwork {
  const { t, flip } = ink(art.direction)
  const words = art.words.badge
  const width = 720
  const inset = 48
  const shown = width - 2 * inset
  const people = ['#6366f1', '#0ea5e9', '#f59e0b', '#ec4899', '#10b981']
  const rows = words.certifications
    .map((name, i) => {
      const y = 268 + i * 58
      const holders = 2 + ((i * 5) % 3)
      // Each holder an avatar, a head and shoulders in a coloured disc (plain discs read as
      // unfinished: an outside review).
      const avatars = Array.from({ length: holders }, (_, k) => {
        const cx = 620 - k * 20
        const cy = y + 25
        return `<circle cx="${cx}" cy="${cy}" r="13" fill="${people[(i + k) % people.length]}" stroke="#ffffff" stroke-width="3"/><circle cx="${cx}" cy="${cy - 3.5}" r="4.5" fill="#ffffff" fill-opacity="0.92"/><path d="M${cx - 7.5} ${cy + 9.5}c1.2-5.5 4.2-7.8 7.5-7.8s6.3 2.3 7.5 7.8z" fill="#ffffff" fill-opacity="0.92"/>`
      }).join('')
      return `<rect x="80" y="${y}" width="560" height="50" rx="14" fill="#f8fafc" stroke="#eef2f7"/>${flip(93, 119, `<circle cx="106" cy="${y + 25}" r="13" fill="#10b981"/><path d="M100 ${y + 25}l4.5 4.5 8-8.5" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`)}${t(132, y + 31, escapeXml(name), { size: 17, weight: 600, fill: '#0f172a' })}${avatars}`
    })
    .join('')
  const body = `<defs><linearGradient id="badge" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2563eb"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs>${flip(
    0,
    width,
    // The shield and the check marks stay as drawn (flipped twice); the rest runs right to left.
    `<rect x="80" y="80" width="92" height="92" rx="26" fill="url(#badge)"/>${flip(96, 156, `<path d="M126 98l26 9.5v21c0 19-11.5 31.5-26 37.5-14.5-6-26-18.5-26-37.5v-21z" fill="#ffffff" fill-opacity="0.22" stroke="#ffffff" stroke-width="4" stroke-linejoin="round"/><path d="M114 132l8.5 8.5 16-17" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`)}${t(196, 118, escapeXml(brandName.toUpperCase()), { size: 20, weight: 800, fill: '#475569', spacing: 4 })}${t(196, 156, escapeXml(words.certifiedPartner), { size: 32, weight: 800, fill: '#1d4ed8' })}<rect x="532" y="107" width="108" height="38" rx="19" fill="#ecfdf5" stroke="#a7f3d0"/><circle cx="554" cy="126" r="6" fill="#10b981"/>${t(570, 132, escapeXml(words.status), { size: 16, weight: 700, fill: '#047857' })}<path d="M80 204H640" stroke="#e2e8f0" stroke-width="2"/>${t(80, 246, escapeXml(words.listTitle), { size: 15, weight: 700, fill: '#64748b' })}${t(640, 246, escapeXml(words.current), { size: 15, weight: 700, fill: '#059669', anchor: 'end' })}${rows}${t(80, 646, escapeXml(words.footnote), { size: 15, weight: 500, fill: '#64748b' })}`,
  )}`
  return {
    path: artPath(art, 'partner-badge'),
    // Drawn on 720 × 720 (mirrored about its middle), shown from 48 px in on each side: the card's
    // content and a margin of 32 px, which the hero's frame adds its own padding to.
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${shown}" height="${shown}" viewBox="${inset} ${inset} ${shown} ${shown}"${lang(art)} role="img" aria-label="${escapeAttribute(words.label(brandName))}">${body}</svg>\n`,
    width: shown,
    height: shown,
  }
}
