import type { Metadata } from 'next'
import { titleWithBrand } from '@/web/components/seo/metadata'
import { NotFoundScreen } from '@/web/components/shell/not-found-screen'
import { getSettings } from '@/web/content'
import { MESSAGES, translator } from '@/web/i18n/messages'
import { setRequestLocale } from '@/web/i18n/request-locale'

const LOCALE = 'ar'

// Per request (`private, no-store`): it stands in for whichever removed path proxy.ts rewrote.
export const dynamic = 'force-dynamic'

/**
 * What the path of a deleted or unpublished Arabic service, case study, post or landing page
 * answers (/ar/services/x): proxy.ts rewrites it here with status 410 (web/redirects), in Arabic,
 * as app/(site)/gone does the English ones.
 */
export async function generateMetadata(): Promise<Metadata> {
  const { brandName } = await getSettings({ preview: true, locale: LOCALE })
  return {
    title: { absolute: titleWithBrand(translator(LOCALE, 'gone')('pageTitle'), brandName) },
    robots: { index: false },
  }
}

export default function ArabicGonePage() {
  setRequestLocale(LOCALE)
  const t = translator(LOCALE, 'gone')
  return (
    <NotFoundScreen
      locale={LOCALE}
      messages={MESSAGES[LOCALE].notFound}
      eyebrow={t('eyebrow')}
      title={t('title')}
      text={t('text')}
    />
  )
}
