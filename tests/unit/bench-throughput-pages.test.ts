import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { describe, expect, it } from 'vitest'
import { THROUGHPUT_PAGES } from '@/scripts/bench/throughput-pages'

describe("bench:speed's throughput pages", () => {
  it('say whether the proxy runs on them as its matcher does', async () => {
    const { config } = await import('@/proxy')
    for (const page of THROUGHPUT_PAGES)
      expect({
        page: page.path,
        proxy: unstable_doesMiddlewareMatch({ config, url: page.path }),
      }).toEqual({ page: page.path, proxy: page.proxy })
    // One of each kind, so both budgets are measured.
    expect(new Set(THROUGHPUT_PAGES.map((page) => page.proxy))).toEqual(new Set([true, false]))
  })
})
