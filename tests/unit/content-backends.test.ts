/**
 * The two content backends answer the same GROQ with the same result: the local dataset through
 * groq-js, and the Sanity path through @sanity/client pointed at a stand-in of the query API.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalBackend, type LocalDocument } from '@/web/content/backends/local'
import {
  serviceCatalogueQuery,
  serviceQuery,
  siteRedirectsQuery,
  settingsQuery,
} from '@/web/content/queries'
import { buildSeed, toNdjson } from '@/scripts/seed/build'
import { standInBackend, startGroqStandIn, type StandIn } from '../helpers/groq-stand-in'

const documents = buildSeed().documents as LocalDocument[]
const draftPrice = 455
const draft: LocalDocument = {
  ...structuredClone(documents.find((doc) => doc._id === 'service-seo')!),
  _id: 'drafts.service-seo',
}
;(draft.packages as { price: number }[])[0]!.price = draftPrice
const withDraft = [...documents, draft]

let dir: string
let file: string
let standIn: StandIn

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'content-'))
  file = path.join(dir, 'dataset.ndjson')
  await writeFile(file, toNdjson(withDraft))
  standIn = await startGroqStandIn(withDraft)
})
afterAll(async () => {
  await standIn?.close()
  await rm(dir, { recursive: true, force: true })
})

const sanity = () => standInBackend(standIn)

describe('content backends', () => {
  it.each([
    ['settings', settingsQuery, {}],
    ['service catalogue', serviceCatalogueQuery, {}],
    ['one service', serviceQuery, { slug: 'seo' }],
    ['redirect table', siteRedirectsQuery, {}],
  ] as const)('answer the %s query the same', async (_name, query, params) => {
    const local = await createLocalBackend(file).query(query, params, 'published')
    const remote = await sanity().query(query, params, 'published')
    expect(remote).toEqual(local)
    expect(local).toBeTruthy()
  })

  it('send the Sanity query to the query API, published perspective by default', async () => {
    standIn.requests.length = 0
    await sanity().query(serviceQuery, { slug: 'web-development' }, 'published')
    expect(standIn.requests).toEqual([
      { method: 'GET', path: '/v2025-10-01/data/query/production', perspective: 'published' },
    ])
  })

  it('show drafts only in the drafts perspective, the same way', async () => {
    const published = await createLocalBackend(file).query<{ packages: { price: number }[] }>(
      serviceQuery,
      { slug: 'seo' },
      'published',
    )
    const local = await createLocalBackend(file).query<{ packages: { price: number }[] }>(
      serviceQuery,
      { slug: 'seo' },
      'drafts',
    )
    const remote = await sanity().query(serviceQuery, { slug: 'seo' }, 'drafts')
    expect(published.packages[0]!.price).toBe(399)
    expect(local.packages[0]!.price).toBe(draftPrice)
    expect(remote).toEqual(local)
  })

  it("overlay one document's draft for a client's preview link: exactly locally, by drafts on Sanity", async () => {
    type Service = { packages: { price: number }[] }
    const local = createLocalBackend(file)
    const price = async (slug: string, draftOf: string) =>
      (await local.query<Service>(serviceQuery, { slug }, { draftOf })).packages[0]!.price
    expect(await price('seo', 'service-seo')).toBe(draftPrice)
    // Another document's overlay leaves this one published.
    expect(await price('seo', 'service-ppc')).toBe(399)
    // The Content Lake has no such perspective: the read asks for drafts (see Perspective).
    standIn.requests.length = 0
    const remote = await sanity().query(serviceQuery, { slug: 'seo' }, { draftOf: 'service-seo' })
    expect(remote).toEqual(
      await local.query(serviceQuery, { slug: 'seo' }, { draftOf: 'service-seo' }),
    )
    expect(standIn.requests.map((request) => request.perspective)).toEqual(['drafts'])
  })

  it('read the local dataset again when the file changes', async () => {
    const backend = createLocalBackend(file)
    const before = await backend.query<{ packages: { price: number }[] }>(
      serviceQuery,
      { slug: 'seo' },
      'published',
    )
    const edited = structuredClone(withDraft)
    ;(edited.find((doc) => doc._id === 'service-seo')!.packages as { price: number }[])[0]!.price =
      499
    const version = await backend.version()
    await writeFile(file, toNdjson(edited) + '\n')
    const after = await backend.query<{ packages: { price: number }[] }>(
      serviceQuery,
      { slug: 'seo' },
      'published',
    )
    expect(before.packages[0]!.price).toBe(399)
    expect(after.packages[0]!.price).toBe(499)
    expect(await backend.version()).not.toBe(version)
    await writeFile(file, toNdjson(withDraft))
  })

  it('explain a missing local dataset', async () => {
    await expect(
      createLocalBackend(path.join(dir, 'nope.ndjson')).query('*[0]', {}, 'published'),
    ).rejects.toThrow(/npm run seed/)
  })
})
