import type { Metadata } from 'next'
import Link from 'next/link'
import { getServiceCatalogue } from '@/web/content'
import { formatPriceRange } from '@/web/lib/format'

export const metadata: Metadata = {
  title: 'Services',
  description: 'Marketing, design and development, branding and creative, data and automation.',
}

export default async function ServicesPage() {
  const categories = await getServiceCatalogue()
  return (
    <div className="mx-auto max-w-7xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">Services</h1>
      {categories.map((category) => (
        <section key={category._id} aria-labelledby={`category-${category.slug}`} className="mt-12">
          <h2 id={`category-${category.slug}`} className="text-2xl font-semibold">
            {category.title}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {category.services.map((service) => (
              <li
                key={service._id}
                className="rounded-2xl border border-slate-200 p-6"
                data-service={service.slug}
              >
                <h3 className="text-lg font-semibold">
                  <Link href={`/services/${service.slug}`} className="hover:text-brand-600">
                    {service.title}
                  </Link>
                </h3>
                <p className="mt-2 text-sm text-slate-600">{service.description}</p>
                <p className="mt-4 font-semibold" data-testid="price-range">
                  {formatPriceRange(service.priceFrom, service.priceTo)}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
