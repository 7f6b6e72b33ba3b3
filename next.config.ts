import path from 'node:path'
import type { NextConfig } from 'next'
// Validates the environment: a bad configuration stops the build or the server here, by name.
import { contentBackend } from './web/env'

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  images: {
    // Sanity's image CDN serves editors' uploads in production; the embedded default ships its own.
    remotePatterns:
      contentBackend === 'sanity' ? [{ protocol: 'https', hostname: 'cdn.sanity.io' }] : [],
  },
  // PGlite loads its WebAssembly and data files from its own package directory, and nodemailer
  // is plain Node: both are required at run time rather than bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'nodemailer'],
  // Pages and data: Next's file cache, or one cache in Redis shared by every instance when
  // REDIS_URL is set; 404s are never stored (web/cache/cache-handler.mjs).
  cacheHandler: path.resolve('web/cache/cache-handler.mjs'),
  // Baseline hardening for every response. The Content-Security-Policy, and with it who may
  // frame the site (no X-Frame-Options: it cannot name the preview hosts), is set at run time by
  // the HTTP hooks (web/http/content-security-policy.ts), as it reads PREVIEW_HOSTS.
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
          // Ignored by browsers over plain http (a local run); binding once served over https.
          { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
        ],
      },
    ]
  },
  // Older paths that only change their prefix (the query string is kept). Content-driven
  // redirects (service and case-study aliases, /case-study/*) are answered by proxy.ts.
  async redirects() {
    return [
      { source: '/blog/:slug', destination: '/blogs/:slug', permanent: true },
      { source: '/book-a-call', destination: '/book-call', permanent: true },
    ]
  },
}

export default nextConfig
