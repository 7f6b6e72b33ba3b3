/**
 * A throwaway Redis server on loopback for tests: Debian's `redis-server` (`.ci/run` installs it
 * when it is missing), in memory only, stopped with the test.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { createClient } from '@redis/client'

export interface TestRedis {
  url: string
  /** Every key the server holds. */
  keys(): Promise<string[]>
  stop(): Promise<void>
}

export async function startRedis(port: number): Promise<TestRedis> {
  const binary = process.env.REDIS_SERVER ?? 'redis-server'
  if (spawnSync(binary, ['--version']).status !== 0) {
    throw new Error(
      "redis-server was not found: install Debian's redis-server (.ci/run does) or set REDIS_SERVER",
    )
  }
  let log = ''
  const child: ChildProcess = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  child.stdout!.on('data', (chunk) => (log += chunk))
  child.stderr!.on('data', (chunk) => (log += chunk))
  const url = `redis://127.0.0.1:${port}`
  const connect = async () => {
    const candidate = createClient({ url, socket: { reconnectStrategy: false } })
    candidate.on('error', () => undefined)
    return candidate.connect().then(
      () => candidate,
      () => null,
    )
  }
  const deadline = Date.now() + 15_000
  let client
  for (;;) {
    client = await connect()
    if (client) break
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`redis-server did not start on port ${port}:\n${log}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    keys: () => client.keys('*'),
    async stop() {
      await client.close().catch(() => undefined)
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}
