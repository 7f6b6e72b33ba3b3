import { ArrowLeft } from '@/web/components/ui/icons'
import Link from '@/web/components/ui/link'
import { PageHero } from '@/web/components/content/page-hero'
import type { Settings } from '@/web/content'
import { DEFAULT_LOCALE, type Locale } from '@/core/i18n/locales'
import { formatCents } from '@/core/money/money'
import { MESSAGES, translatedProps, translator } from '@/web/i18n/messages'
import type { PricedPackage } from '@/web/payments/pricing'
import type { GatewayName } from '@/web/payments/types'
import { servicePath } from '@/web/lib/routes'
import { CheckoutForm } from './checkout-form'
import { OrderSummary } from './order-summary'
import { TestModeBadge } from './test-mode-badge'
import { TrustNotes } from './trust-notes'

/** How a package is billed, as the checkout says it (a monthly package is a subscription). */
export function billingNote(
  pkg: Pick<PricedPackage, 'billingPeriod'>,
  gateway: GatewayName,
  locale: Locale = DEFAULT_LOCALE,
) {
  const t = translator(locale, 'payments')
  if (pkg.billingPeriod === 'one-time') return t('billingOneTime')
  return gateway === 'stripe' ? t('billingStripe') : t('billingTest')
}

/**
 * The checkout of one package: the client's details beside the order summary, in the page's
 * language (`service` and `pkg` name and describe the package in it; its amount is the published
 * English package's, the amount charged).
 */
export function PackageCheckout({
  service,
  pkg,
  gateway,
  settings,
  path,
  locale = DEFAULT_LOCALE,
}: {
  service: { slug: string; title: string }
  pkg: PricedPackage
  gateway: GatewayName
  settings: Pick<Settings, 'phone' | 'email' | 'brandName'>
  path: string
  locale?: Locale
}) {
  const t = translator(locale, 'payments')
  const amount = formatCents(pkg.amountCents)
  const monthly = pkg.billingPeriod === 'monthly'
  // "Compare SEO packages": its text nodes as the English markup always had them.
  const [compareBefore = '', compareAfter = ''] =
    MESSAGES[locale].payments.compare.split('{service}')
  return (
    <>
      <PageHero
        breadcrumbs={[
          { name: t('services'), url: '/services' },
          { name: service.title, url: servicePath(service.slug) },
          { name: t('checkout'), url: path },
        ]}
        eyebrow={t('secureCheckout')}
        title={t('getStarted', { service: service.title })}
        intro={t('oneStep', { package: pkg.name })}
      >
        {gateway === 'test' ? <TestModeBadge locale={locale} /> : null}
      </PageHero>
      {/* The summary comes first on a phone (what is being bought, then the form); on a wide
          screen the form is on the left and the summary with the trust notes on the right. */}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:grid-rows-[auto_1fr] lg:gap-x-14 lg:gap-y-6 lg:px-8 lg:py-16">
        <OrderSummary
          className="lg:col-start-2 lg:row-start-1"
          eyebrow={service.title}
          title={t('packageTitle', { package: pkg.name })}
          features={pkg.features}
          lines={[
            { label: t('lineService'), value: service.title },
            { label: t('linePackage'), value: pkg.name },
            { label: t('lineBilling'), value: monthly ? t('monthly') : t('oneTime') },
          ]}
          amountCents={pkg.amountCents}
          billingPeriod={pkg.billingPeriod}
          billingNote={billingNote(pkg, gateway, locale)}
          locale={locale}
        />
        <section
          aria-labelledby="details-heading"
          className="min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-1"
        >
          <h2 id="details-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('detailsHeading')}
          </h2>
          <p className="mt-2 text-slate-600">{t('detailsIntro')}</p>
          <div className="mt-8 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <CheckoutForm
              service={service.slug}
              position={pkg.position}
              amountCents={pkg.amountCents}
              payLabel={t(monthly ? 'payLabelMonthly' : 'payLabel', { amount })}
              gatewayNote={gateway === 'stripe' ? t('nextStripe') : t('nextTest')}
              {...translatedProps(locale, (messages) => ({ locale, text: messages.paymentForm }))}
            />
          </div>
          <Link
            href={`${servicePath(service.slug)}#packages`}
            className="hover:text-brand-700 mt-6 inline-flex items-center gap-2 text-sm font-semibold text-slate-600"
          >
            <ArrowLeft className="icon-fwd" />
            {` ${compareBefore}`}
            {service.title} {compareAfter.trimStart()}
          </Link>
        </section>
        <TrustNotes
          className="lg:col-start-2 lg:row-start-2"
          gateway={gateway}
          phone={settings.phone}
          email={settings.email}
          locale={locale}
        />
      </div>
    </>
  )
}
