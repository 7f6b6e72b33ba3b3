import { LockKeyhole, Mail, Phone, ShieldCheck } from '@/web/components/ui/icons'
import type { ReactNode } from 'react'
import { DEFAULT_LOCALE, type Locale, locales } from '@/core/i18n/locales'
import { telHref } from '@/web/components/content/call-to-action'
import { translator } from '@/web/i18n/messages'
import type { GatewayName } from '@/web/payments/types'
import { cn } from '@/web/lib/utils'

/**
 * Why a client can pay here with confidence: who takes the card, that the site never sees it,
 * and a person to ask. In the page's language; the phone number and the address stay left to
 * right on a right-to-left page.
 */
export function TrustNotes({
  gateway,
  phone,
  email,
  payable = true,
  className,
  locale = DEFAULT_LOCALE,
}: {
  gateway: GatewayName
  phone?: string | null
  email?: string | null
  /** False once nothing is left to pay: only the way to ask remains. */
  payable?: boolean
  className?: string
  locale?: Locale
}) {
  const t = translator(locale, 'payments')
  // Only on a right-to-left page: an English page's markup is as it was.
  const leftToRight = (value: ReactNode) =>
    locales.entry(locale).dir === 'rtl' ? <span dir="ltr">{value}</span> : value
  const items = [
    {
      icon: LockKeyhole,
      title: gateway === 'stripe' ? t('trust.stripeTitle') : t('trust.testTitle'),
      text: gateway === 'stripe' ? t('trust.stripeText') : t('trust.testText'),
    },
    {
      icon: ShieldCheck,
      title: t('trust.exactTitle'),
      text: t('trust.exactText'),
    },
  ]
  return (
    <div className={cn('space-y-5', className)}>
      <ul className={cn('space-y-4', !payable && 'hidden')}>
        {items.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <span className="bg-brand-50 text-brand-700 inline-flex size-9 flex-none items-center justify-center rounded-xl">
              <Icon aria-hidden className="size-4.5" />
            </span>
            <span>
              <span className="block text-sm font-semibold text-slate-900">{title}</span>
              <span className="block text-sm text-slate-600">{text}</span>
            </span>
          </li>
        ))}
      </ul>
      {phone || email ? (
        <div className="rounded-2xl border border-slate-200 bg-slate-50 p-4 text-sm">
          <p className="font-semibold text-slate-900">
            {payable ? t('trust.questionsBefore') : t('trust.questionsAbout')}
          </p>
          <div className="mt-2 flex flex-col gap-1.5 text-slate-700">
            {phone ? (
              <a
                href={telHref(phone)}
                className="hover:text-brand-700 inline-flex items-center gap-2"
              >
                <Phone className="size-4 text-slate-400" /> {leftToRight(phone)}
              </a>
            ) : null}
            {email ? (
              <a
                href={`mailto:${email}`}
                className="hover:text-brand-700 inline-flex items-center gap-2 break-all"
              >
                <Mail className="size-4 flex-none text-slate-400" /> {leftToRight(email)}
              </a>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  )
}
