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

/**
 * The longest current page's name a phone's trail shows after a section's (characters): 28 fit
 * beside "Home › Services ›" at 375 px (the Arabic services' names, 25–30 characters, were left
 * to screen readers at 24, and the trail ended on a link: an outside review). Longer ones are
 * left to screen readers; one that does not fit after all is cut with an ellipsis.
 */
const SHORT_NAME = 28

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
  const deep = trail.length > 2
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(trail, siteUrl)} />
      {visible && trail.length > 1 ? (
        <nav aria-label={label} className={cn('text-sm', className)}>
          {/* On phones the trail is the way up: the steps before the current page, on one line.
              Below a section (a post, a service, a case study) the current page, whose h1 below gives
              it in full, is left to screen readers there when its name is long: cut to the width
              left, a long title ended inside a word, in Arabic inside the English words a title can
              hold. A short name (a page just below Home, a service such as "SEO") stays, cut short
              with an ellipsis if it must be: a trail ending at "Services" read as a step missing. */}
          <ol className="flex flex-wrap items-center gap-1.5 text-slate-500 max-sm:flex-nowrap">
            {trail.map((item, index) => {
              const current = index === trail.length - 1
              return (
                <li
                  key={`${item.url}-${index}`}
                  className={cn(
                    'flex items-center gap-1.5',
                    !current
                      ? 'max-sm:shrink-0'
                      : deep && item.name.length > SHORT_NAME
                        ? 'max-sm:sr-only'
                        : 'max-sm:min-w-0',
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
