import type { Metadata } from 'next'
import { PrivacyRequestConfirm } from '@/web/components/privacy/link-pages'
import { InvalidLink } from '@/web/components/privacy/invalid-link'
import { checkLink, privacyRequest } from '@/web/privacy/service'

// Per request: the request's state lives in the database.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Confirm your privacy request',
  robots: { index: false, follow: false },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** /privacy-request/confirm?token=…: the link of a privacy request's confirmation e-mail. */
export default async function PrivacyRequestConfirmPage({ searchParams }: Props) {
  const { token } = await searchParams
  const link = await checkLink('privacy-request', token)
  if (!link.ok || typeof token !== 'string') return <InvalidLink />
  return <PrivacyRequestConfirm token={token} request={await privacyRequest(link.subject)} />
}
