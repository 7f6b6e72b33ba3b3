'use server'
/**
 * The payment-links admin page's actions: create a link, cancel one. Each checks the signed
 * admin session itself (a server action is reachable without the page).
 */
import { revalidatePath } from 'next/cache'
import { adminAccess } from '@/web/admin/auth'
import { env } from '@/web/env'
import { UNAVAILABLE } from './messages'
import { cancelLink, newPaymentLink } from './service'

const PAYMENT_LINKS_PAGE = '/admin/payment-links'

const SIGNED_OUT = 'Your admin session has ended. Please sign in again.'

async function signedIn(): Promise<boolean> {
  if (!env.ADMIN_TOKEN) return false
  return (await adminAccess()).status === 'signed-in'
}

export interface CreateLinkResult {
  error: string | null
  fields?: Record<string, string[]>
  /** The new link's address, to copy and send to the client. */
  url?: string
}

export async function createPaymentLinkAction(input: unknown): Promise<CreateLinkResult> {
  if (!(await signedIn())) return { error: SIGNED_OUT }
  try {
    const result = await newPaymentLink(input)
    if (!result.ok) return { error: result.error, fields: result.fields }
    revalidatePath(PAYMENT_LINKS_PAGE)
    return { error: null, url: result.url }
  } catch (error) {
    console.error('[admin] payment link not created:', error)
    return { error: UNAVAILABLE }
  }
}

export async function cancelPaymentLinkAction(id: unknown): Promise<{ error: string | null }> {
  if (!(await signedIn())) return { error: SIGNED_OUT }
  if (typeof id !== 'string') return { error: 'There is no such payment link.' }
  try {
    const outcome = await cancelLink(id)
    revalidatePath(PAYMENT_LINKS_PAGE)
    if (outcome === 'paid') return { error: 'This link has been paid and cannot be cancelled.' }
    if (outcome === 'unknown') return { error: 'There is no such payment link.' }
    return { error: null }
  } catch (error) {
    console.error('[admin] payment link not cancelled:', error)
    return { error: UNAVAILABLE }
  }
}
