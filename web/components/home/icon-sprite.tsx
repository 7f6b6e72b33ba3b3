import { clsx } from 'clsx'

/**
 * The icons the home page repeats many times (72 stars, 22 'Trending' badges and 'Explore' arrows,
 * 9 quotes), drawn once in a hidden sprite and referenced with `<use>`: each copy costs ~100 bytes
 * of HTML and of the page's flight data instead of ~650 (the page's HTML shrank by ~60 kB).
 *
 * Each drawing is lucide's, as plain paths: the symbols of the site's sprite file
 * (web/components/ui/icons.svg, rendered from lucide-react by `npm run icons`) of the same names,
 * which tests/unit/icons.test.ts holds them to. Drawn with lucide-react's components, each came
 * into the page's flight data again as a client component's props, and brought lucide's renderer
 * into the home page's scripts (issue 46).
 */
export const SPRITE_DRAWINGS = {
  star: [
    'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z',
  ],
  quote: [
    'M16 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z',
    'M5 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z',
  ],
  'trending-up': ['M16 7h6v6', 'm22 7-8.5 8.5-5-5L2 17'],
  'arrow-up-right': ['M7 7h10v10', 'M7 17 17 7'],
} satisfies Record<string, string[]>

export type SpriteName = keyof typeof SPRITE_DRAWINGS

const symbolId = (name: SpriteName | 'stars') => `home-icon-${name}`

/** Rendered once on the page, before any `SpriteIcon`. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute size-0">
      <defs>
        {Object.entries(SPRITE_DRAWINGS).map(([name, paths]) => (
          <symbol key={name} id={symbolId(name as SpriteName)} viewBox="0 0 24 24">
            {/* Fill and stroke come from the <svg> that uses the symbol (its classes); the
                stroke's width and ends are lucide's. */}
            <g
              fill="inherit"
              stroke="inherit"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              {paths.map((d) => (
                <path key={d} d={d} />
              ))}
            </g>
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

/**
 * A decorative icon from the sprite, styled like a lucide icon by the site's `.icon` rule (no
 * fill, a stroke in currentColor; app/globals.css), which a `fill-*` or `size-*` class overrides:
 * 5 bytes of each copy's markup instead of the attributes' 34.
 */
export function SpriteIcon({ name, className }: { name: SpriteName; className?: string }) {
  return (
    <svg aria-hidden="true" className={clsx('icon', className)}>
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
      viewBox={`0 0 ${shown * 27 - 3} 24`}
      width={shown * 18 - 2}
      height={16}
      stroke="currentColor"
      className={clsx('flex-none fill-amber-400 text-amber-400', className)}
    >
      <use href={`#${symbolId('stars')}`} width="132" height="24" />
    </svg>
  )
}
