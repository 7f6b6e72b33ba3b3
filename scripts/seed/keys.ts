import { createHash } from 'node:crypto'

export const sha1 = (input: string | Buffer) => createHash('sha1').update(input).digest('hex')

/** A stable `_key` for an array item: the same document and position give the same key. */
export const keyFor = (...parts: (string | number)[]) => sha1(parts.join('\u0000')).slice(0, 12)

/** Lower-case, dash-separated id segment from a name ("E-commerce Development" → "e-commerce-development"). */
export const idSegment = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
