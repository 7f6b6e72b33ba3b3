/**
 * The site's public endpoints as files: every route handler (`app/**\/route.ts`, with the
 * parameters of its path) and every module of server actions (a file whose first statement is
 * `'use server'`), found by walking the source tree, so a test over "every endpoint" covers the
 * next one without a list to keep.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** Source files under `dir` (relative to the repository), skipping tests and build output. */
function sourceFiles(dir: string): string[] {
  return (readdirSync(path.join(ROOT, dir), { recursive: true }) as string[])
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/(^|\/)(node_modules|\.next)\//.test(file))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
    .sort()
}

export interface RouteFile {
  /** The file, relative to the repository: app/api/admin/leads/[id]/route.ts. */
  file: string
  /** The path it answers, its dynamic segments as written: /api/admin/leads/[id]. */
  route: string
  /** Its dynamic segments: `[id]` → { name: 'id', catchAll: false }. */
  params: { name: string; catchAll: boolean }[]
}

/** Every route handler of the app. */
export function routeFiles(): RouteFile[] {
  return sourceFiles('app')
    .filter((file) => /(^|\/)route\.(ts|tsx)$/.test(file))
    .map((file) => {
      const segments = path.posix
        .dirname(file)
        .split('/')
        .slice(1)
        // Route groups, (site), are not part of the path.
        .filter((segment) => !/^\(.*\)$/.test(segment))
      const params = segments.flatMap((segment) => {
        const match = /^\[{1,2}(\.\.\.)?([^\]]+)\]{1,2}$/.exec(segment)
        return match ? [{ name: match[2]!, catchAll: Boolean(match[1]) }] : []
      })
      return { file, route: `/${segments.join('/')}`, params }
    })
}

const DIRECTIVE = /^(?:\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/))*\s*(['"])use server\1/

/** Every module of server actions: the files whose first statement is 'use server'. */
export function serverActionFiles(): string[] {
  return [...sourceFiles('app'), ...sourceFiles('web')].filter((file) =>
    DIRECTIVE.test(readFileSync(path.join(ROOT, file), 'utf8')),
  )
}

/**
 * Files that mark a server action inside a function ('use server' in its body) rather than at
 * the top: the walk above would miss those actions.
 */
export function inlineServerActions(): string[] {
  return [...sourceFiles('app'), ...sourceFiles('web')].filter((file) => {
    const text = readFileSync(path.join(ROOT, file), 'utf8')
    return /(['"])use server\1/.test(text) && !DIRECTIVE.test(text)
  })
}

/**
 * The names the site's code reads from requests, forms and bodies (`searchParams.get('cursor')`,
 * `form.get('email')`, `headers.get('origin')`, `body.token`): query parameters (`query`, those
 * read from search parameters), form fields, headers and JSON keys (`all`) worth sending odd
 * values under, found in the source like the endpoints.
 */
export function namesRead(): { query: string[]; all: string[] } {
  const query = new Set<string>()
  const all = new Set<string>()
  for (const file of [...sourceFiles('app'), ...sourceFiles('web'), ...sourceFiles('core')]) {
    if (/(^|\/)components\//.test(file)) continue
    const text = readFileSync(path.join(ROOT, file), 'utf8')
    for (const match of text.matchAll(/(\w*)\??\.get\(\s*'([^']{1,60})'\s*\)/g)) {
      all.add(match[2]!)
      if (/^(searchParams|params|query)$/.test(match[1]!)) query.add(match[2]!)
    }
    for (const match of text.matchAll(/\b(?:body|input|parsed|payload)\??\.([A-Za-z_]\w{0,40})/g)) {
      all.add(match[1]!)
    }
  }
  return { query: [...query].sort(), all: [...all].sort() }
}
