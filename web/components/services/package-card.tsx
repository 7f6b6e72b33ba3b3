import { Check } from '@/web/components/ui/icons'
import { DEFAULT_LOCALE, ltrRun } from '@/core/i18n/locales'
import { ButtonLink } from '@/web/components/content/call-to-action'
import { formatDollars } from '@/core/money/money'
import { cn } from '@/web/lib/utils'
import { type BillingWords, periodLabel } from './range-billing'

export interface ServicePackage {
  _key: string
  name: string
  price: number
  billingPeriod: string
  description?: string | null
  features?: string[] | null
  popular?: boolean | null
}

/** The card's words in the page's language (./service-pricing.tsx, messages/{code}/service.json). */
export interface PackageCardText {
  mostPopular: string
  getStarted: string
  billing: BillingWords
}

/**
 * One package: name, price with its billing period, what it is for, 'Get started' to its checkout
 * and what it includes. Its five parts are rows of the packages' grid (subgrid, see
 * service-pricing.tsx), so side by side the cards are one height and each part starts on the same
 * line in every card; a missing description or feature list keeps its (empty) row. The price is
 * in US dollars as in English, read left to right on a right-to-left page (`locale`).
 */
export function PackageCard({
  pkg,
  checkoutHref,
  locale = DEFAULT_LOCALE,
  text,
}: {
  pkg: ServicePackage
  checkoutHref: string
  locale?: string
  text: PackageCardText
}) {
  const popular = Boolean(pkg.popular)
  const id = `package-${pkg._key}`
  return (
    <li
      aria-labelledby={id}
      data-testid="package"
      className={cn(
        'relative row-span-5 grid grid-rows-subgrid gap-y-0 rounded-3xl border bg-white p-8 shadow-sm md:p-6 lg:p-8',
        popular
          ? 'border-brand-600 ring-brand-600 shadow-brand-600/10 shadow-xl ring-1'
          : 'border-slate-200',
      )}
    >
      {popular ? (
        <p className="bg-brand-600 absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full px-4 py-1 text-xs font-semibold tracking-wide text-white uppercase shadow">
          {text.mostPopular}
        </p>
      ) : null}
      <h3
        id={id}
        className={cn('text-lg font-semibold', popular ? 'text-brand-700' : 'text-slate-900')}
      >
        {pkg.name}
      </h3>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-1.5">
        <span
          className="text-4xl font-bold tracking-tight text-slate-900"
          data-testid="package-price"
          {...ltrRun(locale)}
        >
          {formatDollars(pkg.price)}
        </span>
        <span className="text-sm font-medium text-slate-500" data-testid="package-billing">
          {periodLabel(pkg.billingPeriod, text.billing)}
        </span>
      </p>
      {pkg.description ? (
        <p className="mt-4 text-sm leading-6 text-slate-600">{pkg.description}</p>
      ) : (
        <div />
      )}
      {/* The button before what the package includes, on the same line in every card: after the
          lists, the shortest list's card had 90 px of white above its button (an outside review). */}
      <ButtonLink
        href={checkoutHref}
        variant={popular ? 'primary' : 'secondary'}
        className="mt-6 w-full self-start"
      >
        {text.getStarted}
      </ButtonLink>
      {pkg.features?.length ? (
        <ul className="mt-6 space-y-3 border-t border-slate-100 pt-6 text-sm text-slate-700">
          {pkg.features.map((feature) => (
            <li key={feature} className="flex gap-3">
              <Check className="text-brand-600 mt-0.5 size-4 flex-none" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      ) : (
        <div />
      )}
    </li>
  )
}
