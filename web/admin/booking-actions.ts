'use server'
/**
 * The admin calendar's actions: a session's state (done, no-show, …) and a new feed secret,
 * which revokes the old feed URL.
 */
import { refresh } from 'next/cache'
import {
  BOOKING_STATES,
  rotateFeedSecret,
  setBookingState,
  type BookingState,
} from '@/core/booking/booking-store.ts'
import { formText } from '@/web/lib/action-input'
import { requireAdmin } from './auth'

export async function setSessionState(form: unknown): Promise<void> {
  const sql = await requireAdmin()
  const id = formText(form, 'id') ?? ''
  const state = formText(form, 'state') ?? ''
  if (!/^[0-9a-f-]{36}$/i.test(id) || !BOOKING_STATES.includes(state as BookingState)) return
  // A session cannot come back over a time someone has taken since: it then stays as it was.
  await setBookingState(sql, id, state as BookingState).catch(() => false)
  refresh()
}

export async function newFeedUrl(): Promise<void> {
  await rotateFeedSecret(await requireAdmin())
  refresh()
}
