/**
 * The health route's database probe: up when `select 1` answers, down when the database refuses,
 * fails to open, or does not answer in time (a healthcheck must not hang with it).
 */
import { describe, expect, it, vi } from 'vitest'
import type { SqlClient } from '@/core/db/sql-client.ts'
import { databaseAnswers } from '@/web/leads/server/health'

const answering: SqlClient = { query: async () => ({ rows: [{ ok: 1 } as never] }) }

describe('databaseAnswers', () => {
  it('is true when the database answers select 1', async () => {
    expect(await databaseAnswers(async () => answering)).toBe(true)
  })

  it('is false when the database cannot be opened or refuses the query', async () => {
    expect(await databaseAnswers(() => Promise.reject(new Error('ECONNREFUSED')))).toBe(false)
    const refusing: SqlClient = { query: () => Promise.reject(new Error('terminating')) }
    expect(await databaseAnswers(async () => refusing)).toBe(false)
  })

  it('is false once the timeout passes without an answer', async () => {
    vi.useFakeTimers()
    try {
      const silent: SqlClient = { query: () => new Promise(() => undefined) }
      const answer = databaseAnswers(async () => silent, 2_000)
      await vi.advanceTimersByTimeAsync(1_999)
      let settled = false
      void answer.then(() => (settled = true))
      await vi.advanceTimersByTimeAsync(0)
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(await answer).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })
})
