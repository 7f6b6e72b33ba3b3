import { ArrowUpRight } from '@/web/components/ui/icons'
import type { Locale } from '@/core/i18n/locales'
import Link from '@/web/components/ui/link'
import type { ServiceCatalogueQueryResult } from '@/web/content/sanity.types'
import { Icon } from '@/web/components/ui/icon'
import { translatedProps } from '@/web/i18n/messages'
import { requestLocale } from '@/web/i18n/request-locale'
import { servicePath } from '@/web/lib/routes'
import { cn } from '@/web/lib/utils'
import { CategoryFilter, CategoryPanel, CategoryTabs } from './category-filter'
import { rangeBilling } from './range-billing'
import { PriceRange } from './price-range'
import { billingWords, priceRangeText, serviceCountWord } from './service-text'

type Category = ServiceCatalogueQueryResult[number]
type Service = Category['services'][number]

/**
 * One service in the catalogue: icon, name, summary and its price range, in the page's language
 * (`locale`, the page's own when not given).
 */
export function ServiceCard({
  service,
  locale = requestLocale(),
}: {
  service: Service
  locale?: Locale
}) {
  const billing = rangeBilling(service.billingPeriods, billingWords(locale))
  const range = priceRangeText(locale, service.priceFrom, service.priceTo)
  return (
    // The card's classes are in app/globals.css (`.service-card…`), written once for the 24 cards.
    <li data-service={service.slug} data-dock-card className="group service-card">
      <div className="service-card-head">
        <span className="service-card-icon">
          <Icon name={service.icon} className="size-5" />
        </span>
        <ArrowUpRight className="service-card-arrow" />
      </div>
      <h3 className="service-card-name">
        <Link href={servicePath(service.slug)} className="service-card-link">
          {service.title}
        </Link>
      </h3>
      <p className="service-card-text">{service.description}</p>
      <p className="service-card-price">
        {range.priced ? (
          <PriceRange
            from={service.priceFrom}
            to={service.priceTo}
            locale={locale}
            className="font-semibold text-slate-900"
            testId="price-range"
          />
        ) : (
          <span className="font-semibold text-slate-900" data-testid="price-range">
            {range.text}
          </span>
        )}
        {service.priceFrom != null && billing ? (
          <span data-testid="price-billing"> {billing}</span>
        ) : null}
      </p>
    </li>
  )
}

/**
 * The four categories with their services. Every category is rendered on the server; the
 * `?category=` filter only hides the others in the browser. In the page's language (`locale`,
 * the page's own when not given): the tabs get their words and links as props on a page not in
 * English only.
 */
export function ServiceCatalogue({
  categories,
  locale = requestLocale(),
}: {
  categories: ServiceCatalogueQueryResult
  locale?: Locale
}) {
  return (
    <CategoryFilter count={categories.length}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="border-b border-slate-200/70 py-6">
          {/* Only the titles cross to the client component. */}
          <CategoryTabs
            categories={categories.map(({ title }) => ({ title }))}
            {...translatedProps(locale, (messages) => ({
              text: messages.serviceCategories,
              locale,
            }))}
          />
        </div>
        {categories.map((category, index) => (
          <CategoryPanel
            key={category._id}
            index={index}
            aria-labelledby={`category-${category.slug}`}
            // Below the first, laid out and painted only when near the screen: the swap to the
            // site's font after the load (web/fonts/deferred-font.ts) restyled and laid out all
            // 24 cards, 321 ms of Lighthouse's slow phone in one task. Until then each holds its
            // height as measured at 375, 640, 768 and 1024-1440 px (within 60 px in both
            // languages); once drawn the browser keeps its real one.
            className={cn(
              'scroll-mt-32 py-12',
              index > 0 &&
                '[contain-intrinsic-size:auto_1630px] [content-visibility:auto] sm:[contain-intrinsic-size:auto_1100px] md:[contain-intrinsic-size:auto_1020px] lg:[contain-intrinsic-size:auto_700px]',
            )}
          >
            <div className="flex items-center gap-3">
              <span className="inline-flex size-10 items-center justify-center rounded-xl bg-slate-900 text-white">
                <Icon name={category.icon ?? undefined} className="size-5" />
              </span>
              <h2
                id={`category-${category.slug}`}
                className="text-2xl font-bold tracking-tight text-slate-900"
              >
                {category.title}
              </h2>
              {/* The count on one line ("6 services"); a long category title wraps instead. */}
              <span className="ms-auto shrink-0 text-sm whitespace-nowrap text-slate-500">
                {category.services.length} {serviceCountWord(locale, category.services.length)}
              </span>
            </div>
            <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {category.services.map((service) => (
                <ServiceCard key={service._id} service={service} locale={locale} />
              ))}
            </ul>
          </CategoryPanel>
        ))}
      </div>
    </CategoryFilter>
  )
}
