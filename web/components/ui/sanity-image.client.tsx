'use client'
/**
 * next/image for an image on Sanity's CDN: its loader picks, for each width of the srcset, the
 * URL the server built (./sanity-image.tsx).
 */
import Image, { type ImageProps } from 'next/image'

export function SanityCdnImage({
  sources,
  ...props
}: Omit<ImageProps, 'loader'> & { src: string; sources: Record<number, string> }) {
  return <Image {...props} loader={({ width }) => sources[width] ?? props.src} />
}
