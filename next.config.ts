import { randomBytes } from 'node:crypto'
import type { NextConfig } from 'next'
// Validates the environment: a bad configuration stops the build or the server here, by name.
import { contentBackend } from './web/env'

/**
 * The deployment version: the build id, stored by browsers so that a new build's service worker
 * drops the old build's caches. DEPLOYMENT_VERSION (for example the commit) when set, otherwise a
 * fresh one per build. The build's first evaluation of this file picks it and puts it in the
 * environment, which the build's worker processes inherit, so they all agree.
 */
const deploymentVersion =
  (process.env.DEPLOYMENT_VERSION ||= `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`)

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  generateBuildId: () => deploymentVersion,
  env: { NEXT_PUBLIC_DEPLOYMENT_VERSION: deploymentVersion },
  images: {
    // Sanity's image CDN serves editors' uploads in production; the embedded default ships its own.
    remotePatterns:
      contentBackend === 'sanity' ? [{ protocol: 'https', hostname: 'cdn.sanity.io' }] : [],
  },
  // PGlite loads its WebAssembly and data files from its own package directory, and nodemailer
  // is plain Node: both are required at run time rather than bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'nodemailer'],
  // Baseline hardening for every response. No X-Frame-Options or frame-ancestors: Sanity's
  // Presentation tool shows the site in a frame on preview hosts.
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
