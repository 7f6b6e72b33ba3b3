/**
 * Preview links for clients: a link that shows one draft page, as draft mode shows it, to a
 * person without a Studio account. The link is `/preview/{id}.{signature}`: the id of a row in
 * `preview_links` (where it leads, until when, whether it was revoked) and an HMAC of the id, so
 * a forged or mistyped link is refused before the database is asked.
 *
 * Who sees drafts is decided per request by the `preview-access` cookie beside Next's draft-mode
 * cookie: `e.{signature}` for an editor (set by the draft-mode enable route), and for a client
 * link `l.{id}.{page}.{signature}`, the page's path signed with the link's id. The server reads the
 * page from the signed value and shows the draft only on that path (web/preview/scope.ts); the
 * cookie's `Path` attribute is a convenience, never the check. A draft-mode cookie alone shows
 * nothing but the published site, so a client cannot keep drafts open after the link expires or
 * is revoked, nor open other pages' drafts with it. Pure functions over a SqlClient and a key,
 * for tests; signed by core/security/tokens.ts.
 */
import type { SqlClient } from '@/core/db/sql-client.ts'
import { createSigner, fromBase64url, toBase64url } from '@/core/security/tokens.ts'

export const PREVIEW_ACCESS_COOKIE = 'preview-access'
export const DEFAULT_LINK_DAYS = 7
export const MAX_LINK_DAYS = 90
const DAY_MS = 86_400_000

// Every value here is signed with "codehome-preview:" before its payload, as from the start, so
// links already sent and cookies already set keep working.
const signer = (key: string) => createSigner(key, 'base64url', 'preview')
const sign = (key: string, payload: string) => signer(key).sign(`codehome-preview:${payload}`)
const signatureMatches = (key: string, payload: string, signature: string) =>
  signer(key).verify(`codehome-preview:${payload}`, signature)

/** The token of a link: its id and the id's signature. */
export const linkToken = async (key: string, id: string) => `${id}.${await sign(key, `link:${id}`)}`

/** The id a token names when its signature is right, else null (forged, cut short, mistyped). */
export async function idOfToken(key: string, token: string): Promise<string | null> {
  const match = /^([A-Za-z0-9_-]{16,64})\.([A-Za-z0-9_-]{20,100})$/.exec(token)
  if (!match) return null
  return (await signatureMatches(key, `link:${match[1]}`, match[2]!)) ? match[1]! : null
}

/** The cookie value that lets an editor see drafts on every page. */
export const editorAccess = async (key: string) => `e.${await sign(key, 'editor')}`

/**
 * The cookie value that lets a client link's holder see that link's page: the id and the page's
 * path, signed together, so neither can be swapped for another link's or another page's.
 */
export async function linkAccess(key: string, id: string, path: string): Promise<string> {
  return `l.${id}.${toBase64url(path)}.${await sign(key, `access:${id}:${path}`)}`
}

export type PreviewAccess = { kind: 'editor' } | { kind: 'link'; id: string; path: string } | null

/** Whom a `preview-access` cookie value stands for, when its signature is right. */
export async function parseAccess(key: string, value: string | undefined): Promise<PreviewAccess> {
  if (!value) return null
  if (value.startsWith('e.')) {
    return (await signatureMatches(key, 'editor', value.slice(2))) ? { kind: 'editor' } : null
  }
  // A value without its page (the form before links were scoped on the server) is refused.
  const link = /^l\.([A-Za-z0-9_-]{16,64})\.([A-Za-z0-9_-]{1,500})\.([A-Za-z0-9_-]{20,100})$/.exec(
    value,
  )
  if (!link) return null
  const [, id, page, signature] = link as unknown as [string, string, string, string]
  const bytes = fromBase64url(page)
  if (!bytes) return null
  const path = new TextDecoder().decode(bytes)
  return (await signatureMatches(key, `access:${id}:${path}`, signature))
    ? { kind: 'link', id, path }
    : null
}

export interface PreviewLink {
  id: string
  path: string
  label: string
  createdAt: Date
  expiresAt: Date
  revokedAt: Date | null
  openedCount: number
  lastOpenedAt: Date | null
}

export type LinkState = 'open' | 'expired' | 'revoked'

export function linkState(
  link: Pick<PreviewLink, 'expiresAt' | 'revokedAt'>,
  now: Date,
): LinkState {
  if (link.revokedAt) return 'revoked'
  return link.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open'
}

type Row = {
  id: string
  path: string
  label: string
  created_at: Date | string
  expires_at: Date | string
  revoked_at: Date | string | null
  opened_count: number
  last_opened_at: Date | string | null
}

const toLink = (row: Row): PreviewLink => ({
  id: row.id,
  path: row.path,
  label: row.label,
  createdAt: new Date(row.created_at),
  expiresAt: new Date(row.expires_at),
  revokedAt: row.revoked_at ? new Date(row.revoked_at) : null,
  openedCount: Number(row.opened_count),
  lastOpenedAt: row.last_opened_at ? new Date(row.last_opened_at) : null,
})

/** Why a path cannot be previewed by a link, or null. A page of this site, no query. */
export function previewPathProblem(path: unknown): string | null {
  if (typeof path !== 'string' || !/^\/(?!\/)[^\s?#]*$/.test(path)) {
    return 'Give the path of a page of this site, such as /services/seo.'
  }
  if (/^\/(api|admin|studio|preview|_next)(\/|$)/.test(path)) return 'That path is not a page.'
  if (path.length > 300) return 'That path is too long.'
  return null
}

export async function createPreviewLink(
  sql: SqlClient,
  input: { path: string; label?: string; days?: number; now?: Date },
): Promise<PreviewLink> {
  const problem = previewPathProblem(input.path)
  if (problem) throw new RangeError(problem)
  const days = Math.min(Math.max(input.days ?? DEFAULT_LINK_DAYS, 1), MAX_LINK_DAYS)
  const now = input.now ?? new Date()
  const id = toBase64url(crypto.getRandomValues(new Uint8Array(18)))
  const { rows } = await sql.query<Row>(
    `insert into public.preview_links (id, path, label, created_at, expires_at)
     values ($1, $2, $3, $4, $5) returning *`,
    [
      id,
      input.path,
      (input.label ?? '').slice(0, 200),
      now,
      new Date(now.getTime() + days * DAY_MS),
    ],
  )
  return toLink(rows[0]!)
}

export async function getPreviewLink(sql: SqlClient, id: string): Promise<PreviewLink | null> {
  const { rows } = await sql.query<Row>('select * from public.preview_links where id = $1', [id])
  return rows[0] ? toLink(rows[0]) : null
}

/** The link when it is open at `now`, counted as opened; else why not. */
export async function openPreviewLink(
  sql: SqlClient,
  id: string,
  now: Date,
): Promise<{ link: PreviewLink } | { closed: 'unknown' | 'expired' | 'revoked' }> {
  const link = await getPreviewLink(sql, id)
  if (!link) return { closed: 'unknown' }
  const state = linkState(link, now)
  if (state !== 'open') return { closed: state }
  await sql.query(
    `update public.preview_links set opened_count = opened_count + 1, last_opened_at = $2
      where id = $1`,
    [id, now],
  )
  return { link }
}

export async function revokePreviewLink(sql: SqlClient, id: string, now = new Date()) {
  const { rows } = await sql.query<{ id: string }>(
    `update public.preview_links set revoked_at = coalesce(revoked_at, $2) where id = $1
     returning id`,
    [id, now],
  )
  return rows.length === 1
}

export async function recentPreviewLinks(sql: SqlClient, limit = 100): Promise<PreviewLink[]> {
  const { rows } = await sql.query<Row>(
    'select * from public.preview_links order by created_at desc limit $1',
    [limit],
  )
  return rows.map(toLink)
}
