/**
 * The one image component for content images: next/image's props fed from either backend. Local
 * files (`/images/*.svg` in the embedded default) are served as they are; Sanity CDN images get a
 * loader that asks Sanity's pipeline for each width of the srcset, honouring crop and hotspot.
 *
 * Raster files in public/ (the seed's case-study mock-ups) go through next/image's optimizer like
 * any local image (`/_next/image`, WebP at each srcset width). The page's first image (`priority`)
 * with an `lqip` shows it, blurred, as its background until it has loaded: next/image's
 * `placeholder="blur"`. A lazy image has none: it starts loading well before it scrolls into view,
 * so its preview was seldom seen, yet each cost about 450 bytes that compress to little (a JPEG in
 * base64), twice (in the markup and in the page's data): 5.9 kB of the home page's compressed
 * HTML for its 13 case-study cards (issue 46). Its frame's own background stands in for it.
 *
 * It renders the `<img>` that next/image would, through `getImageProps`, so in a server
 * component it costs the browser no JavaScript: neither next/image's client component nor the
 * Sanity URL builder is shipped to the page.
 * https://nextjs.org/docs/app/api-reference/components/image#getimageprops
 */
import type { ImgHTMLAttributes } from 'react'
import { getImageProps, type ImageLoader } from 'next/image'
import { focusPosition, imageUrl, isSanityImageUrl, type ImageValue } from '@/web/content/image'
import { cn } from '@/web/lib/utils'
import { capSrcSet, widestDrawn } from '@/web/lib/srcset-cap'

export interface SanityImageProps {
  image: ImageValue | null | undefined
  /**
   * The `sizes` attribute: how wide the image is drawn at each breakpoint. One width in pixels
   * (`'360px'`) draws it at most that wide, with a srcset for that width ({@link FIXED_WIDTH}).
   */
  sizes: string
  /** Overrides the editor's alternative text (for example '' for a decorative image). */
  alt?: string
  className?: string
  /** Fills its positioned parent (object-cover around the hotspot) instead of its own box. */
  fill?: boolean
  /** Loads eagerly with high priority (the page's largest image). */
  priority?: boolean
  /**
   * Shows the blur placeholder while a `priority` image loads (default; never for an SVG, nor for
   * a lazy image). Off for images with transparent parts (logos, round portraits), where the
   * blurred preview would stay visible behind them.
   */
  blur?: boolean
}

/**
 * `sizes` of one width in pixels (`'360px'`): the image is never drawn wider, on any screen. Its
 * srcset is then next/image's for a fixed width, the two files a screen of density 1 or 2 picks
 * (`w=384 1x, w=828 2x`), not one per width next/image knows (13, from 32 to 2560 px; the list is
 * next.config.ts's `images`): on the home page's hero, three such images carried ~1.3 kB of
 * srcset each, twice (in the markup and in the page's data; issue 46). Its `width` and `height`
 * attributes are that width and the height at its proportions, so the box it holds before
 * loading has the same shape.
 */
const FIXED_WIDTH = /^\s*(\d+(?:\.\d+)?)px\s*$/

/** An SVG file: the local ones ('/x.svg') and Sanity's ('…-200x80.svg?…'). */
const isVector = (src: string) => /\.svg(?:[?#]|$)/i.test(src)

/**
 * The `<img>` props of `SanityImage` (next/image's, through `getImageProps`), for a client
 * component that draws the image from its data: `null` without an image.
 */
export function sanityImageProps({
  image,
  sizes,
  alt,
  className,
  fill,
  priority,
  blur = true,
}: SanityImageProps): ImgHTMLAttributes<HTMLImageElement> | null {
  const src = image?.url
  if (!image || !src) return null
  const sanity = isSanityImageUrl(src)
  const loader: ImageLoader | undefined = sanity
    ? ({ width, quality }) => imageUrl(image, { width, quality }) ?? src
    : undefined
  const common = {
    src,
    alt: alt ?? image.alt ?? '',
    sizes,
    loader,
    ...(priority ? { loading: 'eager' as const, fetchPriority: 'high' as const } : {}),
    // Vector files need no resizing; Sanity images are resized by the loader.
    unoptimized: !sanity && src.endsWith('.svg'),
    // A vector file's preview would stay visible behind its transparent parts: photos only; and
    // only the first screen's, which may still be loading when it is seen.
    ...(blur && priority && image.lqip && !isVector(src)
      ? { placeholder: 'blur' as const, blurDataURL: image.lqip }
      : {}),
    style: fill ? { objectPosition: focusPosition(image.hotspot) } : undefined,
    className: cn(fill && 'object-cover', className),
  }
  const width = image.width ?? 1200
  const height = image.height ?? 675
  // (A vector file has no srcset: it keeps its own size.)
  const fixed = fill || isVector(src) ? null : FIXED_WIDTH.exec(sizes)
  const fixedWidth = fixed ? Math.round(Number(fixed[1])) : 0
  const { props } = getImageProps(
    fill
      ? { ...common, fill: true }
      : fixed
        ? {
            ...common,
            sizes: undefined,
            width: fixedWidth,
            height: Math.round((fixedWidth * height) / width),
          }
        : { ...common, width, height },
  )
  // Only the files a screen can pick for the widest the image is drawn (web/lib/srcset-cap.ts).
  const widest = !fixed && props.srcSet && props.sizes ? widestDrawn(props.sizes) : null
  const capped = widest ? capSrcSet(props.srcSet!, widest) : null
  return capped ? { ...props, ...capped } : props
}

export function SanityImage(props: SanityImageProps) {
  const img = sanityImageProps(props)
  // next/image's own props, alt among them.
  return img ? <img {...img} /> : null
}
