/**
 * Image URLs for both backends, from what the `imageFields` projection returns. Local images
 * (`/images/*.svg`, the embedded default) are served as they are; Sanity CDN images are resized
 * and cropped by Sanity's image pipeline through @sanity/image-url, honouring the editor's crop.
 *
 * Safe in the browser: the project and dataset come from the asset URL itself, not from env.
 */
import { createImageUrlBuilder } from '@sanity/image-url'

export interface ImageCrop {
  top?: number
  bottom?: number
  left?: number
  right?: number
}

export interface ImageHotspot {
  x?: number
  y?: number
  height?: number
  width?: number
}

/** An image field as `imageFields` projects it. */
export interface ImageValue {
  url: string | null
  width: number | null
  height: number | null
  alt?: string | null
  crop?: ImageCrop | null
  hotspot?: ImageHotspot | null
  /** A tiny base64 preview: Sanity's `metadata.lqip`, or the one the seed recorded locally. */
  lqip?: string | null
}

const SANITY_CDN = /^https:\/\/cdn\.sanity\.io\/images\/([^/]+)\/([^/]+)\//

export const isSanityImageUrl = (url: string) => SANITY_CDN.test(url)

/** The URL of `image` at `width` pixels wide (Sanity CDN), or its own URL (local files). */
export function imageUrl(
  image: ImageValue,
  { width, quality = 75 }: { width: number; quality?: number },
) {
  const url = image.url
  if (!url) return null
  const match = SANITY_CDN.exec(url)
  if (!match) return url
  const [, projectId, dataset] = match
  const source = {
    asset: { url },
    ...(image.crop ? { crop: normaliseCrop(image.crop) } : {}),
    ...(image.hotspot ? { hotspot: normaliseHotspot(image.hotspot) } : {}),
  }
  return createImageUrlBuilder({ projectId: projectId!, dataset: dataset! })
    .image(source)
    .width(width)
    .quality(quality)
    .fit('max')
    .auto('format')
    .url()
}

/** Where the editor's hotspot puts the focus, for `object-position` on cropped local images. */
export function focusPosition(hotspot: ImageHotspot | null | undefined) {
  if (typeof hotspot?.x !== 'number' || typeof hotspot.y !== 'number') return undefined
  return `${Math.round(hotspot.x * 100)}% ${Math.round(hotspot.y * 100)}%`
}

const normaliseCrop = (crop: ImageCrop) => ({
  top: crop.top ?? 0,
  bottom: crop.bottom ?? 0,
  left: crop.left ?? 0,
  right: crop.right ?? 0,
})

const normaliseHotspot = (hotspot: ImageHotspot) => ({
  x: hotspot.x ?? 0.5,
  y: hotspot.y ?? 0.5,
  height: hotspot.height ?? 1,
  width: hotspot.width ?? 1,
})
