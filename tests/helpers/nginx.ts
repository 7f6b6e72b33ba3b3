/**
 * A throwaway nginx on loopback running the site's proxy configuration: the one template that
 * compose.yaml gives the nginx image (deploy/nginx/site.conf.template), filled in the way the
 * image's entrypoint does (envsubst of the ${NAME} placeholders) and included in a main config
 * that keeps every file nginx writes in a temporary directory. Debian's nginx (`.ci/run`
 * installs it when it is missing).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const SITE_PROXY_TEMPLATE = path.resolve('deploy', 'nginx', 'site.conf.template')

export interface ProxyValues {
  NGINX_LISTEN: string
  APP1_ADDRESS: string
  APP2_ADDRESS: string
  NGINX_CACHE_DIR: string
}

/** The template with its placeholders filled; a placeholder without a value is an error. */
export function siteProxyConfig(values: ProxyValues, template = SITE_PROXY_TEMPLATE): string {
  const text = readFileSync(template, 'utf8')
  const missing = new Set<string>()
  const filled = text.replace(/\$\{([A-Z0-9_]+)\}/g, (_, name: string) => {
    const value = (values as unknown as Record<string, string | undefined>)[name]
    if (value === undefined) missing.add(name)
    return value ?? ''
  })
  if (missing.size) throw new Error(`${template} needs values for: ${[...missing].join(', ')}`)
  return filled
}

export interface TestNginx {
  origin: string
  log(): string
  stop(): Promise<void>
}

export async function startNginx(port: number, upstreams: [string, string]): Promise<TestNginx> {
  // Debian puts it in /usr/sbin, which an unprivileged user's PATH may lack.
  const binary =
    process.env.NGINX ?? (spawnSync('nginx', ['-v']).status === 0 ? 'nginx' : '/usr/sbin/nginx')
  if (spawnSync(binary, ['-v']).status !== 0) {
    throw new Error("nginx was not found: install Debian's nginx (.ci/run does) or set NGINX")
  }
  const base = mkdtempSync(path.join(tmpdir(), 'codehome-nginx-'))
  // As root nginx's workers run as `nobody`: they must reach the directories the master creates.
  chmodSync(base, 0o755)
  writeFileSync(
    path.join(base, 'site.conf'),
    siteProxyConfig({
      NGINX_LISTEN: `127.0.0.1:${port}`,
      APP1_ADDRESS: upstreams[0],
      APP2_ADDRESS: upstreams[1],
      NGINX_CACHE_DIR: path.join(base, 'cache'),
    }),
  )
  const temp = (name: string) => `${name}_temp_path ${path.join(base, name)};`
  writeFileSync(
    path.join(base, 'nginx.conf'),
    [
      'worker_processes 1;',
      'error_log stderr warn;',
      `pid ${path.join(base, 'nginx.pid')};`,
      'events { worker_connections 512; }',
      'http {',
      '  access_log off;',
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
      `  include ${path.join(base, 'site.conf')};`,
      '}',
    ].join('\n'),
  )
  let log = ''
  const child: ChildProcess = spawn(
    binary,
    ['-p', base, '-e', 'stderr', '-c', path.join(base, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  child.stdout!.on('data', (chunk) => (log += chunk))
  child.stderr!.on('data', (chunk) => (log += chunk))
  const origin = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGQUIT') // nginx's graceful shutdown; its workers leave with the master
      await exited
    }
    rmSync(base, { recursive: true, force: true })
  }
  const deadline = Date.now() + 15_000
  for (;;) {
    // Any answer from nginx itself (a 502 while no instance runs is one).
    const answered = await fetch(`${origin}/api/health`).then(
      () => true,
      () => false,
    )
    if (answered) return { origin, log: () => log, stop }
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`nginx did not start on port ${port}:\n${log}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
