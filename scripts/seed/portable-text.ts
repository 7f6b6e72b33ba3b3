/**
 * Turns the seed's compact rich-text copy into Portable Text blocks, as the Studio would store
 * them. Inline marks: **strong**, *em*, `code` and [text](href).
 */
import type { Rich } from './copy-types'
import { keyFor } from './keys'

export interface Span {
  _type: 'span'
  _key: string
  text: string
  marks: string[]
}

export interface LinkDef {
  _type: 'link'
  _key: string
  href: string
}

export interface TextBlock {
  _type: 'block'
  _key: string
  style: string
  markDefs: LinkDef[]
  children: Span[]
  listItem?: 'bullet' | 'number'
  level?: number
}

export type PortableBlock =
  | TextBlock
  | { _type: 'codeBlock'; _key: string; language: string; code: string; filename?: string }
  | { _type: 'figure'; _key: string; asset: { _type: 'reference'; _ref: string }; alt: string }

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|`(.+?)`|\[(.+?)\]\((.+?)\)/g

export function inlineSpans(
  text: string,
  keyBase: string,
): { children: Span[]; markDefs: LinkDef[] } {
  const children: Span[] = []
  const markDefs: LinkDef[] = []
  let last = 0
  const push = (value: string, marks: string[]) => {
    if (!value) return
    children.push({
      _type: 'span',
      _key: keyFor(keyBase, 'span', children.length),
      text: value,
      marks,
    })
  }
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0
    push(text.slice(last, index), [])
    const [, strong, em, code, linkText, href] = match
    if (strong !== undefined) push(strong, ['strong'])
    else if (em !== undefined) push(em, ['em'])
    else if (code !== undefined) push(code, ['code'])
    else if (linkText !== undefined && href !== undefined) {
      const key = keyFor(keyBase, 'link', markDefs.length)
      markDefs.push({ _type: 'link', _key: key, href })
      push(linkText, [key])
    }
    last = index + match[0].length
  }
  push(text.slice(last), [])
  if (children.length === 0) push(' ', [])
  return { children, markDefs }
}

function textBlock(
  text: string,
  style: string,
  keyBase: string,
  list?: 'bullet' | 'number',
): TextBlock {
  const { children, markDefs } = inlineSpans(text, keyBase)
  return {
    _type: 'block',
    _key: keyFor(keyBase),
    style,
    markDefs,
    children,
    ...(list ? { listItem: list, level: 1 } : {}),
  }
}

/** `imageRef` resolves an `{ image }` block (given its alternative text) to an image asset id. */
export function toPortableText(
  rich: readonly Rich[],
  docId: string,
  imageRef: (alt: string) => string,
): PortableBlock[] {
  const blocks: PortableBlock[] = []
  rich.forEach((item, index) => {
    const base = `${docId}:${index}`
    if ('h2' in item) blocks.push(textBlock(item.h2, 'h2', base))
    else if ('h3' in item) blocks.push(textBlock(item.h3, 'h3', base))
    else if ('p' in item) blocks.push(textBlock(item.p, 'normal', base))
    else if ('small' in item) blocks.push(textBlock(item.small, 'small', base))
    else if ('quote' in item) blocks.push(textBlock(item.quote, 'blockquote', base))
    else if ('ul' in item)
      item.ul.forEach((li, i) => blocks.push(textBlock(li, 'normal', `${base}:${i}`, 'bullet')))
    else if ('ol' in item)
      item.ol.forEach((li, i) => blocks.push(textBlock(li, 'normal', `${base}:${i}`, 'number')))
    else if ('code' in item)
      blocks.push({
        _type: 'codeBlock',
        _key: keyFor(base),
        language: item.language,
        code: item.code,
        ...(item.filename ? { filename: item.filename } : {}),
      })
    else if ('image' in item)
      blocks.push({
        _type: 'figure',
        _key: keyFor(base),
        asset: { _type: 'reference', _ref: imageRef(item.alt) },
        alt: item.alt,
      })
  })
  return blocks
}

/** Plain text of long copy split into paragraphs (used for `longDescription`). */
export const paragraphs = (text: string) => text.split(/\n{2,}/).map((part) => part.trim())
