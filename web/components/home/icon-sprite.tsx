import { ArrowUpRight, type LucideIcon, Quote, Star, TrendingUp } from 'lucide-react'
import { cn } from '@/web/lib/utils'

/**
 * The icons the home page repeats many times (72 stars, 22 'Trending' badges and 'Explore' arrows,
 * 9 quotes), drawn once in a hidden sprite and referenced with `<use>`: each copy costs ~100 bytes
 * of HTML and of the page's flight data instead of ~650 (the page's HTML shrank by ~60 kB).
 */
const SPRITE = {
  star: Star,
  quote: Quote,
  'trending-up': TrendingUp,
  'arrow-up-right': ArrowUpRight,
} satisfies Record<string, LucideIcon>

export type SpriteName = keyof typeof SPRITE

const symbolId = (name: SpriteName | 'stars') => `home-icon-${name}`

/** Rendered once on the page, before any `SpriteIcon`. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className="absolute size-0">
      <defs>
        {Object.entries(SPRITE).map(([name, Drawing]) => (
          <symbol key={name} id={symbolId(name as SpriteName)} viewBox="0 0 24 24">
            {/* Fill and stroke come from the <svg> that uses the symbol (its classes). */}
            <Drawing color="inherit" fill="inherit" />
          </symbol>
        ))}
        {/* A row of five stars for ratings (`Stars`): one element per rating instead of ten. */}
        <symbol id={symbolId('stars')} viewBox="0 0 132 24">
          {[0, 1, 2, 3, 4].map((star) => (
            <use key={star} href={`#${symbolId('star')}`} x={star * 27} width="24" height="24" />
          ))}
        </symbol>
      </defs>
    </svg>
  )
}

/** A decorative icon from the sprite, styled like a lucide icon (stroke in currentColor). */
export function SpriteIcon({ name, className }: { name: SpriteName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      className={className}
    >
      <use href={`#${symbolId(name)}`} />
    </svg>
  )
}

/** `count` (1–5) filled stars, 16 px high with 2 px between them, as one decorative drawing. */
export function Stars({ count, className }: { count: number; className?: string }) {
  const shown = Math.max(0, Math.min(5, Math.round(count)))
  if (!shown) return null
  // The sprite's row of five; the viewBox shows the first `shown` (a star is 24 wide, the gap 3).
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${shown * 27 - 3} 24`}
      width={shown * 18 - 2}
      height={16}
      stroke="currentColor"
      className={cn('flex-none fill-amber-400 text-amber-400', className)}
    >
      <use href={`#${symbolId('stars')}`} width="132" height="24" />
    </svg>
  )
}
