'use server'
/**
 * The buttons of the privacy pages. A link's GET only shows what it would do (mail scanners
 * follow links), a person's click does it. Each action checks the signed token again and sends
 * the page back to itself, which then shows the new state.
 */
import { redirect } from 'next/navigation'
import { confirmSubscription, unsubscribe } from '@/core/privacy/newsletter.ts'
import { confirmPrivacyRequest } from '@/core/privacy/requests.ts'
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from '@/core/privacy/newsletter.ts'
import { PRIVACY_CONFIRM_PATH } from '@/core/privacy/requests.ts'
import { textArgument } from '@/web/lib/action-input'
import { leadsSql } from '@/web/server/database'
import { checkLink } from './service'

const back = (path: string, token: unknown) =>
  redirect(`${path}?${new URLSearchParams({ token: textArgument(token) ?? '' }).toString()}`)

export async function confirmNewsletter(token: unknown) {
  const link = await checkLink('newsletter-confirm', token)
  if (link.ok) await confirmSubscription(await leadsSql(), link.subject, new Date())
  back(NEWSLETTER_CONFIRM_PATH, token)
}

export async function unsubscribeNewsletter(token: unknown) {
  const link = await checkLink('newsletter-unsubscribe', token)
  if (link.ok) await unsubscribe(await leadsSql(), link.subject, new Date())
  back(NEWSLETTER_UNSUBSCRIBE_PATH, token)
}

export async function confirmRequest(token: unknown) {
  const link = await checkLink('privacy-request', token)
  if (link.ok) await confirmPrivacyRequest(await leadsSql(), link.subject, new Date())
  back(PRIVACY_CONFIRM_PATH, token)
}
