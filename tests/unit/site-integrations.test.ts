/**
 * The analytics and chat ids the Content-Security-Policy follows (issue 13 with issue 10): the
 * environment's override the CMS's; the CMS's are read at start, again on a settings publish, and
 * at most a minute later otherwise.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest'
import { buildSeed, toNdjson } from '@/scripts/seed/build'
import type { LocalDocument } from '@/web/content/backends/local'

const documents = buildSeed().documents as LocalDocument[]
let dir: string
let file: string

/** Writes the dataset with these integration ids in the site settings. */
async function publish(ids: { analyticsId?: string; chatId?: string }) {
  const docs = documents.map((doc) => (doc._id === 'siteSettings' ? { ...doc, ...ids } : doc))
  await writeFile(file, toNdjson(docs))
}

async function load(env: Record<string, string> = {}) {
  vi.resetModules()
  vi.stubEnv('CONTENT_DATASET', file)
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('codehome.content.site-integrations')]
  return import('@/web/content/site-integrations')
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'integrations-'))
  file = path.join(dir, 'dataset.ndjson')
})
afterEach(() => {
  vi.unstubAllEnvs()
  vi.useRealTimers()
})
afterAll(() => rm(dir, { recursive: true, force: true }))

it("follows the CMS's ids: read on demand, and again a minute after the last read", async () => {
  await publish({})
  const { currentSiteIntegrations, refreshSiteIntegrations } = await load()
  await refreshSiteIntegrations()
  expect(currentSiteIntegrations()).toEqual({ measurementId: null, chatId: null })

  await publish({ analyticsId: 'G-CMS0001', chatId: '64f0c0ffee0123456789abcd' })
  // A publish reaching this server (the webhook) reads them at once.
  await refreshSiteIntegrations()
  expect(currentSiteIntegrations()).toEqual({
    measurementId: 'G-CMS0001',
    chatId: '64f0c0ffee0123456789abcd',
  })

  // A publish that reached another server: seen once a minute has passed since the last read.
  await publish({})
  vi.useFakeTimers({ toFake: ['Date'] })
  expect(currentSiteIntegrations().measurementId).toBe('G-CMS0001')
  vi.setSystemTime(Date.now() + 61_000)
  currentSiteIntegrations()
  await refreshSiteIntegrations()
  expect(currentSiteIntegrations()).toEqual({ measurementId: null, chatId: null })
})

it("lets the environment's ids override the CMS's", async () => {
  await publish({ analyticsId: 'G-CMS0001', chatId: '64f0c0ffee0123456789abcd' })
  const { currentSiteIntegrations, refreshSiteIntegrations, siteIntegrations } = await load({
    NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-ENV0001',
  })
  await refreshSiteIntegrations()
  expect(currentSiteIntegrations()).toEqual({
    measurementId: 'G-ENV0001',
    chatId: '64f0c0ffee0123456789abcd',
  })
  expect(siteIntegrations(null)).toEqual({ measurementId: 'G-ENV0001', chatId: null })
})

it('keeps the last known ids when the settings cannot be read', async () => {
  await publish({ analyticsId: 'G-CMS0001' })
  const { currentSiteIntegrations, refreshSiteIntegrations } = await load()
  await refreshSiteIntegrations()
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  await writeFile(file, '{not json')
  await refreshSiteIntegrations()
  expect(currentSiteIntegrations().measurementId).toBe('G-CMS0001')
  expect(error).toHaveBeenCalled()
  error.mockRestore()
})
