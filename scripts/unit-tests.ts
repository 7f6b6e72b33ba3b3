/**
 * The unit suite (`npm run test:unit`): Vitest over tests/unit, and one thing more.
 *
 * A Vitest worker is a child process; once in a while (seen once in CI, never locally) one dies
 * natively (a fatal error in Node, not a failed assertion) and Vitest reports "Worker exited
 * unexpectedly" without naming the file it was running. Here the files that never reported are
 * found from Vitest's JSON report and run once more, alone: they must pass then, or the suite
 * fails. A failed assertion anywhere fails the suite at once; nothing is retried for it. The
 * crash is printed last, loudly, with the worker's fatal message, so that it is seen and fixed.
 */
import { spawn } from 'node:child_process'
import { existsSync, globSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const report = path.join(root, '.data', 'unit-report.json')
const log: string[] = []

/** Runs Vitest, its output passed through as it comes (and kept, to quote a crash). */
function vitest(args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const run = spawn('npx', ['vitest', 'run', ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    run.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk)
      log.push(chunk.toString())
    })
    run.stderr.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk)
      log.push(chunk.toString())
    })
    run.on('close', (code) => resolve(code ?? 1))
  })
}

type Report = {
  numFailedTests: number
  testResults: { name: string; status: string; assertionResults: { status: string }[] }[]
}

rmSync(report, { force: true })
const status = await vitest([
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
])
if (status === 0) process.exit(0)

if (!existsSync(report)) {
  console.error('\n[unit] Vitest failed and wrote no report: not retrying anything.')
  process.exit(status)
}
const result = JSON.parse(readFileSync(report, 'utf8')) as Report
// A failed assertion, or a file that failed as a whole (it could not load: an error at import),
// is a failure of the suite: nothing is retried for it.
const failedAssertions = result.testResults.some(
  (file) =>
    file.status === 'failed' || file.assertionResults.some((test) => test.status === 'failed'),
)
// A file whose worker died is listed as passed, its unfinished tests 'pending' (never run).
const reported = new Set(
  result.testResults
    .filter(
      (file) =>
        file.status === 'passed' &&
        file.assertionResults.length > 0 &&
        file.assertionResults.every((test) => test.status !== 'pending'),
    )
    .map((file) => path.relative(root, file.name)),
)
const all = globSync('tests/unit/**/*.test.ts', { cwd: root })
const unreported = all.filter((file) => !reported.has(file))
if (failedAssertions || result.numFailedTests > 0 || unreported.length === 0) process.exit(status)

const fatal = log
  .join('\n')
  .split('\n')
  .filter((line) =>
    /FATAL|Assertion|Check failed|Worker exited|signal|Aborted|node\[\d+\]/i.test(line),
  )
  .slice(0, 20)
console.error(
  `\n[unit] No test failed, but a worker died before ${unreported.length} file(s) reported: ` +
    `${unreported.join(', ')}. Running them again, alone.`,
)
const again = await vitest(['--reporter=default', ...unreported])
console.error(
  '\n' +
    '!'.repeat(100) +
    `\n!! A Vitest worker died natively during the unit suite (the files it had not reported: ${unreported.join(', ')}).` +
    `\n!! Run again alone they ${again === 0 ? 'passed' : 'FAILED'}. What the run printed about it:\n` +
    fatal.map((line) => `!!   ${line}`).join('\n') +
    '\n' +
    '!'.repeat(100),
)
process.exit(again)
