/**
 * The site's address (issue 14, item 4): canonical links, JSON-LD, sitemap.xml, robots.txt and the
 * admin cookie's Secure flag all read it, so a production configuration may not run without one.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import {
  hasProductionBackend,
  localSiteWarning,
  resolveSiteUrl,
  siteAddressWarning,
} from '@/web/env'

const run = promisify(execFile)

describe('resolveSiteUrl', () => {
  it('the embedded default keeps localhost', () => {
    expect(resolveSiteUrl({})).toBe('http://localhost:3000')
    expect(hasProductionBackend({})).toBe(false)
  })

  it('the embedded default is on the port the build is given (npm start -- -p 4000 needs it)', () => {
    expect(resolveSiteUrl({ PORT: '4000' })).toBe('http://localhost:4000')
    expect(resolveSiteUrl({ PORT: ' 8080 ' })).toBe('http://localhost:8080')
    for (const port of ['', 'abc', '0', '70000', '3.5']) {
      expect(resolveSiteUrl({ PORT: port })).toBe('http://localhost:3000')
    }
    expect(
      resolveSiteUrl({ PORT: '4000', NEXT_PUBLIC_SITE_URL: 'https://www.codehome.example' }),
    ).toBe('https://www.codehome.example')
  })

  it('a server started on another port than its local address is told how to fix it', () => {
    expect(siteAddressWarning('http://localhost:3000', '3000')).toBeNull()
    expect(siteAddressWarning('http://127.0.0.1:3500', '3500')).toBeNull()
    expect(siteAddressWarning('http://localhost:3000', '4000')).toBe(
      'This build names the site http://localhost:3000 (canonical links, sitemap.xml, structured data), but the server listens on port 4000: build with the same port (PORT=4000 npm run build) or set NEXT_PUBLIC_SITE_URL before building.',
    )
    // A public address is served through a proxy on its own port: nothing to say.
    expect(siteAddressWarning('https://www.codehome.example', '3000')).toBeNull()
    expect(siteAddressWarning('http://localhost:3000', undefined)).toBeNull()
  })

  it('a production build or server for localhost is told, loudly (issue 42, item 4)', () => {
    const production = { NODE_ENV: 'production' }
    for (const local of ['http://localhost:3000', 'http://127.0.0.1:5100', 'http://[::1]:3000']) {
      expect(localSiteWarning(local, production)).toMatch(
        /^!{100}\n!! WARNING: this production build names the site .*NEXT_PUBLIC_SITE_URL/s,
      )
      expect(localSiteWarning(local, { NODE_ENV: 'development' })).toBeNull()
    }
    expect(localSiteWarning('https://www.codehome.example', production)).toBeNull()
  })

  it('a configured address wins', () => {
    expect(
      resolveSiteUrl({
        NEXT_PUBLIC_SITE_URL: 'https://www.codehome.example',
        DATABASE_URL: 'postgres://db/leads',
        VERCEL_PROJECT_PRODUCTION_URL: 'codehome.vercel.app',
      }),
    ).toBe('https://www.codehome.example')
  })

  it.each([
    ['NEXT_PUBLIC_SANITY_PROJECT_ID', 'abc123'],
    ['NEXT_PUBLIC_SUPABASE_URL', 'https://xyz.supabase.co'],
    ['DATABASE_URL', 'postgres://user:pass@db.example/leads'],
  ])('with %s and no address it is refused, naming the variable', (name, value) => {
    expect(() => resolveSiteUrl({ [name]: value })).toThrow(
      /NEXT_PUBLIC_SITE_URL: is required when a production backend is configured/,
    )
  })

  it('falls back to the hosting platform’s production address', () => {
    const db = { DATABASE_URL: 'postgres://db/leads' }
    expect(resolveSiteUrl({ ...db, VERCEL_PROJECT_PRODUCTION_URL: 'codehome.vercel.app' })).toBe(
      'https://codehome.vercel.app',
    )
    expect(resolveSiteUrl({ ...db, NETLIFY: 'true', URL: 'https://codehome.netlify.app' })).toBe(
      'https://codehome.netlify.app',
    )
    expect(resolveSiteUrl({ ...db, RENDER_EXTERNAL_URL: 'https://codehome.onrender.com' })).toBe(
      'https://codehome.onrender.com',
    )
    expect(resolveSiteUrl({ ...db, RAILWAY_PUBLIC_DOMAIN: 'codehome.up.railway.app' })).toBe(
      'https://codehome.up.railway.app',
    )
  })
})

describe('next.config.ts', () => {
  /** Loads the configuration the way `next build` and `next start` do, in a clean environment. */
  async function loadConfig(env: Record<string, string>) {
    const config = pathToFileURL(path.join(process.cwd(), 'next.config.ts')).href
    const script = path.join(mkdtempSync(path.join(tmpdir(), 'codehome-config-')), 'load.mts')
    writeFileSync(
      script,
      `const { default: config } = await import(${JSON.stringify(config)})\nconsole.log(JSON.stringify(config('phase-production-build').env))\n`,
    )
    const tsx = path.join(process.cwd(), 'node_modules', '.bin', 'tsx')
    return run(tsx, [script], {
      cwd: process.cwd(),
      env: {
        NODE_ENV: 'production',
        PATH: process.env.PATH!,
        HOME: process.env.HOME ?? '/tmp',
        ...env,
      },
    })
  }

  it('refuses a production database without a site address', async () => {
    await expect(
      loadConfig({ DATABASE_URL: 'postgres://user:pass@db.example/leads' }),
    ).rejects.toThrow(/NEXT_PUBLIC_SITE_URL: is required/)
  })

  it('inlines the resolved address as NEXT_PUBLIC_SITE_URL', async () => {
    const vercel = await loadConfig({
      DATABASE_URL: 'postgres://user:pass@db.example/leads',
      VERCEL_PROJECT_PRODUCTION_URL: 'codehome.vercel.app',
    })
    expect(JSON.parse(vercel.stdout)).toMatchObject({
      NEXT_PUBLIC_SITE_URL: 'https://codehome.vercel.app',
    })
    const embedded = await loadConfig({})
    expect(JSON.parse(embedded.stdout)).toMatchObject({
      NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
    })
    // A production build for localhost says so on its output (issue 42, item 4); a build with
    // the site's address does not.
    expect(embedded.stderr).toMatch(
      /WARNING: this production build names the site http:\/\/localhost:3000/,
    )
    expect(vercel.stderr).not.toMatch(/WARNING/)
    const onPort = await loadConfig({ PORT: '4000' })
    expect(JSON.parse(onPort.stdout)).toMatchObject({
      NEXT_PUBLIC_SITE_URL: 'http://localhost:4000',
    })
  })
})
