/**
 * The analytics and chat ids the site shell renders: the environment's override the CMS's.
 */
import { afterEach, expect, it, vi } from 'vitest'

afterEach(() => vi.unstubAllEnvs())

async function load(env: Record<string, string> = {}) {
  vi.resetModules()
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  return import('@/web/content/site-integrations')
}

it("takes the CMS's ids", async () => {
  const { siteIntegrations } = await load()
  expect(siteIntegrations(null)).toEqual({ measurementId: null, chatId: null })
  expect(
    siteIntegrations({ analyticsId: 'G-CMS0001', chatId: '64f0c0ffee0123456789abcd' }),
  ).toEqual({ measurementId: 'G-CMS0001', chatId: '64f0c0ffee0123456789abcd' })
})

it("lets the environment's ids override the CMS's", async () => {
  const { siteIntegrations } = await load({ NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-ENV0001' })
  expect(
    siteIntegrations({ analyticsId: 'G-CMS0001', chatId: '64f0c0ffee0123456789abcd' }),
  ).toEqual({ measurementId: 'G-ENV0001', chatId: '64f0c0ffee0123456789abcd' })
  expect(siteIntegrations(null)).toEqual({ measurementId: 'G-ENV0001', chatId: null })
})
