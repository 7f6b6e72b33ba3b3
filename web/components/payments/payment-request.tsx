import { Ban, CheckCircle2, LockKeyhole, TimerOff } from '@/web/components/ui/icons'
import Link from '@/web/components/ui/link'
import { PageHero } from '@/web/components/content/page-hero'
import { DEFAULT_LOCALE, type Locale } from '@/core/i18n/locales'
import { LINK_STATE_LABELS } from '@/web/payments/messages'
import { formatCents } from '@/core/money/money'
import type { GatewayName, PaymentLink } from '@/web/payments/types'
import { translatedProps, translator } from '@/web/i18n/messages'
import { cn } from '@/web/lib/utils'
import { OrderSummary } from './order-summary'
import { PayLinkButton } from './pay-link-button'
import { TestModeBadge } from './test-mode-badge'
import { TrustNotes } from './trust-notes'
import { formatMoment } from '@/core/format/format'

// dateStyle and timeStyle cannot be combined with timeZoneName, so the parts are named.
const when = (value: string, locale: Locale) =>
  formatMoment(new Date(value), 'dateTimeZone', { locale })

const STATE_TONES = {
  open: 'bg-brand-50 text-brand-700 ring-brand-200',
  paid: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  expired: 'bg-slate-100 text-slate-700 ring-slate-200',
  cancelled: 'bg-red-50 text-red-700 ring-red-200',
} as const

/** A link's state; in English (the admin's) unless a page gives its language's `label`. */
export function LinkStateBadge({
  state,
  label = LINK_STATE_LABELS[state],
}: {
  state: PaymentLink['state']
  label?: string
}) {
  return (
    <span
      data-testid="link-state"
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        STATE_TONES[state],
      )}
    >
      {label}
    </span>
  )
}

const INTRO = {
  open: 'request.introOpen',
  paid: 'request.introPaid',
  expired: 'request.introExpired',
  cancelled: 'request.introCancelled',
} as const satisfies Record<PaymentLink['state'], string>

/** Why a link cannot be paid, and what the client can do. */
function Closed({
  link,
  receiptHref,
  locale,
}: {
  link: PaymentLink
  receiptHref: string | null
  locale: Locale
}) {
  const t = translator(locale, 'payments')
  const look =
    link.state === 'paid'
      ? { icon: CheckCircle2, tone: 'border-emerald-200 bg-emerald-50 text-emerald-900' }
      : link.state === 'expired'
        ? { icon: TimerOff, tone: 'border-slate-200 bg-slate-50 text-slate-800' }
        : { icon: Ban, tone: 'border-red-200 bg-red-50 text-red-900' }
  const Icon = look.icon
  const detail =
    link.state === 'paid' && link.paidAt
      ? t('request.paidOn', { when: when(link.paidAt, locale) })
      : link.state === 'expired' && link.expiresAt
        ? t('request.expiredOn', { when: when(link.expiresAt, locale) })
        : null
  return (
    <div role="status" className={cn('mt-6 rounded-2xl border p-4 text-sm', look.tone)}>
      <p className="flex gap-2 font-semibold">
        <Icon aria-hidden className="mt-0.5 size-4 flex-none" />
        {t(`request.closed.${link.state as Exclude<PaymentLink['state'], 'open'>}`)}
      </p>
      {detail ? <p className="mt-1 ps-6">{detail}</p> : null}
      {receiptHref ? (
        <Link href={receiptHref} className="ms-6 mt-2 inline-block font-semibold underline">
          {t('request.receipt')}
        </Link>
      ) : null}
    </div>
  )
}

/** /secure-payment/{id}: the agency's request, its amount and state, and 'Pay' while open. */
export function PaymentRequest({
  link,
  gateway,
  settings,
  path,
  receiptHref,
  locale = DEFAULT_LOCALE,
}: {
  link: PaymentLink
  gateway: GatewayName
  settings: { brandName: string; phone?: string | null; email?: string | null }
  path: string
  receiptHref: string | null
  /** The page's language: its words and dates (the amount stays US dollars). */
  locale?: Locale
}) {
  const t = translator(locale, 'payments')
  const amount = formatCents(link.amountCents, link.currency)
  return (
    <>
      <PageHero
        breadcrumbs={[{ name: t('request.securePayment'), url: path }]}
        eyebrow={
          <span className="inline-flex items-center gap-2">
            <LockKeyhole className="size-4" />
            {` ${t('request.securePayment')}`}
          </span>
        }
        title={t('request.title', { brand: settings.brandName })}
        intro={t('request.preparedFor', { name: link.clientName, intro: t(INTRO[link.state]) })}
      >
        <div className="flex flex-wrap items-center gap-3">
          <LinkStateBadge
            state={link.state}
            {...(locale === DEFAULT_LOCALE ? null : { label: t(`request.states.${link.state}`) })}
          />
          {gateway === 'test' && link.state === 'open' ? <TestModeBadge locale={locale} /> : null}
        </div>
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-14 lg:px-8 lg:py-16">
        <OrderSummary
          eyebrow={t('request.eyebrow')}
          title={link.description}
          lines={[
            { label: t('request.billedTo'), value: link.clientName },
            { label: t('request.from'), value: settings.brandName },
            ...(link.expiresAt && link.state === 'open'
              ? [{ label: t('request.payBy'), value: when(link.expiresAt, locale) }]
              : []),
          ]}
          amountCents={link.amountCents}
          currency={link.currency}
          billingPeriod="one-time"
          amountLabel={
            link.state === 'paid'
              ? t('request.amountPaid')
              : link.state === 'open'
                ? t('dueToday')
                : t('request.amount')
          }
          billingNote={
            link.state === 'paid'
              ? t('request.paidInFull')
              : link.state === 'open'
                ? t('request.oneTimeExact')
                : t('request.noLongerPayable')
          }
          locale={locale}
        >
          {link.state === 'open' ? (
            <div className="mt-6">
              <PayLinkButton
                paymentLinkId={link.id}
                label={t('request.pay', { amount })}
                {...translatedProps(locale, (messages) => ({ locale, text: messages.paymentForm }))}
              />
              <p className="mt-3 text-center text-xs text-slate-500">
                {gateway === 'stripe' ? t('request.stripeNote') : t('nextTest')}
              </p>
            </div>
          ) : (
            <Closed link={link} receiptHref={receiptHref} locale={locale} />
          )}
        </OrderSummary>
        <aside className="lg:pt-2">
          <TrustNotes
            gateway={gateway}
            phone={settings.phone}
            email={settings.email}
            payable={link.state === 'open'}
            locale={locale}
          />
        </aside>
      </div>
    </>
  )
}
