/**
 * The scripts a page starts with ask the browser to compile all their functions while the script
 * streams in, on a background thread, instead of one by one on the main thread as each is first
 * called: V8's explicit compile hint, the magic comment `//# allFunctionsCalledOnLoad` at the top
 * of a file (Chrome 136 and later; other browsers ignore the comment).
 * https://v8.dev/blog/explicit-compile-hints
 *
 * Those scripts (the Turbopack runtime, React, the router, the page's client components) run
 * nearly all their module factories at start-up, so V8's default, lazy compilation happened inside
 * the one long task that evaluates them: ~30 ms on this machine, four times that on a slow phone,
 * most of the total blocking time of every page. Only the start-up scripts of the prerendered
 * pages are hinted (./build.ts reads them from the pages it rewrites); what is
 * loaded later, on demand, is compiled lazily as before.
 */
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** The script with the hint on its first line; as it is when it has it. */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source
}

/**
 * A source map of a script that gained a first line: its mappings start one line later (an empty
 * first line of mappings), so the browser's devtools still point at the right code.
 */
export function shiftedSourceMap(map: string): string {
  const parsed = JSON.parse(map) as { mappings?: string }
  if (typeof parsed.mappings === 'string') parsed.mappings = `;${parsed.mappings}`
  return JSON.stringify(parsed)
}

/**
 * Hints each script of `srcs` (paths as the pages name them, `/_next/static/…`) in the build at
 * `distDir`; returns how many it changed. Run once per build: a script that has the hint is left
 * alone, with its source map.
 */
export async function hintScripts(distDir: string, srcs: Iterable<string>): Promise<number> {
  let changed = 0
  for (const src of new Set(srcs)) {
    if (!src.startsWith('/_next/static/')) continue
    const file = path.join(distDir, src.slice('/_next'.length))
    const source = await readFile(file, 'utf8')
    const hinted = withCompileHint(source)
    if (hinted === source) continue
    await writeFile(file, hinted)
    changed++
    const map = /\/\/# sourceMappingURL=([^\s]+)\s*$/.exec(source)?.[1]
    if (map && !map.startsWith('data:')) {
      const mapFile = path.join(path.dirname(file), map)
      try {
        await writeFile(mapFile, shiftedSourceMap(await readFile(mapFile, 'utf8')))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      }
    }
  }
  return changed
}
