/**
 * The cached pages whose requests per second `bench:speed` measures: a fixed page, which the proxy
 * does not run on, and a service, one of the slug sections it runs on (editors' redirects, slug
 * changes and removed pages are answered there). A page the proxy runs on is held to the floor's
 * page behind a pass-through proxy (./floor.ts). tests/unit/bench-throughput-pages.test.ts checks
 * each `proxy` against the proxy's own matcher, as Next reads it.
 */
export const THROUGHPUT_PAGES: readonly { path: string; proxy: boolean }[] = [
  { path: '/about', proxy: false },
  { path: '/services/seo', proxy: true },
]
