'use client'
/**
 * One icon of the sprite (./icons.svg), for ./icons.tsx: an `<svg>` using its symbol, drawn by the
 * `.icon` rule (app/globals.css: 24 px, no fill, a round 2-px stroke in the text colour). The
 * `<svg>` has no viewBox of its own: the symbol's (`0 0 24 24`) scales the drawing to the box the
 * classes give it, as the `<svg>`'s did (19 bytes of every icon's markup, ~140 icons on `/`). A client
 * component, so that a server component's icon is sent in React's data as this component's name
 * and its few props (`{"symbol":"search","className":"size-4"}`) rather than as the element it
 * draws, whose sprite address alone is ~50 bytes; the markup is the same either way.
 *
 * Its classes are joined with plain `clsx`, not merged (`cn`): `icon` is the site's own class, and
 * an icon's classes never conflict with one another (tests/e2e/crawl.e2e.spec.ts checks every
 * icon of every page it reaches), so the merge changed nothing but brought tailwind-merge (~8 kB
 * compressed) into the start-up scripts of every page, where this component is drawn from the
 * header on.
 */
import { clsx } from 'clsx'
import type { SVGProps } from 'react'
import sprite from './icons.svg'

/** The sprite's address: Next's static import (a string under Vitest). */
export const SPRITE_URL: string = typeof sprite === 'string' ? sprite : sprite.src

export interface IconProps extends SVGProps<SVGSVGElement> {
  /** Width and height, when not 24 px (a `size-*` class sets them as well). */
  size?: number | string
  /** The stroke's width, when not 2. */
  strokeWidth?: number | string
}

export function SpriteIcon({
  symbol,
  size,
  strokeWidth,
  className,
  children,
  style,
  ...rest
}: IconProps & { symbol: string }) {
  const labelled = children != null || rest['aria-label'] != null || rest['aria-labelledby'] != null
  return (
    <svg
      className={clsx('icon', className)}
      {...(size != null || strokeWidth != null
        ? { style: { width: size, height: size, strokeWidth, ...style } }
        : style
          ? { style }
          : {})}
      {...(labelled ? {} : { 'aria-hidden': true })}
      {...rest}
    >
      {children}
      <use href={`${SPRITE_URL}#${symbol}`} />
    </svg>
  )
}
