/**
 * The site's icons (lucide's drawings), each drawn from one sprite file: `<svg><use
 * href="/_next/static/media/icons.<hash>.svg#search"/></svg>`.
 *
 * lucide-react draws an icon with a client component, so an icon in a server component went into
 * the page twice: its SVG in the markup, and its drawing again (every path) as the client
 * component's props in React's flight data. A content page carried ~50 of them (3.5 kB of its
 * compressed HTML), the home page ~80 (10 kB), and every client chunk that drew one carried
 * lucide's renderer (issue 46). Here an icon is an `<svg>` referring to its symbol in ./icons.svg
 * (./sprite-icon.tsx), which Next serves from its static media with a hashed name (cached for
 * good, and precached by the service worker), so each page carries ~130 bytes of markup and ~70
 * of data per icon, and the drawings travel once per visit (4.4 kB compressed for all of them). The symbols are lucide's own, rendered by `npm run icons`
 * (scripts/icons.ts) from the names below; tests/unit/icons.test.ts fails when the sprite and
 * this list disagree.
 *
 * Like a lucide icon: 24 × 24 unless `size` (or a `size-*` class) says otherwise, stroked in the
 * text colour (a `fill-*` class fills it), and hidden from assistive technology unless it is
 * labelled. Usable in server and client components alike.
 */
import type { ComponentType } from 'react'
import { type IconProps, SpriteIcon } from './sprite-icon'

export { SPRITE_URL, type IconProps } from './sprite-icon'
export type LucideProps = IconProps
export type LucideIcon = ComponentType<IconProps> & { symbol: string }

/**
 * The icon drawn from the sprite's symbol `symbol` (kebab-case, as lucide names it). A server
 * component's icon reaches the browser as `SpriteIcon` with its symbol's name and classes: a few
 * dozen bytes of React's data.
 */
export function spriteIcon(symbol: string): LucideIcon {
  const Icon = (props: IconProps) => <SpriteIcon symbol={symbol} {...props} />
  Icon.displayName = symbol
  return Object.assign(Icon, { symbol })
}

export const AlertCircle = /* @__PURE__ */ spriteIcon('alert-circle')
export const ArrowLeft = /* @__PURE__ */ spriteIcon('arrow-left')
export const ArrowRight = /* @__PURE__ */ spriteIcon('arrow-right')
export const ArrowUpRight = /* @__PURE__ */ spriteIcon('arrow-up-right')
export const BadgeCheck = /* @__PURE__ */ spriteIcon('badge-check')
export const Ban = /* @__PURE__ */ spriteIcon('ban')
export const Brain = /* @__PURE__ */ spriteIcon('brain')
export const Briefcase = /* @__PURE__ */ spriteIcon('briefcase')
export const Calculator = /* @__PURE__ */ spriteIcon('calculator')
export const CalendarCheck2 = /* @__PURE__ */ spriteIcon('calendar-check-2')
export const CalendarClock = /* @__PURE__ */ spriteIcon('calendar-clock')
export const CalendarX2 = /* @__PURE__ */ spriteIcon('calendar-x-2')
export const ChartColumn = /* @__PURE__ */ spriteIcon('chart-column')
export const ChartLine = /* @__PURE__ */ spriteIcon('chart-line')
export const Check = /* @__PURE__ */ spriteIcon('check')
export const CheckCircle2 = /* @__PURE__ */ spriteIcon('check-circle-2')
export const ChevronDown = /* @__PURE__ */ spriteIcon('chevron-down')
export const ChevronLeft = /* @__PURE__ */ spriteIcon('chevron-left')
export const ChevronRight = /* @__PURE__ */ spriteIcon('chevron-right')
export const CircleCheck = /* @__PURE__ */ spriteIcon('circle-check')
export const Clapperboard = /* @__PURE__ */ spriteIcon('clapperboard')
export const Clock = /* @__PURE__ */ spriteIcon('clock')
export const Clock3 = /* @__PURE__ */ spriteIcon('clock-3')
export const CloudOff = /* @__PURE__ */ spriteIcon('cloud-off')
export const Code = /* @__PURE__ */ spriteIcon('code')
export const Code2 = /* @__PURE__ */ spriteIcon('code-2')
export const Compass = /* @__PURE__ */ spriteIcon('compass')
export const Cookie = /* @__PURE__ */ spriteIcon('cookie')
export const Copy = /* @__PURE__ */ spriteIcon('copy')
export const CreditCard = /* @__PURE__ */ spriteIcon('credit-card')
export const Database = /* @__PURE__ */ spriteIcon('database')
export const Download = /* @__PURE__ */ spriteIcon('download')
export const ExternalLink = /* @__PURE__ */ spriteIcon('external-link')
export const Eye = /* @__PURE__ */ spriteIcon('eye')
export const FileText = /* @__PURE__ */ spriteIcon('file-text')
export const Film = /* @__PURE__ */ spriteIcon('film')
export const Filter = /* @__PURE__ */ spriteIcon('filter')
export const FlaskConical = /* @__PURE__ */ spriteIcon('flask-conical')
export const FolderKanban = /* @__PURE__ */ spriteIcon('folder-kanban')
export const Frame = /* @__PURE__ */ spriteIcon('frame')
export const Globe = /* @__PURE__ */ spriteIcon('globe')
export const Headphones = /* @__PURE__ */ spriteIcon('headphones')
export const Layers = /* @__PURE__ */ spriteIcon('layers')
export const LayoutTemplate = /* @__PURE__ */ spriteIcon('layout-template')
export const LoaderCircle = /* @__PURE__ */ spriteIcon('loader-circle')
export const LockKeyhole = /* @__PURE__ */ spriteIcon('lock-keyhole')
export const Mail = /* @__PURE__ */ spriteIcon('mail')
export const MailQuestion = /* @__PURE__ */ spriteIcon('mail-question')
export const MapPin = /* @__PURE__ */ spriteIcon('map-pin')
export const Megaphone = /* @__PURE__ */ spriteIcon('megaphone')
export const Menu = /* @__PURE__ */ spriteIcon('menu')
export const MessageCircle = /* @__PURE__ */ spriteIcon('message-circle')
export const MessagesSquare = /* @__PURE__ */ spriteIcon('messages-square')
export const Mic = /* @__PURE__ */ spriteIcon('mic')
export const Palette = /* @__PURE__ */ spriteIcon('palette')
export const Pause = /* @__PURE__ */ spriteIcon('pause')
export const PenTool = /* @__PURE__ */ spriteIcon('pen-tool')
export const Phone = /* @__PURE__ */ spriteIcon('phone')
export const Play = /* @__PURE__ */ spriteIcon('play')
export const Quote = /* @__PURE__ */ spriteIcon('quote')
export const Rocket = /* @__PURE__ */ spriteIcon('rocket')
export const RotateCcw = /* @__PURE__ */ spriteIcon('rotate-ccw')
export const Search = /* @__PURE__ */ spriteIcon('search')
export const SearchX = /* @__PURE__ */ spriteIcon('search-x')
export const Share2 = /* @__PURE__ */ spriteIcon('share-2')
export const Shield = /* @__PURE__ */ spriteIcon('shield')
export const ShieldCheck = /* @__PURE__ */ spriteIcon('shield-check')
export const ShoppingCart = /* @__PURE__ */ spriteIcon('shopping-cart')
export const Smartphone = /* @__PURE__ */ spriteIcon('smartphone')
export const Sparkles = /* @__PURE__ */ spriteIcon('sparkles')
export const Star = /* @__PURE__ */ spriteIcon('star')
export const Target = /* @__PURE__ */ spriteIcon('target')
export const TimerOff = /* @__PURE__ */ spriteIcon('timer-off')
export const TrendingUp = /* @__PURE__ */ spriteIcon('trending-up')
export const UserPlus = /* @__PURE__ */ spriteIcon('user-plus')
export const Users = /* @__PURE__ */ spriteIcon('users')
export const Video = /* @__PURE__ */ spriteIcon('video')
export const Wallet = /* @__PURE__ */ spriteIcon('wallet')
export const WifiOff = /* @__PURE__ */ spriteIcon('wifi-off')
export const Workflow = /* @__PURE__ */ spriteIcon('workflow')
export const X = /* @__PURE__ */ spriteIcon('x')
export const XCircle = /* @__PURE__ */ spriteIcon('x-circle')
export const Zap = /* @__PURE__ */ spriteIcon('zap')
