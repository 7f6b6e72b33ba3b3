/**
 * CPU time a server process (and the processes it started) has used, from /proc: what a request
 * costs the server in CPU does not depend on what else the machine is doing, where requests per
 * second do. Linux only; elsewhere it answers null and the figure is left out.
 */
import { readdirSync, readFileSync } from 'node:fs'

const TICKS_PER_SECOND = 100 // USER_HZ, 100 on every Linux architecture Node runs on

function ownTicks(pid: number): number {
  // Fields after the command's name (which may hold spaces), closed by its last ")".
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // utime and stime are fields 14 and 15 of stat(5); here, after pid and comm, at 11 and 12.
  return Number(fields[11]) + Number(fields[12])
}

function children(pid: number): number[] {
  const found: number[] = []
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const text = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim()
    if (text) found.push(...text.split(' ').map(Number))
  }
  return found
}

/** Milliseconds of CPU used by `pid` and its descendants so far, or null where /proc is missing. */
export function cpuMs(pid: number | undefined): number | null {
  if (!pid) return null
  try {
    let ticks = 0
    const pending = [pid]
    while (pending.length) {
      const next = pending.pop()!
      ticks += ownTicks(next)
      pending.push(...children(next))
    }
    return (ticks * 1000) / TICKS_PER_SECOND
  } catch {
    return null
  }
}
