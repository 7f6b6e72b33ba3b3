import { Breadcrumbs, type BreadcrumbItem } from '@/web/components/seo/breadcrumbs'
import { cn } from '@/web/lib/utils'
import { WholeWords } from '@/web/components/ui/whole-words'

/**
 * The top of an inner page: breadcrumb trail (with its JSON-LD), an eyebrow, the page's one h1
 * and an introduction, on a soft brand-tinted background.
 */
export function PageHero({
  breadcrumbs,
  eyebrow,
  title,
  intro,
  children,
  aside,
  asideAtTop,
  className,
}: {
  breadcrumbs: BreadcrumbItem[]
  eyebrow?: React.ReactNode
  title: React.ReactNode
  intro?: React.ReactNode
  /** Below the introduction: actions, meta lines, a search box. */
  children?: React.ReactNode
  /** Beside the text on wide screens: an illustration. */
  aside?: React.ReactNode
  /**
   * The text and the aside start at the top, the breadcrumb and heading where a page without an
   * aside has them (a list page beside others), instead of both centred.
   */
  asideAtTop?: boolean
  className?: string
}) {
  return (
    <section
      className={cn(
        'from-brand-50 relative isolate overflow-hidden border-b border-slate-200/70 bg-linear-to-b via-white to-white',
        className,
      )}
    >
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-100),transparent_60%)]"
      />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgb(15_23_42/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(15_23_42/0.04)_1px,transparent_1px)] [mask-image:linear-gradient(to_bottom,black,transparent)] bg-[size:48px_48px]"
      />
      <div
        className={cn(
          'mx-auto max-w-7xl px-4 pt-10 pb-16 sm:px-6 sm:pb-20 lg:px-8',
          aside && 'grid gap-12 lg:grid-cols-[1.1fr_1fr]',
          aside && (asideAtTop ? 'items-start' : 'items-center'),
        )}
      >
        {/* Beside a picture, the breadcrumb stands on its own row at the top: in the text's column
            it was centred with the text against a tall picture, 100 px down (an outside review). */}
        {aside ? (
          <div className="lg:col-span-full">
            <Breadcrumbs items={breadcrumbs} />
          </div>
        ) : null}
        <div className={cn(aside ? '-mt-4' : 'max-w-3xl')}>
          {aside ? null : <Breadcrumbs items={breadcrumbs} />}
          {eyebrow ? (
            <div
              className={cn(
                'text-brand-600 text-sm font-semibold tracking-widest uppercase',
                !aside && 'mt-8',
              )}
            >
              {eyebrow}
            </div>
          ) : null}
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
            <WholeWords>{title}</WholeWords>
          </h1>
          {intro ? (
            <p className="mt-5 text-lg leading-8 text-pretty text-slate-600 sm:text-xl">{intro}</p>
          ) : null}
          {children ? <div className="mt-8">{children}</div> : null}
        </div>
        {aside ? (
          <div className="relative" data-hero-aside>
            {aside}
          </div>
        ) : null}
      </div>
    </section>
  )
}
