'use client'
/**
 * The `?category={index}` filter of /services, read in the browser so that the page itself stays
 * prerendered: the server renders every category; this leaf hides the others once it knows the
 * query. Without JavaScript (and in the prerendered HTML) every category shows.
 * https://nextjs.org/docs/app/api-reference/functions/use-search-params#static-rendering
 */
import { clsx } from 'clsx'
import Link from '@/web/components/ui/client-link'
import { useSearchParams } from 'next/navigation'
import { createContext, Suspense, useContext } from 'react'
import { DEFAULT_LOCALE } from '@/core/i18n/locales'
import { localizedHref } from '@/core/i18n/routes'
import { serviceCategoryPath } from '@/web/lib/routes'
import en from '@/messages/en/serviceCategories.json'

export type CategoryTabsText = typeof en

/** The chosen category's index, or null for all. */
const ActiveCategory = createContext<number | null>(null)

/** `?category=` as an index from 0 to count - 1; anything else (absent, 7, "seo") is null. */
export function parseCategoryIndex(value: string | null | undefined, count: number) {
  if (!value || !/^\d+$/.test(value)) return null
  const index = Number(value)
  return index < count ? index : null
}

function FromQuery({ count, children }: { count: number; children: React.ReactNode }) {
  const index = parseCategoryIndex(useSearchParams().get('category'), count)
  return <ActiveCategory.Provider value={index}>{children}</ActiveCategory.Provider>
}

export function CategoryFilter({ count, children }: { count: number; children: React.ReactNode }) {
  return (
    <Suspense fallback={<ActiveCategory.Provider value={null}>{children}</ActiveCategory.Provider>}>
      <FromQuery count={count}>{children}</FromQuery>
    </Suspense>
  )
}

/** A category's section, hidden while another category is chosen. */
export function CategoryPanel({
  index,
  children,
  ...props
}: { index: number; children: React.ReactNode } & React.ComponentProps<'section'>) {
  const active = useContext(ActiveCategory)
  return (
    <section {...props} hidden={active !== null && active !== index} data-category-index={index}>
      {children}
    </section>
  )
}

/**
 * The chips above the catalogue: all services, then one per category. Their words are English
 * (messages/en/serviceCategories.json) and they lead to the English page, unless a page in another
 * language gives its words and its language.
 */
export function CategoryTabs({
  categories,
  text = en,
  locale = DEFAULT_LOCALE,
}: {
  categories: { title: string }[]
  /** Its words on a page not in English. */
  text?: CategoryTabsText
  /** The page's language, for the links to the page in it. */
  locale?: string
}) {
  const active = useContext(ActiveCategory)
  const href = (path: string) => localizedHref(path, locale)
  const chip = (current: boolean) =>
    clsx(
      'inline-flex items-center rounded-full border px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors',
      current
        ? 'border-brand-600 bg-brand-600 text-white shadow-sm'
        : 'border-slate-200 bg-white text-slate-700 hover:border-brand-300 hover:text-brand-700',
    )
  return (
    <nav aria-label={text.label}>
      {/* One row on a phone, scrolled sideways from screen edge to screen edge (the five chips
          wrapped onto three rows there: an outside review), its end edge faded while more chips
          are beyond it (.chip-row, app/globals.css); wrapped from 640 px. */}
      <ul className="chip-row flex [scrollbar-width:none] gap-2 max-sm:-mx-4 max-sm:overflow-x-auto max-sm:px-4 max-sm:pb-1 sm:flex-wrap">
        <li className="shrink-0">
          <Link
            href={href('/services')}
            scroll={false}
            aria-current={active === null ? 'page' : undefined}
            className={chip(active === null)}
          >
            {text.all}
          </Link>
        </li>
        {categories.map((category, index) => (
          <li key={category.title} className="shrink-0">
            <Link
              href={href(serviceCategoryPath(index))}
              scroll={false}
              aria-current={active === index ? 'page' : undefined}
              className={chip(active === index)}
            >
              {category.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
