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

export const AlertCircle = spriteIcon('alert-circle')
export const ArrowLeft = spriteIcon('arrow-left')
export const ArrowRight = spriteIcon('arrow-right')
export const ArrowUpRight = spriteIcon('arrow-up-right')
export const BadgeCheck = spriteIcon('badge-check')
export const Ban = spriteIcon('ban')
export const Brain = spriteIcon('brain')
export const Briefcase = spriteIcon('briefcase')
export const Calculator = spriteIcon('calculator')
export const CalendarCheck2 = spriteIcon('calendar-check-2')
export const CalendarClock = spriteIcon('calendar-clock')
export const CalendarX2 = spriteIcon('calendar-x-2')
export const ChartColumn = spriteIcon('chart-column')
export const ChartLine = spriteIcon('chart-line')
export const Check = spriteIcon('check')
export const CheckCircle2 = spriteIcon('check-circle-2')
export const ChevronDown = spriteIcon('chevron-down')
export const ChevronLeft = spriteIcon('chevron-left')
export const ChevronRight = spriteIcon('chevron-right')
export const CircleCheck = spriteIcon('circle-check')
export const Clapperboard = spriteIcon('clapperboard')
export const Clock = spriteIcon('clock')
export const Clock3 = spriteIcon('clock-3')
export const CloudOff = spriteIcon('cloud-off')
export const Code = spriteIcon('code')
export const Code2 = spriteIcon('code-2')
export const Compass = spriteIcon('compass')
export const Cookie = spriteIcon('cookie')
export const Copy = spriteIcon('copy')
export const CreditCard = spriteIcon('credit-card')
export const Database = spriteIcon('database')
export const Download = spriteIcon('download')
export const ExternalLink = spriteIcon('external-link')
export const Eye = spriteIcon('eye')
export const FileText = spriteIcon('file-text')
export const Film = spriteIcon('film')
export const Filter = spriteIcon('filter')
export const FlaskConical = spriteIcon('flask-conical')
export const FolderKanban = spriteIcon('folder-kanban')
export const Frame = spriteIcon('frame')
export const Globe = spriteIcon('globe')
export const Headphones = spriteIcon('headphones')
export const Layers = spriteIcon('layers')
export const LayoutTemplate = spriteIcon('layout-template')
export const LoaderCircle = spriteIcon('loader-circle')
export const LockKeyhole = spriteIcon('lock-keyhole')
export const Mail = spriteIcon('mail')
export const MailQuestion = spriteIcon('mail-question')
export const MapPin = spriteIcon('map-pin')
export const Megaphone = spriteIcon('megaphone')
export const Menu = spriteIcon('menu')
export const MessageCircle = spriteIcon('message-circle')
export const MessagesSquare = spriteIcon('messages-square')
export const Mic = spriteIcon('mic')
export const Palette = spriteIcon('palette')
export const Pause = spriteIcon('pause')
export const PenTool = spriteIcon('pen-tool')
export const Phone = spriteIcon('phone')
export const Play = spriteIcon('play')
export const Quote = spriteIcon('quote')
export const Rocket = spriteIcon('rocket')
export const RotateCcw = spriteIcon('rotate-ccw')
export const Search = spriteIcon('search')
export const SearchX = spriteIcon('search-x')
export const Share2 = spriteIcon('share-2')
export const Shield = spriteIcon('shield')
export const ShieldCheck = spriteIcon('shield-check')
export const ShoppingCart = spriteIcon('shopping-cart')
export const Smartphone = spriteIcon('smartphone')
export const Sparkles = spriteIcon('sparkles')
export const Star = spriteIcon('star')
export const Target = spriteIcon('target')
export const TimerOff = spriteIcon('timer-off')
export const TrendingUp = spriteIcon('trending-up')
export const UserPlus = spriteIcon('user-plus')
export const Users = spriteIcon('users')
export const Video = spriteIcon('video')
export const Wallet = spriteIcon('wallet')
export const WifiOff = spriteIcon('wifi-off')
export const Workflow = spriteIcon('workflow')
export const X = spriteIcon('x')
export const XCircle = spriteIcon('x-circle')
export const Zap = spriteIcon('zap')
