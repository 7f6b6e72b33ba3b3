/**
 * The page the service worker shows for a navigation without network (precached at install):
 * what happened, the agency's phone number (a call needs no internet), and what still works. In
 * the page's language (`locale`, messages/{code}/offline.json); the number stays left to right on
 * a right-to-left page.
 */
import { Phone, WifiOff } from '@/web/components/ui/icons'
import { DEFAULT_LOCALE, type Locale, ltrRun } from '@/core/i18n/locales'
import { Message } from '@/web/components/payments/message-parts'
import Link from '@/web/components/ui/link'
import { buttonClass } from '@/web/components/ui/button'
import { MESSAGES, translatedProps, translator } from '@/web/i18n/messages'
import { telHref } from './nav'
import { RetryButton } from './retry-button'

export function OfflineScreen({
  phone,
  brandName,
  locale = DEFAULT_LOCALE,
}: {
  phone: string
  brandName: string
  locale?: Locale
}) {
  const t = translator(locale, 'offline')
  return (
    <div className="relative mx-auto max-w-3xl px-4 py-20 text-center sm:px-6 sm:py-28">
      <span className="bg-brand-50 text-brand-700 inline-flex size-14 items-center justify-center rounded-2xl">
        <WifiOff className="size-7" />
      </span>
      <p className="text-brand-700 mt-6 text-sm font-semibold tracking-widest uppercase">
        {t('eyebrow')}
      </p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
        {t('title')}
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">{t('text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <RetryButton
          className={buttonClass({ size: 'lg' })}
          {...translatedProps(locale, (messages) => ({ label: messages.offline.tryAgain }))}
        />
        <Link href="/" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
          {t('backHome')}
        </Link>
      </div>
      <div className="mx-auto mt-12 max-w-md rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
        <p className="text-sm font-medium text-slate-600">
          <Message text={MESSAGES[locale].offline.callUs} values={{ brand: brandName }} />
        </p>
        <a
          href={telHref(phone)}
          className="text-brand-700 mt-2 inline-flex items-center gap-2 text-2xl font-bold tracking-tight"
          {...ltrRun(locale)}
        >
          <Phone className="size-6" />
          {phone}
        </a>
      </div>
    </div>
  )
}
