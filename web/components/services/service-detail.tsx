import { ArrowRight, CheckCircle2 } from '@/web/components/ui/icons'
import type { Locale } from '@/core/i18n/locales'
import Link from '@/web/components/ui/link'
import type { ServiceCatalogueQueryResult, ServiceQueryResult } from '@/web/content/sanity.types'
import type { Settings } from '@/web/content'
import { ButtonLink, CallToAction } from '@/web/components/content/call-to-action'
import { PageHero } from '@/web/components/content/page-hero'
import { SectionHeading } from '@/web/components/content/section-heading'
import { Icon } from '@/web/components/ui/icon'
import { SanityImage } from '@/web/components/ui/sanity-image'
import { PriceRange } from './price-range'
import { translator } from '@/web/i18n/messages'
import { requestLocale } from '@/web/i18n/request-locale'
import { serviceCategoryPath, servicePath } from '@/web/lib/routes'
import { paragraphs, sentences } from '@/web/lib/text'
import { FaqAccordion } from './faq-accordion'
import { rangeBilling } from './range-billing'
import { ServicePricing } from './service-pricing'
import { billingWords, serviceTranslator } from './service-text'

type Service = NonNullable<ServiceQueryResult>

/**
 * A service page: overview, features, packages (or custom pricing), FAQ and the way to book, in
 * the page's language (`locale`, the page's own when not given); `service`, `settings` and
 * `catalogue` are that language's documents.
 */
export function ServiceDetail({
  service,
  settings,
  catalogue,
  locale = requestLocale(),
}: {
  service: Service
  settings: Settings
  catalogue: ServiceCatalogueQueryResult
  locale?: Locale
}) {
  const t = serviceTranslator(locale)
  const book = t(priced(service) ? 'scheduleCall' : 'bookConsultation')
  const billing = rangeBilling(service.billingPeriods, billingWords(locale))
  const categoryIndex = catalogue.findIndex((category) => category.slug === service.category?.slug)
  const related =
    catalogue[categoryIndex]?.services.filter((other) => other.slug !== service.slug).slice(0, 3) ??
    []
  const faq = service.faq ?? []

  return (
    <>
      <PageHero
        breadcrumbs={[
          { name: translator(locale, 'servicesPage')('title'), url: '/services' },
          { name: service.title, url: servicePath(service.slug) },
        ]}
        eyebrow={
          service.category && categoryIndex >= 0 ? (
            <Link href={serviceCategoryPath(categoryIndex)} className="hover:text-brand-700">
              {service.category.title}
            </Link>
          ) : undefined
        }
        title={service.title}
        intro={service.description}
        aside={
          <div className="relative">
            <div
              aria-hidden
              className="bg-brand-200/50 absolute -inset-4 -z-10 rounded-[2rem] blur-2xl"
            />
            <SanityImage
              image={service.image}
              sizes="(min-width: 1024px) 560px, 100vw"
              priority
              className="h-auto w-full rounded-3xl border border-white shadow-2xl shadow-slate-900/10"
            />
          </div>
        }
      >
        {/* As the composed pages' heroes (web/blocks/page-hero): on phones the buttons stack at
            the full width, one above the other, instead of wrapping at their own widths. */}
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <ButtonLink href="/book-call">
            {book} <ArrowRight className="icon-fwd" />
          </ButtonLink>
          <ButtonLink href="#packages" variant="secondary">
            {t(priced(service) ? 'viewPackages' : 'pricing')}
          </ButtonLink>
        </div>
        <p className="mt-6 text-sm text-slate-500">
          {priced(service) ? (
            <>
              {t('packagesFrom')}{' '}
              <PriceRange
                from={service.priceFrom}
                to={service.priceTo}
                locale={locale}
                className="font-semibold text-slate-900"
              />
              {billing ? ` ${billing}` : ''}
            </>
          ) : (
            t('customPricingNote')
          )}
        </p>
      </PageHero>

      <section
        aria-labelledby="overview-heading"
        className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8"
      >
        <div className="grid gap-12 lg:grid-cols-[1.4fr_1fr]">
          <div>
            {/* Headed as every section: the service's name over it, the divider under it. */}
            <SectionHeading
              id="overview-heading"
              eyebrow={service.title}
              title={t('overview')}
              align="start"
            />
            <div className="mt-6 space-y-5 text-lg leading-8 text-slate-600">
              {paragraphs(service.longDescription).map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <aside
            aria-labelledby="features-heading"
            className="h-fit rounded-3xl border border-slate-200 bg-white p-8 shadow-sm"
          >
            <h2 id="features-heading" className="text-lg font-semibold text-slate-900">
              {t('whatYouGet')}
            </h2>
            <ul className="mt-6 space-y-4">
              {(service.features ?? []).map((feature) => (
                <li key={feature} className="flex gap-3 text-slate-700">
                  <CheckCircle2 className="text-brand-600 mt-0.5 size-5 flex-none" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </section>

      <ServicePricing
        slug={service.slug}
        title={service.title}
        packages={service.packages}
        locale={locale}
      />

      {faq.length ? (
        <section
          aria-labelledby="faq-heading"
          className="mx-auto max-w-4xl px-4 py-20 sm:px-6 lg:px-8"
        >
          <SectionHeading id="faq-heading" eyebrow={service.title} title={t('faq')} />
          <div className="mt-10">
            <FaqAccordion items={faq} />
          </div>
        </section>
      ) : null}

      {related.length ? (
        <section
          aria-labelledby="related-heading"
          className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8"
        >
          <h2 id="related-heading" className="text-xl font-semibold text-slate-900">
            {t('moreIn')}
            {service.category?.title}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-3">
            {related.map((other) => (
              <li key={other._id}>
                <Link
                  href={servicePath(other.slug)}
                  className="group hover:border-brand-300 flex h-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 transition-all hover:shadow-md"
                >
                  <span className="bg-brand-50 text-brand-600 inline-flex size-10 flex-none items-center justify-center rounded-xl">
                    <Icon name={other.icon} className="size-5" />
                  </span>
                  <span className="group-hover:text-brand-700 font-medium text-slate-900">
                    {other.title}
                  </span>
                  <ArrowRight className="group-hover:text-brand-700 text-brand-500 ms-auto size-4 rtl:-scale-x-100" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <CallToAction
        title={t('ctaTitle', { service: service.title })}
        text={sentences(settings.promises?.consultation, settings.promises?.response)}
        action={book}
        phone={settings.phone}
      />
    </>
  )
}

/** Whether the service is sold in packages (else on custom pricing). */
const priced = (service: Service) => Boolean(service.packages?.length)
