/**
 * The one image component for content images: next/image fed from either backend. Local files
 * (`/images/*.svg` in the embedded default) are rendered here, on the server, as they are. Sanity
 * CDN images need a loader (a function, so a client component: ./sanity-image.client.tsx); their
 * URL for each width of the srcset, honouring crop and hotspot, is built here with
 * @sanity/image-url, so the browser gets a table of URLs and not the URL builder's code.
 */
import Image from 'next/image'
import { imageConfigDefault } from 'next/dist/shared/lib/image-config'
import { focusPosition, imageUrl, isSanityImageUrl, type ImageValue } from '@/web/content/image'
import { cn } from '@/web/lib/utils'
import { SanityCdnImage } from './sanity-image.client'

export interface SanityImageProps {
  image: ImageValue | null | undefined
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string
  /** Overrides the editor's alternative text (for example '' for a decorative image). */
  alt?: string
  className?: string
  /** Fills its positioned parent (object-cover around the hotspot) instead of its own box. */
  fill?: boolean
  /** Loads eagerly with high priority (the page's largest image). */
  priority?: boolean
}

/** Every width next/image asks its loader for (next.config.ts keeps Next's defaults). */
const WIDTHS = [...imageConfigDefault.deviceSizes, ...imageConfigDefault.imageSizes]

export function SanityImage({ image, sizes, alt, className, fill, priority }: SanityImageProps) {
  const src = image?.url
  if (!image || !src) return null
  const common = {
    src,
    alt: alt ?? image.alt ?? '',
    sizes,
    ...(priority ? { loading: 'eager' as const, fetchPriority: 'high' as const } : {}),
    style: fill ? { objectPosition: focusPosition(image.hotspot) } : undefined,
    className: cn(fill && 'object-cover', className),
    ...(fill
      ? { fill: true as const }
      : { width: image.width ?? 1200, height: image.height ?? 675 }),
  }
  if (isSanityImageUrl(src)) {
    const sources: Record<number, string> = {}
    for (const width of WIDTHS) sources[width] = imageUrl(image, { width }) ?? src
    return <SanityCdnImage {...common} sources={sources} />
  }
  // Vector files need no resizing.
  return <Image {...common} unoptimized={src.endsWith('.svg')} />
}
