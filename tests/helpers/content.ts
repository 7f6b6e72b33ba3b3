/**
 * What the e2e server's dataset holds, read the way tests compare a page with its CMS content.
 */
import { readDataset } from './dataset'

type Doc = Record<string, unknown> & { _id: string; _type: string }

/**
 * The published documents of `type` in `locale` (English by default: the unprefixed pages'; a
 * document without a language is English).
 */
export async function documentsOfType<T = Doc>(type: string, locale = 'en'): Promise<T[]> {
  return (await readDataset()).filter(
    (doc) => doc._type === type && (doc.language ?? 'en') === locale,
  ) as T[]
}

export async function documentById<T = Doc>(id: string): Promise<T> {
  const doc = (await readDataset()).find((d) => d._id === id)
  if (!doc) throw new Error(`No document ${id} in the e2e dataset`)
  return doc as T
}

export interface Block {
  _type: string
  style?: string
  listItem?: string
  children?: { text: string; marks?: string[] }[]
  markDefs?: { _key: string; href: string }[]
  code?: string
  alt?: string
}

/** The plain text of a Portable Text block. */
export const blockText = (block: Block) => (block.children ?? []).map((span) => span.text).join('')

/** Every JSON-LD object on an HTML page, parsed. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
  return scripts.flatMap(([, json]) => {
    const data = JSON.parse(json!) as Record<string, unknown> | Record<string, unknown>[]
    return Array.isArray(data) ? data : [data]
  })
}

export const ofType = (items: Record<string, unknown>[], type: string) =>
  items.filter((item) => item['@type'] === type)
