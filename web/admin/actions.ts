'use server'
/**
 * The admin's actions: sign-in and sign-out (the token, once checked, becomes a signed session
 * cookie scoped to /admin; signing out ends every session, see session.ts), and the work on a
 * lead (sending its e-mails or CRM hand-off again; its state is a form posted to a route,
 * /admin/leads/{id}/state, which can answer a bad value with a 422). Server actions are public
 * endpoints: each checks the session itself.
 */
import { refresh } from 'next/cache'
import { cookies, headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'
import { queueHandoff, retryEmail } from '@/web/admin/lead-queries'
import { env, siteUrl } from '@/web/env'
import { requestAddress } from '@/web/http/client-address'
import { formText } from '@/web/lib/action-input'
import { ensureOutboxWorker } from '@/web/leads/server/service'
import { leadsSql } from '@/web/server/database'
import { adminAccess, requireAdmin } from './auth'
import {
  ADMIN_COOKIE,
  adminFailures,
  createSessionValue,
  SESSION_MS,
  tokenMatches,
} from './session'
import { currentSessionVersion, revokeSessions } from './session-version'

export interface SignInState {
  error: string | null
}

/**
 * Where to go after signing in or out: the admin page the form was on, with its query (the page a
 * Studio action asked a preview link for), else the leads. Never another origin.
 */
function adminPage(form: unknown): string {
  const next = formText(form, 'next')
  if (next === null) return '/admin/leads'
  const base = 'http://admin.invalid'
  const url = URL.canParse(next, base) ? new URL(next, base) : null
  return url?.origin === base &&
    /^\/admin\/[a-z-]+$/.test(url.pathname) &&
    next.startsWith('/admin/')
    ? url.pathname + url.search
    : '/admin/leads'
}

export async function signIn(_previous: unknown, form: unknown): Promise<SignInState> {
  if (!env.ADMIN_TOKEN) notFound()
  const address = requestAddress(new Request('http://local', { headers: await headers() }))
  const failures = adminFailures()
  if (await failures.blocked(address)) return { error: 'Too many attempts. Please wait a minute.' }
  const token = formText(form, 'token')
  if (token === null || !tokenMatches(token.trim(), env.ADMIN_TOKEN)) {
    await failures.take(address)
    return { error: 'That token is not valid.' }
  }
  let version: number
  try {
    version = await currentSessionVersion(await leadsSql())
  } catch (error) {
    console.error('[admin] leads unavailable:', error)
    return { error: 'The leads database is unavailable right now. Please try again.' }
  }
  ;(await cookies()).set(ADMIN_COOKIE, await createSessionValue(env.ADMIN_TOKEN, version), {
    httpOnly: true,
    sameSite: 'strict',
    secure: siteUrl.startsWith('https://'),
    path: '/admin',
    maxAge: SESSION_MS / 1000,
  })
  redirect(adminPage(form))
}

/** Signs out everywhere: the session version moves on, so no earlier cookie works again. */
export async function signOut(form?: unknown): Promise<void> {
  const access = await adminAccess()
  if (access.status === 'signed-in') await revokeSessions(access.sql)
  ;(await cookies()).delete({ name: ADMIN_COOKIE, path: '/admin' })
  redirect(form ? adminPage(form) : '/admin/leads')
}

/** Sends a failed or dead e-mail again, or hands the lead to the CRM (again). */
export async function deliverAgain(form: unknown): Promise<void> {
  const sql = await requireAdmin()
  const id = formText(form, 'id') ?? ''
  const email = formText(form, 'email')
  if (email !== null) await retryEmail(sql, id, Number(email))
  else await queueHandoff(sql, id)
  ensureOutboxWorker()?.nudge()
  refresh()
}
