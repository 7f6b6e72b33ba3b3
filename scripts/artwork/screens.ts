/**
 * One mock-up per case study of the seed: the client's product on its devices, so a portfolio
 * card shows the work itself rather than its title. Each is a 1200 × 675 HTML scene built from
 * `frames.ts`; `render.ts` turns it into a WebP once and the file is committed.
 *
 * Each scene takes its words and direction (`ScreenArt`): the English mock-ups are `SCREEN_ART`,
 * at images/work/<slug>.webp; a translation's are at images/work/<language>/<slug>.webp, and a
 * right-to-left one is the same product mirrored, as its interface would be in that language:
 * the devices on the other side, rows and columns from the right, charts running from the right
 * (scripts/seed/copy/ar/screens.ts). Figures, prices, product and brand names, e-mail addresses
 * and URLs stay in Latin letters.
 */
import {
  avatar,
  bars,
  browser,
  type Direction,
  laptop,
  objects,
  type Palette,
  phone,
  ring,
  type SceneLanguage,
  sparkline,
  stage,
  tile,
} from './frames'

export interface Screen {
  palette: Palette
  /** What the picture shows, for the case study's alternative text. */
  alt: string
  html: string
}

/** A row of a list: its label and the line under it. */
type Pair = [string, string]

/** The words of each mock-up: the interface's own labels, and the picture's alternative text. */
export interface ScreenWords {
  financeflow: {
    alt: string
    greeting: string
    name: string
    initials: string
    account: string
    actions: [string, string, string, string]
    recent: string
    /** Payee and category of the five recent transactions. */
    transactions: [Pair, Pair, Pair, Pair, Pair]
    spending: string
    month: string
    ofBudget: (budget: string) => string
    categories: [string, string, string, string]
    faceId: string
  }
  fitgenius: {
    alt: string
    day: string
    coach: string
    exercise: string
    ofReps: string
    formTitle: string
    formTip: string
    stats: [string, string, string]
    progress: string
    score: string
    weeks: [string, string, string, string]
    thisWeek: string
    /** The days of the week, Monday first, as a chart's axis names them. */
    days: [string, string, string, string, string, string, string]
    next: string
    nextSession: string
  }
  foodieexpress: {
    alt: string
    order: string
    restaurantItems: string
    steps: [string, string, string, string]
    courier: string
    courierInitials: string
    vehicle: string
    arriving: string
    deliverTo: string
    address: string
    search: string
    cuisines: [string, string, string, string]
    /** Rating and delivery time of the three restaurants. */
    times: [string, string, string]
    freeDelivery: string
  }
  medicare: {
    alt: string
    menu: [string, string, string, string, string, string]
    title: string
    clinic: string
    visitKinds: string
    doctor: string
    doctorInitials: string
    speciality: string
    nextFree: string
    /** Five days, each its name and date with a space between. */
    days: [string, string, string, string, string]
    slot: string
    confirm: string
    videoVisit: string
  }
  workflow: {
    alt: string
    projectsHeading: string
    projects: [string, string, string, string]
    sprint: string
    sprintLeft: string
    project: string
    newTask: string
    views: [string, string, string, string]
    /** The columns' names, each with its cards' titles and tags. */
    columns: [
      [string, [Pair, Pair, Pair]],
      [string, [Pair, Pair]],
      [string, [Pair, Pair]],
      [string, [Pair, Pair]],
    ]
    dates: [string, string, string]
    /** The team's five initials, one letter each. */
    initials: string
  }
  edulearn: {
    alt: string
    lesson: string
    course: string
    tabs: [string, string, string]
    unit: string
    lessons: [string, string, string, string, string, string, string, string]
    greeting: string
    streakTitle: string
    streak: string
    continue: string
    lessonTitle: string
    courses: [string, string, string, string]
    lessonsDone: (done: number) => string
  }
  shopsmart: {
    alt: string
    menu: [string, string, string, string, string]
    search: string
    collection: string
    headline: string
    shopCollection: string
    /** The six products' names and badges (an empty badge shows none). */
    products: [Pair, Pair, Pair, Pair, Pair, Pair]
    product: string
    reviews: string
    addToCart: string
    delivery: string
  }
  travelbuddy: {
    alt: string
    trip: string
    day: string
    /** The day's four stops: place and note. */
    stops: [Pair, Pair, Pair, Pair]
    upcoming: string
    /** The three trips: place and dates. */
    trips: [Pair, Pair, Pair]
    booked: string
    planning: string
    sharedBudget: string
  }
  cryptowallet: {
    alt: string
    vault: string
    totalBalance: string
    today: string
    actions: [string, string, string]
    confirm: string
    youSend: string
    to: string
    destination: string
    verified: string
    keys: string
    networkFee: string
    touch: string
  }
  streamlive: {
    alt: string
    live: string
    watching: string
    show: string
    channel: string
    subscribe: (price: string) => string
    chatHeading: string
    /** The chat: each viewer's handle and message. */
    chat: [Pair, Pair, Pair, Pair, Pair, Pair]
    saySomething: string
  }
  propertyview: {
    alt: string
    place: string
    filters: [string, string, string, string]
    saveSearch: string
    homes: string
    sort: string
    /** The three homes: rooms and size, and address. */
    listings: [Pair, Pair, Pair]
    tags: [string, string, string]
  }
  socialsphere: {
    alt: string
    /** The five stories' initials, one letter each. */
    stories: string
    author: string
    authorInitials: string
    posted: string
    post: string
    comments: string
    share: string
    members: string
    /** The group chat: each message's author (empty for the viewer's own) and text. */
    messages: [Pair, Pair, Pair, Pair, Pair]
  }
}

/** The words and direction the mock-ups are drawn in, and the language their files are named by. */
export interface ScreenArt {
  language: string
  direction: Direction
  words: ScreenWords
}

const ARABIC = /[\u0600-\u06FF]/

/** How a scene is laid out in its direction: the same strings as ever in a left-to-right one. */
interface Ink {
  rtl: boolean
  /** The side a line starts from, and the other. */
  start: 'left' | 'right'
  end: 'left' | 'right'
  /** Latin figures that keep their own order in a right-to-left line (a signed amount). */
  ltr: (value: string) => string
  /** Letter-spacing for a Latin label; Arabic letters join and keep their own. */
  track: (label: string, spacing: string) => string
  /** A box's corners from the start of its top edge, clockwise in a left-to-right scene. */
  corners: (topStart: number, topEnd: number, bottomEnd: number, bottomStart: number) => string
  /** A chart's values in reading order: a right-to-left chart runs from the right. */
  series: (values: number[]) => number[]
  /** The stage's language and direction (none for English). */
  scene?: SceneLanguage
}

function ink(art: ScreenArt): Ink {
  const rtl = art.direction === 'rtl'
  return {
    rtl,
    start: rtl ? 'right' : 'left',
    end: rtl ? 'left' : 'right',
    ltr: (value) => (rtl ? `<bdi dir="ltr">${value}</bdi>` : value),
    track: (label, spacing) => (ARABIC.test(label) ? '' : `letter-spacing:${spacing}`),
    corners: (ts, te, be, bs) =>
      rtl ? `${te}px ${ts}px ${bs}px ${be}px` : `${ts}px ${te}px ${be}px ${bs}px`,
    series: (values) => (rtl ? [...values].reverse() : values),
    ...(art.language === SCREEN_ART.language
      ? {}
      : { scene: { lang: art.language, dir: art.direction } }),
  }
}

const txt = (size: number, weight = 500, extra = '') =>
  `style="font-size:${size}px;font-weight:${weight};${extra}"`

const lines = (widths: number[], gap = 6) =>
  `<div class="col" style="gap:${gap}px">${widths.map((w) => `<span class="line" style="width:${w}%"></span>`).join('')}</div>`

function financeflow(art: ScreenArt): Screen {
  const w = art.words.financeflow
  const k = ink(art)
  const dir = art.direction
  const palette: Palette = {
    accent: '#0ea5e9',
    accent2: '#6366f1',
    backdrop: ['#e0f2fe', '#eef2ff'],
  }
  const [coffee, salary, transfer, utilities, market] = w.transactions
  const tx = [
    [...coffee, '-$6.40', '#f59e0b'],
    [...salary, '+$4,250.00', '#10b981'],
    [...transfer, '-$120.00', '#6366f1'],
    [...utilities, '-$89.12', '#0ea5e9'],
    [...market, '-$64.30', '#ec4899'],
  ]
  const home = `<div style="padding:6px 18px 0" class="col">
    <div class="row" style="justify-content:space-between"><div><div class="muted" ${txt(10)}>${w.greeting}</div><div ${txt(15, 700)}>${w.name}</div></div>${avatar(w.initials, '#0ea5e9', 30)}</div>
    <div style="margin-top:14px;border-radius:18px;padding:16px;color:#fff;background:linear-gradient(135deg,#0284c7,#4f46e5)">
      <div ${txt(10, 500, 'opacity:.8')}>${w.account}</div>
      <div ${txt(26, 700, 'margin-top:4px;letter-spacing:-.5px')}>$12,480.55</div>
      <div class="row" style="justify-content:space-between;margin-top:14px;${'font-size:10px;opacity:.85'}"><span>•••• 4821</span><span>VISA</span></div>
    </div>
    <div class="row" style="gap:8px;margin-top:14px">${w.actions
      .map(
        (label, i) =>
          `<div class="col" style="flex:1;align-items:center;gap:5px"><span style="width:38px;height:38px;border-radius:12px;background:${['#e0f2fe', '#ede9fe', '#dcfce7', '#fce7f3'][i]}"></span><span ${txt(9, 600)}>${label}</span></div>`,
      )
      .join('')}</div>
    <div ${txt(12, 700, 'margin-top:16px')}>${w.recent}</div>
    ${tx
      .map(
        ([name, cat, amount, color]) =>
          `<div class="row" style="gap:10px;margin-top:10px"><span style="width:30px;height:30px;border-radius:10px;background:${color};opacity:.18;flex:none"></span><div class="col" style="flex:1"><span ${txt(10.5, 600)}>${name}</span><span class="muted" ${txt(9)}>${cat}</span></div><span ${txt(10.5, 700, amount!.startsWith('+') ? 'color:#059669' : '')}>${k.ltr(amount!)}</span></div>`,
      )
      .join('')}
  </div>`
  const [groceries, dining, transport, bills] = w.categories
  const insights = `<div style="padding:6px 18px 0" class="col">
    <div ${txt(15, 700)}>${w.spending}</div><div class="muted" ${txt(10)}>${w.month}</div>
    <div style="margin:18px auto 0">${ring(0.68, { size: 150, color: '#6366f1', stroke: 14, label: `<span ${txt(20, 700)}>$2,184</span><span class="muted" ${txt(9)}>${w.ofBudget(k.ltr('$3,200'))}</span>` })}</div>
    ${[
      [groceries, 0.72, '#ec4899', '$612'],
      [dining, 0.46, '#f59e0b', '$388'],
      [transport, 0.3, '#0ea5e9', '$214'],
      [bills, 0.58, '#10b981', '$540'],
    ]
      .map(
        ([label, v, c, amount]) =>
          `<div style="margin-top:12px"><div class="row" style="justify-content:space-between"><span ${txt(10.5, 600)}>${label}</span><span ${txt(10.5, 700)}>${amount}</span></div><div style="height:6px;border-radius:3px;background:#f1f5f9;margin-top:5px"><div style="height:6px;border-radius:3px;width:${Number(v) * 100}%;background:${c}"></div></div></div>`,
      )
      .join('')}
    <div class="card" style="margin-top:16px;padding:10px 12px" ><div class="row" style="gap:8px"><span style="width:8px;height:8px;border-radius:50%;background:#10b981"></span><span ${txt(10, 600)}>${w.faceId}</span></div></div>
  </div>`
  return {
    palette,
    alt: w.alt,
    html: stage(
      palette,
      phone(
        { left: 330, top: 40, width: 270, height: 590 },
        home +
          '<div style="flex:1"></div><div class="tabbar"><i style="background:#0284c7"></i><i></i><i></i><i></i></div>',
        false,
        -4,
        dir,
      ) +
        phone(
          { left: 640, top: 70, width: 270, height: 590 },
          insights +
            '<div style="flex:1"></div><div class="tabbar"><i></i><i style="background:#6366f1"></i><i></i><i></i></div>',
          false,
          5,
          dir,
        ),
      k.scene,
    ),
  }
}

function fitgenius(art: ScreenArt): Screen {
  const w = art.words.fitgenius
  const k = ink(art)
  const dir = art.direction
  const palette: Palette = {
    accent: '#f97316',
    accent2: '#22c55e',
    backdrop: ['#fff7ed', '#f0fdf4'],
    dark: true,
  }
  const [bpm, time, kcal] = w.stats
  const workout = `<div style="padding:6px 18px 0" class="col">
    <div class="row" style="justify-content:space-between"><span class="muted" ${txt(10)}>${w.day}</span><span class="pill" style="background:#f97316;color:#fff">${w.coach}</span></div>
    <div ${txt(19, 700, 'margin-top:8px;color:#fff')}>${w.exercise}</div>
    <div style="margin:16px auto 0">${ring(0.75, { size: 170, color: '#f97316', track: '#1e293b', stroke: 14, label: `<span ${txt(38, 800, 'color:#fff')}>9</span><span class="muted" ${txt(10)}>${w.ofReps}</span>` })}</div>
    <div class="card" style="margin-top:16px;padding:12px"><div class="row" style="gap:10px"><span style="width:32px;height:32px;border-radius:10px;background:#22c55e33;flex:none;display:flex;align-items:center;justify-content:center;color:#22c55e;font-weight:800;font-size:14px">✓</span><div><div ${txt(10.5, 600, 'color:#fff')}>${w.formTitle}</div><div class="muted" ${txt(9)}>${w.formTip}</div></div></div></div>
    <div class="row" style="gap:8px;margin-top:12px">${[
      ['142', bpm],
      ['18:20', time],
      ['236', kcal],
    ]
      .map(
        ([v, l]) =>
          `<div class="card" style="flex:1;padding:9px;text-align:center"><div ${txt(13, 700, 'color:#fff')}>${v}</div><div class="muted" ${txt(8.5)}>${l}</div></div>`,
      )
      .join('')}</div>
  </div>`
  const progress = `<div style="padding:6px 18px 0" class="col">
    <div ${txt(15, 700, 'color:#fff')}>${w.progress}</div><div class="muted" ${txt(10)}>${w.score}</div>
    <div style="margin-top:14px">${sparkline(k.series([0.2, 0.28, 0.26, 0.4, 0.46, 0.44, 0.6, 0.66, 0.72, 0.85]), { width: 228, height: 110, color: '#22c55e' })}</div>
    <div class="row" style="justify-content:space-between;margin-top:4px" >${w.weeks.map((week) => `<span class="muted" ${txt(8.5)}>${week}</span>`).join('')}</div>
    <div ${txt(12, 700, 'margin-top:16px;color:#fff')}>${w.thisWeek}</div>
    ${bars([0.5, 0.8, 0.3, 0.9, 0.6, 0.2, 0.7], { height: 70, color: '#f97316', highlight: 3 })}
    <div class="row" style="justify-content:space-between;margin-top:5px">${w.days
      .map((d) => `<span class="muted" ${txt(8.5, 600, 'flex:1;text-align:center')}>${d}</span>`)
      .join('')}</div>
    <div class="card" style="margin-top:14px;padding:12px;background:linear-gradient(135deg,#f97316,#ea580c)"><div ${txt(10, 600, 'color:#fff;opacity:.85')}>${w.next}</div><div ${txt(13, 700, 'color:#fff')}>${w.nextSession}</div></div>
  </div>`
  return {
    palette,
    alt: w.alt,
    html: stage(
      palette,
      phone({ left: 300, top: 42, width: 270, height: 590 }, workout, true, -3, dir) +
        phone({ left: 630, top: 52, width: 270, height: 590 }, progress, true, 3, dir),
      k.scene,
    ),
  }
}

function foodieexpress(art: ScreenArt): Screen {
  const w = art.words.foodieexpress
  const k = ink(art)
  const dir = art.direction
  const palette: Palette = {
    accent: '#ef4444',
    accent2: '#f59e0b',
    backdrop: ['#fef2f2', '#fffbeb'],
  }
  const restaurants = [
    ['Smash Burger Co.', w.times[0], objects.burger(), ['#fde68a', '#fdba74'] as [string, string]],
    ['Napoli Slice', w.times[1], objects.pizza(), ['#fecaca', '#fca5a5'] as [string, string]],
    ['Green Bowl', w.times[2], objects.bowl('#ef4444'), ['#d9f99d', '#86efac'] as [string, string]],
  ] as const
  const web = `<div class="row" style="align-items:stretch;height:100%">
    <div style="width:300px;padding:20px;border-${k.end}:1px solid #f1f5f9" class="col">
      <div ${txt(11, 700, 'color:#ef4444;letter-spacing:1px')}>FOODIEEXPRESS</div>
      <div ${txt(18, 700, 'margin-top:12px')}>${w.order}</div>
      <div class="muted" ${txt(11)}>${w.restaurantItems}</div>
      ${w.steps
        .map(
          (step, i) =>
            `<div class="row" style="gap:10px;margin-top:${i ? 14 : 20}px"><span style="width:18px;height:18px;border-radius:50%;flex:none;background:${i < 3 ? '#ef4444' : '#e2e8f0'};box-shadow:${i === 2 ? '0 0 0 5px #fee2e2' : 'none'}"></span><span ${txt(12, i === 2 ? 700 : 500, i > 2 ? 'color:#94a3b8' : '')}>${step}</span><span class="muted" ${txt(10, 500, `margin-${k.start}:auto`)}>${['12:02', '12:05', '12:19', '—'][i]}</span></div>`,
        )
        .join('')}
      <div class="card" style="margin-top:auto;padding:12px" ><div class="row" style="gap:10px">${avatar(w.courierInitials, '#f59e0b', 34)}<div><div ${txt(12, 600)}>${w.courier}</div><div class="muted" ${txt(10)}>${w.vehicle}</div></div></div></div>
    </div>
    <div style="flex:1;position:relative;background:#f1f5f9;overflow:hidden">
      <svg width="100%" height="100%" viewBox="0 0 500 440" preserveAspectRatio="xMidYMid slice"><rect width="500" height="440" fill="#eef2f7"/><path d="M60 0v440M190 0v440M330 0v440M450 0v440M0 80h500M0 210h500M0 340h500" stroke="#fff" stroke-width="14"/><rect x="210" y="230" width="100" height="90" rx="6" fill="#d1fae5"/><rect x="80" y="100" width="90" height="90" rx="6" fill="#e0e7ff"/><path d="M120 300 C160 300 170 210 250 210 S330 120 400 100" fill="none" stroke="#ef4444" stroke-width="5" stroke-dasharray="2 0" stroke-linecap="round"/><circle cx="120" cy="300" r="10" fill="#fff" stroke="#0f172a" stroke-width="4"/><circle cx="262" cy="206" r="14" fill="#ef4444"/><circle cx="262" cy="206" r="26" fill="#ef4444" opacity=".18"/><path d="M400 84c-9 0-16 7-16 16 0 12 16 26 16 26s16-14 16-26c0-9-7-16-16-16z" fill="#0f172a"/><circle cx="400" cy="100" r="6" fill="#fff"/></svg>
      <div class="card" style="position:absolute;${k.start}:16px;top:16px;padding:10px 14px"><div class="muted" ${txt(9.5)}>${w.arriving}</div><div ${txt(18, 700)}>12:27</div></div>
    </div>
  </div>`
  const app = `<div style="padding:4px 16px 0" class="col">
    <div class="muted" ${txt(9.5)}>${w.deliverTo}</div><div ${txt(13, 700)}>${w.address}</div>
    <div style="margin-top:10px;height:32px;border-radius:10px;background:#f1f5f9;display:flex;align-items:center;padding-${k.start}:12px" class="muted"><span ${txt(10)}>${w.search}</span></div>
    <div class="row" style="gap:6px;margin-top:10px">${w.cuisines.map((c, i) => `<span class="pill" style="background:${i === 0 ? '#ef4444' : '#f1f5f9'};color:${i === 0 ? '#fff' : '#334155'}">${c}</span>`).join('')}</div>
    ${restaurants
      .map(
        ([name, meta, object, colors]) =>
          `<div style="margin-top:12px">${tile(colors, object, { width: '100%', height: k.rtl ? 70 : 78, radius: 12 })}<div class="row" style="justify-content:space-between;margin-top:6px"><span ${txt(11, 700)}>${k.ltr(name)}</span><span class="pill" style="background:#fef2f2;color:#ef4444">${w.freeDelivery}</span></div><div class="muted" ${txt(9.5)}>${meta}</div></div>`,
      )
      .join('')}
  </div>`
  return {
    palette,
    alt: w.alt,
    html: stage(
      palette,
      browser(
        { left: 60, top: 60, width: 820, height: 520 },
        'foodieexpress.com/orders/4821',
        web,
        false,
        dir,
      ) + phone({ left: 850, top: 95, width: 258, height: 540 }, app, false, 0, dir),
      k.scene,
    ),
  }
}

function medicare(art: ScreenArt): Screen {
  const w = art.words.medicare
  const k = ink(art)
  const dir = art.direction
  const palette: Palette = {
    accent: '#14b8a6',
    accent2: '#3b82f6',
    backdrop: ['#ecfeff', '#eff6ff'],
  }
  const slots = ['09:00', '09:30', '10:15', '11:00', '13:30', '14:00', '15:45', '16:30']
  const portal = `<div class="row" style="align-items:stretch;height:100%">
    <div style="width:170px;background:#0f766e;color:#fff;padding:18px 14px" class="col">
      <div ${txt(13, 800)}>✚ MediCare</div>
      ${w.menu
        .map(
          (item, i) =>
            `<div style="margin-top:${i ? 6 : 22}px;padding:8px 10px;border-radius:8px;${i === 1 ? 'background:rgba(255,255,255,.16);' : 'opacity:.75;'}" ${txt(11.5, 600)}>${item}</div>`,
        )
        .join('')}
    </div>
    <div style="flex:1;padding:20px 24px;background:#f8fafc" class="col">
      <div class="row" style="justify-content:space-between"><div><div ${txt(18, 700)}>${w.title}</div><div class="muted" ${txt(11)}>${w.clinic}</div></div><span class="pill" style="background:#ccfbf1;color:#0f766e">${w.visitKinds}</span></div>
      <div class="card row" style="margin-top:16px;padding:14px;gap:12px">${avatar(w.doctorInitials, '#14b8a6', 42)}<div style="flex:1"><div ${txt(13, 700)}>${w.doctor}</div><div class="muted" ${txt(10.5)}>${w.speciality}</div></div><span class="pill" style="background:#eff6ff;color:#2563eb">${w.nextFree}</span></div>
      <div class="row" style="gap:8px;margin-top:16px">${w.days
        .map(
          (d, i) =>
            `<div style="flex:1;text-align:center;padding:8px 0;border-radius:10px;${i === 1 ? 'background:#0f766e;color:#fff' : 'background:#fff;box-shadow:0 0 0 1px #e2e8f0'}"><div ${txt(9.5, 500, 'opacity:.8')}>${d.split(' ')[0]}</div><div ${txt(15, 700)}>${d.split(' ')[1]}</div></div>`,
        )
        .join('')}</div>
      <div style="display:grid;grid-template-columns:repeat(4,1fr);gap:8px;margin-top:14px">${slots
        .map(
          (s, i) =>
            `<div style="text-align:center;padding:8px 0;border-radius:8px;${i === 2 ? 'background:#14b8a6;color:#fff' : i === 5 ? 'background:#f1f5f9;color:#cbd5e1;text-decoration:line-through' : 'background:#fff;box-shadow:0 0 0 1px #e2e8f0'}" ${txt(11, 600)}>${s}</div>`,
        )
        .join('')}</div>
      <div class="row" style="margin-top:auto;justify-content:space-between;align-items:center"><span class="muted" ${txt(11)}>${w.slot}</span><span style="background:#0f766e;color:#fff;border-radius:999px;padding:9px 18px" ${txt(11.5, 700)}>${w.confirm}</span></div>
    </div>
  </div>`
  const video = `<div style="flex:1;position:relative;margin:0 8px 8px;border-radius:20px;overflow:hidden;background:linear-gradient(160deg,#99f6e4,#5eead4)">
    <div style="position:absolute;inset:0;display:flex;align-items:flex-end;justify-content:center">${objects.person('#0f766e')}</div>
    <div style="position:absolute;${k.end}:10px;top:10px;width:62px;height:84px;border-radius:12px;overflow:hidden;background:linear-gradient(160deg,#bfdbfe,#93c5fd);display:flex;align-items:flex-end;justify-content:center;border:2px solid #fff">${objects.person('#1d4ed8')}</div>
    <div style="position:absolute;${k.start}:12px;top:12px;color:#0f172a" class="pill" ><span style="background:#fff;border-radius:999px;padding:3px 8px">● 08:42</span></div>
    <div style="position:absolute;left:0;right:0;bottom:14px" class="row"><div class="row" style="margin:0 auto;gap:12px">${['#fff', '#ef4444', '#fff'].map((c) => `<span style="width:38px;height:38px;border-radius:50%;background:${c};box-shadow:0 4px 10px rgba(0,0,0,.15)"></span>`).join('')}</div></div>
  </div>`
  return {
    palette,
    alt: w.alt,
    html: stage(
      palette,
      laptop({ left: 110, top: 70, width: 760, height: 500 }, portal, false, dir) +
        phone(
          { left: 860, top: 150, width: 230, height: 470 },
          `<div style="padding:0 16px 10px"><div ${txt(12, 700)}>${w.doctor}</div><div class="muted" ${txt(9.5)}>${w.videoVisit}</div></div>${video}`,
          false,
          0,
          dir,
        ),
      k.scene,
    ),
  }
}

function workflow(art: ScreenArt): Screen {
  const w = art.words.workflow
  const k = ink(art)
  const dir = art.direction
  const palette: Palette = {
    accent: '#8b5cf6',
    accent2: '#06b6d4',
    backdrop: ['#f5f3ff', '#ecfeff'],
  }
  const [todo, doing, review, done] = w.columns
  const columns: [string, string, [string, string, string][]][] = [
    [
      todo[0],
      '#94a3b8',
      [
        [...todo[1][0], '#ec4899'],
        [...todo[1][1], '#0ea5e9'],
        [...todo[1][2], '#8b5cf6'],
      ],
    ],
    [
      doing[0],
      '#f59e0b',
      [
        [...doing[1][0], '#f59e0b'],
        [...doing[1][1], '#0ea5e9'],
      ],
    ],
    [
      review[0],
      '#8b5cf6',
      [
        [...review[1][0], '#10b981'],
        [...review[1][1], '#8b5cf6'],
      ],
    ],
    [
      done[0],
      '#10b981',
      [
        [...done[1][0], '#06b6d4'],
        [...done[1][1], '#f59e0b'],
      ],
    ],
  ]
  const people = ['#8b5cf6', '#0ea5e9', '#f59e0b', '#ec4899', '#10b981']
  const initials = w.initials
  const board = `<div class="row" style="align-items:stretch;height:100%">
    <div style="width:180px;background:#1e1b4b;color:#c7d2fe;padding:16px 12px" class="col">
      <div class="row" style="gap:8px;color:#fff" ${txt(13, 800)}><span style="width:22px;height:22px;border-radius:7px;background:linear-gradient(135deg,#8b5cf6,#06b6d4)"></span>WorkFlow</div>
      <div class="muted" ${txt(9.5, 700, `margin-top:20px;${k.track(w.projectsHeading, '1px')};color:#818cf8`)}>${w.projectsHeading}</div>
      ${w.projects
        .map(
          (p, i) =>
            `<div class="row" style="gap:8px;margin-top:8px;padding:7px 8px;border-radius:8px;${i === 1 ? 'background:rgba(255,255,255,.1);color:#fff' : ''}" ${txt(11, 600)}><span style="width:8px;height:8px;border-radius:3px;background:${people[i]}"></span>${p}</div>`,
        )
        .join('')}
      <div style="margin-top:auto" class="card"><div style="padding:10px;background:#312e81;border-radius:12px"><div ${txt(10, 600, 'color:#fff')}>${w.sprint}</div><div style="height:5px;background:#4338ca;border-radius:3px;margin-top:6px"><div style="width:68%;height:5px;background:#a78bfa;border-radius:3px"></div></div><div ${txt(9, 500, 'color:#a5b4fc;margin-top:5px')}>${w.sprintLeft}</div></div></div>
    </div>
    <div style="flex:1;padding:16px 18px;background:#f8fafc" class="col">
      <div class="row" style="justify-content:space-between"><div ${txt(17, 700)}>${w.project}</div><div class="row">${people.map((c, i) => `<span style="margin-${k.start}:-6px;border:2px solid #f8fafc;border-radius:50%">${avatar(initials[i]!, c, 24)}</span>`).join('')}<span style="margin-${k.start}:10px;background:#8b5cf6;color:#fff;border-radius:8px;padding:6px 12px" ${txt(10.5, 700)}>${w.newTask}</span></div></div>
      <div class="row" style="gap:6px;margin-top:10px">${w.views.map((t, i) => `<span style="padding:5px 10px;border-radius:7px;${i === 0 ? 'background:#fff;box-shadow:0 0 0 1px #e2e8f0' : 'color:#64748b'}" ${txt(10.5, 600)}>${t}</span>`).join('')}</div>
      <div class="row" style="gap:12px;margin-top:14px;align-items:flex-start;flex:1">${columns
        .map(
          ([name, color, cards]) =>
            `<div style="flex:1;background:#f1f5f9;border-radius:12px;padding:10px" class="col"><div class="row" style="gap:6px" ${txt(11, 700)}><span style="width:8px;height:8px;border-radius:50%;background:${color}"></span>${name}<span class="muted" style="margin-${k.start}:auto">${cards.length}</span></div>${cards
              .map(
                ([title, tag, c], i) =>
                  `<div class="card" style="margin-top:8px;padding:10px"><span class="pill" style="background:${c}1f;color:${c};padding:2px 7px;font-size:9px">${tag}</span><div ${txt(11, 600, 'margin-top:6px;line-height:1.3')}>${title}</div><div class="row" style="justify-content:space-between;margin-top:8px"><span class="muted" ${txt(9)}>${w.dates[i % 3]}</span>${avatar(initials[(title.length + i) % 5]!, people[(title.length + i) % 5]!, 18)}</div></div>`,
              )
              .join('')}</div>`,
        )
        .join('')}</div>
    </div>
  </div>`
  return {
    palette,
    alt: w.alt,
    html: stage(
      palette,
      browser(
        { left: 90, top: 48, width: 1020, height: 590 },
        'app.workflow.io/mobile-4-2/board',
        board,
        false,
        dir,
      ),
      k.scene,
    ),
  }
}

function edulearn(art: ScreenArt): Screen {
  const w = art.words.edulearn
  const k = ink(art)
  const dir = art.direction
  const palette: Palette = {
    accent: '#f59e0b',
    accent2: '#6366f1',
    backdrop: ['#fefce8', '#eef2ff'],
  }
  const [algebra, biology, history, spanish] = w.courses
  const lesson = `<div class="row" style="align-items:stretch;height:100%;background:#f8fafc">
    <div style="flex:1;padding:16px" class="col">
      <div style="position:relative;border-radius:12px;overflow:hidden;height:250px;background:linear-gradient(135deg,#312e81,#6366f1)">
        <svg width="100%" height="100%" viewBox="0 0 400 250" preserveAspectRatio="xMidYMid slice"><path d="M40 190 L120 110 L190 150 L270 70 L360 120" stroke="#fde68a" stroke-width="4" fill="none"/><g fill="#fde68a"><circle cx="40" cy="190" r="6"/><circle cx="120" cy="110" r="6"/><circle cx="190" cy="150" r="6"/><circle cx="270" cy="70" r="6"/><circle cx="360" cy="120" r="6"/></g><path d="M30 210H380M30 40V210" stroke="#a5b4fc" stroke-width="2"/><text x="240" y="200" fill="#c7d2fe" font-size="18" font-family="Inter">y = f(x)</text></svg>
        <div style="position:absolute;left:0;right:0;bottom:0;padding:10px 12px;background:linear-gradient(transparent,rgba(0,0,0,.5))"><div style="height:4px;background:rgba(255,255,255,.3);border-radius:2px"><div style="width:42%;height:4px;background:#f59e0b;border-radius:2px"></div></div></div>
        <div style="position:absolute;left:50%;top:50%;width:54px;height:54px;margin:-27px;border-radius:50%;background:rgba(255,255,255,.92);display:flex;align-items:center;justify-content:center"><span style="border-left:16px solid #312e81;border-top:10px solid transparent;border-bottom:10px solid transparent;margin-left:5px"></span></span></div>
      </div>
      <div ${txt(16, 700, 'margin-top:14px')}>${w.lesson}</div>
      <div class="muted" ${txt(11, 500, 'margin-top:3px')}>${w.course}</div>
      <div class="row" style="gap:8px;margin-top:12px">${w.tabs.map((t, i) => `<span class="pill" style="background:${i === 1 ? '#fef3c7' : '#fff'};color:${i === 1 ? '#b45309' : '#334155'};box-shadow:0 0 0 1px #e2e8f0;padding:5px 10px">${t}</span>`).join('')}</div>
    </div>
    <div style="width:230px;padding:16px 14px;border-${k.start}:1px solid #e2e8f0;background:#fff" class="col">
      <div ${txt(12, 700)}>${w.unit}</div>
      ${w.lessons
        .map(
          (t, i) =>
            `<div class="row" style="gap:8px;margin-top:9px"><span style="width:16px;height:16px;border-radius:50%;flex:none;${i < 6 ? 'background:#22c55e' : i === 6 ? 'border:3px solid #f59e0b' : 'border:2px solid #cbd5e1'}"></span><span ${txt(10.5, i === 6 ? 700 : 500, i > 6 ? 'color:#94a3b8' : '')}>${t}</span></div>`,
        )
        .join('')}
    </div>
  </div>`
  const courses = `<div style="padding:4px 16px 0" class="col">
    <div class="row" style="justify-content:space-between"><div><div class="muted" ${txt(9.5)}>${w.greeting}</div><div ${txt(14, 700)}>${w.streakTitle}</div></div><span class="pill" style="background:#fef3c7;color:#b45309">${w.streak}</span></div>
    <div class="card" style="margin-top:12px;padding:12px;background:linear-gradient(135deg,#6366f1,#4338ca);color:#fff"><div ${txt(9.5, 600, 'opacity:.8')}>${w.continue}</div><div ${txt(12.5, 700)}>${w.lessonTitle}</div><div style="height:5px;background:rgba(255,255,255,.3);border-radius:3px;margin-top:10px"><div style="width:42%;height:5px;background:#fde68a;border-radius:3px"></div></div></div>
    ${[
      [algebra, '#6366f1', 0.72],
      [biology, '#22c55e', 0.48],
      [history, '#f59e0b', 0.86],
      [spanish, '#ec4899', 0.3],
    ]
      .map(
        ([name, c, v]) =>
          `<div class="row" style="gap:10px;margin-top:12px">${ring(Number(v), { size: 38, color: String(c), stroke: 5, label: `<span ${txt(8.5, 700)}>${Math.round(Number(v) * 100)}%</span>` })}<div style="flex:1"><div ${txt(11, 600)}>${name}</div><div class="muted" ${txt(9)}>${w.lessonsDone(Math.round(Number(v) * 24))}</div></div></div>`,
      )
      .join('')}
  </div>`
  return {
    palette,
    alt: w.alt,
    html: stage(
      palette,
      laptop({ left: 90, top: 70, width: 780, height: 500 }, lesson, false, dir) +
        phone(
          { left: 860, top: 140, width: 240, height: 490 },
          courses +
            '<div style="flex:1"></div><div class="tabbar"><i style="background:#6366f1"></i><i></i><i></i><i></i></div>',
          false,
          0,
          dir,
        ),
      k.scene,
    ),
  }
}

function shopsmart(art: ScreenArt): Screen {
  const w = art.words.shopsmart
  const k = ink(art)
  const dir = art.direction
  const palette: Palette = {
    accent: '#b45309',
    accent2: '#0d9488',
    backdrop: ['#fdf8f1', '#f0fdfa'],
  }
  const [lamp, vase, chair, mug, fig, cushion] = w.products
  const products: [string, string, string, [string, string], string][] = [
    [lamp[0], '$89', objects.lamp('#f59e0b'), ['#fef3c7', '#fde68a'], lamp[1]],
    [vase[0], '$42', objects.vase('#c2410c'), ['#ffedd5', '#fed7aa'], vase[1]],
    [chair[0], '$349', objects.chair('#0d9488'), ['#ccfbf1', '#99f6e4'], chair[1]],
    [mug[0], '$18', objects.mug('#475569'), ['#f1f5f9', '#e2e8f0'], mug[1]],
    [fig[0], '$64', objects.plant('#15803d'), ['#dcfce7', '#bbf7d0'], fig[1]],
    [cushion[0], '$36', objects.chair('#e11d48'), ['#ffe4e6', '#fecdd3'], cushion[1]],
  ]
  const store = `<div class="col" style="height:100%">
    <div class="row" style="padding:14px 24px;border-bottom:1px solid #f1f5f9;gap:22px"><span ${txt(16, 800, 'letter-spacing:-.3px')}>shop<span style="color:#b45309">smart</span></span>${w.menu.map((n, i) => `<span ${txt(11.5, 600, i === 4 ? 'color:#e11d48' : 'color:#475569')}>${n}</span>`).join('')}<span style="margin-${k.start}:auto;width:180px;height:28px;border-radius:8px;background:#f1f5f9;color:#94a3b8;display:flex;align-items:center;padding-${k.start}:10px" ${txt(10.5)}>${w.search}</span><span style="position:relative;width:28px;height:28px;border-radius:8px;background:#0f172a"><span style="position:absolute;${k.end}:-5px;top:-5px;width:16px;height:16px;border-radius:50%;background:#b45309;color:#fff;font-size:9px;font-weight:700;display:flex;align-items:center;justify-content:center">2</span></span></div>
    <div class="row" style="margin:14px 24px 0;border-radius:12px;overflow:hidden;background:linear-gradient(120deg,#78350f,#b45309);color:#fff;height:120px"><div style="padding:18px 22px;flex:1"><div ${txt(10, 600, `opacity:.8;${k.track(w.collection, '1px')}`)}>${w.collection}</div><div ${txt(22, 700, `margin-top:4px;${k.track(w.headline, '-.4px')}`)}>${w.headline}</div><span style="display:inline-block;margin-top:10px;background:#fff;color:#78350f;border-radius:999px;padding:6px 14px" ${txt(10.5, 700)}>${w.shopCollection}</span></div><div style="width:240px;height:100%;display:flex;align-items:flex-end;justify-content:center;gap:8px">${tile(['#fde68a', '#f59e0b'], objects.lamp('#fff7ed'), { width: 90, height: 100, radius: 10 })}${tile(['#fed7aa', '#fb923c'], objects.vase('#7c2d12'), { width: 80, height: 84, radius: 10 })}</div></div>
    <div style="display:grid;grid-template-columns:repeat(6,1fr);gap:12px;padding:14px 24px">${products
      .map(
        ([name, price, object, colors, badge]) =>
          `<div><div style="position:relative">${tile(colors, object, { width: '100%', height: 118, radius: 10 })}${badge ? `<span class="pill" style="position:absolute;${k.start}:6px;top:6px;background:#fff;color:#0f172a;font-size:9px">${k.ltr(badge)}</span>` : ''}</div><div ${txt(10.5, 600, 'margin-top:7px')}>${name}</div><div class="row" style="justify-content:space-between"><span ${txt(11, 700)}>${price}</span><span style="color:#f59e0b;font-size:9px">★★★★★</span></div></div>`,
      )
      .join('')}</div>
  </div>`
  const product = `<div class="col" style="padding:0 14px">
    ${tile(['#ccfbf1', '#5eead4'], objects.chair('#0f766e'), { width: '100%', height: 210, radius: 16 })}
    <div class="row" style="gap:5px;justify-content:center;margin-top:8px">${[1, 0, 0, 0].map((on) => `<span style="width:${on ? 14 : 6}px;height:6px;border-radius:3px;background:${on ? '#0f172a' : '#cbd5e1'}"></span>`).join('')}</div>
    <div ${txt(15, 700, 'margin-top:8px')}>${w.product}</div>
    <div class="row" style="gap:6px;margin-top:2px"><span style="color:#f59e0b;font-size:10px">★★★★★</span><span class="muted" ${txt(9.5)}>${w.reviews}</span></div>
    <div ${txt(19, 800, 'margin-top:6px')}>$349</div>
    <div class="row" style="gap:8px;margin-top:8px">${['#0d9488', '#e11d48', '#475569', '#d6d3d1'].map((c, i) => `<span style="width:22px;height:22px;border-radius:50%;background:${c};box-shadow:${i === 0 ? '0 0 0 2px #fff,0 0 0 4px #0f172a' : 'none'}"></span>`).join('')}</div>
    <div style="margin-top:14px;background:#0f172a;color:#fff;text-align:center;border-radius:12px;padding:11px 0" ${txt(11.5, 700)}>${w.addToCart}</div>
    <div class="muted" style="text-align:center;margin-top:8px" ${txt(9.5)}>${w.delivery}</div>
  </div>`
  return {
    palette,
    alt: w.alt,
    html: stage(
      palette,
      browser(
        { left: 50, top: 60, width: 860, height: 520 },
        'shopsmart.com/living',
        store,
        false,
        dir,
      ) + phone({ left: 870, top: 100, width: 250, height: 530 }, product, false, 0, dir),
      k.scene,
    ),
  }
}

function travelbuddy(art: ScreenArt): Screen {
  const w = art.words.travelbuddy
  const k = ink(art)
  const dir = art.direction
  const palette: Palette = {
    accent: '#0ea5e9',
    accent2: '#14b8a6',
    backdrop: ['#ecfeff', '#f0f9ff'],
  }
  const [alps, lisbon, kyoto] = w.trips
  const map = `<div style="position:relative;height:230px;margin:0 10px;border-radius:18px;overflow:hidden;background:#dbeafe"><svg width="100%" height="100%" viewBox="0 0 250 230" preserveAspectRatio="xMidYMid slice"><rect width="250" height="230" fill="#e0f2fe"/><path d="M0 150 C60 130 90 180 150 160 S230 120 250 130 V230 H0Z" fill="#bae6fd"/><path d="M20 0 C40 60 10 90 60 120 S120 150 140 230" stroke="#fff" stroke-width="8" fill="none"/><path d="M0 60 H250 M180 0 V230" stroke="#fff" stroke-width="5"/><rect x="150" y="20" width="70" height="40" rx="6" fill="#bbf7d0"/><path d="M50 100 C90 70 130 110 190 50" stroke="#0ea5e9" stroke-width="4" stroke-dasharray="7 6" fill="none"/><circle cx="50" cy="100" r="8" fill="#0ea5e9"/><circle cx="190" cy="50" r="8" fill="#f43f5e"/><circle cx="120" cy="96" r="6" fill="#14b8a6"/></svg></div>`
  const itinerary = `<div style="padding:2px 16px 6px" class="col"><div class="muted" ${txt(9.5)}>${w.trip}</div><div ${txt(15, 700)}>${w.day}</div></div>${map}
  <div style="padding:6px 16px" class="col">${[
    ['09:00', ...w.stops[0], '#f59e0b'],
    ['10:30', ...w.stops[1], '#0ea5e9'],
    ['13:00', ...w.stops[2], '#14b8a6'],
    ['16:00', ...w.stops[3], '#f43f5e'],
  ]
    .map(
      ([t, name, meta, c]) =>
        `<div class="row" style="gap:10px;margin-top:9px"><span ${txt(9.5, 600, 'width:32px;color:#64748b')}>${t}</span><span style="width:4px;align-self:stretch;border-radius:2px;background:${c}"></span><div><div ${txt(11, 600)}>${name}</div><div class="muted" ${txt(9)}>${meta}</div></div></div>`,
    )
    .join('')}</div>`
  const trips = `<div style="padding:4px 16px 0" class="col"><div ${txt(15, 700)}>${w.upcoming}</div>
    <div style="margin-top:10px;position:relative">${tile(['#7dd3fc', '#0ea5e9'], objects.mountain(), { width: '100%', height: 130, radius: 16 })}<div style="position:absolute;${k.start}:12px;bottom:10px;color:#fff"><div ${txt(14, 700)}>${alps[0]}</div><div ${txt(9.5, 500, 'opacity:.9')}>${alps[1]}</div></div></div>
    <div class="row" style="gap:10px;margin-top:12px">${tile(['#fde68a', '#fb923c'], '', { width: 56, height: 56, radius: 12 })}<div style="flex:1"><div ${txt(11.5, 700)}>${lisbon[0]}</div><div class="muted" ${txt(9.5)}>${lisbon[1]}</div></div><span class="pill" style="background:#dcfce7;color:#15803d">${w.booked}</span></div>
    <div class="row" style="gap:10px;margin-top:10px">${tile(['#c4b5fd', '#818cf8'], '', { width: 56, height: 56, radius: 12 })}<div style="flex:1"><div ${txt(11.5, 700)}>${kyoto[0]}</div><div class="muted" ${txt(9.5)}>${kyoto[1]}</div></div><span class="pill" style="background:#e0f2fe;color:#0369a1">${w.planning}</span></div>
    <div class="card" style="margin-top:14px;padding:12px"><div class="row" style="justify-content:space-between"><span ${txt(10.5, 600)}>${w.sharedBudget}</span><span ${txt(10.5, 700)}>${k.ltr('$1,840 / $2,400')}</span></div><div style="height:6px;background:#f1f5f9;border-radius:3px;margin-top:8px"><div style="height:6px;width:76%;background:linear-gradient(90deg,#0ea5e9,#14b8a6);border-radius:3px"></div></div></div>
  </div>`
  return {
    palette,
    alt: w.alt,
    html: stage(
      palette,
      phone({ left: 330, top: 40, width: 270, height: 590 }, itinerary, false, -4, dir) +
        phone(
          { left: 640, top: 64, width: 270, height: 590 },
          trips +
            '<div style="flex:1"></div><div class="tabbar"><i style="background:#0ea5e9"></i><i></i><i></i><i></i></div>',
          false,
          4,
          dir,
        ),
      k.scene,
    ),
  }
}

function cryptowallet(art: ScreenArt): Screen {
  const w = art.words.cryptowallet
  const k = ink(art)
  const dir = art.direction
  const palette: Palette = {
    accent: '#8b5cf6',
    accent2: '#22d3ee',
    backdrop: ['#1e1b4b', '#0f172a'],
    dark: true,
  }
  const tokens = [
    ['BTC', 'Bitcoin', '$38,210.40', '+2.4%', '#f59e0b'],
    ['ETH', 'Ethereum', '$12,904.12', '+4.1%', '#818cf8'],
    ['SOL', 'Solana', '$3,482.77', '-1.2%', '#22d3ee'],
    ['USDC', 'USD Coin', '$5,000.00', '0.0%', '#3b82f6'],
  ]
  const wallet = `<div style="padding:6px 18px 0" class="col">
    <div class="row" style="justify-content:space-between"><span class="pill" style="background:#1e293b;color:#c4b5fd">${w.vault}</span>${avatar('V', '#8b5cf6', 28)}</div>
    <div class="muted" ${txt(10, 500, 'margin-top:14px')}>${w.totalBalance}</div>
    <div ${txt(28, 800, 'color:#fff;letter-spacing:-.6px')}>$59,597.29</div>
    <div ${txt(10.5, 600, 'color:#34d399')}>${w.today}</div>
    <div style="margin-top:10px">${sparkline(k.series([0.3, 0.34, 0.28, 0.42, 0.4, 0.55, 0.5, 0.62, 0.7, 0.66, 0.8]), { width: 234, height: 80, color: '#a78bfa' })}</div>
    <div class="row" style="gap:8px;margin-top:10px">${w.actions.map((a, i) => `<span style="flex:1;text-align:center;padding:9px 0;border-radius:12px;background:${i === 0 ? '#8b5cf6' : '#1e293b'};color:#fff" ${txt(10.5, 700)}>${a}</span>`).join('')}</div>
    ${tokens
      .map(
        ([sym, name, value, change, c]) =>
          `<div class="row" style="gap:10px;margin-top:12px"><span class="av" style="width:30px;height:30px;background:${c};font-size:9px">${sym}</span><div style="flex:1"><div ${txt(11, 600, 'color:#fff')}>${name}</div><div class="muted" ${txt(9)}>${sym}</div></div><div style="text-align:${k.end}"><div ${txt(11, 600, 'color:#fff')}>${value}</div><div ${txt(9, 600, `color:${change!.startsWith('-') ? '#f87171' : '#34d399'}`)}>${k.ltr(change!)}</div></div></div>`,
      )
      .join('')}
  </div>`
  const approve = `<div style="padding:6px 18px 0" class="col" >
    <div ${txt(15, 700, 'color:#fff')}>${w.confirm}</div>
    <div class="card" style="margin-top:14px;padding:14px"><div class="muted" ${txt(9.5)}>${w.youSend}</div><div ${txt(22, 800, 'color:#fff')}>${k.ltr('0.75 ETH')}</div><div class="muted" ${txt(10)}>≈ $2,412.60</div></div>
    <div class="card" style="margin-top:10px;padding:14px"><div class="muted" ${txt(9.5)}>${w.to}</div><div ${txt(11.5, 600, 'color:#fff')}>${w.destination}</div><div class="row" style="gap:6px;margin-top:8px"><span class="pill" style="background:#064e3b;color:#6ee7b7">${w.verified}</span><span class="pill" style="background:#1e293b;color:#c4b5fd">${w.keys}</span></div></div>
    <div class="row" style="justify-content:space-between;margin-top:12px"><span class="muted" ${txt(10)}>${w.networkFee}</span><span ${txt(10, 600, 'color:#fff')}>$1.84</span></div>
    <div style="margin:26px auto 0;width:86px;height:86px;border-radius:50%;border:2px solid #8b5cf6;display:flex;align-items:center;justify-content:center;box-shadow:0 0 40px #8b5cf655"><svg width="44" height="44" viewBox="0 0 44 44" fill="none" stroke="#c4b5fd" stroke-width="2.4" stroke-linecap="round"><path d="M22 6c-7 0-12 5-12 12v6M34 24v-6c0-4-2-8-6-10M16 38c-3-3-4-7-4-12M22 14c-4 0-6 3-6 6v6c0 5 2 9 5 12M28 20v6c0 5-1 8-3 11M22 20v8"/></svg></div>
    <div class="muted" style="text-align:center;margin-top:10px" ${txt(10)}>${w.touch}</div>
  </div>`
  return {
    palette,
    alt: w.alt,
    html: stage(
      palette,
      phone({ left: 330, top: 40, width: 270, height: 590 }, wallet, true, -4, dir) +
        phone({ left: 640, top: 64, width: 270, height: 590 }, approve, true, 4, dir),
      k.scene,
    ),
  }
}

function streamlive(art: ScreenArt): Screen {
  const w = art.words.streamlive
  const k = ink(art)
  const dir = art.direction
  const palette: Palette = {
    accent: '#ef4444',
    accent2: '#a855f7',
    backdrop: ['#fdf2f8', '#f5f3ff'],
  }
  const colors = ['#f472b6', '#60a5fa', '#34d399', '#fbbf24', '#a78bfa', '#f87171']
  const chat = w.chat.map(([name, msg], i) => [name, msg, colors[i]!])
  const player = `<div class="row" style="align-items:stretch;height:100%;background:#0b1120">
    <div style="flex:1;padding:14px" class="col">
      <div style="position:relative;height:300px;border-radius:10px;overflow:hidden;background:radial-gradient(circle at 30% 30%,#a855f7,transparent 50%),radial-gradient(circle at 75% 60%,#ef4444,transparent 45%),linear-gradient(135deg,#1e1b4b,#0f172a)">
        <svg width="100%" height="100%" viewBox="0 0 520 300" preserveAspectRatio="none" style="position:absolute;inset:0"><g fill="#fff" opacity=".14">${Array.from({ length: 40 }, (_, i) => `<rect x="${i * 13 + 2}" y="${150 - Math.round(60 * Math.abs(Math.sin(i * 0.7)) + 10)}" width="7" height="${Math.round(120 * Math.abs(Math.sin(i * 0.7)) + 20)}" rx="3"/>`).join('')}</g></svg>
        <span class="pill" style="position:absolute;${k.start}:12px;top:12px;background:#ef4444;color:#fff">${w.live}</span><span class="pill" style="position:absolute;${k.start}:70px;top:12px;background:rgba(0,0,0,.5);color:#fff">${w.watching}</span>
        <div style="position:absolute;left:0;right:0;bottom:0;padding:10px 12px;background:linear-gradient(transparent,rgba(0,0,0,.6))" class="row"><span style="width:0;height:0;border-left:11px solid #fff;border-top:7px solid transparent;border-bottom:7px solid transparent"></span><span style="flex:1;height:4px;border-radius:2px;background:#ef4444;margin:0 12px"></span><span ${txt(10, 600, 'color:#fff')}>1080p · HD</span></div>
      </div>
      <div class="row" style="gap:12px;margin-top:14px">${avatar('NL', '#a855f7', 40)}<div style="flex:1"><div ${txt(15, 700, 'color:#fff')}>${w.show}</div><div ${txt(11, 500, 'color:#94a3b8')}>${w.channel}</div></div><span style="background:#ef4444;color:#fff;border-radius:8px;padding:8px 14px" ${txt(11, 700)}>${w.subscribe(k.ltr('$4.99'))}</span></div>
      <div class="row" style="gap:10px;margin-top:14px">${[
        ['#f43f5e', '#7c3aed'],
        ['#0ea5e9', '#1e3a8a'],
        ['#f59e0b', '#b91c1c'],
        ['#10b981', '#0f766e'],
      ]
        .map(
          (c) =>
            `<div style="flex:1">${tile(c as [string, string], objects.play(), { width: '100%', height: 64, radius: 8 })}<div style="height:6px;width:80%;border-radius:3px;background:#1e293b;margin-top:6px"></div></div>`,
        )
        .join('')}</div>
    </div>
    <div style="width:230px;border-${k.start}:1px solid #1e293b;padding:14px 12px" class="col"><div ${txt(11, 700, `color:#e2e8f0;${k.track(w.chatHeading, '1px')}`)}>${w.chatHeading}</div>${chat
      .map(
        ([name, msg, c]) =>
          `<div style="margin-top:10px;line-height:1.35" ${txt(10.5, 500, 'color:#cbd5e1')}><span style="color:${c};font-weight:700">${name}</span> ${msg}</div>`,
      )
      .join(
        '',
      )}<div style="margin-top:auto;height:30px;border-radius:8px;background:#1e293b;color:#64748b;display:flex;align-items:center;padding-${k.start}:10px" ${txt(10)}>${w.saySomething}</div></div>
  </div>`
  return {
    palette,
    alt: w.alt,
    html: stage(
      palette,
      laptop({ left: 150, top: 60, width: 900, height: 560 }, player, true, dir),
      k.scene,
    ),
  }
}

function propertyview(art: ScreenArt): Screen {
  const w = art.words.propertyview
  const k = ink(art)
  const dir = art.direction
  const palette: Palette = {
    accent: '#10b981',
    accent2: '#0ea5e9',
    backdrop: ['#ecfdf5', '#f0f9ff'],
  }
  const [maple, cedar, lakeview] = w.listings
  const listings: [string, string, string, [string, string]][] = [
    ['$685,000', ...maple, ['#d1fae5', '#6ee7b7']],
    ['$529,900', ...cedar, ['#e0f2fe', '#7dd3fc']],
    ['$912,000', ...lakeview, ['#fef3c7', '#fcd34d']],
  ]
  const pins = [
    [120, 110, '$685K', true],
    [260, 190, '$530K', false],
    [380, 90, '$912K', false],
    [200, 300, '$445K', false],
    [330, 320, '$760K', false],
    [80, 250, '$610K', false],
  ] as const
  const app = `<div class="col" style="height:100%">
    <div class="row" style="padding:12px 20px;gap:10px;border-bottom:1px solid #f1f5f9"><span ${txt(15, 800, 'color:#047857')}>⌂ PropertyView</span><span style="margin-${k.start}:16px;width:230px;height:30px;border-radius:8px;background:#f1f5f9;display:flex;align-items:center;padding-${k.start}:10px" ${txt(11, 500, 'color:#334155')}>${w.place}</span>${w.filters.map((f) => `<span style="padding:6px 12px;border-radius:8px;box-shadow:0 0 0 1px #e2e8f0" ${txt(10.5, 600)}>${f} ▾</span>`).join('')}<span style="margin-${k.start}:auto;background:#047857;color:#fff;border-radius:8px;padding:7px 14px" ${txt(10.5, 700)}>${w.saveSearch}</span></div>
    <div class="row" style="align-items:stretch;flex:1;min-height:0">
      <div style="flex:1.1;position:relative;background:#e5f3ec;overflow:hidden"><svg width="100%" height="100%" viewBox="0 0 460 420" preserveAspectRatio="xMidYMid slice"><rect width="460" height="420" fill="#eef6f1"/><path d="M0 340 C120 300 200 380 460 300 V420 H0Z" fill="#bfdbfe"/><path d="M0 60H460M0 170H460M0 270H460M90 0V420M230 0V420M360 0V420" stroke="#fff" stroke-width="9"/><path d="M0 120 L460 40" stroke="#fde68a" stroke-width="12"/><rect x="250" y="190" width="90" height="60" rx="6" fill="#bbf7d0"/><rect x="110" y="190" width="100" height="60" rx="6" fill="#d1fae5"/></svg>
        ${pins
          .map(
            ([x, y, label, active]) =>
              `<span style="position:absolute;left:${x}px;top:${y}px;padding:4px 8px;border-radius:999px;background:${active ? '#047857' : '#fff'};color:${active ? '#fff' : '#0f172a'};box-shadow:0 4px 10px rgba(15,23,42,.2)" ${txt(10, 700)}>${label}</span>`,
          )
          .join('')}
      </div>
      <div style="width:340px;padding:12px 16px;overflow:hidden" class="col"><div class="row" style="justify-content:space-between"><span ${txt(13, 700)}>${w.homes}</span><span class="muted" ${txt(10)}>${w.sort}</span></div>${listings
        .map(
          ([price, meta, address, colors], i) =>
            `<div class="row" style="gap:10px;margin-top:10px;padding:8px;border-radius:12px;${i === 0 ? 'box-shadow:0 0 0 2px #10b981' : 'box-shadow:0 0 0 1px #e2e8f0'}">${tile(colors, objects.house('#047857'), { width: 110, height: 84, radius: 8 })}<div style="flex:1"><div ${txt(14, 800)}>${price}</div><div ${txt(10, 600, 'margin-top:2px')}>${meta}</div><div class="muted" ${txt(9.5)}>${address}</div><span class="pill" style="margin-top:5px;background:#ecfdf5;color:#047857;padding:2px 7px;font-size:9px">${w.tags[i]}</span></div></div>`,
        )
        .join('')}</div>
    </div>
  </div>`
  return {
    palette,
    alt: w.alt,
    html: stage(
      palette,
      browser(
        { left: 90, top: 48, width: 1020, height: 590 },
        'propertyview.com/austin-tx/homes',
        app,
        false,
        dir,
      ),
      k.scene,
    ),
  }
}

function socialsphere(art: ScreenArt): Screen {
  const w = art.words.socialsphere
  const k = ink(art)
  const dir = art.direction
  const palette: Palette = {
    accent: '#ec4899',
    accent2: '#6366f1',
    backdrop: ['#fdf2f8', '#eef2ff'],
  }
  const feed = `<div style="padding:2px 16px 0" class="col">
    <div class="row" style="justify-content:space-between"><span ${txt(16, 800, 'background:linear-gradient(90deg,#ec4899,#6366f1);-webkit-background-clip:text;color:transparent')}>SocialSphere</span><span style="width:26px;height:26px;border-radius:8px;background:#f1f5f9"></span></div>
    <div class="row" style="gap:10px;margin-top:12px">${[
      '#ec4899',
      '#6366f1',
      '#f59e0b',
      '#10b981',
      '#0ea5e9',
    ]
      .map(
        (c, i) =>
          `<span style="padding:2px;border-radius:50%;background:linear-gradient(135deg,#ec4899,#f59e0b)">${avatar(w.stories[i]!, c, 38)}</span>`,
      )
      .join('')}</div>
    <div class="card" style="margin-top:14px;padding:10px"><div class="row" style="gap:8px">${avatar(w.authorInitials, '#ec4899', 28)}<div><div ${txt(10.5, 700)}>${w.author}</div><div class="muted" ${txt(9)}>${w.posted}</div></div></div>
      <div style="margin-top:8px">${tile(['#a7f3d0', '#0f766e'], objects.mountain(), { width: '100%', height: 140, radius: 10 })}</div>
      <div ${txt(10.5, 500, 'margin-top:8px;line-height:1.35')}>${w.post}</div>
      <div class="row" style="gap:14px;margin-top:8px" ${txt(10, 600, 'color:#64748b')}><span style="color:#ec4899">♥ 248</span><span>${w.comments}</span><span>${w.share}</span></div></div>
  </div>`
  const colors = ['#f59e0b', '#ec4899', '', '#10b981', '']
  const chat = `<div style="padding:2px 16px 8px;border-bottom:1px solid #f1f5f9" class="row"><span style="margin-${k.end}:10px">${avatar('TR', '#6366f1', 32)}</span><div><div ${txt(12, 700)}>Trail Runners NYC</div><div class="muted" ${txt(9)}>${w.members}</div></div></div>
  <div style="padding:10px 14px" class="col">${w.messages
    .map(([name, text], i) => [name, text, !name, colors[i]!] as const)
    .map(([name, text, mine, c]) =>
      mine
        ? `<div style="align-self:flex-end;max-width:75%;margin-top:8px;padding:8px 11px;border-radius:${k.corners(14, 14, 4, 14)};background:linear-gradient(135deg,#ec4899,#6366f1);color:#fff" ${txt(10.5, 500)}>${text}</div>`
        : `<div class="row" style="gap:6px;margin-top:8px;align-items:flex-end">${avatar(String(name)[0]!, String(c), 22)}<div style="max-width:75%;padding:7px 10px;border-radius:${k.corners(14, 14, 14, 4)};background:#f1f5f9"><div ${txt(8.5, 700, `color:${c}${k.rtl ? ';margin-bottom:2px' : ''}`)}>${name}</div><div ${txt(10.5, 500)}>${text}</div></div></div>`,
    )
    .join('')}</div>`
  return {
    palette,
    alt: w.alt,
    html: stage(
      palette,
      phone(
        { left: 330, top: 40, width: 270, height: 590 },
        feed +
          '<div style="flex:1"></div><div class="tabbar"><i style="background:#ec4899"></i><i></i><i></i><i></i></div>',
        false,
        -4,
        dir,
      ) +
        phone(
          { left: 640, top: 64, width: 270, height: 590 },
          chat +
            '<div style="flex:1"></div><div style="margin:0 12px 14px;height:34px;border-radius:17px;background:#f1f5f9"></div>',
          false,
          4,
          dir,
        ),
      k.scene,
    ),
  }
}

/** The English mock-ups (the files the English pages show, at images/work/). */
export const SCREEN_ART: ScreenArt = {
  language: 'en',
  direction: 'ltr',
  words: {
    financeflow: {
      alt: 'Two phones showing the FinanceFlow app: an account balance with recent transactions, and a monthly spending budget by category',
      greeting: 'Good morning',
      name: 'Jordan',
      initials: 'JM',
      account: 'Everyday checking',
      actions: ['Send', 'Request', 'Pay bills', 'Cards'],
      recent: 'Recent activity',
      transactions: [
        ['Blue Bottle Coffee', 'Food & drink'],
        ['Salary · Northwind', 'Income'],
        ['Transfer to Maya', 'Friends'],
        ['City Utilities', 'Bills'],
        ['Whole Market', 'Groceries'],
      ],
      spending: 'Spending',
      month: 'November · on track',
      ofBudget: (budget) => `of ${budget} budget`,
      categories: ['Groceries', 'Dining out', 'Transport', 'Bills'],
      faceId: 'Face ID on · transfers protected',
    },
    fitgenius: {
      alt: 'Two phones showing the FitGenius app: an AI coach counting repetitions with form feedback, and a weekly strength progress chart',
      day: 'Upper body · Day 12',
      coach: 'AI Coach',
      exercise: 'Incline push-ups',
      ofReps: 'of 12 reps',
      formTitle: 'Form looks great',
      formTip: 'Keep elbows at 45° on the way down',
      stats: ['bpm', 'time', 'kcal'],
      progress: 'Your progress',
      score: 'Strength score · 8 weeks',
      weeks: ['W1', 'W3', 'W5', 'W8'],
      thisWeek: 'This week',
      days: ['M', 'T', 'W', 'T', 'F', 'S', 'S'],
      next: 'Next session',
      nextSession: 'Legs & core · 35 min',
    },
    foodieexpress: {
      alt: 'The FoodieExpress ordering app on a phone listing nearby restaurants, beside the web order tracker with a live courier map',
      order: 'Order #4821',
      restaurantItems: 'Smash Burger Co. · 3 items',
      steps: ['Order confirmed', 'Preparing your food', 'Courier on the way', 'Delivered'],
      courier: 'Diego is 6 min away',
      courierInitials: 'DR',
      vehicle: 'Honda PCX · 4.9 ★',
      arriving: 'Arriving',
      deliverTo: 'Deliver to',
      address: '221 Market Street ▾',
      search: 'Search dishes, restaurants',
      cuisines: ['Burgers', 'Pizza', 'Healthy', 'Sushi'],
      times: ['4.8 · 20–30 min', '4.7 · 25–35 min', '4.9 · 15–25 min'],
      freeDelivery: 'Free delivery',
    },
    medicare: {
      alt: 'The MediCare patient portal on a laptop booking a GP appointment by day and time slot, with a video consultation on a phone',
      menu: ['Overview', 'Appointments', 'Messages', 'Test results', 'Prescriptions', 'Billing'],
      title: 'Book an appointment',
      clinic: 'Family medicine · Downtown clinic',
      visitKinds: 'In person · Video',
      doctor: 'Dr. Aisha Patel',
      doctorInitials: 'AP',
      speciality: 'General practitioner · 4.9 ★ (312 reviews)',
      nextFree: 'Next free: Tue',
      days: ['Mon 17', 'Tue 18', 'Wed 19', 'Thu 20', 'Fri 21'],
      slot: 'Tue 18 Nov · 10:15 – 10:35',
      confirm: 'Confirm booking',
      videoVisit: 'Video visit · secure',
    },
    workflow: {
      alt: 'The WorkFlow task manager in a browser: a sprint board with to-do, in-progress, review and done columns of tasks with owners and tags',
      projectsHeading: 'PROJECTS',
      projects: ['Website relaunch', 'Mobile 4.2', 'Customer portal', 'Growth experiments'],
      sprint: 'Sprint 14',
      sprintLeft: '68% · 4 days left',
      project: 'Mobile 4.2',
      newTask: '+ New task',
      views: ['Board', 'List', 'Timeline', 'Reports'],
      columns: [
        [
          'To do',
          [
            ['Design onboarding emails', 'Marketing'],
            ['Audit API rate limits', 'Backend'],
            ['Q3 roadmap review', 'Product'],
          ],
        ],
        [
          'In progress',
          [
            ['Billing page redesign', 'Design'],
            ['SSO with Okta', 'Backend'],
          ],
        ],
        [
          'Review',
          [
            ['Mobile push settings', 'Mobile'],
            ['Release notes 4.2', 'Product'],
          ],
        ],
        [
          'Done',
          [
            ['Slack integration', 'Integrations'],
            ['Dark mode', 'Design'],
          ],
        ],
      ],
      dates: ['Nov 21', 'Nov 24', 'Dec 2'],
      initials: 'ABCDE',
    },
    edulearn: {
      alt: 'EduLearn on a laptop playing a maths video lesson beside the unit’s lesson list, and the student app on a phone with course progress rings',
      lesson: 'Lesson 7 · Reading graphs of functions',
      course: 'Algebra II · Ms. Rivera · 14 min',
      tabs: ['Notes', 'Practice quiz', 'Discussion (18)'],
      unit: 'Unit 2 · Functions',
      lessons: [
        'What is a function?',
        'Domain and range',
        'Linear functions',
        'Slope in real life',
        'Quadratics',
        'Transformations',
        'Reading graphs',
        'Unit quiz',
      ],
      greeting: 'Hi Sam',
      streakTitle: 'Keep your streak',
      streak: '12-day streak',
      continue: 'Continue',
      lessonTitle: 'Reading graphs of functions',
      courses: ['Algebra II', 'Biology', 'World History', 'Spanish B1'],
      lessonsDone: (done) => `${done} of 24 lessons`,
    },
    shopsmart: {
      alt: 'The ShopSmart home goods store in a browser with an autumn collection and product grid, and a product page for a lounge chair on a phone',
      menu: ['Living', 'Kitchen', 'Lighting', 'Decor', 'Sale'],
      search: 'Search 2,400 products',
      collection: 'AUTUMN EDIT',
      headline: 'Warm light, soft textures',
      shopCollection: 'Shop the edit',
      products: [
        ['Arc Table Lamp', 'New'],
        ['Terracotta Vase', ''],
        ['Lounge Chair', 'Bestseller'],
        ['Stoneware Mug', ''],
        ['Fiddle Leaf Fig', ''],
        ['Linen Cushion', '-20%'],
      ],
      product: 'Lounge Chair',
      reviews: '4.9 · 286 reviews',
      addToCart: 'Add to cart',
      delivery: 'Free delivery · 30-day returns',
    },
    travelbuddy: {
      alt: 'Two phones showing TravelBuddy: a day’s itinerary in Lisbon over a route map, and a list of upcoming group trips with a shared budget',
      trip: 'Trip to Lisbon · 4 days',
      day: 'Day 2 · Alfama & Belém',
      stops: [
        ['Pastéis de Belém', 'Breakfast · 4.8 ★'],
        ['Jerónimos Monastery', 'Tickets booked'],
        ['Time Out Market', 'Lunch · 12 min by tram'],
        ['Miradouro da Graça', 'Sunset view'],
      ],
      upcoming: 'Upcoming trips',
      trips: [
        ['Swiss Alps', 'Jan 12 – 19 · 4 friends'],
        ['Lisbon', 'Nov 28 – Dec 1'],
        ['Kyoto', 'Apr 3 – 12'],
      ],
      booked: 'Booked',
      planning: 'Planning',
      sharedBudget: 'Shared budget',
    },
    cryptowallet: {
      alt: 'Two phones showing the Vaultline crypto wallet in dark mode: a portfolio balance with token holdings, and a biometric approval for a multi-key transfer',
      vault: '● Vault · Secure',
      totalBalance: 'Total balance',
      today: '▲ $1,482.10 (2.55%) today',
      actions: ['Send', 'Receive', 'Swap'],
      confirm: 'Confirm transfer',
      youSend: 'You send',
      to: 'To',
      destination: '0x71C…9A3F · Cold storage',
      verified: 'Verified address',
      keys: '2 of 3 keys',
      networkFee: 'Network fee',
      touch: 'Touch to approve',
    },
    streamlive: {
      alt: 'The StreamLive platform on a laptop playing a live music broadcast with 12,400 viewers, a subscribe button and a live chat beside the player',
      live: '● LIVE',
      watching: '12.4K watching',
      show: 'Neon Lights — Live from Studio 4',
      channel: 'Aurora Beats · Music · 2h 14m',
      subscribe: (price) => `Subscribe · ${price}`,
      chatHeading: 'LIVE CHAT',
      chat: [
        ['mk_ultra', 'that drop was insane'],
        ['Jules', 'greetings from Berlin!'],
        ['ravenx', 'what synth is that?'],
        ['Priya', 'just subscribed'],
        ['neo', 'audio is crystal clear'],
        ['Sam_T', 'encore encore'],
      ],
      saySomething: 'Say something…',
    },
    propertyview: {
      alt: 'The PropertyView search in a browser: a map of Austin with price pins beside a list of homes for sale with photos, prices and sizes',
      place: 'Austin, TX',
      filters: ['Price', 'Beds', 'Home type', 'More'],
      saveSearch: 'Save search',
      homes: '214 homes',
      sort: 'Sort: Newest',
      listings: [
        ['4 bd · 3 ba · 2,140 sqft', '18 Maple Grove, Austin'],
        ['3 bd · 2 ba · 1,620 sqft', '402 Cedar Lane, Austin'],
        ['5 bd · 4 ba · 3,050 sqft', '7 Lakeview Drive, Austin'],
      ],
      tags: ['3D tour', 'Open house Sat', 'New'],
    },
    socialsphere: {
      alt: 'Two phones showing SocialSphere: a community feed with stories and a trail-running post, and the running club’s group chat',
      stories: 'KMJRA',
      author: 'Kayla · Trail Runners NYC',
      authorInitials: 'KL',
      posted: '2h · Community',
      post: "Sunrise loop done — 14 km with the crew! Who's in for Saturday?",
      comments: '36 comments',
      share: '↗ Share',
      members: '1,284 members · 38 online',
      messages: [
        ['Mateo', 'Route for Saturday is up'],
        ['Kayla', 'Meeting at the boathouse 6:30?'],
        ['', 'Count me in! Bringing two friends'],
        ['Aria', 'Same here, first group run!'],
        ['', 'See you all there'],
      ],
    },
  },
}

/** A case study's mock-up in a language of `art`, by its slug. */
const scenes = {
  'financeflow-banking': financeflow,
  'fitgenius-ai-trainer': fitgenius,
  'foodieexpress-delivery': foodieexpress,
  'medicare-patient-portal': medicare,
  'workflow-task-manager': workflow,
  'edulearn-student-app': edulearn,
  'shopsmart-ecommerce': shopsmart,
  'travelbuddy-trip-planner': travelbuddy,
  'cryptowallet-secure': cryptowallet,
  'streamlive-broadcasting': streamlive,
  'propertyview-real-estate': propertyview,
  'socialsphere-networking': socialsphere,
}

/** The mock-up of each case study, by slug, in English unless given a translation's words. */
export const SCREENS: Record<string, (art?: ScreenArt) => Screen> = Object.fromEntries(
  Object.entries(scenes).map(([slug, scene]) => [slug, (art = SCREEN_ART) => scene(art)]),
)

/**
 * Where a case study's mock-up is committed, under public/: the English one at
 * `images/work/<slug>.webp`, a translation's at `images/work/<language>/<slug>.webp`.
 */
export const screenPath = (slug: string, language: string = SCREEN_ART.language) =>
  `images/work/${language === SCREEN_ART.language ? '' : `${language}/`}${slug}.webp`

export { lines }
