/**
 * The price of a package, read from the CMS on the server. A package is named by its service slug
 * and its position from lowest to highest price (1, 2, 3): the 'Get started' link of its card.
 * The browser never decides an amount: what it sends is only compared with the CMS price.
 */
import type { BillingPeriod } from './types'
import { dollarsToCents } from '@/core/money/money'

export interface CmsPackage {
  _key?: string | null
  name: string | null
  price: number | null
  billingPeriod: string | null
  description?: string | null
  features?: string[] | null
}

export interface CmsService {
  slug: string | null
  title: string | null
  packages: CmsPackage[] | null
}

export interface PricedPackage {
  /** 1 for the lowest price. */
  position: number
  /** The package's key in the CMS array. */
  key: string | null
  name: string
  /** Whole US dollars, as the CMS holds them. */
  price: number
  amountCents: number
  billingPeriod: BillingPeriod
  description: string | null
  features: string[]
}

const billing = (value: string | null): BillingPeriod =>
  value === 'monthly' ? 'monthly' : 'one-time'

/** The packages that have a name and a positive price, lowest price first, with positions. */
export function packagesByPrice(packages: CmsPackage[] | null | undefined): PricedPackage[] {
  return (packages ?? [])
    .flatMap((pkg, index) =>
      pkg.name && typeof pkg.price === 'number' && Number.isFinite(pkg.price) && pkg.price > 0
        ? [{ pkg, index, price: pkg.price, name: pkg.name }]
        : [],
    )
    .sort((a, b) => a.price - b.price || a.index - b.index)
    .map(({ pkg, price, name }, index) => ({
      position: index + 1,
      key: pkg._key ?? null,
      name,
      price,
      amountCents: dollarsToCents(price),
      billingPeriod: billing(pkg.billingPeriod),
      description: pkg.description ?? null,
      features: pkg.features ?? [],
    }))
}

/** The checkout path of a package: what its card's 'Get started' links to. */
export const checkoutPath = (serviceSlug: string, position: number) =>
  `/checkout?service=${encodeURIComponent(serviceSlug)}&package=${position}`

export type PackageLookup =
  | {
      ok: true
      service: { slug: string; title: string }
      pkg: PricedPackage
      /** What the order describes itself as: "SEO — Growth package". */
      description: string
    }
  | { ok: false; error: string }

export const UNKNOWN_SERVICE = 'We could not find that service. Please choose a package again.'
export const UNKNOWN_PACKAGE = 'We could not find that package. Please choose a package again.'

/** A position as the query or a JSON body gives it: 1, "1", … */
export function parsePosition(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : ''
  return /^[1-9]$/.test(text.trim()) ? Number(text.trim()) : null
}

/** The package at `position` of `service` (null when the CMS has no such service). */
export function lookupPackage(service: CmsService | null, position: unknown): PackageLookup {
  if (!service?.slug || !service.title) return { ok: false, error: UNKNOWN_SERVICE }
  const wanted = parsePosition(position)
  const pkg = wanted === null ? undefined : packagesByPrice(service.packages)[wanted - 1]
  if (!pkg) return { ok: false, error: UNKNOWN_PACKAGE }
  return {
    ok: true,
    service: { slug: service.slug, title: service.title },
    pkg,
    description: `${service.title} — ${pkg.name} package`,
  }
}

/**
 * The message when the amount a client saw (and the browser sent back) is not the CMS price:
 * a tampered form, or a price an editor changed meanwhile. The order is not created.
 */
export const priceChangedMessage = (current: string) =>
  `The price of this package is ${current}. Please review it and confirm again.`
