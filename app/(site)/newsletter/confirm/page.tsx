import type { Metadata } from 'next'
import { NewsletterConfirm } from '@/web/components/privacy/link-pages'
import { InvalidLink } from '@/web/components/privacy/invalid-link'
import { getSettings } from '@/web/content'
import { checkLink, subscriptionState } from '@/web/privacy/service'

// Per request: the subscription's state lives in the database.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Confirm your subscription',
  robots: { index: false, follow: false },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** /newsletter/confirm?token=…: the link of the newsletter's confirmation e-mail. */
export default async function NewsletterConfirmPage({ searchParams }: Props) {
  const { token } = await searchParams
  const link = await checkLink('newsletter-confirm', token)
  if (!link.ok || typeof token !== 'string') return <InvalidLink />
  const [state, settings] = await Promise.all([subscriptionState(link.subject), getSettings()])
  return (
    <NewsletterConfirm
      token={token}
      email={link.subject}
      brand={settings.brandName ?? 'Codehome'}
      state={state}
    />
  )
}
