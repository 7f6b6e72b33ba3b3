import { SearchX } from '@/web/components/ui/icons'
import { DEFAULT_LOCALE, type Locale } from '@/core/i18n/locales'
import Link from '@/web/components/ui/link'
import { buttonClass } from '@/web/components/ui/button'
import { translator } from '@/web/i18n/messages'

/** A payment page for an id nobody knows (answered with status 404), in the page's language. */
export function PaymentNotFound({
  title,
  text,
  locale = DEFAULT_LOCALE,
}: {
  title: string
  text: string
  locale?: Locale
}) {
  const t = translator(locale, 'payments')
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6 sm:py-28">
      <title>{title}</title>
      <span className="bg-brand-50 text-brand-700 inline-flex size-14 items-center justify-center rounded-2xl">
        <SearchX className="size-7" />
      </span>
      <p className="text-brand-700 mt-6 text-sm font-semibold tracking-widest uppercase">
        {t('notFound.error')}
      </p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/services" className={buttonClass({ size: 'lg' })}>
          {t('notFound.services')}
        </Link>
        <Link href="/contact" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
          {t('notFound.contact')}
        </Link>
      </div>
    </div>
  )
}
