import type { ServiceCatalogueQueryResult } from '@/web/content/sanity.types'
import { ServiceCard } from '@/web/components/services/service-catalogue'

/** The priced services, to choose a package from (the checkout without a package). */
export function ChoosePackage({ categories }: { categories: ServiceCatalogueQueryResult }) {
  const priced = categories.flatMap((category) =>
    category.services.filter((service) => service.priceFrom != null),
  )
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {priced.map((service) => (
          <ServiceCard key={service._id} service={service} />
        ))}
      </ul>
    </div>
  )
}
