import { DEFAULT_LOCALE, type Locale } from '@/core/i18n/locales'
import { buttonClass } from '@/web/components/ui/button'
import Link from '@/web/components/ui/link'
import { translator } from '@/web/i18n/messages'
import { PrivacyOutcome } from './privacy-outcome'

/**
 * A link whose signature does not hold (changed, cut short) or that has expired, in the page's
 * language (`locale`).
 */
export function InvalidLink({ locale = DEFAULT_LOCALE }: { locale?: Locale }) {
  const t = translator(locale, 'linkPages')
  return (
    <PrivacyOutcome
      look="gone"
      state="invalid"
      eyebrow={t('invalidEyebrow')}
      title={t('invalidTitle')}
      text={<p>{t('invalidText')}</p>}
    >
      <Link href="/" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
        {t('backHome')}
      </Link>
    </PrivacyOutcome>
  )
}
