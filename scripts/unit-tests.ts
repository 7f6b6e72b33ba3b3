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
import { spawnSync } from 'node:child_process'
import { existsSync, globSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const report = path.join(root, '.data', 'unit-report.json')
const log: string[] = []

function vitest(args: string[]): number {
  const run = spawnSync('npx', ['vitest', 'run', ...args], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 256 * 1024 * 1024,
  })
  process.stdout.write(run.stdout ?? '')
  process.stderr.write(run.stderr ?? '')
  log.push(run.stdout ?? '', run.stderr ?? '')
  return run.status ?? 1
}

type Report = {
  numFailedTests: number
  testResults: { name: string; status: string; assertionResults: { status: string }[] }[]
}

rmSync(report, { force: true })
const status = vitest(['--reporter=default', '--reporter=json', `--outputFile.json=${report}`])
if (status === 0) process.exit(0)

if (!existsSync(report)) {
  console.error('\n[unit] Vitest failed and wrote no report: not retrying anything.')
  process.exit(status)
}
const result = JSON.parse(readFileSync(report, 'utf8')) as Report
const failedAssertions = result.testResults.some((file) =>
  file.assertionResults.some((test) => test.status === 'failed'),
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
const again = vitest(['--reporter=default', ...unreported])
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
