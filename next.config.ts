import { randomBytes } from 'node:crypto'
import path from 'node:path'
import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_BUILD } from 'next/constants'
// Validates the environment: a bad configuration stops the build or the server here, by name.
import { contentBackend, env, localSiteWarning, resolveSiteUrl } from './web/env'
import { HEADER_SETTINGS_ENV, headerSettings } from './web/http/build-headers'
import { PUBLIC_MAX_AGE_S } from './web/http/cache-policy'
import { cspConfigFromEnv } from './web/http/content-security-policy'
import { securityHeaders } from './web/http/security-headers'

// A second build beside the main one: the tests and benchmarks build the site once more for the
// Sanity backend (NEXT_PUBLIC_* values are fixed at build time) into `.next-sanity`. Its code is
// the main build's, type-checked there, so that build skips the type check.
const secondaryBuild = process.env.NEXT_DIST_DIR

/**
 * The deployment version: the build id, stored by browsers so that a new build's service worker
 * drops the old build's caches. DEPLOYMENT_VERSION (for example the commit) when set, otherwise a
 * fresh one per build. The build's first evaluation of this file picks it and puts it in the
 * environment, which the build's worker processes inherit, so they all agree.
 */
const deploymentVersion =
  (process.env.DEPLOYMENT_VERSION ||= `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`)

const nextConfig: NextConfig = {
  ...(secondaryBuild ? { distDir: secondaryBuild, typescript: { ignoreBuildErrors: true } } : {}),
  reactStrictMode: true,
  // The site's address as resolved from the configuration (NEXT_PUBLIC_SITE_URL, else the hosting
  // platform's production address), inlined wherever the code reads NEXT_PUBLIC_SITE_URL. A
  // production configuration without one stops the build and the server here.
  env: {
    NEXT_PUBLIC_SITE_URL: resolveSiteUrl(process.env),
    NEXT_PUBLIC_DEPLOYMENT_VERSION: deploymentVersion,
    // What the security headers were built from, for the server's start-up check.
    [HEADER_SETTINGS_ENV]: JSON.stringify(headerSettings(process.env)),
  },
  poweredByHeader: false,
  // proxy.ts sees the URL the server was reached at, so its rewrites (400, 410 pages) stay
  // same-origin however the server is bound: normalized, that URL says `localhost` while a server
  // bound with `-H 127.0.0.1` (or standalone with HOSTNAME) compares rewrites against its bound
  // address, so Next sent them out as external requests and their status was lost.
  // https://nextjs.org/docs/app/api-reference/file-conventions/proxy#advanced-proxy-flags
  skipProxyUrlNormalize: true,
  experimental: {
    // Turbopack's production chunking, tuned for requests before the first paint: by default it
    // splits each layout's client code (and the framework's) by which routes share which modules,
    // which gave every content page 14 script tags against a bare Next page's 7, each a request
    // over a phone's few connections before the page can paint. Charging a request ~1 MB of
    // source (~200 kB compressed) and merging chunks under 200 kB leaves one chunk per route
    // segment: 10 on a content page, and the same bytes.
    // https://nextjs.org/docs/app/api-reference/config/next-config-js/turbopackChunking
    turbopackChunking: { requestCost: 1_000_000, minChunkSize: 200_000 },
  },
  generateBuildId: () => deploymentVersion,
  images: {
    // The widths a responsive image offers (its srcset): Next's default list less 750 (828 serves
    // a 375-px phone at density 2), 2048 and 3840, plus 2560, the next step up from 1920 for the
    // widest image of the site (1216 px at density 2, which took the 3840-px file). Each image's
    // srcset is written twice, in the markup and in React's data: 0.25 kB of the home page's
    // compressed HTML (issue 46).
    deviceSizes: [640, 828, 1080, 1200, 1920, 2560],
    // Sanity's image CDN serves editors' uploads in production; the embedded default ships its own.
    remotePatterns:
      contentBackend === 'sanity' ? [{ protocol: 'https', hostname: 'cdn.sanity.io' }] : [],
  },
  // PGlite loads its WebAssembly and data files from its own package directory, and nodemailer
  // is plain Node: both are required at run time rather than bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'nodemailer'],
  // Pages and data on a self-hosted server: Next's file cache, or one cache in Redis shared by
  // every instance when REDIS_URL is set; 404s are never stored, pages are stored rewritten for
  // the first paint (web/cache/cache-handler.mjs). Not on Vercel (VERCEL is set in its builds): a
  // handler replaces Vercel's own data and page cache, which its CDN and `revalidateTag` use.
  ...(process.env.VERCEL ? {} : { cacheHandler: path.resolve('web/cache/cache-handler.mjs') }),
  // What a CDN may keep: public pages revalidate every PUBLIC_MAX_AGE_S seconds (their segment
  // config), which Next sends as `s-maxage`, and may be served stale while revalidating for
  // CDN_STALE_WHILE_REVALIDATE seconds after that: Next sends `expireTime` minus the revalidate
  // period as `stale-while-revalidate` (web/http/cache-policy.ts).
  // https://nextjs.org/docs/app/api-reference/config/next-config-js/expireTime
  expireTime: PUBLIC_MAX_AGE_S + env.CDN_STALE_WHILE_REVALIDATE,
  // Security headers of every response but the admin's (which proxy.ts gives a nonce), the same
  // on every host that runs Next (web/http/security-headers.ts).
  async headers() {
    return [
      ...securityHeaders(cspConfigFromEnv(env, { siteUrl: resolveSiteUrl(process.env) })),
      {
        // The service worker (built into public/ after `next build`): always checked for a new
        // version, and allowed to control the whole site.
        source: '/sw.js',
        headers: [
          { key: 'Cache-Control', value: 'no-cache' },
          { key: 'Service-Worker-Allowed', value: '/' },
          { key: 'Content-Type', value: 'text/javascript; charset=utf-8' },
        ],
      },
    ]
  },
  // Without a Sanity project the Studio has nothing to open: /studio shows how to connect one
  // (app/studio-setup), before the Studio's own route is matched.
  async rewrites() {
    if (contentBackend === 'sanity') return []
    return {
      beforeFiles: [
        { source: '/studio', destination: '/studio-setup' },
        { source: '/studio/:path*', destination: '/studio-setup' },
      ],
      afterFiles: [],
      fallback: [],
    }
  },
  // Older paths that only change their prefix (the query string is kept), and their Arabic twins
  // (issue 44: the targets are translated routes, core/i18n/routes.ts). Content-driven redirects
  // (service and case-study aliases, /case-study/*) are answered by proxy.ts.
  async redirects() {
    return [
      { source: '/blog/:slug', destination: '/blogs/:slug', permanent: true },
      { source: '/book-a-call', destination: '/book-call', permanent: true },
      { source: '/ar/blog/:slug', destination: '/ar/blogs/:slug', permanent: true },
      { source: '/ar/book-a-call', destination: '/ar/book-call', permanent: true },
    ]
  },
}

/**
 * The build also writes a self-contained server (.next/standalone/server.js with the node_modules
 * it needs) for containers and plain Node hosts; `next start` and Vercel serve the same build.
 * Only the build is told so: `next start` would warn that it is not that server, and it serves
 * the build all the same (the e2e suite runs it beside the standalone servers of the topology
 * test). https://nextjs.org/docs/app/api-reference/config/next-config-js/output
 */
export default function config(phase: string): NextConfig {
  // A production build for localhost says so (web/env.ts), once: the build's worker processes load
  // this file again with the flag in their inherited environment.
  if (phase === PHASE_PRODUCTION_BUILD && !process.env.CODEHOME_SITE_ADDRESS_TOLD) {
    process.env.CODEHOME_SITE_ADDRESS_TOLD = '1'
    const warning = localSiteWarning(nextConfig.env!.NEXT_PUBLIC_SITE_URL!, {
      NODE_ENV: 'production',
    })
    if (warning) console.warn(warning)
  }
  return { ...nextConfig, ...(phase === PHASE_PRODUCTION_BUILD ? { output: 'standalone' } : {}) }
}
