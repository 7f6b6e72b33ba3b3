import { ChevronRight } from '@/web/components/ui/icons'
import Link from '@/web/components/ui/link'
import { siteUrl } from '@/web/env'
import { localizedHref } from '@/core/i18n/routes'
import { translator } from '@/web/i18n/messages'
import { requestLocale } from '@/web/i18n/request-locale'
import { cn } from '@/web/lib/utils'
import { JsonLd } from './json-ld'
import { type BreadcrumbItem, breadcrumbJsonLd } from './structured-data'

export type { BreadcrumbItem }

export const HOME_CRUMB: BreadcrumbItem = { name: 'Home', url: '/' }

/** The trail from Home to the page, in the page's language, with each step's address in it. */
function localTrail(items: BreadcrumbItem[]): { trail: BreadcrumbItem[]; label: string } {
  const locale = requestLocale()
  const t = translator(locale, 'breadcrumbs')
  const trail = [{ ...HOME_CRUMB, name: t('home') }, ...items].map((item) => ({
    ...item,
    url: localizedHref(item.url, locale),
  }))
  return { trail, label: t('label') }
}

/**
 * The trail from the home page to the current page: a visible breadcrumb navigation and its
 * BreadcrumbList JSON-LD, from the same items. `items` start after Home; the last one is the
 * current page. `visible={false}` renders only the structured data (the home page).
 */
export function Breadcrumbs({
  items,
  visible = true,
  className,
}: {
  items: BreadcrumbItem[]
  visible?: boolean
  className?: string
}) {
  const { trail, label } = localTrail(items)
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(trail, siteUrl)} />
      {visible && trail.length > 1 ? (
        <nav aria-label={label} className={cn('text-sm', className)}>
          {/* On phones the trail keeps to one line: the current page (a post's long title, which
              the h1 below gives in full) is cut short with an ellipsis rather than wrapping under
              the trail, and the short steps before it keep their width. */}
          <ol className="flex flex-wrap items-center gap-1.5 text-slate-500 max-sm:flex-nowrap">
            {trail.map((item, index) => {
              const current = index === trail.length - 1
              return (
                <li
                  key={`${item.url}-${index}`}
                  className={cn(
                    'flex items-center gap-1.5',
                    current ? 'max-sm:min-w-0' : 'max-sm:shrink-0',
                  )}
                >
                  {index > 0 ? (
                    <ChevronRight className="size-3.5 shrink-0 text-slate-400 rtl:-scale-x-100" />
                  ) : null}
                  {current ? (
                    <span
                      aria-current="page"
                      className="font-medium text-slate-900 max-sm:truncate"
                    >
                      {item.name}
                    </span>
                  ) : (
                    <Link href={item.url} className="hover:text-brand-600 transition-colors">
                      {item.name}
                    </Link>
                  )}
                </li>
              )
            })}
          </ol>
        </nav>
      ) : null}
    </>
  )
}
