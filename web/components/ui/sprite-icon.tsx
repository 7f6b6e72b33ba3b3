'use client'
/**
 * One icon of the sprite (./icons.svg), for ./icons.tsx: an `<svg>` using its symbol, drawn by the
 * `.icon` rule (app/globals.css: 24 px, no fill, a round 2-px stroke in the text colour). A client
 * component, so that a server component's icon is sent in React's data as this component's name
 * and its few props (`{"symbol":"search","className":"size-4"}`) rather than as the element it
 * draws, whose sprite address alone is ~50 bytes; the markup is the same either way.
 */
import type { SVGProps } from 'react'
import sprite from './icons.svg'
import { cn } from '@/web/lib/utils'

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
      viewBox="0 0 24 24"
      className={cn('icon', className)}
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
