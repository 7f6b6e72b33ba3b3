import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/**
 * Prints, at the end of a run, where the time went: each spec file's total (every attempt of
 * every test, both projects, its hooks included) and the run's wall time, slowest first. CI keeps
 * the log, so the next change to the suite starts from measured figures (issue 43, item 7).
 */
export default class TimingReporter implements Reporter {
  private readonly files = new Map<string, { ms: number; tests: number }>()
  private readonly started = Date.now()
  private readonly tests: { name: string; ms: number }[] = []

  onTestEnd(test: TestCase, result: TestResult) {
    const file = test.location.file.replace(/^.*\/tests\/e2e\//, '')
    const project = test.parent.project()?.name ?? ''
    this.tests.push({
      name: `[${project}] ${file}:${test.location.line} ${test.title}`,
      ms: result.duration,
    })
    const entry = this.files.get(file) ?? { ms: 0, tests: 0 }
    entry.ms += result.duration
    entry.tests += 1
    this.files.set(file, entry)
  }

  onEnd(result: FullResult) {
    const rows = [...this.files].sort((a, b) => b[1].ms - a[1].ms)
    const total = rows.reduce((sum, [, entry]) => sum + entry.ms, 0)
    const lines = rows.map(
      ([file, { ms, tests }]) =>
        `${(ms / 1000).toFixed(1).padStart(7)} s  ${String(tests).padStart(3)}  ${file}`,
    )
    console.log(
      [
        '',
        `Time by spec file (${result.status}; tests ${(total / 1000).toFixed(0)} s, wall ${((Date.now() - this.started) / 1000).toFixed(0)} s with the server's ${process.env.E2E_SKIP_BUILD ? 'start' : 'build and start'}):`,
        ...lines,
        '',
        'The slowest tests:',
        ...[...this.tests]
          .sort((a, b) => b.ms - a.ms)
          .slice(0, 20)
          .map(({ name, ms }) => `${(ms / 1000).toFixed(1).padStart(7)} s  ${name.slice(0, 140)}`),
      ].join('\n'),
    )
  }
}
