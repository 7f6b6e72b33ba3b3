/**
 * The admin sign-in form's server action (issue 13, item 3): wrong tokens are limited per client
 * address, shared with the admin API; the right one signs in.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'

const TOKEN = 'admin-token-0123456789abcdef'
const jar = new Map<string, string>()
let forwarded = 0

vi.mock('next/headers', () => ({
  // Every attempt claims another address: the attacker rotates X-Forwarded-For. The proxy in
  // front (TRUSTED_PROXY_HOPS=1 below) appends the address it was reached from.
  headers: async () =>
    new Headers({ 'x-forwarded-for': `203.0.113.${++forwarded % 250}, 198.51.100.7` }),
  cookies: async () => ({
    set: (name: string, value: string) => void jar.set(name, value),
    delete: (name: string) => void jar.delete(name),
  }),
}))
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('notFound')
  },
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`)
  },
}))

afterEach(() => vi.unstubAllEnvs())

const form = (token: string) => {
  const data = new FormData()
  data.set('token', token)
  return data
}

describe('signIn', () => {
  it('signs in with the right token as often as needed: only failures count', async () => {
    vi.resetModules()
    vi.stubEnv('ADMIN_TOKEN', TOKEN)
    const { signIn } = await import('@/web/admin/actions')
    for (let i = 0; i < 15; i++) {
      await expect(signIn({ error: null }, form(TOKEN))).rejects.toThrow('redirect /admin/leads')
    }
    expect(jar.size).toBe(1)
    jar.clear()
  })

  it('returns to the admin page it was asked from, with its query, and never elsewhere', async () => {
    vi.resetModules()
    vi.stubEnv('ADMIN_TOKEN', TOKEN)
    const { signIn } = await import('@/web/admin/actions')
    const signInTo = (next: string) => {
      const data = form(TOKEN)
      data.set('next', next)
      return signIn({ error: null }, data)
    }
    // The Studio's "Preview link for a client" opens the admin with the page filled in.
    const prefilled = '/admin/preview-links?path=%2Fservices%2Fseo&label=SEO'
    await expect(signInTo(prefilled)).rejects.toThrow(`redirect ${prefilled}`)
    await expect(signInTo('/admin/redirects')).rejects.toThrow('redirect /admin/redirects')
    for (const elsewhere of [
      '//evil.example/admin/leads',
      'https://evil.example/admin/leads',
      '/\\evil.example/admin/leads',
      '/admin/../api/x',
      '/studio',
    ]) {
      await expect(signInTo(elsewhere)).rejects.toThrow(/redirect \/admin\/leads$/)
    }
    jar.clear()
  })

  it('refuses an address after ten wrong tokens, even the right one, whatever it claims', async () => {
    vi.resetModules()
    vi.stubEnv('ADMIN_TOKEN', TOKEN)
    vi.stubEnv('TRUSTED_PROXY_HOPS', '1')
    const { signIn } = await import('@/web/admin/actions')
    const { ADMIN_FAILURES_PER_MINUTE } = await import('@/web/admin/session')
    for (let i = 0; i < ADMIN_FAILURES_PER_MINUTE; i++) {
      expect(await signIn({ error: null }, form(`guess-${i}`))).toEqual({
        error: 'That token is not valid.',
      })
    }
    expect(await signIn({ error: null }, form(TOKEN))).toEqual({
      error: 'Too many attempts. Please wait a minute.',
    })
    expect(jar.size).toBe(0)
  })
})
