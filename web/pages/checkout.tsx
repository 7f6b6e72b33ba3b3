import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { DEFAULT_LOCALE, type Locale } from '@/core/i18n/locales'
import { PageHero } from '@/web/components/content/page-hero'
import { ChoosePackage } from '@/web/components/payments/choose-package'
import { PackageCheckout } from '@/web/components/payments/package-checkout'
import { PaymentNotFound } from '@/web/components/payments/payment-not-found'
import { pageMetadata } from '@/web/components/seo/metadata'
import { getService, getServiceCatalogue, getSettings } from '@/web/content'
import { translator } from '@/web/i18n/messages'
import { setRequestLocale } from '@/web/i18n/request-locale'
import { checkoutPath, lookupPackage, type PackageLookup } from '@/web/payments/pricing'
import { currentGateway } from '@/web/payments/service'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** The published package: the amount shown here is the amount charged, even in a preview. */
async function lookup(slug: string | undefined, position: string | undefined) {
  if (slug === undefined && position === undefined) return null
  const service = slug ? await getService(slug) : null
  return lookupPackage(service, position)
}

type Found = Extract<PackageLookup, { ok: true }>

/**
 * The package as a page in `locale` names it: its service's title, its name and features from the
 * service's document in that language, when that package has the same price and billing (the
 * amount always the published English package's, which the order charges); else as found.
 */
async function inLanguage(found: Found, locale: Locale): Promise<Found> {
  if (locale === DEFAULT_LOCALE) return found
  const local = lookupPackage(
    await getService(found.service.slug, { locale }).catch(() => null),
    found.pkg.position,
  )
  if (
    !local.ok ||
    local.pkg.amountCents !== found.pkg.amountCents ||
    local.pkg.billingPeriod !== found.pkg.billingPeriod
  ) {
    return found
  }
  const title = local.service.title
  const name = local.pkg.name
  return {
    ...found,
    service: { ...found.service, title },
    pkg: { ...found.pkg, name, features: local.pkg.features, description: local.pkg.description },
    description: translator(locale, 'payments')('packageDescription', {
      service: title,
      package: name,
    }),
  }
}

/**
 * /checkout?service={slug}&package={1|2|3} (and /ar/checkout?…) in `locale`: a package's
 * checkout, priced from the CMS. Without a package it offers the services to choose one from; an
 * unknown service or package is a 404 (the route's not-found, `checkoutNotFound`). Each
 * language's route file is this with its language.
 */
export function checkoutPage(locale: Locale) {
  async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
    const query = await searchParams
    const [service, settings] = await Promise.all([
      lookup(first(query.service), first(query.package)),
      getSettings({ preview: true, locale }),
    ])
    const t = translator(locale, 'payments')
    const found = service?.ok ? await inLanguage(service, locale) : null
    return {
      ...pageMetadata({
        brandName: settings.brandName,
        title: found ? t('checkoutFor', { description: found.description }) : t('checkout'),
        description: t('checkoutDescription'),
        path: found ? checkoutPath(found.service.slug, found.pkg.position) : '/checkout',
        locale,
      }),
      robots: { index: false, follow: true },
    }
  }

  async function CheckoutPage({ searchParams }: Props) {
    setRequestLocale(locale)
    const query = await searchParams
    const [found, settings] = await Promise.all([
      lookup(first(query.service), first(query.package)),
      getSettings({ preview: true, locale }),
    ])
    if (found && !found.ok) notFound()
    const t = translator(locale, 'payments')
    if (!found) {
      // Published prices too: each leads to a checkout that charges them.
      const catalogue = await getServiceCatalogue(
        locale === DEFAULT_LOCALE ? undefined : { locale },
      )
      return (
        <>
          <PageHero
            breadcrumbs={[{ name: t('checkout'), url: '/checkout' }]}
            eyebrow={t('secureCheckout')}
            title={t('chooseTitle')}
            intro={t('chooseIntro')}
          />
          <ChoosePackage categories={catalogue} />
        </>
      )
    }
    const shown = await inLanguage(found, locale)
    return (
      <PackageCheckout
        service={shown.service}
        pkg={shown.pkg}
        gateway={currentGateway().name}
        settings={settings}
        path={checkoutPath(shown.service.slug, shown.pkg.position)}
        locale={locale}
      />
    )
  }

  return { generateMetadata, Page: CheckoutPage }
}

/** The checkout's not-found in `locale`: a package nobody knows. */
export function checkoutNotFound(locale: Locale) {
  return function CheckoutNotFound() {
    setRequestLocale(locale)
    const t = translator(locale, 'payments')
    return (
      <PaymentNotFound
        title={t('notFound.packageTitle')}
        text={t('notFound.packageText')}
        locale={locale}
      />
    )
  }
}
