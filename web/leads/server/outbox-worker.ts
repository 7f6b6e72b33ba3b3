/**
 * Sends the outbox from this server process: every OUTBOX_POLL_MS, and at once after a new lead
 * is committed. E-mails go out over SMTP when SMTP_URL is set; each lead's CRM hand-off goes to
 * CRM_WEBHOOK_URL when it is set. Without SMTP_URL the e-mails stay pending (the admin shows
 * them, rendered, under a banner saying delivery is off) until a server with SMTP sends them.
 * The same timer applies retention (core/privacy/retention.ts) every RETENTION_EVERY_MINUTES.
 */
import { type CrmTarget, drainHandoffs } from '@/core/leads/crm-handoff.ts'
import { drainOutbox, type Mailer } from '@/core/leads/email-outbox.ts'
import { newsletterHeaders } from '@/core/privacy/newsletter.ts'
import { applyRetention } from '@/core/privacy/retention.ts'
import { env, siteUrl } from '@/web/env'
import { retentionPolicy, signedLinks } from '@/web/privacy/links'
import type { LeadsDatabase } from '@/web/server/open-database'
import { createSmtpMailer } from './mailer'
import { processGlobal } from '@/web/server/process-global.mjs'

interface Worker {
  nudge(): void
  /** One round now (what is due, then retention when it is due), for a scheduler's call. */
  tick(): Promise<void>
  stop(): void
}

export interface WorkerOptions {
  database: () => Promise<LeadsDatabase>
  /** SMTP delivery of the e-mails, or null to leave them pending. */
  mailer: Mailer | null
  /** The CRM receiver, or null when leads are not handed to a CRM. */
  crm: CrmTarget | null
  from: () => Promise<string>
  pollMs: number
  retryBaseMs: number
  maxAttempts: number
  /** Work done on the same timer at most every `everyMs` (retention), with the worker's clock. */
  housekeeping?: { everyMs: number; run(db: LeadsDatabase, now: Date): Promise<unknown> }
  /** The clock (tests pass a fake one). */
  now?: () => number
}

export function createOutboxWorker(options: WorkerOptions): Worker {
  let running = false
  let again = false
  let soon: ReturnType<typeof setTimeout> | null = null
  let lastHousekeeping = Number.NEGATIVE_INFINITY
  const retry = { baseDelayMs: options.retryBaseMs, maxAttempts: options.maxAttempts }
  const now = options.now ?? Date.now

  async function housekeeping() {
    const work = options.housekeeping
    if (!work || now() - lastHousekeeping < work.everyMs) return
    lastHousekeeping = now()
    try {
      await work.run(await options.database(), new Date(lastHousekeeping))
    } catch (error) {
      console.error('[leads] retention paused:', error instanceof Error ? error.message : error)
    }
  }

  async function run() {
    if (running) {
      again = true
      return
    }
    running = true
    try {
      do {
        again = false
        const db = await options.database()
        // One channel failing (the SMTP server down) never holds up the other.
        const results = await Promise.allSettled([
          options.mailer
            ? drainOutbox(db.sql, options.mailer, {
                from: await options.from(),
                headersFor: newsletterHeaders(db.sql, signedLinks(), siteUrl),
                ...retry,
              })
            : null,
          options.crm ? drainHandoffs(db.sql, options.crm, retry) : null,
        ])
        for (const result of results) {
          if (result.status === 'rejected') {
            const error = result.reason as unknown
            console.error(
              '[leads] outbox delivery paused:',
              error instanceof Error ? error.message : error,
            )
          }
        }
      } while (again)
      await housekeeping()
    } catch (error) {
      console.error(
        '[leads] outbox delivery paused:',
        error instanceof Error ? error.message : error,
      )
    } finally {
      running = false
    }
  }

  const timer = setInterval(() => void run(), options.pollMs)
  timer.unref?.()
  return {
    nudge() {
      if (soon) return
      soon = setTimeout(() => {
        soon = null
        void run()
      }, 20)
    },
    tick: run,
    stop() {
      clearInterval(timer)
      if (soon) clearTimeout(soon)
    },
  }
}

/** The CRM receiver this server hands leads to, or null. */
export function crmTarget(): CrmTarget | null {
  if (!env.CRM_WEBHOOK_URL || !env.CRM_WEBHOOK_SECRET) return null
  return { url: env.CRM_WEBHOOK_URL, secret: env.CRM_WEBHOOK_SECRET, siteUrl }
}

/**
 * Starts this process's outbox sender once; returns it. It runs even with nothing to deliver to
 * (no SMTP, no CRM): retention runs on its timer.
 */
export function startOutboxWorker(
  database: () => Promise<LeadsDatabase>,
  from: () => Promise<string>,
): Worker | null {
  const crm = crmTarget()
  return processGlobal('leads.outbox', () =>
    createOutboxWorker({
      database,
      mailer: env.SMTP_URL ? createSmtpMailer(env.SMTP_URL) : null,
      crm,
      from,
      pollMs: env.OUTBOX_POLL_MS,
      retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
      maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
      housekeeping: {
        everyMs: env.RETENTION_EVERY_MINUTES * 60_000,
        run: (db, at) => applyRetention(db.sql, retentionPolicy(), at),
      },
    }),
  )
}
