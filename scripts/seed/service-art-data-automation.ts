/**
 * The service heroes of the data and automation services: one scene per service, of what it is about
 * (service-art-kit.ts says how they are drawn). Wordless: figures and signs only; `alt` is the
 * English alternative text (the Arabic is in copy/ar/images.ts).
 */
import type { ServiceArt } from './service-art'
import {
  arc,
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

const PANEL = '#f8fafc'

/** A stroked path, round-capped. */
const line = (d: string, stroke: string, width = 5, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`

/** An envelope, `w` wide, centred on cx, cy. */
const envelope = (cx: number, cy: number, w: number, stroke: string, width = 5) => {
  const h = w * 0.7
  return `<rect x="${cx - w / 2}" y="${cy - h / 2}" width="${w}" height="${h}" rx="8" fill="${WHITE}" stroke="${stroke}" stroke-width="${width}"/>${line(`M${cx - w / 2 + 6} ${cy - h / 2 + 8}L${cx} ${cy + 4}L${cx + w / 2 - 6} ${cy - h / 2 + 8}`, stroke, width)}`
}

/** A clock face of radius r. */
const clock = (cx: number, cy: number, r: number, stroke: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${WHITE}" stroke="${stroke}" stroke-width="5"/>${line(`M${cx} ${cy - r * 0.55}V${cy}l${r * 0.4} ${r * 0.3}`, stroke, 5)}`

/** A person: head and shoulders, `s` high, centred on cx, cy. */
const person = (cx: number, cy: number, s: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy - s * 0.22}" r="${s * 0.22}" fill="${fill}"/><path d="M${cx - s * 0.4} ${cy + s * 0.5}a${s * 0.4} ${s * 0.38} 0 0 1 ${s * 0.8} 0z" fill="${fill}"/>`

/** An arrowhead pointing right, its tip at x, y. */
const head = (x: number, y: number, fill: string) =>
  `<path d="M${x - 16} ${y - 11}L${x} ${y}L${x - 16} ${y + 11}z" fill="${fill}"/>`

export const SCENES: ServiceArt = {
  'crm-integration': {
    // A website form, the mailbox and the calendar syncing into one CRM: the contact's record
    // beside the deal pipeline, the deal won in its last column.
    scene: (p) => {
      const apps = [170, 338, 506]
      const icons = [
        // A form: two fields and a button.
        (cy: number) =>
          `<rect x="98" y="${cy - 38}" width="64" height="76" rx="10" fill="none" stroke="${p.accent2}" stroke-width="5"/>${bar(110, cy - 24, 40, 12, p.shape)}${bar(110, cy - 4, 40, 12, p.shape)}${bar(110, cy + 16, 28, 12, p.accent2)}`,
        (cy: number) => envelope(130, cy, 68, p.accent),
        // A calendar.
        (cy: number) =>
          `<rect x="98" y="${cy - 32}" width="64" height="64" rx="10" fill="${WHITE}" stroke="${GREEN}" stroke-width="5"/><path d="M98 ${cy - 10}h64" stroke="${GREEN}" stroke-width="5"/><rect x="112" y="${cy + 2}" width="14" height="14" rx="3" fill="${GREEN}"/><rect x="134" y="${cy + 2}" width="14" height="14" rx="3" fill="${LINE}"/>`,
      ]
      const links = apps
        .map(
          (cy) =>
            `${line(
              curve([
                [190, cy],
                [300, 338],
              ]),
              p.accent,
              5,
              ' stroke-opacity="0.45"',
            )}<circle cx="${cy === 338 ? 236 : 245}" cy="${cy === 338 ? 338 : (cy + 338) / 2}" r="9" fill="${p.accent}"/>`,
        )
        .join('')
      const deal = (x: number, y: number, w: number, dot: string) =>
        `<rect x="${x}" y="${y}" width="${w}" height="84" rx="14" fill="${WHITE}" stroke="${LINE}" stroke-width="2"/>${bar(x + 16, y + 18, w - 60, 14, INK)}${bar(x + 16, y + 46, w - 50, 12)}<circle cx="${x + w - 26}" cy="${y + 26}" r="12" fill="${dot}"/>`
      const cols = [
        { x: 590, color: MUTED, n: 3 },
        { x: 768, color: p.accent2, n: 2 },
        { x: 946, color: GREEN, n: 1 },
      ]
      const pipeline = cols
        .map(
          ({ x, color, n }, c) =>
            `<rect x="${x}" y="180" width="154" height="395" rx="18" fill="${PANEL}"/><rect x="${x + 16}" y="198" width="56" height="10" rx="5" fill="${color}"/>${Array.from(
              { length: n },
              (_, i) => (c === 2 ? '' : deal(x + 12, 228 + i * 102, 130, i ? p.shape : color)),
            ).join('')}`,
        )
        .join('')
      return `${apps.map((cy) => card(70, cy - 60, 120, 120, 24)).join('')}${apps.map((cy, i) => icons[i]!(cy)).join('')}${links}${card(300, 70, 830, 535)}<circle cx="300" cy="338" r="36" fill="${p.accent}" stroke="${WHITE}" stroke-width="6"/>${line(`M284 330a17 17 0 0 1 30-6M316 346a17 17 0 0 1-30 6`, WHITE, 5)}${line(`M314 314v10h-10M286 362v-10h10`, WHITE, 5)}<rect x="340" y="100" width="220" height="475" rx="20" fill="${p.bg}"/><circle cx="450" cy="186" r="56" fill="${p.shape}"/>${person(450, 190, 84, p.accent)}${tick(496, 226, 20)}${bar(385, 266, 130, 18, INK)}${bar(405, 298, 90, 12, MUTED)}${[
        346, 400, 454,
      ]
        .map(
          (y, i) =>
            `<circle cx="380" cy="${y + 8}" r="16" fill="${WHITE}" stroke="${[p.accent, p.accent2, GREEN][i]}" stroke-width="5"/>${bar(410, y, 120 - i * 20, 14, WHITE)}`,
        )
        .join(
          '',
        )}${bar(364, 516, 80, 30, p.accent)}${bar(456, 516, 80, 30, p.shape)}${figure(590, 150, '$12,400', { size: 48 })}<rect x="1040" y="108" width="50" height="50" rx="16" fill="${p.accent2}"/>${line('M1065 120v26M1052 133h26', WHITE, 5)}${pipeline}<rect x="956" y="228" width="134" height="150" rx="16" fill="#dcfce7" stroke="${GREEN}" stroke-width="4"/>${bar(976, 250, 70, 14, INK)}${bar(976, 278, 90, 12, WHITE)}${tick(1023, 334, 26)}${deal(958, 398, 130, GREEN)}`
    },
    alt: 'Illustration: a web form, a mailbox and a calendar syncing into a customer record, shown beside a deal pipeline worth $12,400 with the deal in its last column won',
  },
  'funnel-building': {
    // The funnel's four steps as cards, landing page → guide → follow-up emails → checkout, over a
    // funnel that narrows under them with the share of visitors reaching each step.
    scene: (p) => {
      // The funnel's height at its ends and under the gaps between the cards.
      const edge: [number, number][] = [
        [85, 210],
        [330, 156],
        [600, 116],
        [870, 84],
        [1115, 60],
      ]
      const seg = (i: number, fill: string, opacity = 1) => {
        const [x0, h0] = edge[i]!
        const [x1, h1] = edge[i + 1]!
        const r0 = i === 0 ? 14 : 0
        const r1 = i === 3 ? 14 : 0
        return `<path d="M${x0} ${495 - h0 / 2 + r0}Q${x0} ${495 - h0 / 2} ${x0 + r0} ${495 - h0 / 2}L${x1 - r1} ${495 - h1 / 2}Q${x1} ${495 - h1 / 2} ${x1} ${495 - h1 / 2 + r1}L${x1} ${495 + h1 / 2 - r1}Q${x1} ${495 + h1 / 2} ${x1 - r1} ${495 + h1 / 2}L${x0 + r0} ${495 + h0 / 2}Q${x0} ${495 + h0 / 2} ${x0} ${495 + h0 / 2 - r0}z" fill="${fill}" fill-opacity="${opacity}" stroke="${WHITE}" stroke-width="6"/>`
      }
      const chevrons = [305, 575, 845]
        .map((x) => line(`M${x + 19} 186l13 14-13 14`, p.accent, 6))
        .join('')
      return `${browser(85, 70, 220, 260)}${bar(105, 146, 120, 16, INK)}${bar(105, 174, 160, 10, MUTED)}<rect x="105" y="200" width="180" height="66" rx="12" fill="${p.shape}"/><path d="M117 258l34-34 26 22 20-14 30 26z" fill="${p.accent}" fill-opacity="0.5"/>${bar(105, 280, 100, 30, p.accent)}${card(355, 70, 220, 260)}<g transform="rotate(-6 440 170)"><rect x="390" y="100" width="104" height="140" rx="10" fill="${p.accent}"/>${bar(406, 124, 70, 14, WHITE)}${bar(406, 150, 50, 10, WHITE)}<rect x="390" y="100" width="14" height="140" fill="${INK}" fill-opacity="0.15"/></g><circle cx="520" cy="222" r="30" fill="${p.accent2}" stroke="${WHITE}" stroke-width="5"/>${line('M520 206v28M508 222l12 12 12-12', WHITE, 5)}${bar(379, 278, 150, 14, INK)}${bar(379, 302, 110, 10, MUTED)}${card(625, 70, 220, 260)}${envelope(690, 130, 76, p.accent)}${clock(790, 130, 30, p.accent2)}${[
        190, 236, 282,
      ]
        .map(
          (y, i) =>
            `${i < 2 ? tick(662, y + 7, 16, p.accent2) : `<circle cx="662" cy="${y + 7}" r="14" fill="none" stroke="${MUTED}" stroke-width="4"/>`}${bar(690, y, [120, 100, 110][i]!, 14, i < 2 ? MUTED : LINE)}`,
        )
        .join(
          '',
        )}${card(895, 70, 220, 260)}<rect x="925" y="100" width="160" height="96" rx="14" fill="${INK}"/><rect x="925" y="124" width="160" height="18" fill="${p.accent2}"/>${bar(941, 164, 50, 14, WHITE)}<rect x="1041" y="156" width="28" height="22" rx="5" fill="#fbbf24"/>${bar(925, 216, 110, 14, MUTED)}<rect x="925" y="260" width="160" height="46" rx="23" fill="${GREEN}"/>${line('M990 283l10 10 20-20', WHITE, 6)}${chevrons}${seg(0, p.accent, 0.4)}${seg(1, p.accent, 0.7)}${seg(2, p.accent)}${seg(3, GREEN)}${person(170, 498, 70, WHITE)}${person(250, 498, 70, WHITE)}${figure(465, 512, '38%', { size: 48, fill: WHITE, anchor: 'middle' })}${figure(735, 512, '16%', { size: 48, fill: WHITE, anchor: 'middle' })}${figure(992, 510, '6.2%', { size: 40, fill: WHITE, anchor: 'middle' })}`
    },
    alt: 'Illustration: four steps in a row, a landing page, a free guide to download, a series of follow-up emails and a checkout, above a funnel that narrows to 38%, 16% and 6.2% of visitors',
  },
  'marketing-automation': {
    // A workflow builder's canvas: a trigger, a wait, a branch that sends an email one way and
    // a text the other, both ending in a task, and the run's results.
    scene: (p) => {
      const node = (
        x: number,
        y: number,
        color: string,
        icon: (cx: number, cy: number) => string,
      ) =>
        `${card(x, y, 180, 104, 22)}<rect x="${x + 18}" y="${y + 20}" width="64" height="64" rx="16" fill="${color}"/>${icon(x + 50, y + 52)}${bar(x + 98, y + 30, 64, 14, INK)}${bar(x + 98, y + 58, 48, 12)}`
      return `${card(70, 60, 1060, 555)}<path d="M70 86a26 26 0 0 1 26-26h1008a26 26 0 0 1 26 26v46H70z" fill="${PANEL}"/><rect x="72" y="132" width="1056" height="481" fill="url(#grid)"/><path d="M70 132h1060" stroke="${LINE}" stroke-width="2"/>${bar(100, 88, 160, 18, INK)}${bar(280, 90, 90, 14, MUTED)}<rect x="960" y="78" width="72" height="36" rx="18" fill="${p.accent}"/><circle cx="1014" cy="96" r="12" fill="${WHITE}"/><circle cx="1078" cy="96" r="22" fill="${p.accent2}"/><path d="M1072 84l18 12-18 12z" fill="${WHITE}"/>${line('M296 330H322', MUTED, 5)}${head(340, 330, MUTED)}${line('M446 330H460', MUTED, 5)}${head(476, 330, MUTED)}${line('M532 274V226q0-26 26-26H596', MUTED, 5)}${head(614, 200, MUTED)}${line('M532 386V460q0 26 26 26H596', MUTED, 5)}${head(614, 486, MUTED)}${line('M794 200H834q26 0 26 26V304q0 26 26 26', MUTED, 5)}${line('M794 486H834q26 0 26-26V356q0-26 26-26', MUTED, 5)}${head(904, 330, MUTED)}${node(110, 278, p.accent2, (x, y) => `<path d="M${x + 4} ${y - 24}l-18 28h14l-6 22 22-30h-14l6-20z" fill="${WHITE}"/>`)}<circle cx="390" cy="330" r="50" fill="${WHITE}" stroke="${LINE}" stroke-width="2"/>${clock(390, 330, 30, p.accent)}<path d="M532 274l56 56-56 56-56-56z" fill="${p.accent}"/>${line('M508 330h16l18-18M524 330l18 18', WHITE, 6)}${node(614, 148, p.accent, (x, y) => envelope(x, y, 40, WHITE, 5).replace(`fill="${WHITE}" stroke`, 'fill="none" stroke'))}${node(614, 434, '#0ea5e9', (x, y) => `<path d="M${x - 22} ${y - 18}h44a6 6 0 0 1 6 6v24a6 6 0 0 1-6 6h-26l-14 12v-12h-4a6 6 0 0 1-6-6v-24a6 6 0 0 1 6-6z" fill="${WHITE}"/>${[-12, 0, 12].map((d) => `<circle cx="${x + d}" cy="${y}" r="4.5" fill="#0ea5e9"/>`).join('')}`)}${tick(568, 232, 20)}<circle cx="568" cy="428" r="20" fill="${MUTED}"/>${line('M560 420l16 16M576 420l-16 16', WHITE, 5)}${node(904, 278, GREEN, (x, y) => line(`M${x - 16} ${y}l12 12 22-24`, WHITE, 7))}${card(110, 470, 400, 116, 22)}<circle cx="166" cy="528" r="32" fill="${p.bg}"/>${person(166, 532, 44, p.accent)}${figure(214, 548, '1,284', { size: 48 })}<rect x="372" y="504" width="116" height="48" rx="24" fill="#dcfce7"/>${figure(430, 541, '+38%', { size: 40, fill: GREEN, anchor: 'middle' })}`
    },
    alt: 'Illustration: a workflow builder where a trigger waits, then branches to an email or a text message and ends in a task, with 1,284 contacts enrolled and replies up 38%',
  },
  'conversion-optimization': {
    // An A/B test: the original page and a variant with a bolder call to action side by side, each
    // with its conversion rate, the variant marked the winner, and its uplift over time.
    scene: (p) => {
      const meter = (x: number, y: number, w: number, share: number, color: string) =>
        `${bar(x, y, w, 18, LINE)}${bar(x, y, w * share, 18, color)}`
      return `${browser(70, 150, 360, 420)}<rect x="98" y="230" width="140" height="110" rx="14" fill="${p.shape}"/>${bar(256, 236, 148, 16, INK)}${bar(256, 266, 120, 12, MUTED)}${bar(256, 290, 136, 12, MUTED)}${bar(256, 314, 90, 26, MUTED)}${bar(98, 366, 300, 12)}${bar(98, 390, 250, 12)}<path d="M70 430h360v116a24 24 0 0 1-24 24H94a24 24 0 0 1-24-24z" fill="${PANEL}"/><path d="M70 430h360" stroke="${LINE}" stroke-width="2"/>${figure(98, 494, '3.1%', { size: 44, fill: INK })}${meter(98, 518, 300, 0.31, MUTED)}<rect x="464" y="94" width="452" height="512" rx="30" fill="none" stroke="${GREEN}" stroke-width="5"/>${browser(470, 100, 440, 500)}${bar(530, 186, 320, 22, INK)}${bar(566, 224, 248, 14, MUTED)}<rect x="500" y="258" width="380" height="108" rx="16" fill="${p.shape}"/><circle cx="560" cy="300" r="18" fill="${WHITE}"/><path d="M520 366l70-60 50 40 40-26 90 46z" fill="${WHITE}" fill-opacity="0.6"/><rect x="560" y="384" width="260" height="56" rx="28" fill="${p.accent2}"/>${bar(630, 405, 120, 14, WHITE)}<path d="M764 410l44 16-18 6 12 20-10 6-12-20-14 12z" fill="${INK}" stroke="${WHITE}" stroke-width="3" stroke-linejoin="round"/><path d="M470 460h440v116a24 24 0 0 1-24 24H494a24 24 0 0 1-24-24z" fill="#f0fdf4"/><path d="M470 460h440" stroke="${LINE}" stroke-width="2"/>${figure(500, 524, '5.4%', { size: 44, fill: GREEN })}${meter(500, 548, 380, 0.54, GREEN)}${tick(910, 100, 32)}${card(960, 100, 170, 200)}<circle cx="1000" cy="146" r="22" fill="#dcfce7"/>${line('M1000 156v-20M991 144l9-9 9 9', GREEN, 5)}${bar(1034, 140, 70, 14, MUTED)}${figure(1045, 240, '+74%', { size: 48, fill: GREEN, anchor: 'middle' })}${bar(990, 262, 110, 12)}${card(960, 340, 170, 230)}${[400, 450, 500].map((y) => `<path d="M984 ${y}h122" stroke="${LINE}" stroke-width="2"/>`).join('')}${line(
        curve([
          [984, 500],
          [1024, 486],
          [1064, 492],
          [1106, 480],
        ]),
        MUTED,
        5,
      )}${line(
        curve([
          [984, 496],
          [1024, 462],
          [1064, 440],
          [1106, 396],
        ]),
        GREEN,
        6,
      )}<circle cx="1106" cy="396" r="9" fill="${WHITE}" stroke="${GREEN}" stroke-width="5"/>${bar(984, 530, 60, 14, GREEN)}${bar(1054, 530, 52, 14, MUTED)}`
    },
    alt: 'Illustration: two versions of a page side by side, the original converting at 3.1% and a variant with a bold button at 5.4%, marked the winner with an uplift of 74%',
  },
  'data-dashboards': {
    // A live dashboard on a wall screen (revenue, growth, a trend and a bar chart) and the same
    // dashboard on a laptop, with a target ring beside it.
    scene: (p) => {
      const tile = (x: number, y: number, w: number, h: number) =>
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="16" fill="${WHITE}"/>`
      const trend: [number, number][] = [
        [130, 440],
        [190, 420],
        [250, 428],
        [310, 392],
        [370, 400],
        [430, 352],
        [490, 330],
      ]
      const bars = [96, 130, 84, 150, 118, 176]
      return `<rect x="330" y="552" width="240" height="24" rx="12" fill="${INK}"/><rect x="424" y="520" width="52" height="40" fill="#334155"/>${card(70, 60, 760, 460, 24, INK)}<rect x="86" y="76" width="728" height="428" rx="14" fill="#f1f5f9"/>${bar(110, 98, 130, 16, INK)}<circle cx="776" cy="106" r="10" fill="${GREEN}"/><circle cx="776" cy="106" r="20" fill="${GREEN}" fill-opacity="0.25"/>${tile(110, 132, 220, 116)}${bar(130, 150, 80, 12, MUTED)}${figure(130, 222, '$8,420', { size: 44 })}${tile(346, 132, 220, 116)}${bar(366, 150, 80, 12, MUTED)}${figure(366, 222, '+18%', { size: 44, fill: GREEN })}${line(
        curve([
          [496, 222],
          [512, 208],
          [528, 214],
          [546, 186],
        ]),
        GREEN,
        5,
      )}${tile(582, 132, 208, 116)}${bar(602, 150, 80, 12, MUTED)}${[0, 1, 2, 3, 4].map((i) => `<rect x="${602 + i * 34}" y="${230 - [24, 40, 30, 52, 46][i]!}" width="22" height="${[24, 40, 30, 52, 46][i]}" rx="5" fill="${i === 4 ? p.accent2 : p.shape}"/>`).join('')}${tile(110, 264, 420, 216)}${bar(130, 282, 110, 12, MUTED)}<path d="${curve(trend)} L490 460 L130 460z" fill="url(#fade)"/>${line(curve(trend), p.accent, 6)}<circle cx="490" cy="330" r="10" fill="${WHITE}" stroke="${p.accent}" stroke-width="5"/>${tile(546, 264, 244, 216)}${bar(566, 282, 90, 12, MUTED)}${bars.map((h, i) => `<rect x="${570 + i * 36}" y="${460 - h}" width="24" height="${h}" rx="6" fill="${i === 5 ? p.accent : p.accent2}" fill-opacity="${i === 5 ? 1 : 0.35}"/>`).join('')}${card(880, 70, 250, 200)}<circle cx="960" cy="170" r="52" fill="none" stroke="${p.bg}" stroke-width="16"/><path d="${arc(960, 170, 52, 0, 330)}" fill="none" stroke="${p.accent}" stroke-width="16" stroke-linecap="round"/>${tick(960, 170, 24)}${bar(1034, 140, 72, 14, INK)}${bar(1034, 168, 56, 12, MUTED)}${bar(1034, 194, 64, 12)}<rect x="880" y="326" width="250" height="166" rx="16" fill="${INK}"/><rect x="892" y="338" width="226" height="142" rx="8" fill="#f1f5f9"/><rect x="904" y="350" width="96" height="52" rx="8" fill="${WHITE}"/>${bar(914, 362, 60, 12, p.accent)}${bar(914, 382, 40, 10, MUTED)}<rect x="1010" y="350" width="96" height="52" rx="8" fill="${WHITE}"/>${bar(1020, 362, 60, 12, GREEN)}${bar(1020, 382, 40, 10, MUTED)}<rect x="904" y="412" width="202" height="56" rx="8" fill="${WHITE}"/>${line(
        curve([
          [916, 456],
          [960, 440],
          [1000, 446],
          [1040, 428],
          [1094, 420],
        ]),
        p.accent,
        5,
      )}<path d="M860 492h290l-20 26H880z" fill="#cbd5e1"/><rect x="960" y="492" width="90" height="8" rx="4" fill="#94a3b8"/>`
    },
    alt: 'Illustration: a live dashboard on a wall screen with revenue of $8,420, growth of 18%, a rising trend line and a bar chart, beside the same dashboard on a laptop and a target ring nearly full',
  },
  analytics: {
    // A shop on a phone sending its events (a page view, a tap, a purchase) into a report: the
    // visitors over the month, stacked by source, and the sources' shares under it.
    scene: (p) => {
      const events = [180, 338, 496]
      const sources = [p.accent, p.accent2, '#f59e0b']
      const days = [640, 700, 760, 820, 880, 940, 1000, 1060, 1090]
      const layer = (base: number[], tops: number[]) =>
        `M${days.map((x, i) => `${x} ${tops[i]}`).join(' L')} L${[...days]
          .reverse()
          .map((x, i) => `${x} ${[...base].reverse()[i]}`)
          .join(' L')}z`
      const s1 = [390, 384, 380, 372, 366, 352, 340, 330, 326]
      const s2 = [360, 350, 352, 336, 324, 306, 290, 274, 268]
      const s3 = [338, 326, 330, 310, 296, 276, 256, 236, 226]
      const floor = days.map(() => 400)
      const chips = [
        (cy: number) =>
          `<path d="M430 ${cy}q20-22 40 0q-20 22-40 0z" fill="none" stroke="${p.accent}" stroke-width="5" stroke-linejoin="round"/><circle cx="450" cy="${cy}" r="7" fill="${p.accent}"/>`,
        (cy: number) =>
          `<path d="M440 ${cy - 20}l26 40-12-4-6 14-8-4 6-13-10 3z" fill="${p.accent2}" stroke="${p.accent2}" stroke-width="4" stroke-linejoin="round"/>`,
        (cy: number) =>
          `${line(`M428 ${cy - 14}h8l8 26h22l6-18h-32`, '#f59e0b', 5)}<circle cx="448" cy="${cy + 20}" r="5" fill="#f59e0b"/><circle cx="464" cy="${cy + 20}" r="5" fill="#f59e0b"/>`,
      ]
      return `${events
        .map(
          (cy, i) =>
            `${line(
              curve([
                [320, 338 + (cy - 338) * 0.3],
                [410, cy],
              ]),
              sources[i]!,
              5,
              ' stroke-dasharray="2 14"',
            )}${line(
              curve([
                [490, cy],
                [600, 338],
              ]),
              sources[i]!,
              5,
              ' stroke-dasharray="2 14"',
            )}`,
        )
        .join(
          '',
        )}${phone(80, 90, 240, 496)}<rect x="112" y="132" width="176" height="150" rx="16" fill="${p.shape}"/><circle cx="200" cy="207" r="40" fill="${WHITE}" fill-opacity="0.7"/>${bar(112, 302, 140, 16, INK)}${bar(112, 332, 90, 14, MUTED)}${bar(112, 362, 170, 12)}${bar(112, 384, 150, 12)}${bar(112, 420, 84, 26, p.accent)}<rect x="112" y="480" width="176" height="52" rx="26" fill="${p.accent2}"/><circle cx="250" cy="506" r="34" fill="none" stroke="${p.accent2}" stroke-width="4" stroke-opacity="0.4"/>${events.map((cy, i) => `${card(410, cy - 40, 80, 80, 22)}${chips[i]!(cy)}`).join('')}${card(600, 60, 530, 555)}${bar(640, 96, 110, 14, MUTED)}${figure(640, 170, '12,480', { size: 56 })}<rect x="970" y="124" width="120" height="50" rx="25" fill="#dcfce7"/>${figure(1030, 162, '+32%', { size: 40, fill: GREEN, anchor: 'middle' })}${[250, 325].map((y) => `<path d="M640 ${y}h450" stroke="${LINE}" stroke-width="2"/>`).join('')}<path d="${layer(s1, s3)}" fill="#f59e0b" fill-opacity="0.85"/><path d="${layer(s1, s2)}" fill="${p.accent2}"/><path d="${layer(floor, s1)}" fill="${p.accent}"/><path d="M640 400h450" stroke="${MUTED}" stroke-width="3"/>${[
        0.46, 0.32, 0.22,
      ]
        .map(
          (share, i) =>
            `<circle cx="652" cy="${456 + i * 48}" r="12" fill="${sources[i]}"/>${bar(678, 449 + i * 48, 110 - i * 16, 14, MUTED)}${bar(810, 446 + i * 48, 280, 20, LINE)}${bar(810, 446 + i * 48, 280 * share * 1.8, 20, sources[i])}`,
        )
        .join('')}`
    },
    alt: 'Illustration: a shop on a phone sending page views, taps and purchases into a report of 12,480 visitors, up 32%, with a chart stacked by traffic source and each source’s share',
  },
}
