/**
 * The framework's floor: a bare Next.js app built in a temporary directory with the project's own
 * `next`, `react` and `react-dom` (its node_modules, linked), so the comparison holds across
 * versions. Each of its pages is a heading and a list of links (next/link, as the site's are) and
 * nothing else: no CSS, no client code of its own, no font. The pages form a ladder of HTML
 * weights; a site page is compared with the rung whose HTML is nearest to its own.
 *
 * Each rung is served twice: at `/floor/{links}`, and at `/proxy/{links}` through a proxy
 * (`proxy.ts`) that only lets the request through. The second is the floor of a page that needs a
 * proxy (the site's slug sections answer editors' redirects and removed pages there): what Next
 * itself spends on running one, so the site is measured against it, not charged for it.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * Link counts of the ladder's rungs: 50 to 3,500 links, ~10 kB to ~690 kB of HTML. The top covers
 * the site's heaviest page (`/ar`, ~560 kB of markup: its Arabic text is two bytes a letter in
 * UTF-8) with room to spare; a page heavier than the top rung is an error, not a comparison with
 * a lighter page.
 */
const RUNGS = Array.from({ length: 70 }, (_, index) => (index + 1) * 50)

export interface FloorRung {
  /** The page's path, `/floor/{links}`. */
  path: string
  /** The same page behind the floor's pass-through proxy, `/proxy/{links}`. */
  proxiedPath: string
  links: number
  /** Bytes of its HTML document, uncompressed. */
  htmlBytes: number
}

export interface Floor {
  url: string
  /** The server's process (`next start`), for its CPU time (./cpu.ts). */
  pid: number | undefined
  rungs: FloorRung[]
  /** The rung whose HTML weight is nearest to `htmlBytes`. */
  nearest(htmlBytes: number): FloorRung
  stop(): Promise<void>
}

/** A rung's page: a heading and `links` links. */
const FLOOR_PAGE = `import Link from 'next/link'

const RUNGS = ${JSON.stringify(RUNGS)}

export const dynamicParams = false

export function generateStaticParams() {
  return RUNGS.map((links) => ({ links: String(links) }))
}

export default async function FloorPage({ params }: { params: Promise<{ links: string }> }) {
  const count = Number((await params).links)
  return (
    <main>
      <h1>A page of {count} links</h1>
      <ul>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <Link href={\`/floor/\${RUNGS[index % RUNGS.length]}\`}>Link number {index + 1}</Link>
          </li>
        ))}
      </ul>
    </main>
  )
}
`

const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'bench-floor', private: true, type: 'module' }),
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['dom', 'dom.iterable', 'esnext'],
      strict: true,
      module: 'esnext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      esModuleInterop: true,
      skipLibCheck: true,
      isolatedModules: true,
      noEmit: true,
      plugins: [{ name: 'next' }],
    },
    include: ['**/*.ts', '**/*.tsx'],
  }),
  // node_modules is a link into the project: Turbopack may read files anywhere under /.
  'next.config.mjs': `export default { turbopack: { root: '/' }, typescript: { ignoreBuildErrors: true } }\n`,
  'app/layout.tsx': `export const metadata = {
  title: 'Floor',
  description: 'A bare Next.js page of the same HTML weight, for comparison.',
}

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
`,
  'app/floor/[links]/page.tsx': FLOOR_PAGE,
  'app/proxy/[links]/page.tsx': FLOOR_PAGE,
  // A proxy that does nothing but let the request through, on the proxied copy only (it says so
  // when asked, so the bench can check that it runs).
  'proxy.ts': `import { type NextRequest, NextResponse } from 'next/server'

export function proxy(request: NextRequest) {
  if (!request.nextUrl.searchParams.has('proxy-check')) return NextResponse.next()
  const response = NextResponse.next()
  response.headers.set('x-floor-proxy', '1')
  return response
}

export const config = { matcher: ['/proxy/:links'] }
`,
}

/** Builds the floor app and starts it on `port`. */
export async function startFloor(port: number): Promise<Floor> {
  const root = process.cwd()
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-floor-'))
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
  const next = path.join(root, 'node_modules', '.bin', 'next')
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  // The site's own variables would not apply here.
  for (const key of Object.keys(env)) if (key.startsWith('NEXT_PUBLIC_')) delete env[key]
  console.log(`Building the floor (bare Next.js) in ${dir} …`)
  const build = spawnSync(next, ['build'], { cwd: dir, env, encoding: 'utf8' })
  if (build.status !== 0) {
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`the floor's build failed:\n${build.stdout}\n${build.stderr}`)
  }
  const child: ChildProcess = spawn(next, ['start', '--port', String(port)], {
    cwd: dir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(dir, { recursive: true, force: true })
        resolve()
      }
      if (child.exitCode !== null) return done()
      child.once('exit', done)
      child.kill('SIGTERM')
    })
  try {
    const deadline = Date.now() + 60_000
    for (;;) {
      try {
        if ((await fetch(`${url}/floor/50`)).ok) break
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null) throw new Error(`the floor exited with ${child.exitCode}`)
      if (Date.now() > deadline) throw new Error('the floor did not answer within 60 s')
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    const check = await fetch(`${url}/proxy/50?proxy-check`)
    if (check.headers.get('x-floor-proxy') !== '1')
      throw new Error("the floor's proxy did not run on /proxy/50")
    const rungs: FloorRung[] = []
    for (const links of RUNGS) {
      const page = `/floor/${links}`
      const proxiedPath = `/proxy/${links}`
      const bytes = (await htmlBytes(`${url}${page}`)).total
      // The copies differ in nothing but their address.
      if ((await htmlBytes(`${url}${proxiedPath}`)).total !== bytes)
        throw new Error(`the floor's ${proxiedPath} differs in weight from ${page}`)
      rungs.push({ path: page, proxiedPath, links, htmlBytes: bytes })
    }
    return {
      url,
      pid: child.pid,
      rungs,
      nearest: (bytes) => {
        const top = rungs.at(-1)!
        const step = top.htmlBytes - rungs.at(-2)!.htmlBytes
        if (bytes > top.htmlBytes + step)
          throw new Error(
            `a page of ${bytes} bytes is heavier than the floor's top rung (${top.path}, ${top.htmlBytes} bytes): add rungs`,
          )
        return rungs.reduce((best, rung) =>
          Math.abs(rung.htmlBytes - bytes) < Math.abs(best.htmlBytes - bytes) ? rung : best,
        )
      },
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/**
 * Bytes of a page's HTML as served, uncompressed: all of it, and the part that is its inline style
 * sheets (the page's own rules, web/first-paint/critical-css.mjs). The floor has no CSS, so a page is
 * matched with a rung by its markup alone (`total - css`): inlining the rules it had loaded from a
 * style sheet does not move a page to a heavier, slower floor.
 */
export async function htmlBytes(url: string): Promise<{ total: number; css: number }> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  const html = Buffer.from(await response.arrayBuffer())
  const text = html.toString('utf8')
  let css = 0
  for (const [, sheet] of text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g))
    css += Buffer.byteLength(sheet!)
  return { total: html.byteLength, css }
}
