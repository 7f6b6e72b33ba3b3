/**
 * Issue 43, item 2: one module signs and checks every token (core/security/tokens.ts). Its own
 * rules first (forgeries, truncations, garbage, expiry, the constant-time compare, the
 * encodings), then each format in use, pinned by a token the code before this module signed: a
 * link in a mailbox, a cookie in a browser or a ticket in an open page keeps working.
 */
import { describe, expect, it } from 'vitest'
import { createBookingLinks } from '@/core/booking/booking-links.ts'
import { createFormTickets } from '@/core/leads/form-ticket.ts'
import { createSignedLinks } from '@/core/privacy/signed-links.ts'
import {
  constantTimeEqual,
  createSigner,
  fromBase64url,
  hasExpired,
  hmac,
  hmacKey,
  toBase64url,
  toHex,
} from '@/core/security/tokens.ts'
import { createSessionValue, verifySessionValue } from '@/web/admin/session'
import {
  editorAccess,
  idOfToken,
  linkAccess,
  linkToken,
  parseAccess,
} from '@/web/preview/client-links'

const SECRET = 'tokens-test-secret-0123456789abcdef'
const MESSAGE = 'newsletter-confirm.eyJzIjoiYUBleGFtcGxlLmNvbSJ9'

/** `text` with the character at `at` replaced by another one of the same alphabet. */
const flip = (text: string, at: number) => {
  const other = text[at] === 'a' ? 'b' : 'a'
  return `${text.slice(0, at)}${other}${text.slice(at + 1)}`
}

describe('the signer', () => {
  it('is HMAC-SHA-256 of the secret’s UTF-8 (RFC 4231, test case 2)', async () => {
    const mac = await hmac(await hmacKey('Jefe'), 'what do ya want for nothing?')
    expect(toHex(mac)).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843')
    expect(await createSigner('Jefe', 'hex').sign('what do ya want for nothing?')).toBe(toHex(mac))
    expect(await createSigner('Jefe', 'base64url').sign('what do ya want for nothing?')).toBe(
      Buffer.from(mac).toString('base64url'),
    )
  })

  for (const encoding of ['hex', 'base64url'] as const) {
    describe(encoding, () => {
      const signer = createSigner(SECRET, encoding)

      it('verifies its own signature of the same message', async () => {
        const signature = await signer.sign(MESSAGE)
        expect(signature).toMatch(encoding === 'hex' ? /^[0-9a-f]{64}$/ : /^[\w-]{43}$/)
        expect(await signer.verify(MESSAGE, signature)).toBe(true)
        // The secret may come as a promise or a read: the same key.
        const read = createSigner(async () => SECRET, encoding)
        expect(await read.verify(MESSAGE, signature)).toBe(true)
      })

      it('refuses forgeries: another key, another purpose or payload, any changed character', async () => {
        const signature = await signer.sign(MESSAGE)
        const other = createSigner(`${SECRET}x`, encoding)
        expect(await other.verify(MESSAGE, signature)).toBe(false)
        expect(await signer.verify(await other.sign(MESSAGE), signature)).toBe(false)
        const otherPurpose = MESSAGE.replace('newsletter-confirm', 'newsletter-unsubscribe')
        expect(await signer.verify(otherPurpose, signature)).toBe(false)
        expect(await signer.verify(`${MESSAGE}x`, signature)).toBe(false)
        expect(await signer.verify(MESSAGE.slice(0, -1), signature)).toBe(false)
        for (let at = 0; at < signature.length; at++) {
          expect(await signer.verify(MESSAGE, flip(signature, at)), `char ${at}`).toBe(false)
        }
        expect(await signer.verify(MESSAGE, signature.toUpperCase())).toBe(false)
      })

      it('refuses every truncation and extension of a signature', async () => {
        const signature = await signer.sign(MESSAGE)
        for (let length = 0; length < signature.length; length++) {
          expect(await signer.verify(MESSAGE, signature.slice(0, length)), `${length}`).toBe(false)
        }
        expect(await signer.verify(MESSAGE, `${signature}a`)).toBe(false)
        expect(await signer.verify(MESSAGE, `${signature}=`)).toBe(false)
        expect(await signer.verify(MESSAGE, ` ${signature}`)).toBe(false)
      })

      it('answers false to empty and garbage input, never throws', async () => {
        const junk: unknown[] = [
          '',
          ' ',
          '.',
          '%%%',
          '☃'.repeat(64),
          'x'.repeat(100_000),
          '\u0000'.repeat(64),
          undefined,
          null,
          42,
          {},
          [],
        ]
        for (const value of junk) {
          await expect(signer.verify(MESSAGE, value), String(value)).resolves.toBe(false)
          await expect(signer.verify('', value)).resolves.toBe(false)
        }
        await expect(signer.verify(undefined as never, await signer.sign(''))).resolves.toBe(false)
        // An empty message is a message: signed and verified like any other.
        expect(await signer.verify('', await signer.sign(''))).toBe(true)
        expect(await signer.verify('', await signer.sign(MESSAGE))).toBe(false)
      })
    })
  }

  it('takes base64url signatures only as issued: spare bits set in the last character are a forgery', async () => {
    const signer = createSigner(SECRET, 'base64url')
    const signature = await signer.sign(MESSAGE)
    const bytes = fromBase64url(signature)!
    // 32 bytes in 43 characters: the last one carries 4 bits and 2 spare ones. Another last
    // character that decodes to the same bytes must still be refused.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    const twins = [...alphabet]
      .map((c) => `${signature.slice(0, -1)}${c}`)
      .filter((text) => text !== signature && toHex(fromBase64url(text)!) === toHex(bytes))
    expect(twins).toHaveLength(3)
    for (const twin of twins) expect(await signer.verify(MESSAGE, twin)).toBe(false)
  })

  it('needs a secret, names it when there is none, and reads it again after a failed read', async () => {
    await expect(createSigner('', 'hex', 'form ticket').sign('x')).rejects.toThrow(
      'A form ticket secret is required',
    )
    await expect(createSigner(Promise.resolve(''), 'hex').verify('x', 'y')).rejects.toThrow(
      'A signing secret is required',
    )
    let reads = 0
    const flaky = createSigner(async () => {
      reads++
      if (reads === 1) throw new Error('database down')
      return SECRET
    }, 'hex')
    await expect(flaky.sign(MESSAGE)).rejects.toThrow('database down')
    expect(await flaky.sign(MESSAGE)).toBe(await createSigner(SECRET, 'hex').sign(MESSAGE))
    await flaky.sign(MESSAGE)
    expect(reads).toBe(2) // kept once read
  })
})

describe('constantTimeEqual', () => {
  it('is true only for the same string', () => {
    expect(constantTimeEqual('secret-token', 'secret-token')).toBe(true)
    expect(constantTimeEqual('', '')).toBe(true)
    expect(constantTimeEqual('ünïcødé ☃', 'ünïcødé ☃')).toBe(true)
    expect(constantTimeEqual('secret-token', 'secret-tokeN')).toBe(false)
    expect(constantTimeEqual('Secret-token', 'secret-token')).toBe(false)
    expect(constantTimeEqual('é', 'e\u0301')).toBe(false)
  })

  it('is false for a prefix, an extension or an empty side, either way round', () => {
    expect(constantTimeEqual('secret', 'secret-token')).toBe(false)
    expect(constantTimeEqual('secret-token', 'secret')).toBe(false)
    // Repeating the expected value is no way past it (the loop wraps round the shorter one).
    expect(constantTimeEqual('abcabc', 'abc')).toBe(false)
    expect(constantTimeEqual('abc', 'abcabc')).toBe(false)
    expect(constantTimeEqual('', 'a')).toBe(false)
    expect(constantTimeEqual('a', '')).toBe(false)
    expect(constantTimeEqual('\u0000', '')).toBe(false)
  })

  it('is false for anything not a string', () => {
    for (const value of [undefined, null, 0, {}, ['a'], new String('a')]) {
      expect(constantTimeEqual(value, 'a')).toBe(false)
      expect(constantTimeEqual('a', value)).toBe(false)
    }
  })
})

describe('expiry', () => {
  const expiresAt = Date.UTC(2026, 11, 5, 3)

  it('holds until the instant of expiry, not at it (as JWT’s exp)', () => {
    expect(hasExpired(expiresAt, expiresAt - 1)).toBe(false)
    expect(hasExpired(expiresAt, expiresAt)).toBe(true)
    expect(hasExpired(expiresAt, expiresAt + 1)).toBe(true)
    expect(hasExpired(expiresAt, new Date(expiresAt - 1))).toBe(false)
    expect(hasExpired(expiresAt, new Date(expiresAt))).toBe(true)
  })

  it('counts a time that is not a number as expired', () => {
    expect(hasExpired(Number.NaN, 0)).toBe(true)
    expect(hasExpired(Number.POSITIVE_INFINITY, 0)).toBe(true)
  })
})

describe('encodings', () => {
  const every = Uint8Array.from({ length: 256 }, (_, i) => i)

  it('hex and base64url as Node writes them', () => {
    expect(toHex(every)).toBe(Buffer.from(every).toString('hex'))
    for (let length = 0; length <= 6; length++) {
      const bytes = every.subarray(250 - length, 250)
      expect(toBase64url(bytes)).toBe(Buffer.from(bytes).toString('base64url'))
    }
    expect(toBase64url(every)).toBe(Buffer.from(every).toString('base64url'))
    expect(toBase64url('/services/seo-für-ärzte')).toBe(
      Buffer.from('/services/seo-für-ärzte').toString('base64url'),
    )
  })

  it('reads base64url back, and nothing else', () => {
    expect(fromBase64url(toBase64url(every))).toEqual(every)
    expect(fromBase64url('')).toEqual(new Uint8Array())
    for (const bad of ['a+b', 'a/b', 'ab==', 'a b', 'a', 'ab\n', '☃']) {
      expect(fromBase64url(bad), bad).toBeNull()
    }
    expect(fromBase64url(undefined as never)).toBeNull()
  })
})

/*
 * Tokens signed by the code before this module (each caller's own HMAC), computed once with it
 * and kept here with their secret and clock: the same inputs still give the same bytes, and the
 * old tokens still verify.
 */
describe('tokens signed before the one module still work', () => {
  it('form tickets (hex)', async () => {
    const tickets = createFormTickets('fixture-form-ticket-secret')
    const issued = new Date('2026-11-28T03:00:00Z')
    const ticket =
      'v1.1795834800000.f46aab80929a59e5ad32723ee2083d54c0f467e33fa01a48b74fba06706728a0'
    expect(await tickets.issue(issued)).toBe(ticket)
    expect(await tickets.elapsedMs(ticket, new Date(+issued + 8000))).toBe(8000)
    expect(
      await createFormTickets('another-secret').elapsedMs(ticket, new Date(+issued + 8000)),
    ).toBeNull()
  })

  it('links in e-mails (base64url, the purpose signed with the payload)', async () => {
    const links = createSignedLinks('fixture-link-secret-0123456789abcdef')
    const confirm =
      'eyJzIjoiYW5uQGV4YW1wbGUuY29tIiwiZSI6MTc5NjQzOTYwMH0.mIT8Sq8wARSlkJXksc9HsZ8lHS0SEo_3A1TrPF5UrIQ'
    const unsubscribe =
      'eyJzIjoiYW5uQGV4YW1wbGUuY29tIn0.OfCYwEf84u44wu1TVfPxUIn1HMPQB1RGfq7gxfvnNwU'
    const privacy =
      'eyJzIjoiM2YxYzJhOWUtNWI3ZC00ZThmLTlhMGItMWMyZDNlNGY1YTZiIiwiZSI6MTc5NjQzOTYwMH0.96hIZj-3qMdlkcSsQRoPyjwedf_rJpJnzmfqUr1e7Ic'
    const expiry = new Date('2026-12-05T03:00:00.500Z')
    const requestId = '3f1c2a9e-5b7d-4e8f-9a0b-1c2d3e4f5a6b'
    expect(await links.sign('newsletter-confirm', 'ann@example.com', expiry)).toBe(confirm)
    expect(await links.sign('newsletter-unsubscribe', 'ann@example.com')).toBe(unsubscribe)
    expect(await links.sign('privacy-request', requestId, expiry)).toBe(privacy)

    const before = new Date('2026-12-05T02:59:59.999Z')
    const after = new Date('2026-12-05T03:00:00.001Z')
    expect(await links.verify('newsletter-confirm', confirm, before)).toEqual({
      ok: true,
      subject: 'ann@example.com',
    })
    expect(await links.verify('newsletter-confirm', confirm, after)).toEqual({
      ok: false,
      reason: 'expired',
    })
    expect(await links.verify('newsletter-unsubscribe', unsubscribe, after)).toEqual({
      ok: true,
      subject: 'ann@example.com',
    })
    expect(await links.verify('privacy-request', privacy, before)).toEqual({
      ok: true,
      subject: requestId,
    })
    expect(await links.verify('newsletter-unsubscribe', confirm, before)).toEqual({
      ok: false,
      reason: 'forged',
    })
  })

  it('booking links (hex, the purpose in the key)', async () => {
    const links = createBookingLinks('fixture-booking-secret')
    const claims = {
      bookingId: '0b6f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e',
      sequence: 2,
      expires: 1_796_000_000,
    }
    const token =
      '0b6f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e.2.1796000000.6b87013195a1e8e4469a7f11221a9d168dd5653ab475ebfdb5420f325e9e06f1'
    expect(await links.token(claims)).toBe(token)
    expect(await links.check(token, new Date(1_796_000_000_000 - 1))).toEqual({ ok: true, claims })
    expect(await links.check(token, new Date(1_796_000_000_000))).toEqual({
      ok: false,
      reason: 'expired',
    })
    expect(await createBookingLinks('another-secret').check(token, new Date(0))).toEqual({
      ok: false,
      reason: 'forged',
    })
  })

  it('client preview links and preview-access cookies (base64url)', async () => {
    const key = 'fixture-preview-secret-0123456789'
    const id = 'Qm9va2luZ0xpbmtJZDEyMzQ1'
    const path = '/services/seo-für-ärzte'
    const token = 'Qm9va2luZ0xpbmtJZDEyMzQ1.-4GMPx-7QjYULULM2TmkN6rpluFiz3ENfuGnoS8tgmo'
    const editor = 'e.gwTPZ4qY2JjTEXEOwi72ob_QUlpPqvG8ezrLr45BVS0'
    const access =
      'l.Qm9va2luZ0xpbmtJZDEyMzQ1.L3NlcnZpY2VzL3Nlby1mw7xyLcOkcnp0ZQ.M5fNWYsXWgsFlGdVl-swP27fnwlOgtotc99yyzsh6GI'
    expect(await linkToken(key, id)).toBe(token)
    expect(await editorAccess(key)).toBe(editor)
    expect(await linkAccess(key, id, path)).toBe(access)
    expect(await idOfToken(key, token)).toBe(id)
    expect(await parseAccess(key, editor)).toEqual({ kind: 'editor' })
    expect(await parseAccess(key, access)).toEqual({ kind: 'link', id, path })
    expect(await idOfToken('another-preview-secret', token)).toBeNull()
    expect(await parseAccess('another-preview-secret', access)).toBeNull()
  })

  it('admin session cookies (base64url, the purpose in the key)', async () => {
    const token = 'fixture-admin-token-0123456789'
    const now = 1_800_000_000_000
    const value = 'v2.7.1800043200000.N6aW1Pv05zcSt_3R2YW0Cy622Dq8mOiBL_E58WBpx1U'
    expect(await createSessionValue(token, 7, now)).toBe(value)
    expect(await verifySessionValue(value, token, 7, now + 1000)).toBe(true)
    expect(await verifySessionValue(value, token, 7, 1_800_043_200_000 - 1)).toBe(true)
    expect(await verifySessionValue(value, token, 7, 1_800_043_200_000)).toBe(false)
    expect(await verifySessionValue(value, `${token}x`, 7, now)).toBe(false)
  })
})
