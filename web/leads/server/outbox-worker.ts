/**
 * Sends the outbox from this server process: every OUTBOX_POLL_MS, and at once after a new lead
 * is committed. Without SMTP_URL it does nothing, and the e-mails stay pending (visible in the
 * admin list) until a server with SMTP configured sends them.
 */
import { drainOutbox, type Mailer } from '@/supabase/functions/_shared/outbox.ts'
import { env } from '@/web/env'
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
  mailer: Mailer
  from: () => Promise<string>
  pollMs: number
  retryBaseMs: number
  maxAttempts: number
}

export function createOutboxWorker(options: WorkerOptions): Worker {
  let running = false
  let again = false
  let soon: ReturnType<typeof setTimeout> | null = null

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
        await drainOutbox(db.sql, options.mailer, {
          from: await options.from(),
          baseDelayMs: options.retryBaseMs,
          maxAttempts: options.maxAttempts,
        })
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

/** Starts this process's outbox sender once (when SMTP is configured); returns it, or null. */
export function startOutboxWorker(
  database: () => Promise<LeadsDatabase>,
  from: () => Promise<string>,
): Worker | null {
  if (!env.SMTP_URL) return null
  const holder = globalThis as Holder
  holder[GLOBAL_KEY] ??= createOutboxWorker({
    database,
    mailer: createSmtpMailer(env.SMTP_URL),
    from,
    pollMs: env.OUTBOX_POLL_MS,
    retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
    maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
  })
  return holder[GLOBAL_KEY]
}
