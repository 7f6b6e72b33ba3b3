/**
 * Every part of Next's internals (`next/dist/…`) that the project uses, named here and nowhere
 * else: Next does not promise these paths or shapes across releases, so
 * tests/unit/next-internals.test.ts fails when one moves, and an upgrade fixes it in this file.
 *
 * Plain JavaScript: the cache handler imports it at run time, outside Next's bundles.
 */
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/** Where Next keeps its default incremental cache (the one it uses when no `cacheHandler` is set). */
export const FILE_SYSTEM_CACHE = 'next/dist/server/lib/incremental-cache/file-system-cache.js'

/**
 * Next's default incremental cache, a class with `get`, `set` and `revalidateTag` (Next's
 * `CacheHandler` interface): the cache of one server without Redis, and of `next build`. No
 * public export offers it.
 * @type {new (context: unknown) => { get: Function, set: Function, revalidateTag: Function, resetRequestCache?: Function }}
 */
export const FileSystemCache = require(FILE_SYSTEM_CACHE).default

/** Where Next's key for a regenerated page or route response is made (getRouteCacheKey). */
export const ROUTE_CACHE_KEY = 'next/dist/server/lib/route-cache-key.js'

/**
 * The folder under `.next/server` where Next's file cache stores the pages and route responses a
 * running server regenerates ('route-cache'), keyed by route, not by build.
 * @type {string}
 */
export const ROUTE_CACHE_DIRECTORY = require(ROUTE_CACHE_KEY).ROUTE_CACHE_DIRECTORY
