/**
 * A client's preview link shows the draft of one document, its page's own, on its page only;
 * an editor keeps seeing every draft. First the rule (web/preview/scope.ts), then the reads a
 * page makes through contentFetch on a local dataset that holds drafts of the SEO and PPC
 * services and of the home page, with Next's draft mode and cookies replaced by recorders and a
 * link row in an in-memory database. The real cookies, replayed to other paths with a plain HTTP
 * client, are tested end to end (tests/e2e/editor-changes.e2e.spec.ts).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SqlClient } from '@/core/db/sql-client.ts'
import { buildSeed, toNdjson } from '@/scripts/seed/build'
import {
  createPreviewLink,
  editorAccess,
  linkAccess,
  PREVIEW_ACCESS_COOKIE,
  revokePreviewLink,
} from '@/web/preview/client-links'
import { draftsForRead, mainDocumentFilter, samePage } from '@/web/preview/scope'
import { memoryDatabase } from '../helpers/leads'
import { homeContent } from '../helpers/home-blocks'

const KEY = 'scope-preview-secret-0123456789'

const state = vi.hoisted(() => ({
  draftMode: true,
  access: undefined as string | undefined,
  sql: null as SqlClient | null,
}))

vi.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: state.draftMode }),
  cookies: async () => ({
    get: (name: string) =>
      name === 'preview-access' && state.access ? { value: state.access } : undefined,
  }),
}))
vi.mock('next/cache', () => ({
  unstable_cache:
    <T>(run: () => Promise<T>) =>
    () =>
      run(),
}))
vi.mock('@/web/server/database', () => ({
  leadsSql: async () => {
    if (!state.sql) throw new Error('database down')
    return state.sql
  },
}))

/** The home page's draft: its hero block's introduction changed. */
function homeDraft(home: Record<string, unknown>, intro: string) {
  const draft = structuredClone(home) as { _id: string; sections: Record<string, unknown>[] }
  draft._id = 'drafts.homePage'
  const hero = draft.sections.find((block) => block._type === 'homeHeroSection')!
  hero.intro = intro
  return draft
}

describe('the rule', () => {
  const link = { kind: 'link', id: 'abcdefghijklmnopqrstuvwx', path: '/services/seo' } as const

  it("shows an editor every draft, and a link its document's draft on its own page only", () => {
    expect(draftsForRead({ kind: 'editor' }, undefined)).toBe('all')
    expect(draftsForRead({ kind: 'editor' }, '/services/ppc')).toBe('all')
    expect(draftsForRead(link, '/services/seo')).toBe('linked-document')
    expect(draftsForRead(link, '/services/seo/')).toBe('linked-document')
    expect(draftsForRead(link, '/services/%73eo')).toBe('linked-document')
    // Another page, a parent, a child, and the reads of the shell (no page): published.
    for (const page of ['/services/ppc', '/services', '/', '/services/seo/x', '/SERVICES/seo']) {
      expect(draftsForRead(link, page), page).toBe('none')
    }
    expect(draftsForRead(link, undefined)).toBe('none')
    expect(draftsForRead(null, '/services/seo')).toBe('none')
    expect(samePage('/services/%zz', '/services/%zz')).toBe(false)
  })

  it("finds the page's own document as the Presentation tool does, and none for a list", () => {
    expect(mainDocumentFilter('/')?.filter).toContain('"homePage"')
    expect(mainDocumentFilter('/services/seo')).toMatchObject({ params: { slug: 'seo' } })
    expect(mainDocumentFilter('/services/seo')?.filter).toContain('"service"')
    expect(mainDocumentFilter('/our-work/acme')?.filter).toContain('"caseStudy"')
    expect(mainDocumentFilter('/blogs/a-post')?.filter).toContain('"blogPost"')
    expect(mainDocumentFilter('/about')).toMatchObject({ params: { slug: 'about' } })
    expect(mainDocumentFilter('/services/seo/extra')).toBeNull()
    expect(mainDocumentFilter('services')).toBeNull()
  })
})

describe("a page's reads", () => {
  let dir: string
  let db: PGlite
  let sql: SqlClient
  let published: { seo: string; ppc: string; heroIntro: string; featured: string }
  const DRAFT = {
    seo: 'Draftseo Search Optimisation',
    ppc: 'Draftppc Paid Search',
    heroIntro: 'Draftroot home introduction',
    featured: 'Draftfeatured popular service',
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'scope-'))
    const { documents } = buildSeed()
    type Doc = Record<string, unknown> & { _id: string; _type: string }
    const byId = (id: string) => documents.find((doc) => doc._id === id) as unknown as Doc
    const featured = documents.find(
      (doc) =>
        doc._type === 'service' &&
        doc._id !== 'service-seo' &&
        (doc as { popularCard?: { featured?: boolean } }).popularCard?.featured,
    ) as unknown as Doc
    published = {
      seo: byId('service-seo').title as string,
      ppc: byId('service-ppc').title as string,
      heroIntro: homeContent(byId('homePage')).heroIntro as string,
      featured: featured.title as string,
    }
    const drafts = [
      { ...structuredClone(byId('service-seo')), _id: 'drafts.service-seo', title: DRAFT.seo },
      { ...structuredClone(byId('service-ppc')), _id: 'drafts.service-ppc', title: DRAFT.ppc },
      homeDraft(byId('homePage'), DRAFT.heroIntro),
      { ...structuredClone(featured), _id: `drafts.${featured._id}`, title: DRAFT.featured },
    ]
    const file = path.join(dir, 'dataset.ndjson')
    await writeFile(file, toNdjson([...documents, ...drafts] as typeof documents))
    vi.stubEnv('CONTENT_DATASET', file)
    vi.stubEnv('PREVIEW_SECRET', KEY)
    db = await memoryDatabase()
    sql = { query: (text, params) => db.query(text, params) as never }
  })
  afterAll(async () => {
    vi.unstubAllEnvs()
    await db.close()
    await rm(dir, { recursive: true, force: true })
  })
  beforeEach(() => {
    state.draftMode = true
    state.access = undefined
    state.sql = sql
    // A fresh request: React's per-request cache and the gate's answer start empty.
    vi.resetModules()
  })

  async function openLink(linkPath: string) {
    const link = await createPreviewLink(sql, { path: linkPath })
    state.access = await linkAccess(KEY, link.id, link.path)
    return link
  }

  /** What a visitor would notice of the reads a page at `page` makes. */
  async function reads(page: string, slug = page.split('/')[2] ?? 'seo') {
    const content = await import('@/web/content')
    const [service, catalogue, index, home] = await Promise.all([
      content.getService(slug, { preview: true, page }),
      content.getServiceCatalogue({ preview: true }),
      content.getSiteIndex({ preview: true }),
      (await import('@/web/blocks/page-content')).getHomePage({ preview: true, page }),
    ])
    const menus = JSON.stringify([catalogue, index])
    return {
      title: service?.title,
      menus,
      heroIntro: homeContent(home.home).heroIntro as string,
      popular: home.home.sections.flatMap((block) =>
        block._type === 'popularServicesSection' ? block.services.map((item) => item.title) : [],
      ),
    }
  }

  it("show a link's holder the draft of the linked service on its page, and published menus and footer", async () => {
    await openLink('/services/seo')
    const seo = await reads('/services/seo')
    expect(seo.title).toBe(DRAFT.seo)
    expect(seo.menus).toContain(published.seo)
    for (const draft of Object.values(DRAFT)) expect(seo.menus).not.toContain(draft)
    expect(seo.heroIntro).toBe(published.heroIntro)
  })

  it('show it nothing but published content on another page or a parent path', async () => {
    await openLink('/services/seo')
    const ppc = await reads('/services/ppc')
    expect(ppc.title).toBe(published.ppc)
    expect(ppc.menus).not.toContain(DRAFT.seo)
    vi.resetModules()
    const parent = await reads('/services', 'seo')
    expect(parent.title).toBe(published.seo)
    expect(parent.menus).not.toContain(DRAFT.seo)
  })

  it('show a link to / the home page draft there, with the other services in it published', async () => {
    await openLink('/')
    const home = await reads('/')
    expect(home.heroIntro).toBe(DRAFT.heroIntro)
    expect(home.popular).toContain(published.featured)
    expect(home.popular).not.toContain(DRAFT.featured)
    vi.resetModules()
    const seo = await reads('/services/seo')
    expect(seo.title).toBe(published.seo)
    expect(seo.heroIntro).toBe(published.heroIntro)
  })

  it('show a link to a page without a document of its own (a list) no draft at all', async () => {
    await openLink('/services')
    expect((await reads('/services', 'seo')).title).toBe(published.seo)
    vi.resetModules()
    expect((await reads('/services/seo')).title).toBe(published.seo)
  })

  it('show nothing once the link is revoked, nor with a value signed for another page', async () => {
    const link = await openLink('/services/seo')
    await revokePreviewLink(sql, link.id)
    expect((await reads('/services/seo')).title).toBe(published.seo)
    vi.resetModules()
    const other = await createPreviewLink(sql, { path: '/services/ppc' })
    state.access = await linkAccess(KEY, other.id, '/services/seo')
    expect((await reads('/services/seo')).title).toBe(published.seo)
  })

  it('show an editor every draft, on every page, as before', async () => {
    state.access = await editorAccess(KEY)
    const ppc = await reads('/services/ppc')
    expect(ppc.title).toBe(DRAFT.ppc)
    expect(ppc.menus).toContain(DRAFT.seo)
    expect(ppc.heroIntro).toBe(DRAFT.heroIntro)
    expect(ppc.popular).toContain(DRAFT.featured)
  })

  it('never show drafts without draft mode, whatever the cookie', async () => {
    state.draftMode = false
    state.access = await editorAccess(KEY)
    expect((await reads('/services/seo')).title).toBe(published.seo)
    expect(PREVIEW_ACCESS_COOKIE).toBe('preview-access')
  })
})
