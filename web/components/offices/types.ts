import type { Office } from '@/web/content'

/** An office as the offices section shows it; coordinates are [longitude, latitude]. */
export type OfficeView = Office
