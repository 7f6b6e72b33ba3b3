import type en from '@/messages/en/offices.json'
import type { Office } from '@/web/content'

/**
 * An office as the offices section shows it; coordinates are [longitude, latitude], `flag` is its
 * flag as an image source (flags.ts), or null.
 */
export type OfficeView = Office & { flag: string | null }

/** The offices' words (messages/en/offices.json), which a page not in English gives as props. */
export type OfficesText = typeof en
