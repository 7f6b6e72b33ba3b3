import { ArrowRight, Phone } from '@/web/components/ui/icons'
import { ltrRun } from '@/core/i18n/locales'
import Link from '@/web/components/ui/link'
import { requestLocale } from '@/web/i18n/request-locale'
import { cn } from '@/web/lib/utils'

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** A primary link styled as a button (brand blue), for calls to action. */
export function ButtonLink({
  href,
  children,
  variant = 'primary',
  className,
}: {
  href: string
  children: React.ReactNode
  variant?: 'primary' | 'secondary' | 'inverted'
  className?: string
}) {
  return (
    <Link
      href={href}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 text-sm font-semibold transition-all focus-visible:outline-offset-4',
        variant === 'primary' &&
          'bg-brand-600 hover:bg-brand-700 shadow-brand-600/20 hover:shadow-brand-600/30 text-white shadow-lg',
        variant === 'secondary' &&
          'border border-slate-300 bg-white text-slate-900 hover:border-slate-400 hover:bg-slate-50',
        variant === 'inverted' && 'text-brand-700 hover:bg-brand-50 bg-white',
        className,
      )}
    >
      {children}
    </Link>
  )
}

/**
 * The closing band of a page: a heading, a line of text and the way to book a call, with the
 * agency's phone number (from the settings).
 */
export function CallToAction({
  title,
  text,
  action = 'Schedule a Call',
  href = '/book-call',
  phone,
  className,
}: {
  title: string
  text?: string | null
  action?: string
  /** Where the action leads. */
  href?: string
  phone?: string | null
  className?: string
}) {
  return (
    <section className={cn('mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8', className)}>
      <div className="from-brand-700 via-brand-600 to-brand-500 relative isolate overflow-hidden rounded-3xl bg-linear-to-br px-6 py-14 text-center shadow-xl sm:px-12">
        <div
          aria-hidden
          className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-white/10 blur-2xl"
        />
        <div
          aria-hidden
          className="absolute -bottom-32 -left-16 -z-10 size-80 rounded-full bg-sky-300/20 blur-3xl"
        />
        {/* 28 px on a phone: at 30 px an Arabic question stood in three lines of two words
            (/ar/about, an outside review). */}
        <h2 className="mx-auto max-w-2xl text-[1.75rem] leading-tight font-bold tracking-tight text-balance text-white sm:text-4xl">
          {title}
        </h2>
        {text ? <p className="text-brand-100 mx-auto mt-4 max-w-xl text-lg">{text}</p> : null}
        <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <ButtonLink href={href} variant="inverted">
            {action} <ArrowRight className="icon-fwd" />
          </ButtonLink>
          {phone ? (
            <a
              href={telHref(phone)}
              className="inline-flex items-center gap-2 rounded-full px-4 py-3 text-sm font-semibold text-white hover:bg-white/10"
              // The number reads left to right on a right-to-left page too.
              {...ltrRun(requestLocale())}
            >
              <Phone className="size-4" /> {phone}
            </a>
          ) : null}
        </div>
      </div>
    </section>
  )
}
