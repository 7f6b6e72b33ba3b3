import {
  BadgeCheck,
  Brain,
  ChartColumn,
  ChartLine,
  Clapperboard,
  Code,
  Database,
  Film,
  Filter,
  Frame,
  Globe,
  Headphones,
  LayoutTemplate,
  type LucideIcon,
  type LucideProps,
  Mail,
  Megaphone,
  Mic,
  Palette,
  PenTool,
  Rocket,
  Search,
  Share2,
  Shield,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Target,
  TrendingUp,
  Users,
  Workflow,
  Zap,
} from '@/web/components/ui/icons'
import type { IconName } from '@/web/content/icon-names'

/** The drawing of each icon an editor can choose in the Studio (web/content/icon-names.ts). */
const ICONS: Record<IconName, LucideIcon> = {
  search: Search,
  megaphone: Megaphone,
  share: Share2,
  pen: PenTool,
  mail: Mail,
  users: Users,
  layout: LayoutTemplate,
  code: Code,
  figma: Frame,
  rocket: Rocket,
  smartphone: Smartphone,
  zap: Zap,
  palette: Palette,
  badge: BadgeCheck,
  mic: Mic,
  clapperboard: Clapperboard,
  film: Film,
  headphones: Headphones,
  database: Database,
  filter: Filter,
  workflow: Workflow,
  'trending-up': TrendingUp,
  'bar-chart': ChartColumn,
  'line-chart': ChartLine,
  'shopping-cart': ShoppingCart,
  globe: Globe,
  brain: Brain,
  shield: Shield,
  sparkles: Sparkles,
  target: Target,
}

/** The drawing of an icon's CMS name; unknown names fall back to a neutral mark. */
const drawingOf = (name: string | null | undefined): LucideIcon =>
  (name && ICONS[name as IconName]) || Sparkles

/** The sprite symbol of the icon named `name` in the CMS (what `Icon` draws), for a client's props. */
export const iconSymbol = (name: string | null | undefined): string => drawingOf(name).symbol

/** A decorative icon by its CMS name; unknown names fall back to a neutral mark. */
export function Icon({ name, ...props }: { name: string | null | undefined } & LucideProps) {
  const Drawing = drawingOf(name)
  return <Drawing {...props} />
}
