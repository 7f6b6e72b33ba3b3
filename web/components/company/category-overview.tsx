import { ArrowRight } from '@/web/components/ui/icons'
import { DEFAULT_LOCALE, type Locale } from '@/core/i18n/locales'
import Link from '@/web/components/ui/link'
import type { ServiceCatalogueQueryResult } from '@/web/content/sanity.types'
import { Icon } from '@/web/components/ui/icon'
import { SectionHeading } from '@/web/components/content/section-heading'
import { translator } from '@/web/i18n/messages'
import { serviceCategoryPath, servicePath } from '@/web/lib/routes'

/**
 * The four categories as cards listing their services (landing pages, sitemap-like overviews),
 * its own words in `locale` (messages/{code}/pageBlocks.json).
 */
export function CategoryOverview({
  categories,
  title,
  locale = DEFAULT_LOCALE,
}: {
  categories: ServiceCatalogueQueryResult
  title: string
  locale?: Locale
}) {
  const t = translator(locale, 'pageBlocks')
  return (
    <section aria-labelledby="category-overview-heading" className="bg-slate-50/80 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="category-overview-heading"
          eyebrow={t('categoryOverview.eyebrow')}
          title={title}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {categories.map((category, index) => (
            <li
              key={category._id}
              className="flex flex-col rounded-3xl border border-slate-200 bg-white p-7 shadow-sm"
            >
              <span className="from-brand-600 inline-flex size-11 items-center justify-center rounded-xl bg-linear-to-br to-violet-600 text-white shadow-md shadow-violet-600/20">
                <Icon name={category.icon ?? undefined} className="size-5" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{category.title}</h3>
              <ul className="mt-4 flex-1 space-y-2 text-sm">
                {category.services.map((service) => (
                  <li key={service._id}>
                    <Link
                      href={servicePath(service.slug)}
                      className="hover:text-brand-700 text-slate-600"
                    >
                      {service.title}
                    </Link>
                  </li>
                ))}
              </ul>
              <Link
                href={serviceCategoryPath(index)}
                className="text-brand-600 hover:text-brand-700 mt-6 inline-flex items-center gap-1.5 text-sm font-semibold"
              >
                {t('categoryOverview.all')}
                {category.title} <ArrowRight className="icon-fwd" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
