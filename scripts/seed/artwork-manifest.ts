/**
 * What `npm run artwork` recorded about each seed image (scripts/artwork/render.ts): its hash,
 * size, dimensions and blur placeholder. The seed reads raster files' facts from here so that
 * building the seed stays pure (no file reads, no image decoding).
 */
import manifestJson from './artwork-manifest.json' with { type: 'json' }

export interface ArtworkRecord {
  sha1: string
  size: number
  width?: number
  height?: number
  /** A 20-px JPEG data URL, like Sanity's `metadata.lqip`. */
  lqip: string
}

export type ArtworkManifest = Record<string, ArtworkRecord>

export const artworkManifest: ArtworkManifest = manifestJson
