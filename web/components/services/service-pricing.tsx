import { ArrowRight, MessagesSquare } from '@/web/components/ui/icons'
import type { Locale } from '@/core/i18n/locales'
import { ButtonLink } from '@/web/components/content/call-to-action'
import { SectionHeading } from '@/web/components/content/section-heading'
import { checkoutPath, packagesByPrice } from '@/web/payments/pricing'
import { requestLocale } from '@/web/i18n/request-locale'
import { PackageCard, type ServicePackage } from './package-card'
import { billingWords, serviceTranslator } from './service-text'

/**
 * The packages of a service, lowest to highest, the middle one marked 'Most popular'; or, for a
 * service sold on custom pricing (no packages in the CMS), the way to a consultation. In the
 * page's language (`locale`, the page's own when not given).
 */
export function ServicePricing({
  slug,
  title,
  packages,
  locale = requestLocale(),
}: {
  slug: string
  title: string
  packages: ServicePackage[] | null | undefined
  locale?: Locale
}) {
  const t = serviceTranslator(locale)
  const text = {
    mostPopular: t('mostPopular'),
    getStarted: t('getStarted'),
    billing: billingWords(locale),
  }
  // A package's checkout names it by its position from the lowest price (1, 2, 3).
  const positions = new Map(
    packagesByPrice(packages).map((pkg) => [pkg.key, pkg.position] as const),
  )
  return (
    <section
      id="packages"
      aria-labelledby="packages-heading"
      className="scroll-mt-24 bg-slate-50/80 py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="packages-heading"
          eyebrow={t('pricing')}
          title={packages?.length ? t('packagesTitle', { title }) : t('pricingTitle', { title })}
        />
        {packages?.length ? (
          // Side by side from 768 px, each card a subgrid of five rows (package-card.tsx): names,
          // prices, descriptions, feature lists and buttons share rows, so they line up.
          <ul className="mt-14 grid gap-8 md:grid-cols-3 md:gap-x-5 lg:gap-x-8">
            {packages.map((pkg) => (
              <PackageCard
                key={pkg._key}
                pkg={pkg}
                checkoutHref={checkoutPath(slug, positions.get(pkg._key) ?? 1)}
                locale={locale}
                text={text}
              />
            ))}
          </ul>
        ) : (
          <div
            data-testid="custom-pricing"
            className="mx-auto mt-12 max-w-2xl rounded-3xl border border-slate-200 bg-white p-10 text-center shadow-sm"
          >
            <span className="bg-brand-50 text-brand-600 mx-auto inline-flex size-12 items-center justify-center rounded-2xl">
              <MessagesSquare className="size-6" />
            </span>
            <p className="mt-5 text-2xl font-semibold text-slate-900">{t('customPricingTitle')}</p>
            <p className="mt-3 text-slate-600">
              {t('customPricingBefore')}
              {title}
              {t('customPricingAfter')}
            </p>
            <ButtonLink href="/book-call" className="mt-8">
              {`${t('bookConsultation')} `}
              <ArrowRight className="icon-fwd" />
            </ButtonLink>
          </div>
        )}
      </div>
    </section>
  )
}
