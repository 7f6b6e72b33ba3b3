import type { Office } from '@/web/content'

/**
 * An office as the offices section shows it; coordinates are [longitude, latitude], `flag` is its
 * flag as an image source (flags.ts), or null.
 */
export type OfficeView = Office & { flag: string | null }
