/**
 * Sends the outbox from this server process: every OUTBOX_POLL_MS, and at once after a new lead
 * is committed. E-mails go out over SMTP when SMTP_URL is set; each lead's CRM hand-off goes to
 * CRM_WEBHOOK_URL when it is set. Without SMTP_URL the e-mails stay pending (the admin shows
 * them, rendered, under a banner saying delivery is off) until a server with SMTP sends them.
 */
import { type CrmTarget, drainHandoffs } from '@/core/leads/crm-handoff.ts'
import { drainOutbox, type Mailer } from '@/core/leads/email-outbox.ts'
import { env, siteUrl } from '@/web/env'
import type { LeadsDatabase } from './database'
import { createSmtpMailer } from './mailer'

interface Worker {
  nudge(): void
  stop(): void
}

const GLOBAL_KEY = Symbol.for('codehome.leads.outbox')
type Holder = { [GLOBAL_KEY]?: Worker }

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
}

export function createOutboxWorker(options: WorkerOptions): Worker {
  let running = false
  let again = false
  let soon: ReturnType<typeof setTimeout> | null = null
  const retry = { baseDelayMs: options.retryBaseMs, maxAttempts: options.maxAttempts }

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
            ? drainOutbox(db.sql, options.mailer, { from: await options.from(), ...retry })
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
 * Starts this process's outbox sender once (when SMTP or a CRM receiver is configured); returns
 * it, or null when there is nothing to deliver to.
 */
export function startOutboxWorker(
  database: () => Promise<LeadsDatabase>,
  from: () => Promise<string>,
): Worker | null {
  const crm = crmTarget()
  if (!env.SMTP_URL && !crm) return null
  const holder = globalThis as Holder
  holder[GLOBAL_KEY] ??= createOutboxWorker({
    database,
    mailer: env.SMTP_URL ? createSmtpMailer(env.SMTP_URL) : null,
    crm,
    from,
    pollMs: env.OUTBOX_POLL_MS,
    retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
    maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
  })
  return holder[GLOBAL_KEY]
}
