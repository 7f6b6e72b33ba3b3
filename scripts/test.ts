/**
 * `npm test`: the unit suite and the end-to-end tests' production build side by side, then the
 * end-to-end tests on that build.
 *
 * The build keeps about one core busy (its compiler and page generation run one worker) and the
 * unit suite's two workers fill what it leaves: on the 2-core CI machine the two together take
 * little more than the build alone, where one after the other took both. The build is the one
 * `npm run test:e2e` makes (a fresh dataset, then `npm run build`, with the end-to-end tests'
 * environment); its output is shown once the unit suite's is done. A failure of either fails the
 * command, after both have finished, and the end-to-end tests do not run.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { E2E_ENV } from '../tests/helpers/e2e-env'

const root = path.resolve(import.meta.dirname, '..')

function run(
  command: string,
  env: NodeJS.ProcessEnv,
  output: 'inherit' | ((chunk: Buffer) => void),
): { child: ChildProcess; done: Promise<number> } {
  const child = spawn('bash', ['-c', command], {
    cwd: root,
    env,
    // The build in its own process group, so that its compiler goes with it when the unit suite
    // fails.
    detached: output !== 'inherit',
    stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  })
  if (output !== 'inherit') {
    child.stdout!.on('data', output)
    child.stderr!.on('data', output)
  }
  const done = new Promise<number>((resolve) => {
    child.on('error', () => resolve(1))
    child.on('close', (code) => resolve(code ?? 1))
  })
  return { child, done }
}

// Whole lines, each marked: a chunk may end mid-line.
let partial = ''
const prefix = (chunk: Buffer | string) => {
  const lines = (partial + chunk.toString()).split('\n')
  partial = lines.pop()!
  return lines.map((line) => `[build] ${line}\n`).join('')
}

// First, whether Playwright can load every spec (a few seconds): a module its loader refuses
// (a JSON import without its attribute, once) otherwise shows only after the unit suite and the
// build, as no tests at all.
const listing: Buffer[] = []
const listed = await run('npx playwright test --list', process.env, (chunk) => listing.push(chunk))
  .done
if (listed !== 0) {
  process.stdout.write(Buffer.concat(listing))
  console.error(`\n[test] Playwright could not load the end-to-end specs (exit ${listed}).`)
  process.exit(listed)
}

// The build's lines wait while the unit suite writes its own, then follow as they come.
const held: Buffer[] = []
let holding = true
const build = run('npm run seed && npm run build', { ...process.env, ...E2E_ENV }, (chunk) => {
  if (holding) held.push(chunk)
  else process.stdout.write(prefix(chunk))
})

const unit = await run('npm run test:unit', process.env, 'inherit').done
if (unit !== 0) {
  try {
    process.kill(-build.child.pid!, 'SIGTERM')
  } catch {
    // Already finished.
  }
}
holding = false
for (const chunk of held.splice(0)) process.stdout.write(prefix(chunk))
const built = await build.done
if (partial) process.stdout.write(`[build] ${partial}\n`)
if (unit !== 0) {
  console.error(`\n[test] The unit suite failed (exit ${unit}): the end-to-end tests do not run.`)
  process.exit(unit)
}
if (built !== 0) {
  console.error(`\n[test] The build failed (exit ${built}): the end-to-end tests do not run.`)
  process.exit(built)
}
const e2e = await run(
  `npx playwright test ${process.argv
    .slice(2)
    .map((arg) => `'${arg.replaceAll("'", "'\\''")}'`)
    .join(' ')}`,
  { ...process.env, E2E_SKIP_BUILD: '1' },
  'inherit',
).done
process.exit(e2e)
