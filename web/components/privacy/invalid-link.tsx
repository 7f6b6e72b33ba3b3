import { DEFAULT_LOCALE, type Locale } from '@/core/i18n/locales'
import { buttonClass } from '@/web/components/ui/button'
import Link from '@/web/components/ui/link'
import { translator } from '@/web/i18n/messages'
import { PrivacyOutcome } from './privacy-outcome'

/**
 * A link whose signature does not hold (changed, cut short) or that has expired, in the page's
 * language (`locale`), its eyebrow naming the status the page is sent with: 400 (forged) or 410
 * (expired; proxy.ts).
 */
export function InvalidLink({
  locale = DEFAULT_LOCALE,
  status = 400,
}: {
  locale?: Locale
  status?: 400 | 410
}) {
  const t = translator(locale, 'linkPages')
  return (
    <PrivacyOutcome
      look="gone"
      state="invalid"
      eyebrow={t('invalidEyebrow', { status: String(status) })}
      title={t('invalidTitle')}
      text={<p>{t('invalidText')}</p>}
    >
      <Link href="/" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
        {t('backHome')}
      </Link>
    </PrivacyOutcome>
  )
}
