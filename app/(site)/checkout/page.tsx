import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { PageHero } from '@/web/components/content/page-hero'
import { ChoosePackage } from '@/web/components/payments/choose-package'
import { PackageCheckout } from '@/web/components/payments/package-checkout'
import { pageMetadata } from '@/web/components/seo/metadata'
import { getService, getServiceCatalogue, getSettings } from '@/web/content'
import { checkoutPath, lookupPackage } from '@/web/payments/pricing'
import { currentGateway } from '@/web/payments/service'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = await searchParams
  const [service, settings] = await Promise.all([
    lookup(first(query.service), first(query.package)),
    getSettings({ preview: true }),
  ])
  return {
    ...pageMetadata({
      brandName: settings.brandName,
      title: service?.ok ? `Checkout: ${service.description}` : 'Checkout',
      description: 'Pay for a package securely online.',
      path: service?.ok ? checkoutPath(service.service.slug, service.pkg.position) : '/checkout',
    }),
    robots: { index: false, follow: true },
  }
}

/** The published package: the amount shown here is the amount charged, even in a preview. */
async function lookup(slug: string | undefined, position: string | undefined) {
  if (slug === undefined && position === undefined) return null
  const service = slug ? await getService(slug) : null
  return lookupPackage(service, position)
}

/**
 * /checkout?service={slug}&package={1|2|3}: a package's checkout, priced from the CMS. Without a
 * package it offers the services to choose one from; an unknown service or package is a 404.
 */
export default async function CheckoutPage({ searchParams }: Props) {
  const query = await searchParams
  const [found, settings] = await Promise.all([
    lookup(first(query.service), first(query.package)),
    getSettings({ preview: true }),
  ])
  if (found && !found.ok) notFound()
  if (!found) {
    // Published prices too: each leads to a checkout that charges them.
    const catalogue = await getServiceCatalogue()
    return (
      <>
        <PageHero
          breadcrumbs={[{ name: 'Checkout', url: '/checkout' }]}
          eyebrow="Secure checkout"
          title="Choose a package to get started"
          intro="Every priced service has three packages. Pick a service, compare its packages, and press 'Get started' on the one that fits."
        />
        <ChoosePackage categories={catalogue} />
      </>
    )
  }
  return (
    <PackageCheckout
      service={found.service}
      pkg={found.pkg}
      gateway={currentGateway().name}
      settings={settings}
      path={checkoutPath(found.service.slug, found.pkg.position)}
    />
  )
}
