/**
 * Client preview links: signed (a forged or cut token is refused before the database is asked),
 * expiring (by an injected clock), revocable, and the only way besides the editor's mark that
 * draft mode shows drafts. Next's draftMode() and cookies() are replaced by recorders; the real
 * cookies are tested end to end (tests/e2e/editor-changes.e2e.spec.ts).
 */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SqlClient } from '@/core/db/sql-client.ts'
import {
  createPreviewLink,
  editorAccess,
  getPreviewLink,
  idOfToken,
  linkAccess,
  linkToken,
  parseAccess,
  PREVIEW_ACCESS_COOKIE,
  previewPathProblem,
  revokePreviewLink,
} from '@/web/preview/client-links'
import { memoryDatabase } from '../helpers/leads'

const KEY = 'unit-preview-secret-0123456789'
const DAY = 86_400_000

const state = vi.hoisted(() => ({
  draftMode: false,
  enable: vi.fn(),
  cookies: new Map<string, { value: string; options?: Record<string, unknown> }>(),
  sql: null as SqlClient | null,
}))

vi.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: state.draftMode, enable: state.enable }),
  cookies: async () => ({
    get: (name: string) => state.cookies.get(name),
    set: (name: string, value: string, options?: Record<string, unknown>) =>
      state.cookies.set(name, { value, options }),
  }),
}))
vi.mock('@/web/server/database', () => ({
  leadsSql: async () => {
    if (!state.sql) throw new Error('database down')
    return state.sql
  },
}))

let db: PGlite
let sql: SqlClient
beforeAll(async () => {
  vi.stubEnv('PREVIEW_SECRET', KEY)
  db = await memoryDatabase()
  sql = { query: (text, params) => db.query(text, params) as never }
})
afterAll(async () => {
  vi.unstubAllEnvs()
  await db.close()
})
beforeEach(() => {
  state.draftMode = false
  state.enable.mockClear()
  state.cookies.clear()
  state.sql = sql
})

describe('tokens', () => {
  it('name their link only with the right signature', async () => {
    const token = await linkToken(KEY, 'abcdefghijklmnopqrstuvwx')
    expect(await idOfToken(KEY, token)).toBe('abcdefghijklmnopqrstuvwx')
    expect(await idOfToken('another-key-0123456789', token)).toBeNull()
    expect(await idOfToken(KEY, token.slice(0, -1))).toBeNull()
    expect(await idOfToken(KEY, `zbcdefghijklmnopqrstuvwx.${token.split('.')[1]}`)).toBeNull()
    expect(await idOfToken(KEY, '../../etc/passwd')).toBeNull()
  })

  it('tell an editor from a link, and refuse anything else', async () => {
    expect(await parseAccess(KEY, await editorAccess(KEY))).toEqual({ kind: 'editor' })
    const id = 'abcdefghijklmnopqrstuvwx'
    expect(await parseAccess(KEY, await linkAccess(KEY, id, '/services/seo'))).toEqual({
      kind: 'link',
      id,
      path: '/services/seo',
    })
    expect(await parseAccess(KEY, await editorAccess('another-key-0123456789'))).toBeNull()
    // The page is signed with the id: another page, or the value without its page, is refused.
    const [, , , signature] = (await linkAccess(KEY, id, '/services/seo')).split('.')
    const otherPage = Buffer.from('/services/ppc').toString('base64url')
    expect(await parseAccess(KEY, `l.${id}.${otherPage}.${signature}`)).toBeNull()
    expect(await parseAccess(KEY, `l.${await linkToken(KEY, id)}`)).toBeNull()
    expect(await parseAccess(KEY, 'e.')).toBeNull()
    expect(await parseAccess(KEY, undefined)).toBeNull()
  })

  it('lead to pages only', () => {
    expect(previewPathProblem('/services/seo')).toBeNull()
    for (const bad of ['', 'services', '//evil.example', '/a?b=1', '/api/x', '/admin', '/studio']) {
      expect(previewPathProblem(bad), bad).not.toBeNull()
    }
  })
})

async function open(token: string, now: Date) {
  const { openClientLink } = await import('@/web/preview/open-client-link')
  return openClientLink(new Request(`http://127.0.0.1/preview/${token}`), token, now)
}

describe('opening a link', () => {
  it('turns draft mode on and sends the browser to the page, with access signed for that page', async () => {
    const now = new Date('2026-11-26T12:00:00Z')
    const link = await createPreviewLink(sql, { path: '/services/seo', label: 'Acme', now })
    expect(link.expiresAt.getTime() - now.getTime()).toBe(7 * DAY)
    const token = await linkToken(KEY, link.id)
    const response = await open(token, new Date(now.getTime() + DAY))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/services/seo')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(state.enable).toHaveBeenCalledOnce()
    expect(state.cookies.get(PREVIEW_ACCESS_COOKIE)).toMatchObject({
      value: await linkAccess(KEY, link.id, '/services/seo'),
      options: { path: '/services/seo', httpOnly: true, expires: link.expiresAt },
    })
    expect((await getPreviewLink(sql, link.id))?.openedCount).toBe(1)
  })

  it('refuses it once expired (the clock passed in), without turning draft mode on', async () => {
    const now = new Date('2026-11-26T12:00:00Z')
    const link = await createPreviewLink(sql, { path: '/services/seo', now, days: 7 })
    const token = await linkToken(KEY, link.id)
    const justBefore = await open(token, new Date(now.getTime() + 7 * DAY - 1000))
    expect(justBefore.headers.get('location')).toBe('/services/seo')
    state.enable.mockClear()
    const after = await open(token, new Date(now.getTime() + 7 * DAY))
    expect(after.status).toBe(303)
    expect(after.headers.get('location')).toBe('/preview/closed?reason=expired')
    expect(state.enable).not.toHaveBeenCalled()
  })

  it('refuses a revoked, a forged and an unknown link, and one it cannot check', async () => {
    const link = await createPreviewLink(sql, { path: '/blogs/x' })
    expect(await revokePreviewLink(sql, link.id)).toBe(true)
    const now = new Date()
    expect((await open(await linkToken(KEY, link.id), now)).headers.get('location')).toBe(
      '/preview/closed?reason=revoked',
    )
    expect(
      (await open(`${link.id}.forgedsignatureforgedsignature`, now)).headers.get('location'),
    ).toBe('/preview/closed?reason=invalid')
    expect(
      (await open(await linkToken(KEY, 'unknownunknownunknownxx'), now)).headers.get('location'),
    ).toBe('/preview/closed?reason=invalid')
    state.sql = null
    expect((await open(await linkToken(KEY, link.id), now)).headers.get('location')).toBe(
      '/preview/closed?reason=unavailable',
    )
    expect(state.enable).not.toHaveBeenCalled()
  })
})

describe('who previews in draft mode', () => {
  async function grant() {
    vi.resetModules()
    const { previewGrant } = await import('@/web/preview/preview-gate')
    return previewGrant()
  }
  const canSee = async () => (await grant()) !== null

  it('an editor, and the holder of an open link; nobody without draft mode', async () => {
    state.cookies.set(PREVIEW_ACCESS_COOKIE, { value: await editorAccess(KEY) })
    expect(await canSee()).toBe(false)
    state.draftMode = true
    expect(await canSee()).toBe(true)
    const link = await createPreviewLink(sql, { path: '/services/seo' })
    state.cookies.set(PREVIEW_ACCESS_COOKIE, { value: await linkAccess(KEY, link.id, link.path) })
    expect(await grant()).toEqual({ kind: 'link', id: link.id, path: '/services/seo' })
  })

  it("not a link's access signed for another page than the link's own", async () => {
    state.draftMode = true
    const link = await createPreviewLink(sql, { path: '/services/seo' })
    state.cookies.set(PREVIEW_ACCESS_COOKIE, { value: await linkAccess(KEY, link.id, '/services') })
    expect(await canSee()).toBe(false)
  })

  it('not draft mode alone, nor a revoked or expired link, nor a forged mark', async () => {
    state.draftMode = true
    expect(await canSee()).toBe(false)
    state.cookies.set(PREVIEW_ACCESS_COOKIE, { value: await editorAccess('forged-key-0123456789') })
    expect(await canSee()).toBe(false)
    const revoked = await createPreviewLink(sql, { path: '/services/seo' })
    await revokePreviewLink(sql, revoked.id)
    state.cookies.set(PREVIEW_ACCESS_COOKIE, {
      value: await linkAccess(KEY, revoked.id, revoked.path),
    })
    expect(await canSee()).toBe(false)
    const old = await createPreviewLink(sql, {
      path: '/services/seo',
      now: new Date(Date.now() - 8 * DAY),
    })
    state.cookies.set(PREVIEW_ACCESS_COOKIE, { value: await linkAccess(KEY, old.id, old.path) })
    expect(await canSee()).toBe(false)
  })
})

describe('the page of a link that did not open', () => {
  it('answers 404 for a forged link, 410 for an expired or withdrawn one, 503 when unchecked', async () => {
    const { NextRequest } = await import('next/server')
    const { proxy } = await import('@/proxy')
    const statusFor = async (query: string) => {
      const response = await proxy(new NextRequest(`http://127.0.0.1/preview/closed${query}`))
      // The page itself is rendered, with the proxy's status.
      expect(response.headers.get('x-middleware-rewrite')).toContain('/preview/closed')
      return response.status
    }
    expect(await statusFor('?reason=invalid')).toBe(404)
    expect(await statusFor('?reason=expired')).toBe(410)
    expect(await statusFor('?reason=revoked')).toBe(410)
    expect(await statusFor('?reason=unavailable')).toBe(503)
    expect(await statusFor('')).toBe(404)
  })
})
