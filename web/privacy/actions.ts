'use server'
/**
 * The buttons of the privacy pages. A link's GET only shows what it would do (mail scanners
 * follow links), a person's click does it. Each action checks the signed token again and sends
 * the page back to itself, which then shows the new state: in its language, when a page in another
 * one bound it (`locale`; anything else is the default's).
 */
import { redirect } from 'next/navigation'
import { DEFAULT_LOCALE, locales } from '@/core/i18n/locales'
import { localizedHref } from '@/core/i18n/routes'
import { confirmSubscription, unsubscribe } from '@/core/privacy/newsletter.ts'
import { confirmPrivacyRequest } from '@/core/privacy/requests.ts'
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from '@/core/privacy/newsletter.ts'
import { PRIVACY_CONFIRM_PATH } from '@/core/privacy/requests.ts'
import { textArgument } from '@/web/lib/action-input'
import { leadsSql } from '@/web/server/database'
import { checkLink } from './service'

function back(path: string, token: unknown, locale: unknown): never {
  const page = localizedHref(path, locales.isLocale(locale) ? locale : DEFAULT_LOCALE)
  redirect(`${page}?${new URLSearchParams({ token: textArgument(token) ?? '' }).toString()}`)
}

export async function confirmNewsletter(token: unknown, locale?: unknown) {
  const link = await checkLink('newsletter-confirm', token)
  if (link.ok) await confirmSubscription(await leadsSql(), link.subject, new Date())
  back(NEWSLETTER_CONFIRM_PATH, token, locale)
}

export async function unsubscribeNewsletter(token: unknown, locale?: unknown) {
  const link = await checkLink('newsletter-unsubscribe', token)
  if (link.ok) await unsubscribe(await leadsSql(), link.subject, new Date())
  back(NEWSLETTER_UNSUBSCRIBE_PATH, token, locale)
}

export async function confirmRequest(token: unknown, locale?: unknown) {
  const link = await checkLink('privacy-request', token)
  if (link.ok) await confirmPrivacyRequest(await leadsSql(), link.subject, new Date())
  back(PRIVACY_CONFIRM_PATH, token, locale)
}
