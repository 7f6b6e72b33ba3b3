import { CloudOff } from '@/web/components/ui/icons'
import { DEFAULT_LOCALE, type Locale, locales } from '@/core/i18n/locales'
import Link from '@/web/components/ui/link'
import { telHref } from '@/web/components/content/call-to-action'
import { buttonClass } from '@/web/components/ui/button'
import { MESSAGES, translator } from '@/web/i18n/messages'
import { Message } from './message-parts'

/** The payment provider could not be reached: nothing was charged, try again. */
export function GatewayUnavailable({
  retryHref,
  phone,
  locale = DEFAULT_LOCALE,
}: {
  retryHref: string
  phone?: string | null
  locale?: Locale
}) {
  const t = translator(locale, 'payments')
  const rtl = locales.entry(locale).dir === 'rtl'
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center sm:px-6">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-slate-100 text-slate-600">
        <CloudOff className="size-7" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">
        {t('gateway.unavailableTitle')}
      </h1>
      <p className="mt-4 text-lg text-slate-600" role="status">
        {t('gateway.unavailableText')}
        {phone ? t('gateway.orCallUs') : ''}.
      </p>
      <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <Link href={retryHref} className={buttonClass({ size: 'lg' })}>
          {t('gateway.tryAgain')}
        </Link>
        {phone ? (
          <a href={telHref(phone)} className={buttonClass({ variant: 'secondary', size: 'lg' })}>
            <Message
              text={MESSAGES[locale].payments.gateway.call}
              values={{ phone: rtl ? <span dir="ltr">{phone}</span> : phone }}
            />
          </a>
        ) : null}
      </div>
    </div>
  )
}
