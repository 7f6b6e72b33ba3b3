import { ArrowLeft } from 'lucide-react'
import Link from '@/web/components/ui/link'
import { PageHero } from '@/web/components/content/page-hero'
import type { Settings } from '@/web/content'
import { formatCents } from '@/core/money/money'
import type { PricedPackage } from '@/web/payments/pricing'
import type { GatewayName } from '@/web/payments/types'
import { servicePath } from '@/web/lib/routes'
import { CheckoutForm } from './checkout-form'
import { OrderSummary } from './order-summary'
import { TestModeBadge } from './test-mode-badge'
import { TrustNotes } from './trust-notes'

/** How a package is billed, as the checkout says it (a monthly package is a subscription). */
export function billingNote(pkg: Pick<PricedPackage, 'billingPeriod'>, gateway: GatewayName) {
  if (pkg.billingPeriod === 'one-time')
    return 'One-time payment. No subscription, nothing recurring.'
  return gateway === 'stripe'
    ? 'Billed monthly as a subscription through Stripe. Cancel any time.'
    : 'Billed monthly as a subscription. In test mode the first month is simulated.'
}

/** The checkout of one package: the client's details beside the order summary. */
export function PackageCheckout({
  service,
  pkg,
  gateway,
  settings,
  path,
}: {
  service: { slug: string; title: string }
  pkg: PricedPackage
  gateway: GatewayName
  settings: Pick<Settings, 'phone' | 'email' | 'brandName'>
  path: string
}) {
  const amount = formatCents(pkg.amountCents)
  const per = pkg.billingPeriod === 'monthly' ? '/month' : ''
  return (
    <>
      <PageHero
        breadcrumbs={[
          { name: 'Services', url: '/services' },
          { name: service.title, url: servicePath(service.slug) },
          { name: 'Checkout', url: path },
        ]}
        eyebrow="Secure checkout"
        title={`Get started with ${service.title}`}
        intro={`You are one step from the ${pkg.name} package. Tell us who you are, then pay securely.`}
      >
        {gateway === 'test' ? <TestModeBadge /> : null}
      </PageHero>
      {/* The summary comes first on a phone (what is being bought, then the form); on a wide
          screen the form is on the left and the summary with the trust notes on the right. */}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:grid-rows-[auto_1fr] lg:gap-x-14 lg:gap-y-6 lg:px-8 lg:py-16">
        <OrderSummary
          className="lg:col-start-2 lg:row-start-1"
          eyebrow={service.title}
          title={`${pkg.name} package`}
          features={pkg.features}
          lines={[
            { label: 'Service', value: service.title },
            { label: 'Package', value: pkg.name },
            { label: 'Billing', value: pkg.billingPeriod === 'monthly' ? 'Monthly' : 'One-time' },
          ]}
          amountCents={pkg.amountCents}
          billingPeriod={pkg.billingPeriod}
          billingNote={billingNote(pkg, gateway)}
        />
        <section
          aria-labelledby="details-heading"
          className="min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-1"
        >
          <h2 id="details-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Your details
          </h2>
          <p className="mt-2 text-slate-600">
            We use them for your receipt and to reach you about getting started.
          </p>
          <div className="mt-8 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <CheckoutForm
              service={service.slug}
              position={pkg.position}
              amountCents={pkg.amountCents}
              payLabel={`Continue to payment · ${amount}${per}`}
              gatewayNote={
                gateway === 'stripe'
                  ? 'Next: Stripe’s secure checkout page. Your card never touches our site.'
                  : 'Next: the test gateway. Test mode — no money moves.'
              }
            />
          </div>
          <Link
            href={`${servicePath(service.slug)}#packages`}
            className="hover:text-brand-700 mt-6 inline-flex items-center gap-2 text-sm font-semibold text-slate-600"
          >
            <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" /> Compare {service.title}{' '}
            packages
          </Link>
        </section>
        <TrustNotes
          className="lg:col-start-2 lg:row-start-2"
          gateway={gateway}
          phone={settings.phone}
          email={settings.email}
        />
      </div>
    </>
  )
}
