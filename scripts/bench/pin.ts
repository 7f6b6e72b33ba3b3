/**
 * Keeps a throughput measurement's load generator off the core the server answers on: the server
 * (every thread of it) on the machine's last core, the benchmark's own process, which runs
 * autocannon, on the first. Without this, on a small machine the two share cores as the scheduler
 * moves them, and the server's CPU time per request moves with where it ran and beside what. Both
 * servers of a comparison are pinned to the same core, so each is measured on the same hardware. Linux with `taskset` (util-linux) and at least two cores; elsewhere nothing is pinned
 * and the function says so.
 */
import { spawnSync } from 'node:child_process'
import { availableParallelism } from 'node:os'

export interface Pinning {
  /** How the processes were placed, for the report. */
  summary: string
  /** Puts a server (all its threads) on the server core; a no-op when nothing is pinned. */
  server(pid: number | undefined): void
}

function taskset(args: string[]): boolean {
  const result = spawnSync('taskset', args, { stdio: 'ignore' })
  return result.status === 0
}

export function pinForThroughput(): Pinning {
  const cores = availableParallelism()
  if (process.platform !== 'linux' || cores < 2 || !taskset(['-p', String(process.pid)])) {
    return { summary: 'not pinned (needs Linux, taskset and two cores)', server: () => undefined }
  }
  const serverCore = cores - 1
  taskset(['-a', '-p', '-c', '0', String(process.pid)])
  return {
    summary: `servers on core ${serverCore}, load generator on core 0`,
    server(pid) {
      if (pid && !taskset(['-a', '-p', '-c', String(serverCore), String(pid)]))
        throw new Error(`could not pin the server ${pid} to core ${serverCore}`)
    },
  }
}
