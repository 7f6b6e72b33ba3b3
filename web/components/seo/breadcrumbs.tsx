import { ChevronRight } from 'lucide-react'
import Link from '@/web/components/ui/link'
import { siteUrl } from '@/web/env'
import { cn } from '@/web/lib/utils'
import { JsonLd } from './json-ld'
import { type BreadcrumbItem, breadcrumbJsonLd } from './structured-data'

export type { BreadcrumbItem }

export const HOME_CRUMB: BreadcrumbItem = { name: 'Home', url: '/' }

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
  const trail = [HOME_CRUMB, ...items]
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(trail, siteUrl)} />
      {visible && trail.length > 1 ? (
        <nav aria-label="Breadcrumb" className={cn('text-sm', className)}>
          <ol className="flex flex-wrap items-center gap-1.5 text-slate-500">
            {trail.map((item, index) => {
              const current = index === trail.length - 1
              return (
                <li key={`${item.url}-${index}`} className="flex items-center gap-1.5">
                  {index > 0 ? (
                    <ChevronRight
                      aria-hidden
                      className="size-3.5 text-slate-400 rtl:-scale-x-100"
                    />
                  ) : null}
                  {current ? (
                    <span aria-current="page" className="font-medium text-slate-900">
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
