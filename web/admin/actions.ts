'use server'
/**
 * Sign-in and sign-out of the admin pages: the token, once checked, becomes a signed session
 * cookie scoped to /admin.
 */
import { cookies, headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'
import { env, siteUrl } from '@/web/env'
import { requestAddress } from '@/web/http/client-address'
import {
  ADMIN_COOKIE,
  adminFailures,
  createSessionValue,
  SESSION_MS,
  tokenMatches,
} from './session'

export interface SignInState {
  error: string | null
}

/** Where to go after signing in or out: the admin page the form was on (else the leads). */
function adminPage(form: FormData): string {
  const next = form.get('next')
  return typeof next === 'string' && /^\/admin\/[a-z-]+$/.test(next) ? next : '/admin/leads'
}

export async function signIn(_previous: SignInState, form: FormData): Promise<SignInState> {
  if (!env.ADMIN_TOKEN) notFound()
  const address = requestAddress(new Request('http://local', { headers: await headers() }))
  const failures = adminFailures()
  if (failures.blocked(address)) return { error: 'Too many attempts. Please wait a minute.' }
  const token = form.get('token')
  if (typeof token !== 'string' || !tokenMatches(token.trim(), env.ADMIN_TOKEN)) {
    failures.take(address)
    return { error: 'That token is not valid.' }
  }
  ;(await cookies()).set(ADMIN_COOKIE, createSessionValue(env.ADMIN_TOKEN), {
    httpOnly: true,
    sameSite: 'strict',
    secure: siteUrl.startsWith('https://'),
    path: '/admin',
    maxAge: SESSION_MS / 1000,
  })
  redirect(adminPage(form))
}

export async function signOut(form?: FormData): Promise<void> {
  ;(await cookies()).delete({ name: ADMIN_COOKIE, path: '/admin' })
  redirect(form ? adminPage(form) : '/admin/leads')
}
