/**
 * The deploy paths as a new user follows them (issue 42, item 7). No container image can be pulled
 * here, so compose.yaml and the Dockerfile are read and held to what a deploy needs: every
 * documented variable reaches the apps, every build-time one the build; images pinned to exact
 * versions; `npm ci`; PGlite's data in a volume; /app the runtime user's; nginx not held back
 * until both apps are healthy.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

interface Service {
  image?: string
  build?: { args?: Record<string, string> }
  env_file?: string | (string | { path: string })[]
  environment?: Record<string, string>
  depends_on?: Record<string, { condition: string }>
  volumes?: string[]
}
const compose = parse(read('compose.yaml'), { merge: true }) as {
  services: Record<string, Service>
}
const dockerfile = read('Dockerfile')
const stages = dockerfile.split(/^FROM /m).slice(1)
const stage = (name: string) => stages.find((text) => new RegExp(`^\\S+ AS ${name}\\b`).test(text))!
const argsOf = (text: string) => [...text.matchAll(/^ARG (\w+)/gm)].map((m) => m[1]!)

/** Every variable web/env.ts and web/public-env.ts read (their schemas name each literally). */
const schemaVariables = [
  ...new Set(
    [read('web/env.ts'), read('web/public-env.ts')].flatMap((text) =>
      [...text.matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!),
    ),
  ),
]

describe('compose.yaml', () => {
  const apps = ['app1', 'app2'].map((name) => compose.services[name]!)

  it('passes .env to the apps, so every documented variable reaches them', () => {
    for (const app of apps) {
      const files = [app.env_file ?? []].flat().map((f) => (typeof f === 'string' ? f : f.path))
      expect(files).toContain('.env')
    }
  })

  it('passes every build argument of the Dockerfile (NEXT_PUBLIC_* and the headers’ inputs)', () => {
    const buildArgs = argsOf(stage('build'))
    expect(buildArgs.filter((name) => name.startsWith('NEXT_PUBLIC_')).sort()).toEqual(
      schemaVariables
        .filter((name) => name.startsWith('NEXT_PUBLIC_'))
        // Computed by next.config.ts at build time, never configured.
        .filter((name) => name !== 'NEXT_PUBLIC_DEPLOYMENT_VERSION')
        .sort(),
    )
    for (const app of apps) {
      expect(Object.keys(app.build?.args ?? {}).sort()).toEqual([...buildArgs].sort())
    }
  })

  it('pins every image to an exact version', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (name.startsWith('app')) continue
      // Major.minor.patch; PostgreSQL's releases are major.minor.
      const exact = name === 'postgres' ? /^postgres:\d+\.\d+-/ : /^[\w./-]+:v?\d+\.\d+\.\d+/
      expect(service.image, name).toMatch(exact)
      expect(service.image, name).not.toMatch(/latest/)
    }
  })

  it('starts nginx with the apps, not after both are healthy', () => {
    const waits = compose.services.nginx!.depends_on ?? {}
    for (const [app, { condition }] of Object.entries(waits)) {
      expect(condition, app).not.toBe('service_healthy')
    }
  })
})

describe('Dockerfile', () => {
  it('builds on the exact Node of the lockfile', () => {
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<string, { version: string }>
    }
    const version = /^ARG NODE_VERSION=(\S+)$/m.exec(dockerfile)?.[1]
    expect(version).toBe(lock.packages['node_modules/node']!.version)
    for (const from of dockerfile.matchAll(/^FROM (\S+)/gm)) {
      expect(from[1]).toMatch(/^node:\$\{NODE_VERSION\}-slim$/)
    }
  })

  it('installs with npm ci', () => {
    expect(stage('deps')).toMatch(/^RUN npm ci\b/m)
    expect(dockerfile).not.toMatch(/npm install/)
  })

  it('keeps PGlite’s data in a volume, owned with /app by the user that runs the server', () => {
    const runner = stage('runner')
    const dataDir = /PGLITE_DATA_DIR=(\S+)/.exec(runner)?.[1]
    expect(dataDir).toBeDefined()
    const volumes = [...runner.matchAll(/^VOLUME \[?"?([^"\]\s]+)/gm)].map((m) => m[1]!)
    expect(volumes.some((volume) => dataDir!.startsWith(`${volume}/`))).toBe(true)
    const owned = /chown codehome:codehome ([^\n]+)/.exec(runner)?.[1]?.split(/\s+/) ?? []
    expect(owned).toContain('/app')
    expect(owned).toEqual(expect.arrayContaining(volumes))
    // The user is switched to after the files are in place, and runs the server.
    expect(runner.indexOf('USER codehome')).toBeGreaterThan(runner.indexOf('COPY --from=build'))
  })
})

describe('next.config.ts on Vercel', () => {
  /** The configuration `next build` gets, loaded in a clean environment plus `env`. */
  function buildConfig(env: Record<string, string>): { cacheHandler?: string } {
    const script = `const { default: config } = await import(${JSON.stringify(
      pathToFileURL(path.join(root, 'next.config.ts')).href,
    )})\nconsole.log(JSON.stringify({ cacheHandler: config('phase-production-build').cacheHandler }))\n`
    const output = execFileSync(
      path.join(root, 'node_modules', '.bin', 'tsx'),
      ['--input-type=module', '-e', script],
      {
        cwd: root,
        encoding: 'utf8',
        env: { NODE_ENV: 'production', PATH: process.env.PATH!, HOME: process.env.HOME!, ...env },
      },
    )
    return JSON.parse(output.trim().split('\n').pop()!) as { cacheHandler?: string }
  }

  it('leaves Vercel its own cache, and sets the site’s handler on every other host', () => {
    expect(buildConfig({}).cacheHandler).toMatch(/web\/cache\/cache-handler\.mjs$/)
    expect(buildConfig({ REDIS_URL: 'redis://cache:6379' }).cacheHandler).toMatch(
      /cache-handler\.mjs$/,
    )
    expect(
      buildConfig({
        VERCEL: '1',
        VERCEL_PROJECT_PRODUCTION_URL: 'codehome.vercel.app',
      }).cacheHandler,
    ).toBeUndefined()
  })
})

describe('docs/deployment.md, a plain Node host', () => {
  const section = (() => {
    const text = read('docs/deployment.md')
    const start = text.indexOf('## A plain Node host')
    return text.slice(start, text.indexOf('\n## ', start + 1))
  })()

  it('sets the site’s address before building', () => {
    expect(section).toMatch(/NEXT_PUBLIC_SITE_URL=https:\/\/\S+ npm run build/)
  })

  it('binds the server to 127.0.0.1 behind the proxy, never to every interface', () => {
    expect(section).toMatch(/HOSTNAME=127\.0\.0\.1 node server\.js/)
    expect(section).toMatch(/npm start -- -H 127\.0\.0\.1/)
    expect(section).not.toMatch(/0\.0\.0\.0/)
  })
})
