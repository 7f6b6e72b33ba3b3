/**
 * The CRM hand-off's configuration (checked at start-up, naming the variable), docs/leads.md's
 * verification example run as a receiver would run it, and the production start-up warning of a
 * configuration that sends no e-mail.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Webhook } from 'standardwebhooks'
import { crmConfigProblems } from '@/core/leads/crm-config.ts'
import { signedDelivery } from '@/core/leads/crm-handoff.ts'
import { deliveryWarnings } from '@/web/leads/server/startup-checks'
import { TEST_CRM_SECRET } from '../helpers/crm-receiver'

describe('CRM configuration', () => {
  it('takes https anywhere, plain http only on loopback, and a whsec_ secret of 24–64 bytes', () => {
    for (const url of [
      'https://hooks.zapier.com/hooks/catch/1/abc/',
      'http://127.0.0.1:3654/crm',
      'http://localhost:8080/hook',
      'http://crm.localhost/hook',
      'http://[::1]:9000/',
    ]) {
      expect(crmConfigProblems(url, TEST_CRM_SECRET), url).toEqual([])
    }
    expect(crmConfigProblems(undefined, undefined)).toEqual([])
  })

  it('names the variable that is wrong', () => {
    expect(crmConfigProblems('http://crm.example.com/hook', TEST_CRM_SECRET)).toEqual([
      { variable: 'CRM_WEBHOOK_URL', message: expect.stringMatching(/https/) },
    ])
    expect(crmConfigProblems('ftp://127.0.0.1/x', TEST_CRM_SECRET)[0]?.variable).toBe(
      'CRM_WEBHOOK_URL',
    )
    expect(crmConfigProblems('not a url', TEST_CRM_SECRET)[0]?.variable).toBe('CRM_WEBHOOK_URL')
    expect(crmConfigProblems('https://user:pw@crm.example/x', TEST_CRM_SECRET)[0]?.variable).toBe(
      'CRM_WEBHOOK_URL',
    )
    expect(crmConfigProblems('https://crm.example/hook', undefined)).toEqual([
      { variable: 'CRM_WEBHOOK_SECRET', message: expect.stringMatching(/required/) },
    ])
    const short = `whsec_${Buffer.alloc(8).toString('base64')}`
    for (const secret of ['plain-secret-0123456789abcdef', short, 'whsec_!!!!', 'whsec_']) {
      expect(crmConfigProblems('https://crm.example/hook', secret), secret).toEqual([
        { variable: 'CRM_WEBHOOK_SECRET', message: expect.stringMatching(/whsec_/) },
      ])
    }
  })

  describe('at start-up (web/env.ts, which next build and next start load)', () => {
    afterEach(() => {
      vi.unstubAllEnvs()
      vi.resetModules()
    })

    it('stops with a message naming the variable', async () => {
      vi.stubEnv('CRM_WEBHOOK_URL', 'http://crm.example.com/hook')
      vi.stubEnv('CRM_WEBHOOK_SECRET', '')
      vi.resetModules()
      await expect(import('@/web/env')).rejects.toThrow(
        /Invalid environment configuration:[\s\S]*CRM_WEBHOOK_URL: must be an https:\/\/ URL[\s\S]*CRM_WEBHOOK_SECRET: is required/,
      )
    })

    it('starts with a valid configuration', async () => {
      vi.stubEnv('CRM_WEBHOOK_URL', 'https://crm.example.com/hook')
      vi.stubEnv('CRM_WEBHOOK_SECRET', TEST_CRM_SECRET)
      vi.resetModules()
      const { env } = await import('@/web/env')
      expect(env.CRM_WEBHOOK_URL).toBe('https://crm.example.com/hook')
    })
  })
})

/** docs/leads.md's verification example, as a receiver would save and import it. */
async function docsVerifier() {
  const doc = await readFile(path.join(process.cwd(), 'docs', 'leads.md'), 'utf8')
  const match = /```js\n(\/\/ verify-crm-webhook\.mjs[\s\S]*?)```/.exec(doc)
  expect(match, 'docs/leads.md has the verification example').not.toBeNull()
  const file = path.join(tmpdir(), `verify-crm-webhook-${process.pid}.mjs`)
  await writeFile(file, match![1]!)
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
    verifyCrmWebhook(
      secret: string,
      headers: Record<string, string>,
      rawBody: string,
      now?: number,
    ): boolean
  }
  return module.verifyCrmWebhook
}

describe('the verification example in docs/leads.md', () => {
  const body = JSON.stringify({
    type: 'lead.created',
    data: { leadId: 'abc', lead: { name: 'Jö' } },
  })

  it('accepts a delivery the site signed, as the standardwebhooks package does', async () => {
    const verify = await docsVerifier()
    const headers = signedDelivery('abc', body, TEST_CRM_SECRET, new Date())
    expect(verify(TEST_CRM_SECRET, headers, body)).toBe(true)
    expect(new Webhook(TEST_CRM_SECRET).verify(body, headers)).toMatchObject({
      type: 'lead.created',
    })
  })

  it('refuses a forged, tampered, stale or future delivery, and a malformed one', async () => {
    const verify = await docsVerifier()
    const now = Date.now()
    const headers = signedDelivery('abc', body, TEST_CRM_SECRET, new Date(now))
    const otherSecret = `whsec_${Buffer.from('another-secret-of-thirty-bytes!').toString('base64')}`

    // Forged: signed with another key.
    const forged = signedDelivery('abc', body, otherSecret, new Date(now))
    expect(verify(TEST_CRM_SECRET, forged, body)).toBe(false)
    // Tampered: the body or the id changed after signing.
    expect(verify(TEST_CRM_SECRET, headers, body.replace('Jö', 'Jo'))).toBe(false)
    expect(verify(TEST_CRM_SECRET, { ...headers, 'webhook-id': 'lead_other' }, body)).toBe(false)
    // Stale: a genuine delivery replayed ten minutes later; and one dated ten minutes ahead.
    const old = signedDelivery('abc', body, TEST_CRM_SECRET, new Date(now - 10 * 60_000))
    expect(verify(TEST_CRM_SECRET, old, body, now)).toBe(false)
    expect(verify(TEST_CRM_SECRET, headers, body, now + 10 * 60_000)).toBe(false)
    const future = signedDelivery('abc', body, TEST_CRM_SECRET, new Date(now + 10 * 60_000))
    expect(verify(TEST_CRM_SECRET, future, body, now)).toBe(false)
    // Malformed headers.
    expect(verify(TEST_CRM_SECRET, { ...headers, 'webhook-timestamp': 'soon' }, body)).toBe(false)
    expect(verify(TEST_CRM_SECRET, { ...headers, 'webhook-signature': 'v1,' }, body)).toBe(false)
    expect(verify(TEST_CRM_SECRET, { ...headers, 'webhook-signature': 'v2,abc' }, body)).toBe(false)
    expect(verify(TEST_CRM_SECRET, {}, body)).toBe(false)
    // The package agrees about the forged and the stale one.
    expect(() => new Webhook(TEST_CRM_SECRET).verify(body, forged)).toThrow()
    expect(() => new Webhook(TEST_CRM_SECRET).verify(body, old)).toThrow()
  })
})

describe('start-up warning when e-mail delivery is off', () => {
  it('warns a production configuration without SMTP_URL, not the embedded default', () => {
    expect(deliveryWarnings({})).toEqual([])
    expect(deliveryWarnings({ DATABASE_URL: 'postgres://db/leads', SMTP_URL: 'smtp://x' })).toEqual(
      [],
    )
    const [warning] = deliveryWarnings({ DATABASE_URL: 'postgres://db/leads' })
    expect(warning).toMatch(/e-mail delivery is off\. SMTP_URL is not set/)
    expect(deliveryWarnings({ NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co' })[0]).toMatch(
      /Edge Function/,
    )
  })
})
