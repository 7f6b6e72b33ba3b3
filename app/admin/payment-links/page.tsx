import type { Metadata } from 'next'
import { adminAccess } from '@/web/admin/auth'
import { AdminSignIn, AdminUnavailable } from '@/web/components/admin/admin-sign-in'
import { PaymentsDesk } from '@/web/components/admin/payments-desk'
import { getService, getServiceSlugs } from '@/web/content'
import { env, siteUrl } from '@/web/env'
import { formatCents } from '@/core/money/money'
import { packagesByPrice } from '@/web/payments/pricing'
import { currentGateway, recentOrders, recentPaymentLinks } from '@/web/payments/service'

// Per request: it reads the session cookie, and ADMIN_TOKEN at run time, not at build time.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Payment links',
  robots: { index: false, follow: false },
}

const PAGE = '/admin/payment-links'

/** Every package of the price list, to prefill a link's amount. */
async function packageChoices() {
  const slugs = await getServiceSlugs()
  const services = await Promise.all(slugs.map(({ slug }) => getService(slug)))
  return services
    .flatMap((service) =>
      service
        ? packagesByPrice(service.packages).map((pkg) => ({
            value: `${service.slug}:${pkg.position}`,
            label: `${service.title} — ${pkg.name} · ${formatCents(pkg.amountCents)}${pkg.billingPeriod === 'monthly' ? '/month' : ''}`,
            amountCents: pkg.amountCents,
            description: `${service.title} — ${pkg.name} package${pkg.billingPeriod === 'monthly' ? ', one month' : ''}`,
          }))
        : [],
    )
    .sort((a, b) => a.label.localeCompare(b.label))
}

/** /admin/payment-links: behind the admin sign-in, the agency's links and orders. */
export default async function AdminPaymentLinksPage() {
  const access = await adminAccess()
  if (access.status === 'signed-out') return <AdminSignIn title="Payment links" next={PAGE} />
  if (access.status === 'unavailable') return <AdminUnavailable />
  const loaded = await Promise.all([
    recentPaymentLinks(200),
    recentOrders(200),
    packageChoices(),
  ]).catch((error: unknown) => {
    console.error('[admin] payments unavailable:', error)
    return null
  })
  if (!loaded) {
    return (
      <p className="mx-auto mt-24 max-w-xl px-4">The payments database is unavailable right now.</p>
    )
  }
  const [links, orders, packages] = loaded
  const gateway = currentGateway()
  return (
    <PaymentsDesk
      links={links}
      orders={orders}
      packages={packages}
      siteUrl={siteUrl}
      gateway={{ name: gateway.name, mode: gateway.mode }}
    />
  )
}
