/**
 * The CRM hand-off's configuration rules, without dependencies: web/env.ts checks them when the
 * site builds and starts, and the Edge Function when its isolate starts.
 *
 * CRM_WEBHOOK_URL must be https (plain http only on loopback, for a local receiver), and
 * CRM_WEBHOOK_SECRET is required with it, in the Standard Webhooks form `whsec_` + base64 of 24 to
 * 64 random bytes (https://github.com/standard-webhooks/standard-webhooks/blob/main/spec/standard-webhooks.md).
 */
export interface ConfigProblem {
  variable: 'CRM_WEBHOOK_URL' | 'CRM_WEBHOOK_SECRET'
  message: string
}

const LOOPBACK = /^(localhost|.+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK.test(hostname)
}

/** The key bytes of a `whsec_…` secret, or null when it is not one of 24 to 64 bytes. */
export function webhookSecretBytes(secret: string): Uint8Array | null {
  const match = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(secret)
  if (!match || match[1]!.length % 4 !== 0) return null
  let binary: string
  try {
    binary = atob(match[1]!)
  } catch {
    return null
  }
  if (binary.length < 24 || binary.length > 64) return null
  return Uint8Array.from(binary, (c) => c.charCodeAt(0))
}

export function crmConfigProblems(url?: string, secret?: string): ConfigProblem[] {
  const problems: ConfigProblem[] = []
  if (url) {
    let parsed: URL | null = null
    try {
      parsed = new URL(url)
    } catch {
      problems.push({ variable: 'CRM_WEBHOOK_URL', message: 'must be a URL' })
    }
    if (parsed && parsed.protocol !== 'https:') {
      if (parsed.protocol !== 'http:' || !isLoopbackHost(parsed.hostname)) {
        problems.push({
          variable: 'CRM_WEBHOOK_URL',
          message: 'must be an https:// URL (plain http:// only on loopback, for a local receiver)',
        })
      }
    }
    if (parsed && (parsed.username || parsed.password)) {
      problems.push({
        variable: 'CRM_WEBHOOK_URL',
        message: 'must not carry a user name or password (the signature authenticates the site)',
      })
    }
    if (!secret) {
      problems.push({
        variable: 'CRM_WEBHOOK_SECRET',
        message: 'is required when CRM_WEBHOOK_URL is set (whsec_ followed by base64)',
      })
    }
  }
  if (secret && !webhookSecretBytes(secret)) {
    problems.push({
      variable: 'CRM_WEBHOOK_SECRET',
      message:
        'must be whsec_ followed by the base64 of 24 to 64 random bytes (for example: echo "whsec_$(openssl rand -base64 32)")',
    })
  }
  return problems
}
