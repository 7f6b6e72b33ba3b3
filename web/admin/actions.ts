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
  redirect('/admin/leads')
}

export async function signOut(): Promise<void> {
  ;(await cookies()).delete({ name: ADMIN_COOKIE, path: '/admin' })
  redirect('/admin/leads')
}
