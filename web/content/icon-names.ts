/**
 * Icons an editor can pick for services, categories and cards. The front end maps each name to
 * its drawing (web/components/ui/icon.tsx), so this list is the single source of the choice.
 */
export const ICON_NAMES = [
  'search',
  'megaphone',
  'share',
  'pen',
  'mail',
  'users',
  'layout',
  'code',
  'figma',
  'rocket',
  'smartphone',
  'zap',
  'palette',
  'badge',
  'mic',
  'clapperboard',
  'film',
  'headphones',
  'database',
  'filter',
  'workflow',
  'trending-up',
  'bar-chart',
  'line-chart',
  'shopping-cart',
  'globe',
  'brain',
  'shield',
  'sparkles',
  'target',
] as const

export type IconName = (typeof ICON_NAMES)[number]

export const iconOptions = { list: ICON_NAMES.map((name) => ({ title: name, value: name })) }
