import { ArrowRight, Compass } from '@/web/components/ui/icons'
import { DEFAULT_LOCALE, type Locale } from '@/core/i18n/locales'
import { localizedHref } from '@/core/i18n/routes'
import { buttonClass } from '@/web/components/ui/button'
import en from '@/messages/en/notFound.json'
import { BOOK_CALL_PATH, CONTACT_PATH } from './nav'

export type NotFoundText = typeof en

/** Each with its label's and its line's message keys. */
const SUGGESTIONS = [
  { href: '/services', label: 'services', text: 'servicesText' },
  { href: '/our-work', label: 'ourWork', text: 'ourWorkText' },
  { href: '/blogs', label: 'blog', text: 'blogText' },
  { href: CONTACT_PATH, label: 'contact', text: 'contactText' },
] as const

/** What the screen says; a removed page (410) and a closed preview link say it differently. */
export interface MissingScreenText {
  eyebrow?: string
  title?: string
  text?: string
}

/**
 * The designed page for a path that does not exist (answered with status 404), in English
 * (messages/en/notFound.json) unless given another language's words; its links go to the pages in
 * that language where they exist (core/i18n/routes.ts).
 */
export function NotFoundScreen({
  locale = DEFAULT_LOCALE,
  messages = en,
  eyebrow = messages.eyebrow,
  title = messages.title,
  text = messages.text,
}: MissingScreenText & { locale?: Locale; messages?: NotFoundText } = {}) {
  const href = (path: string) => localizedHref(path, locale)
  return (
    <div className="relative mx-auto max-w-5xl px-4 py-20 sm:px-6 sm:py-28">
      <div className="text-center">
        <span className="bg-brand-50 text-brand-700 inline-flex size-14 items-center justify-center rounded-2xl">
          <Compass className="size-7" />
        </span>
        <p className="text-brand-700 mt-6 text-sm font-semibold tracking-widest uppercase">
          {eyebrow}
        </p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          {title}
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a href={href('/')} className={buttonClass({ size: 'lg' })}>
            {messages.backHome}
          </a>
          <a
            href={href(BOOK_CALL_PATH)}
            className={buttonClass({ variant: 'secondary', size: 'lg' })}
          >
            {messages.scheduleCall}
          </a>
        </div>
      </div>
      <ul className="mt-16 grid gap-4 sm:grid-cols-2">
        {SUGGESTIONS.map((item) => (
          <li key={item.href}>
            <a
              href={href(item.href)}
              className="group hover:border-brand-300 flex items-center justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-5 transition-colors"
            >
              <span>
                <span className="block font-semibold text-slate-900">{messages[item.label]}</span>
                <span className="block text-sm text-slate-600">{messages[item.text]}</span>
              </span>
              <ArrowRight className="group-hover:text-brand-600 size-5 text-slate-400 transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
