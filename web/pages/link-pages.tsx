import type { Metadata } from 'next'
import type { Locale } from '@/core/i18n/locales'
import { InvalidLink } from '@/web/components/privacy/invalid-link'
import {
  NewsletterConfirm,
  NewsletterUnsubscribe,
  PrivacyRequestConfirm,
} from '@/web/components/privacy/link-pages'
import { getSettings } from '@/web/content'
import { translator } from '@/web/i18n/messages'
import { setRequestLocale } from '@/web/i18n/request-locale'
import { invalidLinkStatus } from '@/web/privacy/links'
import { checkLink, privacyRequest, subscriptionState } from '@/web/privacy/service'

/**
 * The pages of the links in the visitor's e-mails, in each language: the newsletter's
 * confirmation and unsubscribe, a privacy request's confirmation, and the page a refused link is
 * answered with. The e-mails link to the page in the visitor's language (core/leads/mail-locale.ts);
 * the token is the same in each (it signs what the link is for and whom it is about, not its path),
 * and proxy.ts checks it on every language's path.
 */

/** A link's page: the visitor's own, never indexed. */
const privatePage = (title: string): Metadata => ({
  title,
  robots: { index: false, follow: false },
})

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** /newsletter/confirm?token=… (and /ar/…) in `locale`: the link of the confirmation e-mail. */
export function newsletterConfirmPage(locale: Locale) {
  const metadata = privatePage(translator(locale, 'linkPages')('titles.newsletterConfirm'))

  async function NewsletterConfirmPage({ searchParams }: Props) {
    setRequestLocale(locale)
    const { token } = await searchParams
    const link = await checkLink('newsletter-confirm', token)
    if (!link.ok || typeof token !== 'string') return <InvalidLink locale={locale} />
    const [state, settings] = await Promise.all([
      subscriptionState(link.subject),
      getSettings({ locale }),
    ])
    return (
      <NewsletterConfirm
        token={token}
        email={link.subject}
        brand={settings.brandName ?? 'Codehome'}
        state={state}
        locale={locale}
      />
    )
  }

  return { metadata, Page: NewsletterConfirmPage }
}

/** /newsletter/unsubscribe?token=… (and /ar/…) in `locale`: every newsletter's unsubscribe link. */
export function newsletterUnsubscribePage(locale: Locale) {
  const metadata = privatePage(translator(locale, 'linkPages')('titles.newsletterUnsubscribe'))

  async function NewsletterUnsubscribePage({ searchParams }: Props) {
    setRequestLocale(locale)
    const { token } = await searchParams
    const link = await checkLink('newsletter-unsubscribe', token)
    if (!link.ok || typeof token !== 'string') return <InvalidLink locale={locale} />
    const [state, settings] = await Promise.all([
      subscriptionState(link.subject),
      getSettings({ locale }),
    ])
    return (
      <NewsletterUnsubscribe
        token={token}
        email={link.subject}
        brand={settings.brandName ?? 'Codehome'}
        state={state}
        locale={locale}
      />
    )
  }

  return { metadata, Page: NewsletterUnsubscribePage }
}

/** /privacy-request/confirm?token=… (and /ar/…) in `locale`: a privacy request's confirmation link. */
export function privacyRequestConfirmPage(locale: Locale) {
  const metadata = privatePage(translator(locale, 'linkPages')('titles.privacyRequestConfirm'))

  async function PrivacyRequestConfirmPage({ searchParams }: Props) {
    setRequestLocale(locale)
    const { token } = await searchParams
    const link = await checkLink('privacy-request', token)
    if (!link.ok || typeof token !== 'string') return <InvalidLink locale={locale} />
    return (
      <PrivacyRequestConfirm
        token={token}
        request={await privacyRequest(link.subject)}
        locale={locale}
      />
    )
  }

  return { metadata, Page: PrivacyRequestConfirmPage }
}

/**
 * /invalid-link (and /ar/invalid-link) in `locale`: proxy.ts rewrites a signed link's page with a
 * forged or expired token here, in the link's language, with status 400 or 410, which its query
 * names (`?reason=expired`: web/privacy/links.ts) and its eyebrow says.
 */
export function invalidLinkPage(locale: Locale) {
  const metadata = privatePage(translator(locale, 'linkPages')('titles.invalidLink'))

  async function InvalidLinkPage({ searchParams }: Props) {
    setRequestLocale(locale)
    const { reason } = await searchParams
    return <InvalidLink locale={locale} status={invalidLinkStatus(reason)} />
  }

  return { metadata, Page: InvalidLinkPage }
}
