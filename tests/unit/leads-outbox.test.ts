/**
 * The e-mail outbox delivered over SMTP to a real SMTP server on loopback: what arrives, and how
 * rows move between pending, sent, failed (with attempts) and dead.
 */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { drainOutbox } from '@/core/leads/email-outbox.ts'
import { listLeads } from '@/web/admin/lead-queries'
import { createSmtpMailer } from '@/web/leads/server/mailer'
import { E2E_PORT } from '../helpers/e2e-env'
import { type Mailbox, startMailbox } from '../helpers/mailbox'
import {
  handlerFor,
  leadRequest,
  memoryDatabase,
  PDF_BYTES,
  validSubmissions,
} from '../helpers/leads'

// Ports derived from E2E_PORT, so parallel runs on one machine do not collide.
const PORT = E2E_PORT + 55
const FROM = '"Codehome" <hello@codehome.example>'

let db: PGlite
let mailbox: Mailbox
let refuse: ((to: string[], attempt: number) => { code: number; message: string } | null) | null =
  null
let mailer: ReturnType<typeof createSmtpMailer>
const sql = () => ({ query: (text: string, params?: unknown[]) => db.query(text, params) as never })

beforeAll(async () => {
  db = await memoryDatabase()
  mailbox = await startMailbox({
    port: PORT,
    refuse: ({ to, attempt }) => refuse?.(to, attempt) ?? null,
  })
  mailer = createSmtpMailer(mailbox.url)
})
afterAll(async () => {
  mailer.close()
  await mailbox.close()
  await db.close()
})
beforeEach(async () => {
  await db.exec('delete from email_outbox; delete from leads;')
  mailbox.messages.length = 0
  mailbox.attempts.clear()
  refuse = null
})
afterEach(() => {
  refuse = null
})

async function store(submission: unknown) {
  const response = await handlerFor(db)(leadRequest(submission))
  expect(response.status).toBe(200)
  return ((await response.json()) as { leadId: string }).leadId
}

const deliver = (options: { maxAttempts?: number; baseDelayMs?: number } = {}) =>
  drainOutbox(sql(), mailer, {
    from: FROM,
    baseDelayMs: 20,
    maxAttempts: 3,
    random: () => 0.5,
    ...options,
  })

async function emails() {
  const [lead] = await listLeads(sql(), 1)
  return lead!.emails
}

describe('outbox delivery over SMTP', () => {
  it('delivers the welcome to the lead and the notification to the agency, as text and HTML', async () => {
    await store(validSubmissions().contact)
    expect((await emails()).map((e) => e.status)).toEqual(['pending', 'pending'])

    expect(await deliver()).toEqual({ sent: 2, failed: 0, dead: 0 })
    const [welcome] = mailbox.to('jane@example.com')
    const [notification] = mailbox.to('hello@codehome.example')
    expect(welcome).toMatchObject({
      subject: 'Thank you for contacting Codehome',
      envelopeFrom: 'hello@codehome.example',
    })
    expect(welcome!.from).toContain('hello@codehome.example')
    // Greeted by name (issue 45): a plain name is safe to repeat to its owner's address.
    expect(welcome!.text).toMatch(/^Hi Jane Doe,/)
    expect(welcome!.text).toContain('reply within 24 hours')
    expect(welcome!.html).toContain('<p')
    expect(notification!.subject).toBe('New contact lead: Jane Doe')
    expect(notification!.replyTo).toBe('jane@example.com')
    expect(notification!.text).toContain('Message: We need a new website.')
    expect(notification!.html).toContain('We need a new website.')
    expect((await emails()).map((e) => [e.status, e.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ])
    // Nothing is sent twice.
    expect(await deliver()).toEqual({ sent: 0, failed: 0, dead: 0 })
    expect(mailbox.messages).toHaveLength(2)
  })

  it('attaches the résumé to the agency’s copy of a career application', async () => {
    await store(validSubmissions().career)
    await deliver()
    const [notification] = mailbox.to('hello@codehome.example')
    expect(notification!.attachments).toHaveLength(1)
    expect(notification!.attachments[0]).toMatchObject({
      filename: 'resume.pdf',
      contentType: 'application/pdf',
    })
    expect(notification!.attachments[0]!.content.equals(PDF_BYTES)).toBe(true)
    expect(mailbox.to('lee@example.com')[0]!.attachments).toHaveLength(0)
  })

  it('retries a temporary refusal with backoff, then sends (failed → sent, 2 attempts)', async () => {
    refuse = (to, attempt) =>
      to.includes('jane@example.com') && attempt === 1
        ? { code: 451, message: 'Try again later' }
        : null
    await store(validSubmissions().contact)
    expect(await deliver({ baseDelayMs: 60_000 })).toEqual({ sent: 1, failed: 1, dead: 0 })
    const failed = (await emails()).find((e) => e.kind === 'welcome')!
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 })
    expect(failed.lastError).toMatch(/451/)
    expect(new Date(failed.nextAttemptAt!).getTime()).toBeGreaterThan(Date.now() + 30_000)
    // Not due yet: nothing happens.
    expect(await deliver()).toEqual({ sent: 0, failed: 0, dead: 0 })
    await db.query("update email_outbox set next_attempt_at = now() where status = 'failed'")
    expect(await deliver()).toEqual({ sent: 1, failed: 0, dead: 0 })
    expect((await emails()).find((e) => e.kind === 'welcome')).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: null,
    })
    expect(mailbox.to('jane@example.com')).toHaveLength(1)
  })

  it('gives up after the last attempt (dead)', async () => {
    refuse = (to) =>
      to.includes('jane@example.com') ? { code: 421, message: 'Service not available' } : null
    await store(validSubmissions().contact)
    for (let i = 0; i < 3; i++) {
      await deliver({ maxAttempts: 3, baseDelayMs: 10 })
      await db.query("update email_outbox set next_attempt_at = now() where status = 'failed'")
    }
    expect((await emails()).find((e) => e.kind === 'welcome')).toMatchObject({
      status: 'dead',
      attempts: 3,
    })
    expect(await deliver()).toEqual({ sent: 0, failed: 0, dead: 0 })
  })

  it('a permanent refusal (5xx) is dead at once', async () => {
    refuse = (to) =>
      to.includes('jane@example.com') ? { code: 550, message: 'No such user' } : null
    await store(validSubmissions().contact)
    await deliver()
    expect((await emails()).find((e) => e.kind === 'welcome')).toMatchObject({
      status: 'dead',
      attempts: 1,
    })
  })

  it('an unreachable SMTP server leaves the rows failed, to be retried', async () => {
    await store(validSubmissions().contact)
    const nowhere = createSmtpMailer(`smtp://127.0.0.1:${E2E_PORT + 56}`)
    try {
      // A minute's backoff: the failed rows are not due again within this drain, however slow
      // the machine (with 10 ms, a loaded one retried them in the same drain).
      expect(await drainOutbox(sql(), nowhere, { from: FROM, baseDelayMs: 60_000 })).toEqual({
        sent: 0,
        failed: 2,
        dead: 0,
      })
    } finally {
      nowhere.close()
    }
    expect((await emails()).map((e) => e.status)).toEqual(['failed', 'failed'])
    await db.query('update email_outbox set next_attempt_at = now()')
    expect(await deliver()).toEqual({ sent: 2, failed: 0, dead: 0 })
  })

  it('no row can add a header or a recipient, even one written around the schemas', async () => {
    const leadId = await store(validSubmissions().newsletter)
    await db.query('delete from email_outbox')
    await db.query(
      `insert into email_outbox (lead_id, kind, to_address, reply_to, subject, text_body, html_body)
       values ($1, 'welcome', 'reader@example.com', E'x@example.com\\r\\nBcc: thief@evil.example', E'Hi\\r\\nBcc: thief@evil.example\\r\\nX-Injected: yes', 'body', '<p>body</p>')`,
      [leadId],
    )
    expect(await deliver()).toEqual({ sent: 1, failed: 0, dead: 0 })
    expect(mailbox.messages).toHaveLength(1)
    const [mail] = mailbox.messages
    expect(mail!.envelopeTo).toEqual(['reader@example.com'])
    expect(mail!.headers.has('bcc')).toBe(false)
    expect(mail!.headers.has('x-injected')).toBe(false)
    expect(mail!.subject).toBe('Hi Bcc: thief@evil.example X-Injected: yes')
  })
})
