/**
 * The service heroes of the design and development services: one scene per service, of what it is about
 * (service-art-kit.ts says how they are drawn). Wordless: figures and signs only; `alt` is the
 * English alternative text (the Arabic is in copy/ar/images.ts).
 */
import type { ServiceArt } from './service-art'
import {
  type Palette,
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
  stars,
  tick,
  WHITE,
} from './service-art-kit'

/** A pointer (an arrow cursor) with its tip at x, y. */
const pointer = (x: number, y: number, fill: string) =>
  `<path d="M${x} ${y}l0 46 12-12 10 22 10-5-10-21 17-1z" fill="${fill}" stroke="${WHITE}" stroke-width="4" stroke-linejoin="round"/>`

/** An arrowhead pointing right at x, y. */
const head = (x: number, y: number, fill: string) =>
  `<path d="M${x} ${y}l-16-10v20z" fill="${fill}"/>`

/** A landing page as an artboard shows it, laid out for a desktop, a tablet or a phone. */
function page(
  p: Palette,
  x: number,
  y: number,
  w: number,
  h: number,
  kind: 'desktop' | 'tablet' | 'phone',
) {
  const frame = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${WHITE}" stroke="${LINE}" stroke-width="2"/>`
  const nav = `<circle cx="${x + 22}" cy="${y + 22}" r="8" fill="${p.accent}"/>`
  const image = (ix: number, iy: number, iw: number, ih: number) =>
    `<rect x="${ix}" y="${iy}" width="${iw}" height="${ih}" rx="10" fill="${p.shape}"/><circle cx="${ix + iw * 0.72}" cy="${iy + ih * 0.32}" r="${ih * 0.13}" fill="${p.accent2}"/><path d="M${ix} ${iy + ih - 10}l${iw * 0.32}-${ih * 0.45} ${iw * 0.2} ${ih * 0.25} ${iw * 0.16}-${ih * 0.14} ${iw * 0.32} ${ih * 0.34}v0a10 10 0 0 1-10 10h-${iw - 20}a10 10 0 0 1-10-10z" fill="${p.accent}"/>`
  if (kind === 'desktop')
    return `${frame}${nav}${[0, 1, 2].map((i) => bar(x + w - 150 + i * 44, y + 17, 32, 10, MUTED)).join('')}${bar(x + 24, y + 64, 160, 18, INK)}${bar(x + 24, y + 92, 124, 18, INK)}${bar(x + 24, y + 122, 150, 10, MUTED)}<rect x="${x + 24}" y="${y + 154}" width="104" height="34" rx="17" fill="${p.accent}"/>${image(x + 208, y + 56, w - 232, 130)}${[0, 1, 2].map((i) => `<rect x="${x + 24 + i * ((w - 48 + 16) / 3)}" y="${y + h - 56}" width="${(w - 48 - 32) / 3}" height="36" rx="10" fill="${p.bg}"/><circle cx="${x + 48 + i * ((w - 48 + 16) / 3)}" cy="${y + h - 38}" r="10" fill="${p.accent}" fill-opacity="0.5"/>`).join('')}`
  if (kind === 'tablet')
    return `${frame}${nav}${bar(x + w - 52, y + 17, 32, 10, MUTED)}${image(x + 16, y + 46, w - 32, 76)}${bar(x + 16, y + 138, 120, 16, INK)}${bar(x + 16, y + 162, 90, 16, INK)}<rect x="${x + 16}" y="${y + 192}" width="84" height="28" rx="14" fill="${p.accent}"/>`
  return `${frame}${nav}${bar(x + w - 42, y + 17, 22, 10, MUTED)}${image(x + 12, y + 44, w - 24, 60)}${bar(x + 12, y + 118, w - 34, 14, INK)}${bar(x + 12, y + 140, w - 50, 14, INK)}<rect x="${x + 12}" y="${y + 166}" width="${w - 24}" height="24" rx="12" fill="${p.accent}"/>`
}

export const SCENES: ServiceArt = {
  'website-design': {
    // A design tool: the same landing page drawn for a desktop, a tablet and a phone, its call to
    // action selected under a collaborator's pointer; beside it the conversions the design lifted
    // and the colour styles it is built on.
    scene: (p) => {
      const tools = [
        `<path d="M-9 -16v30l8-8 6 13 7-3-6-13 11-1z" fill="${WHITE}"/>`,
        `<path d="M-8 -18v36M8 -18v36M-18 -8h36M-18 8h36" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>`,
        `<rect x="-15" y="-15" width="30" height="30" rx="4" fill="none" stroke="${INK}" stroke-width="4"/>`,
        `<path d="M0 -18l12 18-12 18-12-18z" fill="none" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/><circle r="4" fill="${INK}"/>`,
        `<circle r="16" fill="none" stroke="${INK}" stroke-width="4"/>`,
      ]
      const cta = { x: 96 + 24, y: 180 + 154 }
      return `${card(60, 60, 790, 555, 24)}<path d="M60 84a24 24 0 0 1 24-24h742a24 24 0 0 1 24 24v40H60z" fill="${INK}"/><path d="M86 80l14 12-14 12-14-12z" fill="${p.accent}"/>${bar(124, 85, 130, 14, '#475569')}<circle cx="654" cy="92" r="18" fill="${p.accent2}" stroke="${INK}" stroke-width="4"/><circle cx="682" cy="92" r="18" fill="${p.accent}" stroke="${INK}" stroke-width="4"/><path d="M722 80l18 12-18 12z" fill="${WHITE}"/><rect x="756" y="76" width="70" height="32" rx="16" fill="${p.accent2}"/>${bar(772, 86, 38, 12, WHITE)}<path d="M60 124h790v467a24 24 0 0 1-24 24H84a24 24 0 0 1-24-24z" fill="#f1f5f9"/>${bar(96, 156, 90, 10, MUTED)}${bar(508, 156, 70, 10, MUTED)}${bar(710, 156, 50, 10, MUTED)}${page(p, 96, 180, 380, 306, 'desktop')}${page(p, 508, 180, 170, 236, 'tablet')}${page(p, 710, 180, 104, 206, 'phone')}<rect x="${cta.x - 8}" y="${cta.y - 8}" width="120" height="50" fill="none" stroke="${p.accent2}" stroke-width="4"/>${[
        [cta.x - 8, cta.y - 8],
        [cta.x + 112, cta.y - 8],
        [cta.x - 8, cta.y + 42],
        [cta.x + 112, cta.y + 42],
      ]
        .map(
          ([hx, hy]) =>
            `<rect x="${hx! - 7}" y="${hy! - 7}" width="14" height="14" fill="${WHITE}" stroke="${p.accent2}" stroke-width="4"/>`,
        )
        .join(
          '',
        )}${pointer(cta.x + 100, cta.y + 30, p.accent2)}<rect x="${cta.x + 138}" y="${cta.y + 58}" width="74" height="30" rx="15" fill="${p.accent2}"/>${bar(cta.x + 152, cta.y + 67, 46, 12, WHITE)}<rect x="305" y="532" width="300" height="60" rx="30" fill="${INK}" fill-opacity="0.1" filter="url(#soft)"/><rect x="305" y="518" width="300" height="60" rx="30" fill="${WHITE}" stroke="${LINE}" stroke-width="2"/><rect x="317" y="524" width="48" height="48" rx="14" fill="${p.accent2}"/>${tools.map((t, i) => `<g transform="translate(${341 + i * 56} 548)">${t}</g>`).join('')}${card(890, 60, 250, 250)}${figure(918, 136, '+38%', { size: 60, fill: GREEN })}${bar(918, 160, 150, 12, MUTED)}${[
        0, 1, 2, 3, 4,
      ]
        .map((i) => {
          const bh = 36 + i * 16
          return `<rect x="${918 + i * 40}" y="${282 - bh}" width="28" height="${bh}" rx="8" fill="${i === 4 ? p.accent : p.shape}"/>`
        })
        .join('')}${card(890, 340, 250, 275)}${[p.accent, p.accent2, p.shape, INK]
        .map(
          (c, i) =>
            `<circle cx="934" cy="${392 + i * 58}" r="22" fill="${c}"/>${bar(972, 385 + i * 58, [120, 96, 108, 80][i]!, 14, i ? LINE : MUTED)}`,
        )
        .join('')}`
    },
    alt: 'Illustration: a design tool showing the same landing page laid out for desktop, tablet and phone, the call-to-action button selected under a teammate’s cursor, a 38% lift in conversions and the colour styles',
  },
  'web-development': {
    // A dark code editor with a component's code and a passing build, the site it deployed in a
    // browser, and a Core Web Vitals card: a perfect score and three metrics in the green.
    scene: (p) => {
      const kw = p.shape
      const fn = p.accent2
      const str = '#fbbf24'
      const attr = MUTED
      const pun = '#64748b'
      const lines: [number, [number, string][]][] = [
        [
          0,
          [
            [70, kw],
            [110, fn],
            [34, pun],
          ],
        ],
        [
          1,
          [
            [60, kw],
            [24, pun],
          ],
        ],
        [
          2,
          [
            [84, kw],
            [120, attr],
          ],
        ],
        [
          3,
          [
            [64, kw],
            [150, str],
          ],
        ],
        [3, [[190, WHITE]]],
        [
          3,
          [
            [60, kw],
            [96, attr],
            [60, str],
          ],
        ],
        [2, [[100, kw]]],
        [1, [[24, pun]]],
        [0, [[20, pun]]],
        [0, []],
        [
          0,
          [
            [70, kw],
            [90, fn],
            [120, str],
          ],
        ],
      ]
      const code = lines
        .map(([indent, segs], i) => {
          const y = 150 + i * 32
          let x = 136 + indent * 28
          const parts = segs.map(([w, c]) => {
            const b = bar(x, y, w, 14, c)
            x += w + 12
            return b
          })
          return `${i === 4 ? `<rect x="72" y="${y - 9}" width="496" height="32" fill="${p.accent}" fill-opacity="0.35"/>` : ''}${bar(88, y, 20, 14, '#334155')}${parts.join('')}`
        })
        .join('')
      const vital = (y: number, w: number) =>
        `<circle cx="818" cy="${y}" r="11" fill="${GREEN}"/>${bar(842, y - 7, w, 14, MUTED)}<rect x="960" y="${y - 7}" width="140" height="14" rx="7" fill="#dcfce7"/><rect x="960" y="${y - 7}" width="${[104, 92, 116][(y - 472) / 46]}" height="14" rx="7" fill="${GREEN}"/>`
      return `${card(60, 60, 520, 555, 24, INK)}<path d="M60 84a24 24 0 0 1 24-24h472a24 24 0 0 1 24 24v32H60z" fill="#1e293b"/><circle cx="90" cy="88" r="7" fill="#f87171"/><circle cx="114" cy="88" r="7" fill="#fbbf24"/><circle cx="138" cy="88" r="7" fill="#34d399"/><path d="M166 116v-30a12 12 0 0 1 12-12h130a12 12 0 0 1 12 12v30z" fill="${INK}"/><circle cx="188" cy="96" r="8" fill="${p.accent2}"/>${bar(206, 90, 90, 12, MUTED)}${code}<path d="M60 528h520" stroke="#1e293b" stroke-width="4"/>${tick(104, 572, 22)}${bar(142, 565, 150, 14, MUTED)}${bar(304, 565, 90, 14, p.accent2)}${browser(620, 60, 520, 330)}<rect x="644" y="132" width="472" height="150" rx="16" fill="url(#accent)"/>${bar(672, 164, 200, 20, WHITE)}${bar(672, 196, 150, 20, WHITE)}<rect x="672" y="234" width="110" height="30" rx="15" fill="${WHITE}" fill-opacity="0.9"/><rect x="944" y="152" width="144" height="110" rx="14" fill="${WHITE}" fill-opacity="0.25"/><path d="M964 240l28-36 22 24 16-14 38 26z" fill="${WHITE}" fill-opacity="0.8"/>${[
        0, 1, 2,
      ]
        .map(
          (i) =>
            `<rect x="${644 + i * 164}" y="302" width="144" height="66" rx="12" fill="${p.bg}"/><circle cx="${672 + i * 164}" cy="335" r="12" fill="${p.accent}"/>${bar(694 + i * 164, 328, 80, 12, MUTED)}`,
        )
        .join(
          '',
        )}${card(620, 420, 520, 195)}<circle cx="710" cy="518" r="58" fill="none" stroke="#dcfce7" stroke-width="14"/><circle cx="710" cy="518" r="58" fill="none" stroke="${GREEN}" stroke-width="14"/>${figure(710, 533, '100', { size: 42, anchor: 'middle' })}${vital(472, 80)}${vital(518, 64)}${vital(564, 90)}`
    },
    alt: 'Illustration: a code editor with a component’s code and a passing build, the fast deployed website in a browser, and a performance card with a score of 100 and all three Core Web Vitals in the green',
  },
  'ui-ux-design': {
    // A research board: a user flow from entry to goal, three screens going from wireframe to a
    // tappable prototype linked by prototype connections; research notes and a usability test
    // where most participants completed the task.
    scene: (p) => {
      const flowY = 124
      const arrow = (x0: number, x1: number) =>
        `<path d="M${x0} ${flowY}H${x1 - 12}" stroke="${MUTED}" stroke-width="4"/>${head(x1, flowY, MUTED)}`
      const frame = (x: number, hifi = false) =>
        `<rect x="${x}" y="196" width="190" height="380" rx="26" fill="${WHITE}" stroke="${hifi ? INK : MUTED}" stroke-width="${hifi ? 6 : 4}"${hifi ? '' : ' stroke-dasharray="14 8"'}/>`
      const link = (x0: number, y0: number, x1: number, y1: number) =>
        `<circle cx="${x0}" cy="${y0}" r="8" fill="${p.accent}"/><path d="${curve([
          [x0, y0],
          [x1 - 14, y1],
        ])}" fill="none" stroke="${p.accent}" stroke-width="5"/>${head(x1 + 4, y1, p.accent)}`
      const screen1 = `${frame(100)}<rect x="122" y="228" width="146" height="120" rx="10" fill="${LINE}"/><path d="M122 228l146 120M268 228l-146 120" stroke="${MUTED}" stroke-width="4"/>${bar(122, 372, 130, 16, MUTED)}${bar(122, 400, 100, 12, LINE)}${bar(122, 424, 120, 12, LINE)}<rect x="122" y="492" width="146" height="44" rx="22" fill="none" stroke="${MUTED}" stroke-width="4"/>`
      const screen2 = `${frame(340)}${[0, 1, 2, 3]
        .map(
          (i) =>
            `<rect x="362" y="${228 + i * 80}" width="48" height="48" rx="10" fill="${LINE}"/>${bar(424, 236 + i * 80, 90, 12, MUTED)}${bar(424, 258 + i * 80, 64, 10, LINE)}`,
        )
        .join(
          '',
        )}<rect x="356" y="${216 + 80}" width="158" height="72" rx="12" fill="none" stroke="${p.accent}" stroke-width="4"/>`
      const screen3 = `${frame(580, true)}<rect x="598" y="214" width="154" height="130" rx="14" fill="url(#accent)"/><circle cx="712" cy="250" r="16" fill="${WHITE}" fill-opacity="0.7"/>${bar(600, 364, 130, 18, INK)}${stars(600, 408, 22)}${bar(600, 436, 120, 12, MUTED)}${bar(600, 458, 96, 12, MUTED)}<rect x="600" y="500" width="150" height="48" rx="24" fill="${p.accent}"/><circle cx="700" cy="524" r="34" fill="${p.accent2}" fill-opacity="0.25"/><circle cx="700" cy="524" r="16" fill="${p.accent2}" fill-opacity="0.7" stroke="${WHITE}" stroke-width="4"/>`
      const note = (x: number, y: number, c: string, rot: number) =>
        `<g transform="rotate(${rot} ${x + 62} ${y + 50})"><rect x="${x}" y="${y + 8}" width="124" height="100" rx="6" fill="${INK}" fill-opacity="0.1" filter="url(#soft)"/><rect x="${x}" y="${y}" width="124" height="100" rx="6" fill="${c}"/>${bar(x + 16, y + 24, 86, 12, INK)}${bar(x + 16, y + 48, 70, 10, '#00000033')}${bar(x + 16, y + 68, 80, 10, '#00000033')}</g>`
      const person = (cx: number, ok: boolean) =>
        `<circle cx="${cx}" cy="540" r="24" fill="${p.shape}"/><circle cx="${cx}" cy="533" r="9" fill="${p.accent}"/><path d="M${cx - 15} 556a15 13 0 0 1 30 0z" fill="${p.accent}"/>${ok ? tick(cx + 18, 522, 13) : `<circle cx="${cx + 18}" cy="522" r="13" fill="${MUTED}"/><path d="M${cx + 12} 522h12" stroke="${WHITE}" stroke-width="4" stroke-linecap="round"/>`}`
      return `${card(60, 60, 760, 555)}<circle cx="116" cy="${flowY}" r="20" fill="${p.accent}"/>${arrow(136, 196)}<rect x="196" y="${flowY - 24}" width="110" height="48" rx="12" fill="${p.bg}" stroke="${p.accent}" stroke-width="4"/>${bar(218, flowY - 6, 66, 12, p.accent)}${arrow(306, 366)}<path d="M400 ${flowY - 34}l34 34-34 34-34-34z" fill="${p.accent2}"/>${arrow(434, 494)}<rect x="494" y="${flowY - 24}" width="110" height="48" rx="12" fill="${p.bg}" stroke="${p.accent}" stroke-width="4"/>${bar(516, flowY - 6, 66, 12, p.accent)}${arrow(604, 664)}${tick(688, flowY, 24)}<path d="M84 168h712" stroke="${LINE}" stroke-width="4"/>${screen1}${screen2}${screen3}${link(268, 514, 340, 420)}${link(514, 332, 580, 270)}${note(860, 64, '#fde68a', -3)}${note(1010, 64, p.shape, 2)}${note(860, 190, '#bbf7d0', 2)}${note(1010, 190, '#fbcfe8', -2)}${card(850, 330, 290, 285)}${figure(878, 410, '92%', { size: 64 })}<rect x="878" y="434" width="234" height="16" rx="8" fill="${LINE}"/><rect x="878" y="434" width="215" height="16" rx="8" fill="${GREEN}"/>${person(898, true)}${person(956, true)}${person(1014, true)}${person(1072, false)}`
    },
    alt: 'Illustration: a user flow from entry to goal, three screens going from rough wireframes to a tappable prototype linked by prototype connections, research sticky notes, and a usability test with a 92% task success rate',
  },
  'mvp-development': {
    // A sprint board with its progress bar and tasks moving to done, the first version lifting
    // off, and the weeks to launch ticked off on a timeline ending at the flag.
    scene: (p) => {
      const cols = [90, 303, 516]
      const task = (x: number, y: number, tag: string, done: boolean, w: number) =>
        `<rect x="${x + 14}" y="${y}" width="165" height="88" rx="14" fill="${WHITE}" stroke="${LINE}" stroke-width="2"/><rect x="${x + 30}" y="${y + 16}" width="52" height="14" rx="7" fill="${tag}"/>${bar(x + 30, y + 42, w, 14, done ? LINE : MUTED)}${bar(x + 30, y + 64, w - 40, 10, LINE)}${done ? tick(x + 152, y + 60, 16) : `<circle cx="${x + 152}" cy="${y + 60}" r="16" fill="${p.shape}"/>`}`
      const head3 = (x: number, c: string, w: number) =>
        `<rect x="${x}" y="176" width="193" height="410" rx="18" fill="#f1f5f9"/><circle cx="${x + 26}" cy="206" r="10" fill="${c}"/>${bar(x + 46, 199, w, 14, MUTED)}`
      const rocket = `<g transform="translate(1010 206) rotate(40)"><path d="M0 -92c30 24 38 70 30 112h-60c-8-42 0-88 30-112z" fill="${WHITE}" stroke="${INK}" stroke-width="5" stroke-linejoin="round"/><circle cy="-30" r="15" fill="${p.accent}" stroke="${INK}" stroke-width="5"/><path d="M-28 0l-26 34h24zM28 0l26 34h-24z" fill="${p.accent2}" stroke="${INK}" stroke-width="5" stroke-linejoin="round"/><path d="M-18 26c0 30 10 44 18 56 8-12 18-26 18-56z" fill="#fbbf24"/></g>`
      const miles = [830, 910, 990, 1070]
      const flag = 1070
      return `${card(60, 60, 680, 555)}${bar(96, 96, 170, 20, INK)}<rect x="96" y="134" width="420" height="14" rx="7" fill="${LINE}"/><rect x="96" y="134" width="336" height="14" rx="7" fill="${p.accent}"/>${[
        p.accent2,
        p.accent,
        '#fbbf24',
      ]
        .map(
          (c, i) =>
            `<circle cx="${622 + i * 30}" cy="118" r="22" fill="${c}" stroke="${WHITE}" stroke-width="4"/>`,
        )
        .join(
          '',
        )}${head3(cols[0]!, MUTED, 80)}${head3(cols[1]!, p.accent, 100)}${head3(cols[2]!, GREEN, 70)}${task(cols[0]!, 236, p.shape, false, 96)}${task(cols[0]!, 340, '#fecdd3', false, 84)}${task(cols[0]!, 444, p.shape, false, 100)}${task(cols[1]!, 236, p.accent2, false, 92)}${task(cols[1]!, 340, p.shape, false, 100)}${task(cols[2]!, 236, p.shape, true, 100)}${task(cols[2]!, 340, '#fecdd3', true, 80)}${task(cols[2]!, 444, p.accent2, true, 92)}${card(780, 60, 360, 320)}<path d="M820 340c60-10 110-40 150-90" fill="none" stroke="${p.shape}" stroke-width="10" stroke-linecap="round" stroke-dasharray="2 22"/><circle cx="850" cy="346" r="26" fill="${p.shape}"/><circle cx="890" cy="340" r="34" fill="${p.shape}"/><circle cx="934" cy="350" r="22" fill="${p.shape}"/>${rocket}${figure(812, 138, '1.0', { size: 64 })}${tick(948, 118, 22)}${card(780, 410, 360, 205)}<path d="M${miles[0]} 518H${flag}" stroke="${LINE}" stroke-width="8" stroke-linecap="round"/><path d="M${miles[0]} 518H${miles[2]}" stroke="${GREEN}" stroke-width="8" stroke-linecap="round"/>${miles
        .slice(0, 3)
        .map((x) => `${tick(x, 518, 20)}${bar(x - 26, 560, 52, 12, MUTED)}`)
        .join(
          '',
        )}<circle cx="${flag}" cy="518" r="24" fill="${p.accent2}"/><path d="M${flag - 8} 532v-30l22 8-22 8" fill="${WHITE}" stroke="${WHITE}" stroke-width="4" stroke-linejoin="round"/>${bar(flag - 26, 560, 52, 12, p.accent2)}${bar(820, 450, 120, 16, INK)}`
    },
    alt: 'Illustration: a sprint board with tasks moving from to-do through in progress to done, the product’s version 1.0 lifting off like a rocket, and a launch timeline with each milestone ticked off up to the finish flag',
  },
  'mobile-app-development': {
    // Two phones, one of each platform, running the same app (a home screen and a detail
    // screen), its store listing rated 4.9 with five stars, and its badges for both stores.
    scene: (p) => {
      const a = `${phone(100, 85, 270, 530)}${bar(128, 130, 120, 18, INK)}${bar(128, 158, 80, 12, MUTED)}<circle cx="322" cy="146" r="22" fill="${p.shape}"/><rect x="128" y="194" width="214" height="120" rx="20" fill="url(#accent)"/>${bar(148, 214, 80, 12, WHITE)}<path d="${curve(
        [
          [148, 290],
          [190, 272],
          [230, 280],
          [270, 254],
          [322, 240],
        ],
      )}" fill="none" stroke="${WHITE}" stroke-width="6" stroke-linecap="round"/>${[0, 1, 2, 3]
        .map(
          (i) =>
            `<rect x="${128 + i * 56}" y="334" width="46" height="46" rx="14" fill="${p.bg}"/><circle cx="${151 + i * 56}" cy="357" r="10" fill="${i % 2 ? p.accent2 : p.accent}"/>`,
        )
        .join('')}${[0, 1, 2]
        .map(
          (i) =>
            `<circle cx="148" cy="${424 + i * 56}" r="20" fill="${p.shape}"/>${bar(180, 412 + i * 56, 90, 12, MUTED)}${bar(180, 432 + i * 56, 60, 10, LINE)}${bar(292, 418 + i * 56, 50, 14, i ? MUTED : GREEN)}`,
        )
        .join('')}<rect x="190" y="588" width="90" height="6" rx="3" fill="${INK}"/>`
      const b = `${phone(410, 55, 270, 530)}<rect x="500" y="70" width="90" height="20" fill="${WHITE}"/><circle cx="545" cy="84" r="8" fill="${INK}"/><rect x="428" y="104" width="234" height="170" rx="18" fill="${p.shape}"/><circle cx="545" cy="189" r="56" fill="${p.accent}"/><circle cx="545" cy="189" r="24" fill="${p.bg}"/>${bar(430, 296, 150, 20, INK)}${stars(430, 344, 26)}${bar(430, 376, 200, 12, MUTED)}${bar(430, 398, 170, 12, LINE)}${[
        0, 1, 2,
      ]
        .map(
          (i) =>
            `<rect x="${430 + i * 80}" y="428" width="68" height="36" rx="18" fill="${i ? WHITE : p.accent2}" stroke="${i ? LINE : p.accent2}" stroke-width="3"/>`,
        )
        .join(
          '',
        )}<rect x="430" y="494" width="230" height="52" rx="26" fill="${p.accent}"/>${bar(505, 514, 80, 12, WHITE)}`
      const apple = `<path d="M0 -6C-12 -18 -30 -10 -28 8C-26 26 -14 36 -6 33C-2 31 2 31 6 33C14 36 26 26 28 8C30 -10 12 -18 0 -6z" fill="${WHITE}"/><path d="M2 -12C2 -22 9 -28 16 -28C16 -20 10 -13 2 -12z" fill="${WHITE}"/>`
      const play = `<path d="M-16 -24v48l42-24z" fill="${WHITE}"/><path d="M-16 -24l24 24-24 24z" fill="${p.accent2}"/>`
      const badge = (x: number, glyph: string) =>
        `<rect x="${x}" y="430" width="180" height="68" rx="20" fill="${INK}"/><g transform="translate(${x + 40} 465) scale(0.9)">${glyph}</g>${bar(x + 76, 448, 60, 10, MUTED)}${bar(x + 76, 468, 82, 14, WHITE)}`
      return `${a}${b}${card(720, 60, 420, 310)}<rect x="752" y="92" width="112" height="112" rx="28" fill="url(#accent)"/><circle cx="808" cy="148" r="30" fill="none" stroke="${WHITE}" stroke-width="10"/><circle cx="808" cy="148" r="9" fill="${WHITE}"/>${bar(888, 104, 180, 20, INK)}${bar(888, 136, 120, 14, MUTED)}<rect x="888" y="166" width="104" height="36" rx="18" fill="${p.accent2}"/>${bar(916, 178, 48, 12, WHITE)}${figure(752, 318, '4.9', { size: 80 })}${stars(890, 276, 32)}${bar(890, 310, 150, 12, MUTED)}${card(720, 400, 420, 215)}${badge(752, apple)}${badge(948, play)}${[
        0, 1, 2, 3, 4, 5, 6, 7,
      ]
        .map((i) => {
          const bh = 14 + i * 5
          return `<rect x="${756 + i * 46}" y="${588 - bh}" width="32" height="${bh}" rx="6" fill="${i === 7 ? p.accent : p.shape}"/>`
        })
        .join('')}`
    },
    alt: 'Illustration: an iPhone and an Android phone running the same app, a home screen and a product screen, its store listing rated 4.9 with five stars, badges for both app stores and downloads rising',
  },
  'progressive-web-apps': {
    // A web app in a browser offering to install itself, the same app's icon on a phone's home
    // screen (the phone offline), a card saying it still works offline and one for its speed.
    scene: (p) => {
      const icons = Array.from({ length: 16 }, (_, k) => {
        const col = k % 4
        const row = Math.floor(k / 4)
        const x = 649 + col * 60
        const y = 128 + row * 84
        if (k === 5)
          return `<circle cx="${x + 23}" cy="${y + 23}" r="44" fill="${p.accent}" fill-opacity="0.18"/><rect x="${x - 2}" y="${y - 2}" width="50" height="50" rx="14" fill="url(#accent)"/><path d="M${x + 27} ${y + 6}l-14 22h10l-4 16 16-24h-11z" fill="${WHITE}"/>${bar(x, y + 58, 46, 8, WHITE)}`
        return `<rect x="${x}" y="${y}" width="46" height="46" rx="13" fill="${WHITE}" fill-opacity="0.85"/><circle cx="${x + 23}" cy="${y + 23}" r="10" fill="${[MUTED, p.shape, LINE, p.accent2][k % 4]}"/>${bar(x + 6, y + 58, 34, 8, WHITE)}`
      }).join('')
      const wifi = (cx: number, cy: number, s: number, c: string) =>
        `<path d="M${cx - 30 * s} ${cy - 8 * s}a44 44 0 0 1 ${60 * s} 0M${cx - 19 * s} ${cy + 4 * s}a28 28 0 0 1 ${38 * s} 0" fill="none" stroke="${c}" stroke-width="${7 * s}" stroke-linecap="round"/><circle cx="${cx}" cy="${cy + 16 * s}" r="${6 * s}" fill="${c}"/>`
      return `${browser(60, 70, 500, 420)}<rect x="84" y="146" width="452" height="56" rx="14" fill="${p.accent}"/><circle cx="114" cy="174" r="14" fill="${WHITE}"/>${bar(140, 167, 120, 14, WHITE)}${[
        0, 1,
      ]
        .map(
          (i) =>
            `<rect x="${84 + i * 234}" y="222" width="218" height="120" rx="14" fill="${p.bg}"/><circle cx="${124 + i * 234}" cy="262" r="20" fill="${i ? p.accent2 : p.accent}"/>${bar(104 + i * 234, 300, 150, 12, MUTED)}`,
        )
        .join(
          '',
        )}${card(150, 400, 360, 200)}<rect x="178" y="428" width="80" height="80" rx="22" fill="url(#accent)"/><path d="M226 440l-18 30h14l-6 26 22-34h-15z" fill="${WHITE}"/>${bar(280, 440, 150, 18, INK)}${bar(280, 472, 110, 12, MUTED)}<rect x="178" y="530" width="130" height="46" rx="23" fill="none" stroke="${LINE}" stroke-width="4"/>${bar(208, 547, 70, 12, MUTED)}<rect x="326" y="530" width="156" height="46" rx="23" fill="${p.accent}"/><path d="M404 540v24M394 555l10 10 10-10" fill="none" stroke="${WHITE}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/><path d="${curve(
        [
          [500, 394],
          [598, 250],
        ],
      )}" fill="none" stroke="${p.accent}" stroke-width="5" stroke-dasharray="12 10" stroke-linecap="round"/>${head(614, 250, p.accent)}${phone(620, 55, 280, 565, p.shape)}<rect x="632" y="67" width="256" height="541" rx="26" fill="url(#fade)"/>${bar(656, 88, 40, 12, INK)}${wifi(848, 92, 0.45, INK)}<path d="M832 82l32 26" stroke="${p.accent2}" stroke-width="5" stroke-linecap="round"/>${icons}<rect x="644" y="520" width="232" height="72" rx="22" fill="${WHITE}" fill-opacity="0.6"/>${[
        0, 1, 2, 3,
      ]
        .map(
          (i) =>
            `<rect x="${655 + i * 55}" y="533" width="46" height="46" rx="13" fill="${WHITE}"/><circle cx="${678 + i * 55}" cy="556" r="10" fill="${[p.accent2, MUTED, p.shape, LINE][i]}"/>`,
        )
        .join(
          '',
        )}${card(940, 70, 200, 250)}${wifi(1040, 170, 1.3, MUTED)}<path d="M992 126l96 80" stroke="${p.accent2}" stroke-width="9" stroke-linecap="round"/>${tick(1040, 262, 28)}${card(940, 350, 200, 265)}<circle cx="1040" cy="430" r="44" fill="${p.bg}"/><path d="M1046 398l-26 40h18l-8 32 28-42h-19z" fill="${p.accent}"/>${figure(1040, 540, '3×', { size: 64, anchor: 'middle' })}${bar(990, 564, 100, 12, MUTED)}`
    },
    alt: 'Illustration: a web app in a browser offering to install itself, its icon on a phone’s home screen while the phone is offline, a card showing it still works without a connection and a lightning bolt for three times the speed',
  },
}
