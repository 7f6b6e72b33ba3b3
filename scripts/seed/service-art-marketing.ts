/**
 * The service heroes of the marketing services: one scene per service, of what it is about
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
  stars,
  tick,
  WHITE,
} from './service-art-kit'

export const SCENES: ServiceArt = {
  seo: {
    // A results page with the client's page first and starred, its climb to #1, the organic
    // visits it brings and the page-speed score under it.
    scene: (p) => {
      const climb: [number, number][] = [
        [800, 284],
        [860, 272],
        [920, 276],
        [980, 246],
        [1040, 212],
        [1090, 180],
      ]
      const result = (y: number, first: boolean) =>
        `${first ? `<rect x="96" y="${y - 18}" width="588" height="132" rx="18" fill="${p.bg}" stroke="${p.accent}" stroke-width="3"/>` : ''}<circle cx="132" cy="${y + 14}" r="16" fill="${first ? p.accent : LINE}"/>${bar(160, y + 6, 200, 14, first ? MUTED : LINE)}${bar(120, y + 42, first ? 380 : 340, 20, first ? p.accent : MUTED)}${bar(120, y + 76, 500, 12)}${first ? stars(510, y + 14, 24) : ''}`
      return `${browser(70, 60, 640, 540)}<rect x="110" y="124" width="560" height="56" rx="28" fill="${WHITE}" stroke="${LINE}" stroke-width="3"/><circle cx="146" cy="150" r="12" fill="none" stroke="${p.accent}" stroke-width="5"/><path d="M155 159l12 12" stroke="${p.accent}" stroke-width="5" stroke-linecap="round"/>${bar(180, 144, 220, 14, MUTED)}${result(222, true)}${result(368, false)}${result(484, false)}${card(760, 60, 370, 250)}<path d="${curve(climb)} L1090 292 L800 292z" fill="url(#fade)"/><path d="${curve(climb)}" fill="none" stroke="${p.accent}" stroke-width="7" stroke-linecap="round"/><circle cx="1090" cy="180" r="12" fill="${WHITE}" stroke="${p.accent}" stroke-width="6"/>${figure(796, 160, '#1', { size: 72 })}<rect x="916" y="118" width="104" height="48" rx="24" fill="#dcfce7"/>${figure(968, 155, '↑12', { size: 40, fill: GREEN, anchor: 'middle' })}${card(760, 350, 370, 250)}<circle cx="860" cy="475" r="70" fill="none" stroke="#dcfce7" stroke-width="18"/><path d="${arc(860, 475, 70, 0, 353)}" fill="none" stroke="${GREEN}" stroke-width="18" stroke-linecap="round"/>${figure(860, 492, '98', { size: 48, anchor: 'middle' })}${figure(1090, 450, '+212%', { size: 44, fill: GREEN, anchor: 'end' })}${bar(970, 480, 120, 14, MUTED)}${bar(990, 510, 100, 12)}`
    },
    alt: 'Illustration: a search results page with the first result highlighted and rated five stars, a ranking chart climbing to number one, organic visits up 212% and a page-speed score of 98',
  },
  ppc: {
    // A sponsored post on a phone with a cursor clicking its button; the campaign's dashboard
    // with its return on ad spend and daily spend against revenue; a bid slider and the cost per
    // lead falling.
    scene: (p) => {
      const days: [number, number][] = [
        [44, 52],
        [50, 60],
        [46, 72],
        [52, 70],
        [48, 88],
        [54, 94],
        [50, 108],
        [52, 116],
        [48, 126],
        [54, 140],
      ]
      const columns = days
        .map(([spend, revenue], i) => {
          const x = 440 + i * 65
          return `<rect x="${x}" y="${370 - spend}" width="22" height="${spend}" rx="6" fill="${p.shape}"/><rect x="${x + 28}" y="${370 - revenue}" width="22" height="${revenue}" rx="6" fill="${p.accent}"/>`
        })
        .join('')
      return `${phone(80, 70, 270, 535)}${person(126, 136, 22, p.shape, p.accent)}${bar(160, 124, 110, 12, MUTED)}${bar(160, 144, 70, 10)}<rect x="282" y="126" width="40" height="20" rx="10" fill="${p.shape}"/><rect x="104" y="176" width="222" height="190" rx="16" fill="url(#accent)"/><path d="M197 252v-12a18 18 0 0 1 36 0v12" fill="none" stroke="${WHITE}" stroke-width="6"/><path d="M160 250h110l8 82a8 8 0 0 1-8 9H160a8 8 0 0 1-8-9z" fill="${WHITE}"/><circle cx="197" cy="270" r="5" fill="${p.accent2}"/><circle cx="233" cy="270" r="5" fill="${p.accent2}"/>${bar(104, 388, 200, 14, MUTED)}${bar(104, 414, 150, 12)}<rect x="104" y="444" width="222" height="58" rx="29" fill="${p.accent2}"/>${bar(150, 466, 100, 14, WHITE)}<circle cx="276" cy="476" r="40" fill="${p.accent2}" fill-opacity="0.2"/>${cursor(272, 470)}${bar(104, 530, 222, 12)}${bar(104, 556, 160, 12)}${card(400, 70, 730, 330)}${figure(440, 178, '4.8×', { size: 64 })}${bar(610, 136, 120, 14, MUTED)}${bar(610, 162, 80, 12)}<circle cx="908" cy="126" r="10" fill="${p.shape}"/>${bar(926, 120, 60, 12)}<circle cx="1012" cy="126" r="10" fill="${p.accent}"/>${bar(1030, 120, 60, 12)}${columns}${card(400, 440, 350, 165)}${bar(436, 478, 120, 14, MUTED)}${figure(714, 505, '$2.40', { size: 44, anchor: 'end' })}<rect x="436" y="550" width="278" height="12" rx="6" fill="${LINE}"/><rect x="436" y="550" width="170" height="12" rx="6" fill="${p.accent}"/><circle cx="606" cy="556" r="20" fill="${WHITE}" stroke="${p.accent}" stroke-width="6"/>${card(780, 440, 350, 165)}${figure(816, 536, '$12', { size: 64 })}<circle cx="962" cy="514" r="26" fill="#dcfce7"/><path d="M962 500v28M950 518l12 12 12-12" fill="none" stroke="${GREEN}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><path d="${curve(
        [
          [1014, 484],
          [1040, 496],
          [1064, 530],
          [1094, 552],
        ],
      )}" fill="none" stroke="${GREEN}" stroke-width="6" stroke-linecap="round"/><circle cx="1094" cy="552" r="9" fill="${GREEN}"/>${bar(816, 562, 140, 12)}`
    },
    alt: 'Illustration: a sponsored post on a phone with a cursor clicking its button, a campaign dashboard showing a 4.8× return on ad spend with revenue bars outgrowing spend, a bid slider at $2.40 and a cost per lead down to $12',
  },
  'social-media': {
    // A month of planned posts in a calendar, the post of the day on a phone with its reactions,
    // and the likes it has brought.
    scene: (p) => {
      const plan = [1, 0, 2, 1, 0, 0, 3, 1, 0, 2, 2, 0, 1, 3, 0]
      const fills = [p.shape, p.accent, p.accent2, '#fdba74']
      const cells = plan
        .map((kind, i) => {
          const x = 100 + (i % 5) * 130
          const y = 184 + Math.floor(i / 5) * 136
          const today = i === 6
          const box = `<rect x="${x}" y="${y}" width="110" height="116" rx="16" fill="${today ? p.bg : '#f8fafc'}" stroke="${today ? p.accent : LINE}" stroke-width="${today ? 4 : 2}"/>`
          if (!kind) return box
          const fill = fills[(i * 3) % 4]!
          const mark =
            kind === 2
              ? `<path d="M${x + 46} ${y + 28}v28l22-14z" fill="${WHITE}"/>`
              : `<path d="M${x + 12} ${y + 66}l26-26 18 16 14-10 28 20z" fill="${WHITE}" fill-opacity="0.7"/>`
          return `${box}<rect x="${x + 12}" y="${y + 12}" width="86" height="62" rx="10" fill="${fill}"/>${kind === 3 ? `<circle cx="${x + 72}" cy="${y + 32}" r="10" fill="${WHITE}"/>` : ''}${mark}${bar(x + 12, y + 88, 64, 12, MUTED)}`
        })
        .join('')
      const days = [0, 1, 2, 3, 4].map((c) => bar(130 + c * 130, 156, 50, 10)).join('')
      return `${card(70, 70, 690, 535)}${bar(106, 106, 170, 18, MUTED)}<path d="M630 104l-12 12 12 12M668 104l12 12-12 12" fill="none" stroke="${MUTED}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/><circle cx="718" cy="116" r="22" fill="${p.accent}"/><path d="M718 106v20M708 116h20" stroke="${WHITE}" stroke-width="5" stroke-linecap="round"/>${days}${cells}${phone(830, 70, 270, 535)}<circle cx="880" cy="132" r="22" fill="none" stroke="url(#accent)" stroke-width="5"/><circle cx="880" cy="132" r="14" fill="${p.shape}"/>${bar(916, 120, 110, 12, MUTED)}${bar(916, 140, 70, 10)}<rect x="854" y="172" width="222" height="222" rx="16" fill="${p.shape}"/><circle cx="1028" cy="222" r="22" fill="${WHITE}"/><path d="M854 378l76-80 50 50 32-30 64 60a16 16 0 0 1-16 16H870a16 16 0 0 1-16-16z" fill="${p.accent}"/>${heart(874, 428, 36, p.accent)}<path d="M924 428a18 16 0 1 1 8 13l-10 4 2-9z" fill="none" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/><path d="M978 414l36 12-36 14 6-14z" fill="none" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/><path d="M1052 412h20v32l-10-8-10 8z" fill="none" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/>${bar(854, 466, 190, 14, MUTED)}${card(740, 512, 290, 100)}<circle cx="792" cy="562" r="30" fill="${p.accent}"/>${heart(792, 564, 30, WHITE)}${figure(840, 578, '+2,480', { size: 44 })}`
    },
    alt: 'Illustration: a posting calendar with image and video posts planned across the month and today highlighted, a phone showing the day’s post with its like, comment and share buttons, and a notification of 2,480 new likes',
  },
  'content-marketing': {
    // The content plan (articles, guides, case studies, with the published ticked), the article
    // being written in the editor, and what it does: minutes read and leads.
    scene: (p) => {
      const kinds = [p.accent2, p.accent, p.accent, p.accent2]
      const plan = [0, 1, 2, 3]
        .map((i) => {
          const y = 180 + i * 104
          const now = i === 2
          const status =
            i < 2
              ? tick(294, y + 28, 20)
              : now
                ? `<circle cx="294" cy="${y + 28}" r="18" fill="none" stroke="${p.accent}" stroke-width="5"/><circle cx="294" cy="${y + 28}" r="7" fill="${p.accent}"/>`
                : `<circle cx="294" cy="${y + 28}" r="18" fill="none" stroke="${LINE}" stroke-width="5"/>`
          const icon =
            i % 3 === 0
              ? `<path d="M${96} ${y + 16}h14a6 6 0 0 1 6 6v22a6 6 0 0 0-6-6H96zM${136} ${y + 16}h-14a6 6 0 0 0-6 6v22a6 6 0 0 1 6-6h14z" fill="${WHITE}"/>`
              : i === 1
                ? `<path d="M98 ${y + 42}h8v-10h-8zM112 ${y + 42}h8v-18h-8zM126 ${y + 42}h8v-26h-8z" fill="${WHITE}"/>`
                : `${bar(98, y + 16, 36, 8, WHITE)}${bar(98, y + 30, 26, 8, WHITE)}${bar(98, y + 44, 32, 6, WHITE)}`
          return `${now ? `<rect x="76" y="${y - 12}" width="258" height="80" rx="16" fill="${p.bg}"/>` : ''}<rect x="88" y="${y}" width="56" height="56" rx="14" fill="${kinds[i]}"/>${icon}${bar(160, y + 10, 96, 14, MUTED)}${bar(160, y + 36, 64, 12)}${status}`
        })
        .join('')
      const para = [420, 400, 420, 300].map((w, i) => bar(410, 462 + i * 28, w, 12)).join('')
      return `${card(60, 70, 290, 535)}<rect x="88" y="100" width="48" height="44" rx="10" fill="none" stroke="${p.accent}" stroke-width="5"/><path d="M88 116h48M100 92v14M124 92v14" stroke="${p.accent}" stroke-width="5" stroke-linecap="round"/>${bar(152, 114, 110, 16, MUTED)}${plan}${card(380, 60, 490, 555)}<path d="M380 84a24 24 0 0 1 24-24h442a24 24 0 0 1 24 24v44H380z" fill="#f8fafc"/><path d="M412 84h36M412 96h24M412 108h36" stroke="${MUTED}" stroke-width="5" stroke-linecap="round"/><circle cx="480" cy="84" r="4" fill="${MUTED}"/><circle cx="480" cy="108" r="4" fill="${MUTED}"/><path d="M492 84h20M492 108h20" stroke="${MUTED}" stroke-width="5" stroke-linecap="round"/><rect x="540" y="78" width="40" height="36" rx="6" fill="none" stroke="${MUTED}" stroke-width="5"/><path d="M544 110l12-14 8 8 6-6 8 10" fill="none" stroke="${MUTED}" stroke-width="4"/><rect x="750" y="76" width="92" height="40" rx="20" fill="${p.accent}"/><path d="M782 96l8 8 16-16" fill="none" stroke="${WHITE}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/><rect x="410" y="150" width="430" height="150" rx="16" fill="url(#accent)"/><circle cx="500" cy="212" r="30" fill="${WHITE}" fill-opacity="0.85"/><path d="M410 284l120-60 90 40 90-50 130 60v10a16 16 0 0 1-16 16H426a16 16 0 0 1-16-16z" fill="${WHITE}" fill-opacity="0.35"/>${bar(410, 326, 380, 24, INK)}${bar(410, 362, 250, 24, INK)}<circle cx="424" cy="418" r="14" fill="${p.shape}"/>${bar(448, 412, 120, 12, MUTED)}${para}<rect x="716" y="540" width="5" height="26" rx="2" fill="${p.accent}"/>${card(900, 100, 240, 190)}<circle cx="946" cy="148" r="22" fill="none" stroke="${p.accent2}" stroke-width="6"/><path d="M946 136v12l9 7" fill="none" stroke="${p.accent2}" stroke-width="5" stroke-linecap="round"/>${bar(984, 142, 110, 14, MUTED)}${figure(930, 246, '4:12', { size: 60 })}${card(900, 320, 240, 270)}${figure(930, 392, '+64%', { size: 52, fill: GREEN })}${[
        42, 62, 80, 104, 132,
      ]
        .map(
          (h, i) =>
            `<rect x="${932 + i * 38}" y="${556 - h}" width="26" height="${h}" rx="6" fill="${i === 4 ? p.accent : p.shape}"/>`,
        )
        .join('')}`
    },
    alt: 'Illustration: a content plan of articles, guides and case studies with the published ones ticked, an article being written in an editor with its cover image, headline and paragraphs, an average read time of 4:12 and leads up 64%',
  },
  'email-marketing': {
    // The inbox with the newsletter open, the automated sequence that sends it (send, wait,
    // opened or not), and its open and click rates.
    scene: (p) => {
      const rows = [0, 1, 2, 3]
        .map((i) => {
          const y = 84 + i * 128
          return `${i === 0 ? `<rect x="82" y="${y - 10}" width="196" height="108" rx="14" fill="${WHITE}"/><rect x="82" y="${y + 10}" width="6" height="68" rx="3" fill="${p.accent}"/>` : ''}<circle cx="126" cy="${y + 32}" r="20" fill="${[p.accent2, p.shape, LINE, p.shape][i]}"/>${bar(158, y + 18, 96, 12, i === 0 ? INK : MUTED)}${bar(158, y + 42, 72, 10)}${bar(108, y + 70, 140, 10)}${i === 1 ? `<circle cx="262" cy="${y + 24}" r="7" fill="${p.accent2}"/>` : ''}`
        })
        .join('')
      const node = (x: number, y: number, w: number, icon: string, on = true, end = '') =>
        `${card(x, y, w, 84, 20)}<rect x="${x + 16}" y="${y + 16}" width="52" height="52" rx="14" fill="${on ? p.accent : LINE}"/>${icon}${bar(x + 84, y + 26, w - (end ? 160 : 130), 12, MUTED)}${bar(x + 84, y + 48, w - (end ? 190 : 170), 10)}${end}`
      const mail = (x: number, y: number) =>
        `<rect x="${x}" y="${y}" width="32" height="24" rx="4" fill="none" stroke="${WHITE}" stroke-width="4"/><path d="M${x} ${y + 2}l16 12 16-12" fill="none" stroke="${WHITE}" stroke-width="4"/>`
      return `${card(70, 60, 600, 545)}<path d="M70 84a24 24 0 0 1 24-24h196v545H94a24 24 0 0 1-24-24z" fill="#f1f5f9"/>${rows}${person(338, 110, 22, p.accent2, WHITE)}${bar(372, 98, 160, 14, MUTED)}${bar(372, 122, 100, 12)}<rect x="314" y="160" width="330" height="160" rx="18" fill="url(#accent)"/><path d="M430 220l49-34 49 34v62h-98z" fill="${WHITE}" fill-opacity="0.9"/><path d="M430 220l49 36 49-36" fill="none" stroke="${p.accent}" stroke-width="5" stroke-linejoin="round"/>${bar(314, 348, 260, 22, INK)}${bar(314, 388, 320, 12)}${bar(314, 416, 290, 12)}<rect x="314" y="452" width="180" height="52" rx="26" fill="${p.accent2}"/>${bar(354, 472, 100, 12, WHITE)}${bar(314, 534, 320, 12)}${bar(314, 562, 220, 12)}${node(760, 60, 300, mail(786, 88))}<path d="M910 144v28" stroke="${MUTED}" stroke-width="4"/><rect x="830" y="172" width="160" height="52" rx="26" fill="${WHITE}" stroke="${LINE}" stroke-width="2"/><circle cx="864" cy="198" r="15" fill="none" stroke="${p.accent2}" stroke-width="5"/><path d="M864 190v9l6 4" fill="none" stroke="${p.accent2}" stroke-width="4" stroke-linecap="round"/>${bar(892, 192, 72, 12, MUTED)}<path d="M910 224v20M795 276v-16a16 16 0 0 1 16-16h198a16 16 0 0 1 16 16v16" fill="none" stroke="${MUTED}" stroke-width="4"/>${node(690, 276, 210, mail(716, 304), true, tick(870, 318, 20))}${node(920, 276, 210, mail(946, 304), false, `<path d="M1112 318a16 16 0 1 1-5-12M1110 298v9h-9" fill="none" stroke="${MUTED}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`)}${card(690, 410, 440, 195)}<circle cx="796" cy="508" r="62" fill="none" stroke="${p.shape}" stroke-width="16"/><path d="${arc(796, 508, 62, 0, 187)}" fill="none" stroke="${p.accent}" stroke-width="16" stroke-linecap="round"/>${figure(796, 522, '52%', { size: 40, anchor: 'middle' })}${figure(900, 496, '18%', { size: 52 })}${cursor(1050, 452, 0.8)}<rect x="900" y="522" width="196" height="14" rx="7" fill="${LINE}"/><rect x="900" y="522" width="90" height="14" rx="7" fill="${p.accent2}"/>${bar(900, 554, 130, 12)}`
    },
    alt: 'Illustration: an inbox with a newsletter open, its banner and button, an automated sequence that sends it, waits and branches on whether it was opened, and a 52% open rate with an 18% click rate',
  },
  'influencer-outreach': {
    // Three creators' profiles, one chosen; the campaign's board from shortlist to brief to live
    // to done; and the reach the campaign brought.
    scene: (p) => {
      const creator = (x: number, i: number) => {
        const cx = x + 113
        const chosen = i === 1
        return `${card(x, 60, 226, 270)}${chosen ? `<rect x="${x}" y="60" width="226" height="270" rx="26" fill="none" stroke="${p.accent2}" stroke-width="5"/>` : ''}${person(cx, 130, 46, [p.shape, '#fecaca', '#e2e8f0'][i]!, [p.accent, p.accent2, MUTED][i]!)}${tick(cx + 36, 164, 18, p.accent)}<rect x="${x + 18}" y="78" width="44" height="44" rx="12" fill="${p.bg}"/>${i === 1 ? `<rect x="${x + 25}" y="85" width="30" height="30" rx="9" fill="none" stroke="${p.accent}" stroke-width="4"/><circle cx="${x + 40}" cy="100" r="7" fill="none" stroke="${p.accent}" stroke-width="4"/>` : `<path d="M${x + 33} 89v22l19-11z" fill="${p.accent}"/>`}${bar(cx - 64, 196, 128, 16, MUTED)}${bar(cx - 44, 224, 88, 12)}<rect x="${x + 28}" y="260" width="170" height="46" rx="23" fill="${chosen ? p.accent2 : p.bg}"/>${chosen ? `<path d="M${cx - 12} 283l8 8 16-16" fill="none" stroke="${WHITE}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>` : `<path d="M${cx} 273v20M${cx - 10} 283h20" stroke="${p.accent}" stroke-width="5" stroke-linecap="round"/>`}`
      }
      const chip = (x: number, y: number, fill: string, end = '') =>
        `<rect x="${x}" y="${y}" width="224" height="64" rx="16" fill="#f8fafc" stroke="${LINE}" stroke-width="2"/>${person(x + 36, y + 32, 20, fill, WHITE)}${bar(x + 68, y + 18, 96, 12, MUTED)}${bar(x + 68, y + 38, 60, 10)}${end}`
      const lanes = [MUTED, p.accent2, p.accent, GREEN]
        .map(
          (c, i) =>
            `<circle cx="${110 + i * 261}" cy="412" r="9" fill="${c}"/>${bar(128 + i * 261, 406, 90, 12, MUTED)}`,
        )
        .join('')
      return `${creator(70, 0)}${creator(320, 1)}${creator(570, 2)}${card(836, 60, 294, 270)}${figure(870, 140, '+310%', { size: 52, fill: GREEN })}<path d="${curve(
        [
          [870, 296],
          [930, 284],
          [990, 266],
          [1040, 222],
          [1096, 182],
        ],
      )} L1096 300 L870 300z" fill="url(#fade)"/><path d="${curve([
        [870, 296],
        [930, 284],
        [990, 266],
        [1040, 222],
        [1096, 182],
      ])}" fill="none" stroke="${p.accent}" stroke-width="6" stroke-linecap="round"/><circle cx="1096" cy="182" r="10" fill="${WHITE}" stroke="${p.accent}" stroke-width="5"/>${card(70, 370, 1060, 235)}${lanes}${chip(96, 440, p.shape)}${chip(96, 520, '#e2e8f0')}${chip(357, 440, '#fecaca')}${chip(357, 520, p.shape)}${chip(618, 440, '#fecaca', `<path d="M812 460v24l20-12z" fill="${p.accent2}"/>`)}<rect x="618" y="520" width="224" height="64" rx="16" fill="none" stroke="${LINE}" stroke-width="4" stroke-dasharray="12 10"/>${chip(879, 440, p.shape, tick(1075, 472, 18))}${chip(879, 520, '#e2e8f0', tick(1075, 552, 18))}`
    },
    alt: 'Illustration: three creator profiles with verified badges and one chosen for the campaign, a campaign board moving creators from shortlist to brief to live to done, and reach up 310%',
  },
}

/** A person on a disc: the head and the shoulders. */
const person = (cx: number, cy: number, r: number, disc: string, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${disc}"/><circle cx="${cx}" cy="${cy - r * 0.2}" r="${r * 0.34}" fill="${fill}"/><path d="M${cx - r * 0.6} ${cy + r * 0.72}a${r * 0.6} ${r * 0.52} 0 0 1 ${r * 1.2} 0z" fill="${fill}"/>`

/** A heart about s wide, centred on (cx, cy). */
const heart = (cx: number, cy: number, s: number, fill: string) =>
  `<path transform="translate(${cx} ${cy - s * 0.2}) scale(${s / 40})" d="M0 16c-22-14-26-26-18-34 6-6 14-4 18 4 4-8 12-10 18-4 8 8 4 20-18 34z" fill="${fill}"/>`

/** A mouse pointer whose tip is at (x, y). */
const cursor = (x: number, y: number, k = 1) =>
  `<path transform="translate(${x} ${y}) scale(${k})" d="M0 0v48l12-11 9 20 10-4-9-20h17z" fill="${WHITE}" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/>`
