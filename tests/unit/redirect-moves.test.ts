/**
 * Slug changes and removals become redirects and gone records, the same from Sanity's webhook
 * (before/after projection) and from `npm run publish:local` (a snapshot of the paths); and the
 * hit counts of redirects are stored in the database.
 */
import { readFile } from 'node:fs/promises'
import { describe, expect, it, vi } from 'vitest'
import { recordLocalMoves, snapshotOf } from '@/web/redirects/local-moves'
import {
  type DocumentState,
  documentPath,
  planMove,
  type RedirectDocument,
} from '@/web/redirects/moves'
import { recordMove, WEBHOOK_PROJECTION, type MoveWriter } from '@/web/redirects/record-move'
import { readHits, writeHits } from '@/web/redirects/hits'
import type { SqlClient } from '@/core/db/sql-client.ts'
import { webhookBody } from '../helpers/dataset'
import { memoryDatabase } from '../helpers/leads'

const NOW = new Date('2026-11-26T12:00:00Z')
const service = (slug: string) => ({ _type: 'service', slug })

describe('planMove', () => {
  it('records a permanent redirect from the old path to the new one', () => {
    const plan = planMove({
      documentId: 'service-seo',
      before: service('seo'),
      after: service('search-marketing'),
      brandSlug: 'codehome',
      existing: [],
      now: NOW,
    })
    expect(plan.write).toEqual([
      {
        _id: 'redirect-auto-services-seo',
        _type: 'redirect',
        from: '/services/seo',
        to: '/services/search-marketing',
        permanent: true,
        note: 'Recorded when the slug changed from /services/seo to /services/search-marketing.',
        recorded: { documentId: 'service-seo', at: NOW.toISOString() },
      },
    ])
    expect(plan.delete).toContain('gone-services-search-marketing')
  })

  it('re-points earlier redirects to the old path, and drops one that starts at the new path', () => {
    const existing: RedirectDocument[] = [
      { _id: 'r1', _type: 'redirect', from: '/spring', to: '/services/seo', permanent: false },
      {
        _id: 'redirect-auto-services-search-marketing',
        _type: 'redirect',
        from: '/services/search-marketing',
        to: '/services/seo',
        permanent: true,
        recorded: { documentId: 'service-seo', at: '2026-01-01T00:00:00Z' },
      },
    ]
    const plan = planMove({
      documentId: 'service-seo',
      before: service('seo'),
      after: service('search-marketing'),
      brandSlug: null,
      existing,
      now: NOW,
    })
    expect(plan.delete).toContain('redirect-auto-services-search-marketing')
    expect(plan.write).toContainEqual({ ...existing[0], to: '/services/search-marketing' })
    expect(plan.write.map((doc) => doc._id)).toContain('redirect-auto-services-seo')
  })

  it("keeps an editor's own redirect from the old path", () => {
    const existing: RedirectDocument[] = [
      { _id: 'mine', _type: 'redirect', from: '/services/seo', to: '/contact', permanent: true },
    ]
    const plan = planMove({
      documentId: 'service-seo',
      before: service('seo'),
      after: service('search-marketing'),
      brandSlug: null,
      existing,
      now: NOW,
    })
    expect(plan.write.map((doc) => doc._id)).not.toContain('redirect-auto-services-seo')
  })

  it('records a gone path when a document is deleted or unpublished', () => {
    const plan = planMove({
      documentId: 'post-1',
      before: { _type: 'blogPost', slug: 'launch' },
      after: null,
      brandSlug: null,
      existing: [],
      now: NOW,
    })
    expect(plan.write).toEqual([
      {
        _id: 'gone-blogs-launch',
        _type: 'gonePath',
        path: '/blogs/launch',
        documentId: 'post-1',
        at: NOW.toISOString(),
      },
    ])
  })

  it('does nothing for a new document, an unchanged slug or a type without pages', () => {
    const base = { documentId: 'x', brandSlug: 'codehome', existing: [], now: NOW }
    expect(planMove({ ...base, before: null, after: service('seo') }).write).toEqual([])
    expect(planMove({ ...base, before: service('seo'), after: service('seo') }).write).toEqual([])
    expect(
      planMove({ ...base, before: { _type: 'office', slug: 'a' }, after: null }).write,
    ).toEqual([])
  })

  it('follows landing pages under the brand slug', () => {
    const plan = planMove({
      documentId: 'page-x',
      before: { _type: 'page', slug: 'global-agency', kind: 'landing' },
      after: { _type: 'page', slug: 'worldwide', kind: 'landing' },
      brandSlug: 'codehome',
      existing: [],
      now: NOW,
    })
    expect(plan.write[0]).toMatchObject({
      from: '/codehome-global-agency',
      to: '/codehome-worldwide',
    })
  })
})

describe("the webhook's before/after", () => {
  const writer = (existing: RedirectDocument[] = []) => {
    const apply = vi.fn<MoveWriter['apply']>(async () => {})
    return {
      apply,
      writer: { existingRedirects: async () => existing, brandSlug: async () => null, apply },
    }
  }

  it('writes the planned documents', async () => {
    const { apply, writer: w } = writer()
    await recordMove(
      { _type: 'caseStudy', _id: 'cs-1', before: { slug: 'acme' }, after: { slug: 'acme-co' } },
      w,
      NOW,
    )
    expect(apply).toHaveBeenCalledOnce()
    expect(apply.mock.calls[0]![0].write[0]).toMatchObject({
      from: '/our-work/acme',
      to: '/our-work/acme-co',
    })
  })

  it('is the projection the docs tell editors to configure', async () => {
    const docs = await readFile('docs/content-and-editing.md', 'utf8')
    expect(docs).toContain(`\`${WEBHOOK_PROJECTION}\``)
  })

  it('records a rename and a delete from the body Sanity makes of that projection', async () => {
    const before = { _id: 'service-seo', _type: 'service', slug: { _type: 'slug', current: 'seo' } }
    const after = { ...before, slug: { _type: 'slug', current: 'search-marketing' } }
    const renamed = await webhookBody(WEBHOOK_PROJECTION, before, after)
    expect(renamed).toMatchObject({
      _type: 'service',
      _id: 'service-seo',
      slug: 'search-marketing',
    })
    const { apply, writer: w } = writer()
    await recordMove(renamed, w, NOW)
    expect(apply.mock.calls[0]![0].write).toEqual([
      expect.objectContaining({ from: '/services/seo', to: '/services/search-marketing' }),
    ])
    await recordMove(await webhookBody(WEBHOOK_PROJECTION, after, null), w, NOW)
    expect(apply.mock.calls[1]![0].write).toEqual([
      expect.objectContaining({ _type: 'gonePath', path: '/services/search-marketing' }),
    ])
  })

  it("records nothing for a draft's or a release version's change: only a publish moves a page", async () => {
    const { apply, writer: w } = writer()
    for (const id of ['drafts.service-seo', 'versions.spring.service-seo']) {
      // An editor typing a new slug into a draft, then discarding the draft.
      await recordMove(
        { _type: 'service', _id: id, before: { slug: 'seo' }, after: { slug: 'se' } },
        w,
      )
      await recordMove({ _type: 'service', _id: id, before: { slug: 'seo' }, after: null }, w)
    }
    expect(apply).not.toHaveBeenCalled()
  })

  it('writes nothing without a projection or for a slug that stayed', async () => {
    const { apply, writer: w } = writer()
    await recordMove({ _type: 'service', _id: 's', slug: 'seo' } as never, w)
    await recordMove({ _type: 'service', _id: 's', before: { slug: 'a' }, after: { slug: 'a' } }, w)
    expect(apply).not.toHaveBeenCalled()
  })
})

describe('publish:local', () => {
  const dataset = (slug: string | null) => [
    { _id: 'siteSettings', _type: 'siteSettings', brandSlug: 'codehome' },
    ...(slug
      ? [{ _id: 'service-seo', _type: 'service', slug: { _type: 'slug', current: slug } }]
      : []),
    { _id: 'drafts.service-seo', _type: 'service', slug: { _type: 'slug', current: 'draft-slug' } },
  ]

  it('records nothing on its first run (it takes the snapshot)', () => {
    expect(recordLocalMoves(dataset('seo'), null).written).toEqual([])
  })

  it('records a slug change since the snapshot into the dataset, ignoring drafts', () => {
    const snapshot = snapshotOf(dataset('seo'))
    expect(snapshot).toEqual({ 'service-seo': { _type: 'service', slug: 'seo', kind: null } })
    const moved = recordLocalMoves(dataset('seo-services'), snapshot, NOW)
    expect(moved.written).toEqual(['redirect-auto-services-seo'])
    expect(moved.documents.find((doc) => doc._id === 'redirect-auto-services-seo')).toMatchObject({
      from: '/services/seo',
      to: '/services/seo-services',
    })
    // Run again with the new snapshot: nothing more.
    expect(recordLocalMoves(moved.documents, snapshotOf(moved.documents)).written).toEqual([])
  })

  it('records a removed document as gone, and forgets it when it comes back', () => {
    const removed = recordLocalMoves(dataset(null), snapshotOf(dataset('seo')), NOW)
    expect(removed.written).toEqual(['gone-services-seo'])
    const back = recordLocalMoves(
      [...dataset('seo'), ...removed.documents.filter((doc) => doc._type === 'gonePath')],
      snapshotOf(dataset(null)),
      NOW,
    )
    expect(back.deleted).toEqual(['gone-services-seo'])
  })
})

describe("another language's documents (issue 44)", () => {
  const arabic = (slug: string) => ({ _type: 'service', slug, language: 'ar' })
  const base = { brandSlug: 'codehome', existing: [], now: NOW }

  it('move on their own paths: a slug change is a redirect under the prefix', () => {
    const plan = planMove({
      ...base,
      documentId: 'service-seo__i18n_ar',
      before: arabic('seo'),
      after: arabic('search-marketing'),
    })
    expect(plan.write).toEqual([
      {
        _id: 'redirect-auto-ar-services-seo',
        _type: 'redirect',
        from: '/ar/services/seo',
        to: '/ar/services/search-marketing',
        permanent: true,
        note: 'Recorded when the slug changed from /ar/services/seo to /ar/services/search-marketing.',
        recorded: { documentId: 'service-seo__i18n_ar', at: NOW.toISOString() },
      },
    ])
    expect(plan.delete).toEqual(['gone-ar-services-search-marketing'])
  })

  it('a removal is a gone path under the prefix, for every kind of page', () => {
    const removed = (before: DocumentState) =>
      planMove({ ...base, documentId: 'x__i18n_ar', before, after: null }).write
    expect(removed({ _type: 'blogPost', slug: 'launch', language: 'ar' })).toEqual([
      {
        _id: 'gone-ar-blogs-launch',
        _type: 'gonePath',
        path: '/ar/blogs/launch',
        documentId: 'x__i18n_ar',
        at: NOW.toISOString(),
      },
    ])
    expect(removed({ _type: 'caseStudy', slug: 'acme', language: 'ar' })[0]).toMatchObject({
      path: '/ar/our-work/acme',
    })
    expect(
      removed({ _type: 'page', slug: 'global-agency', kind: 'landing', language: 'ar' })[0],
    ).toMatchObject({ path: '/ar/codehome-global-agency' })
  })

  it('English paths stay unprefixed, and a language the site does not have moves nothing', () => {
    expect(documentPath({ _type: 'service', slug: 'seo', language: 'en' }, null)).toBe(
      '/services/seo',
    )
    expect(documentPath({ _type: 'service', slug: 'seo', language: null }, null)).toBe(
      '/services/seo',
    )
    expect(documentPath({ _type: 'service', slug: 'seo', language: 'ar' }, null)).toBe(
      '/ar/services/seo',
    )
    expect(documentPath({ _type: 'service', slug: 'seo', language: 'fr' }, null)).toBeNull()
    expect(
      planMove({
        ...base,
        documentId: 'x',
        before: { _type: 'service', slug: 'a', language: 'fr' },
        after: null,
      }).write,
    ).toEqual([])
  })

  it("the webhook records an Arabic document's rename and removal from Sanity's body", async () => {
    const apply = vi.fn<MoveWriter['apply']>(async () => {})
    const writer = { existingRedirects: async () => [], brandSlug: async () => null, apply }
    const before = {
      _id: 'service-seo__i18n_ar',
      _type: 'service',
      language: 'ar',
      slug: { _type: 'slug', current: 'seo' },
    }
    const after = { ...before, slug: { _type: 'slug', current: 'search-marketing' } }
    await recordMove(await webhookBody(WEBHOOK_PROJECTION, before, after), writer, NOW)
    expect(apply.mock.calls[0]![0].write).toEqual([
      expect.objectContaining({
        _id: 'redirect-auto-ar-services-seo',
        from: '/ar/services/seo',
        to: '/ar/services/search-marketing',
      }),
    ])
    await recordMove(await webhookBody(WEBHOOK_PROJECTION, after, null), writer, NOW)
    expect(apply.mock.calls[1]![0].write).toEqual([
      expect.objectContaining({ _type: 'gonePath', path: '/ar/services/search-marketing' }),
    ])
    // English as before; a language the site does not have records nothing.
    await recordMove(
      { _type: 'service', _id: 's', language: 'en', before: { slug: 'a' }, after: { slug: 'b' } },
      writer,
      NOW,
    )
    expect(apply.mock.calls[2]![0].write[0]).toMatchObject({
      from: '/services/a',
      to: '/services/b',
    })
    await recordMove(
      { _type: 'service', _id: 's', language: 'fr', before: { slug: 'a' }, after: { slug: 'b' } },
      writer,
      NOW,
    )
    expect(apply).toHaveBeenCalledTimes(3)
  })

  describe('publish:local', () => {
    const dataset = (english: string | null, arabic: string | null) => [
      { _id: 'siteSettings', _type: 'siteSettings', brandSlug: 'codehome' },
      ...(english
        ? [
            {
              _id: 'service-seo',
              _type: 'service',
              language: 'en',
              slug: { _type: 'slug', current: english },
            },
          ]
        : []),
      ...(arabic
        ? [
            {
              _id: 'service-seo__i18n_ar',
              _type: 'service',
              language: 'ar',
              slug: { _type: 'slug', current: arabic },
            },
          ]
        : []),
    ]

    it('keeps each language in the snapshot, English entries as they were', () => {
      expect(snapshotOf(dataset('seo', 'seo'))).toEqual({
        'service-seo': { _type: 'service', slug: 'seo', kind: null },
        'service-seo__i18n_ar': { _type: 'service', slug: 'seo', kind: null, language: 'ar' },
      })
      expect(Object.keys(snapshotOf(dataset('seo', 'seo'))['service-seo']!)).not.toContain(
        'language',
      )
    })

    it('records an Arabic rename and removal under /ar, and leaves the English page alone', () => {
      const moved = recordLocalMoves(
        dataset('seo', 'tahseen'),
        snapshotOf(dataset('seo', 'seo')),
        NOW,
      )
      expect(moved.written).toEqual(['redirect-auto-ar-services-seo'])
      expect(
        moved.documents.find((doc) => doc._id === 'redirect-auto-ar-services-seo'),
      ).toMatchObject({
        from: '/ar/services/seo',
        to: '/ar/services/tahseen',
      })
      const removed = recordLocalMoves(dataset('seo', null), snapshotOf(dataset('seo', 'seo')), NOW)
      expect(removed.written).toEqual(['gone-ar-services-seo'])
      expect(removed.documents.find((doc) => doc._id === 'gone-ar-services-seo')).toMatchObject({
        path: '/ar/services/seo',
      })
    })

    it('takes the Arabic paths into a snapshot from before, recording nothing for them', () => {
      const englishOnly = { 'service-seo': { _type: 'service', slug: 'seo', kind: null } }
      const moved = recordLocalMoves(dataset('seo', 'seo'), englishOnly, NOW)
      expect(moved.written).toEqual([])
      expect(moved.deleted).toEqual([])
    })
  })
})

describe('hit counts', () => {
  it('add up in one row per redirect', async () => {
    const db = await memoryDatabase()
    const sql: SqlClient = { query: (text, params) => db.query(text, params) as never }
    await writeHits(sql, new Map([['r1', 2]]))
    await writeHits(
      sql,
      new Map([
        ['r1', 3],
        ['r2', 1],
      ]),
    )
    const hits = await readHits(sql)
    expect(hits.get('r1')?.hits).toBe(5)
    expect(hits.get('r2')?.hits).toBe(1)
    await db.close()
  })
})

describe('a slug change on Sanity (the stand-in of the Content Lake)', () => {
  it('is written as a redirect document by the webhook, and answered from the Content Lake', async () => {
    const { startGroqStandIn, standInBackend } = await import('../helpers/groq-stand-in')
    const { sanityMoveWriter } = await import('@/web/redirects/sanity-writer')
    const { siteRedirectsQuery } = await import('@/web/content/queries')
    const { answerPath, buildSiteRedirects } = await import('@/web/redirects/table')
    const standIn = await startGroqStandIn([
      { _id: 'siteSettings', _type: 'siteSettings', brandSlug: 'codehome' },
      {
        _id: 'service-seo',
        _type: 'service',
        slug: { _type: 'slug', current: 'search-marketing' },
      },
    ])
    try {
      const config = {
        projectId: 'test0000',
        dataset: 'production',
        apiVersion: '2025-10-01',
        apiHost: standIn.url,
      }
      await recordMove(
        {
          _type: 'service',
          _id: 'service-seo',
          before: { slug: 'seo', kind: null },
          after: { slug: 'search-marketing', kind: null },
        },
        sanityMoveWriter(config, 'test-write-token'),
        NOW,
      )
      const table = buildSiteRedirects(
        await standInBackend(standIn).query(siteRedirectsQuery, {}, 'published'),
      )
      expect(answerPath('/services/seo', table)).toEqual({
        kind: 'redirect',
        location: '/services/search-marketing',
        status: 308,
        ruleId: 'redirect-auto-services-seo',
      })
      expect(answerPath('/services/search-marketing', table)).toBeNull()
      // Deleted: a gone record, and the path answers 410.
      standIn.setDocuments([{ _id: 'siteSettings', _type: 'siteSettings', brandSlug: 'codehome' }])
      await recordMove(
        { _type: 'service', _id: 'service-seo', before: { slug: 'search-marketing' }, after: null },
        sanityMoveWriter(config, 'test-write-token'),
        NOW,
      )
      const after = buildSiteRedirects(
        await standInBackend(standIn).query(siteRedirectsQuery, {}, 'published'),
      )
      expect(answerPath('/services/search-marketing', after)).toEqual({ kind: 'gone' })
    } finally {
      await standIn.close()
    }
  })
})

describe("the Content Lake writer's brand prefix", () => {
  it("is the English settings', whatever order the Content Lake lists the translations in", async () => {
    const { startGroqStandIn } = await import('../helpers/groq-stand-in')
    const { sanityMoveWriter } = await import('@/web/redirects/sanity-writer')
    const standIn = await startGroqStandIn([
      {
        _id: 'siteSettings__i18n_ar',
        _type: 'siteSettings',
        language: 'ar',
        brandSlug: 'codehome-ar',
      },
      { _id: 'siteSettings', _type: 'siteSettings', brandSlug: 'codehome' },
    ])
    try {
      const config = {
        projectId: 'test0000',
        dataset: 'production',
        apiVersion: '2025-10-01',
        apiHost: standIn.url,
      }
      expect(await sanityMoveWriter(config, 'test-write-token').brandSlug()).toBe('codehome')
    } finally {
      await standIn.close()
    }
  })
})

describe("the redirect table's query", () => {
  it("reads every language's live documents with their language, each at its own path", async () => {
    const { evaluate, parse } = await import('groq-js')
    const { siteRedirectsQuery } = await import('@/web/content/queries')
    const { aliasTarget, answerPath, buildSiteRedirects, isLivePath } =
      await import('@/web/redirects/table')
    const slug = (current: string) => ({ _type: 'slug', current })
    const dataset = [
      { _id: 'siteSettings', _type: 'siteSettings', brandSlug: 'codehome' },
      { _id: 'service-seo', _type: 'service', slug: slug('seo'), aliases: ['search'] },
      {
        _id: 'service-seo__i18n_ar',
        _type: 'service',
        language: 'ar',
        slug: slug('seo'),
        aliases: ['bahth'],
      },
      { _id: 'post-a__i18n_ar', _type: 'blogPost', language: 'ar', slug: slug('marhaba') },
      {
        _id: 'page-l__i18n_ar',
        _type: 'page',
        kind: 'landing',
        language: 'ar',
        slug: slug('global-agency'),
      },
      { _id: 'gone-ar-services-old', _type: 'gonePath', path: '/ar/services/old' },
    ]
    const value = await evaluate(parse(siteRedirectsQuery), { dataset })
    const table = buildSiteRedirects(await value.get())
    expect(isLivePath('/services/seo', table)).toBe(true)
    expect(isLivePath('/ar/services/seo', table)).toBe(true)
    expect(isLivePath('/ar/blogs/marhaba', table)).toBe(true)
    expect(isLivePath('/blogs/marhaba', table)).toBe(false)
    expect(isLivePath('/ar/codehome-global-agency', table)).toBe(true)
    expect(aliasTarget('/ar/services/bahth', table)).toBe('/ar/services/seo')
    expect(aliasTarget('/services/search', table)).toBe('/services/seo')
    expect(aliasTarget('/services/bahth', table)).toBeNull()
    expect(answerPath('/ar/services/old', table)).toEqual({ kind: 'gone' })
  })
})
